import type { ReactElement } from 'react'

/**
 * React's HTML renderer, loaded by Node when first needed. Next.js keeps `react-dom/server` out of the code it bundles
 * for its server (pages render through its own pipeline), so fragments the server re-sends outside a page render (a
 * loop's refresh, the checkout's review, the cart, search results) load it at run time. The loading is kept: a dynamic
 * `import()` of a module Node already holds still goes through its module loader, 0.15 ms a call (measured), which the
 * cart's five fragments paid five times a request (`npm run bench`: cart fragments and new searches 20 % slower).
 */
let loading: Promise<typeof import('react-dom/server')> | undefined
const htmlRenderer = () => (loading ??= import(/* turbopackIgnore: true */ 'react-dom/server'))

/**
 * A component's HTML without React's markers, for a fragment the server re-sends: the same component renders it in
 * the page, so there is one copy of its markup (README, "One way to make HTML").
 */
export async function staticMarkup(element: ReactElement): Promise<string> {
  const { renderToStaticMarkup } = await htmlRenderer()
  return renderToStaticMarkup(element)
}
