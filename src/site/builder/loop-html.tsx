import { widgetContainerHtml } from '@/features/loops/container'
import { PostGridWidget } from '@/widgets/post-grid/PostList'
import type { LoopAddress } from '@/widgets/post-grid/logic'
import { loopGridOf, previewLayout } from './loop-grid'

/**
 * A post grid's container of a builder layout as HTML, as the page at `address` shows it (the loop refresh call's
 * answer, rendered without a Next.js request). `documentRef` is the page holding it; a preview has none. Null when
 * the layout has no grid by that id.
 */
/**
 * React's HTML renderer, loaded by Node when first needed. Next.js keeps `react-dom/server` out of the code it bundles
 * for its server (pages render through its own pipeline); this renders outside any Next.js request, for the front.
 */
const htmlRenderer = () => import(/* turbopackIgnore: true */ 'react-dom/server')

export async function loopContainerHtml(stored: unknown, widgetId: string, address: LoopAddress, documentRef?: string): Promise<string | null> {
  const found = await loopGridOf(stored, widgetId, address)
  if (!found) return null
  const { renderToStaticMarkup } = await htmlRenderer()
  const html = renderToStaticMarkup(<PostGridWidget id={widgetId} grid={found.grid} query={found.query} address={address} documentRef={documentRef} />)
  return widgetContainerHtml(html, widgetId)
}

/** The builder's preview of a post grid with unsaved settings, as the site would show it at `address`. */
export async function previewContainerHtml(settings: Record<string, unknown>, widgetId: string, address: LoopAddress): Promise<string | null> {
  return loopContainerHtml(previewLayout(widgetId, settings), widgetId, address)
}
