import { staticMarkup } from '@/lib/static-markup'
import { widgetContainerHtml } from '@/loops/rules/container'
import { pagedWidget } from '@/loops/rules/paged-page'
import { withPage } from '@/loops/rules/url'
import { allBlocks, readBuilderDocument } from '@/widgets/document'
import { listsPosts, loadPostGrids } from '@/loops/widgets/post-grid/load'
import { type LoopAddress, postGridQuery } from '@/loops/widgets/post-grid/logic'
import { PostGridWidget } from '@/loops/widgets/post-grid/PostList'
import { loopGridOf, previewLayout } from '../../site/builder/loop-grid'

/**
 * A post grid's container of a builder layout as HTML, as the page at `address` shows it (the loop refresh call's
 * answer, rendered without a Next.js request). `documentRef` is the page holding it; a preview has none. Null when
 * the layout has no grid by that id.
 */
export async function loopContainerHtml(
  stored: unknown,
  widgetId: string,
  address: LoopAddress,
  documentRef?: string,
): Promise<string | null> {
  const found = await loopGridOf(stored, widgetId, address)
  if (!found) return null
  const html = await staticMarkup(
    <PostGridWidget id={widgetId} grid={found.grid} query={found.query} address={address} documentRef={documentRef} />,
  )
  return widgetContainerHtml(html, widgetId)
}

/** The builder's preview of a post grid with unsaved settings, as the site would show it at `address`. */
export async function previewContainerHtml(
  settings: Record<string, unknown>,
  widgetId: string,
  address: LoopAddress,
): Promise<string | null> {
  return loopContainerHtml(previewLayout(widgetId, settings), widgetId, address)
}

/**
 * Every post list's container of a builder layout as the page at `address` shows it, when the address names one grid's
 * page and nothing else reads it (src/loops/rules/paged-page.ts): every list is a post grid (they may leave out what
 * the grids above show, so all are rendered again) and every taxonomy filter filters that grid (its links keep other
 * grids' pages). A grid asked past its last page gives its last page's address instead. Null when the page must be
 * rendered whole.
 */
export async function pagedLoopContainers(
  stored: unknown,
  address: LoopAddress,
  documentRef: string,
): Promise<{ containers: Record<string, string> } | { redirect: string } | null> {
  const widgetId = pagedWidget(address.query)
  if (!widgetId) return null
  const layout = readBuilderDocument(stored)
  const blocks = allBlocks(layout)
  const lists = blocks.filter((block) => listsPosts(block.type))
  if (lists.some((block) => block.type !== 'PostGrid') || !lists.some((block) => block.props.id === widgetId))
    return null
  if (
    blocks.some(
      (block) =>
        block.type === 'TaxonomyFilter' &&
        (typeof block.props.target === 'string' ? block.props.target.trim() : '') !== widgetId,
    )
  )
    return null
  const grids = await loadPostGrids(layout, { address })
  for (const [id, grid] of Object.entries(grids))
    if (grid.asked > grid.page) return { redirect: withPage(`${address.path}${address.query}`, id, grid.page) }
  const containers: Record<string, string> = {}
  for (const block of lists) {
    const id = String(block.props.id)
    const html = await staticMarkup(
      <PostGridWidget
        id={id}
        grid={grids[id]}
        query={postGridQuery(block.props)}
        address={address}
        documentRef={documentRef}
      />,
    )
    const container = widgetContainerHtml(html, id)
    if (!container) return null
    containers[id] = container
  }
  return { containers }
}
