import { withWidgetContainer } from '@/loops/rules/container'
import { withCanonicalQuery } from '@/loops/rules/paged-page'
import { loopStateQuery } from '@/loops/rules/url'
import { documentRefText } from '@/lib/document-ref'
import type { PagedPageAnswer } from '@/lib/front-bridge.mjs'
import { pagedLoopContainers } from '@/loops/pages/loop-html'
import { POSTS_TAG, SITE_TAG } from '../../cms/cache/tags'
import { getHomePage, getPageBySlug, getSiteChrome } from '../../cms/queries'
import { getPostBySlug } from '@/content/reads'
import { documentTag } from '../../cms/published-blocks'

/** The published builder page at `/` (the one chosen as home) or `/{slug}` (unless a post has that slug). */
async function builderPageAt(path: string) {
  if (path === '/') return getHomePage((await getSiteChrome()).settings)
  const slug = /^\/([^/]+)$/.exec(path)?.[1]
  if (!slug || (await getPostBySlug(decodeURIComponent(slug)))) return null
  return getPageBySlug(decodeURIComponent(slug))
}

/**
 * A builder page at one of its grids' pages (`?e-page-{id}=N`), answered for the front without a Next.js request: the
 * page as first shown (its frame: the front's kept copy of the address without its query, read only when needed) with its grids' containers
 * and its canonical address replaced (src/loops/rules/paged-page.ts). Null when the page must be rendered whole: any
 * other address or loop state, a page whose other widgets read the state, or a frame that does not hold the grids.
 */
export async function answerPagedPage(
  url: string,
  readFrame: () => Promise<string | null>,
): Promise<PagedPageAnswer | null> {
  const { pathname, searchParams } = new URL(url, 'http://front.invalid')
  const query = loopStateQuery(searchParams)
  const page = await builderPageAt(pathname)
  if (!page) return null
  const document = { collection: 'pages' as const, id: page.id }
  const loops = await pagedLoopContainers(page.layout, { path: pathname, query }, documentRefText(document))
  if (!loops || 'redirect' in loops) return loops
  const frame = await readFrame()
  let html = frame ? withCanonicalQuery(frame, query) : null
  for (const [id, container] of Object.entries(loops.containers))
    html = html && withWidgetContainer(html, id, container)
  return html ? { html, tags: [SITE_TAG, POSTS_TAG, documentTag(document)] } : null
}
