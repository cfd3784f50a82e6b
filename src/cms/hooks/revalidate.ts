import { revalidatePath } from 'next/cache'

/**
 * Content changed: drop the cached pages so the next visitor gets fresh HTML.
 * Every public page can show posts (home, archives, related lists, feed, sitemap), so the whole site
 * is revalidated, and the page cache in front of Next.js (front/page-cache.mjs) is emptied.
 * Outside the Next.js server (seed, scripts, integration tests) there is no cache to drop.
 */
export function revalidateSite<T>({ doc }: { doc: T }): T {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    revalidatePath('/', 'layout')
    ;(globalThis as { __thuthuatPageCache?: { clear(): void } }).__thuthuatPageCache?.clear()
  }
  return doc
}
