import { allBlocks, type BuilderDocument, readBuilderDocument } from '@/widgets/document'
import { loadPostGrids } from '@/loops/widgets/post-grid/load'
import { type GridPage, type LoopAddress, postGridQuery, type PostGridQuery } from '@/loops/widgets/post-grid/logic'

/** A post grid of a builder layout with its posts as the page at `address` shows them, or null when it has none by that id. */
export async function loopGridOf(
  stored: unknown,
  widgetId: string,
  address: LoopAddress,
): Promise<{ grid: GridPage; query: PostGridQuery } | null> {
  const layout = readBuilderDocument(stored)
  // Every grid is loaded, in page order, so one that leaves out what the grids above it show still does.
  const postGrids = await loadPostGrids(layout, { address })
  const block = allBlocks(layout).find((candidate) => candidate.type === 'PostGrid' && candidate.props.id === widgetId)
  const grid = postGrids[widgetId]
  return block && grid ? { grid, query: postGridQuery(block.props) } : null
}

/** A layout holding only a post grid with these settings: what the builder previews before the page is saved. */
export function previewLayout(widgetId: string, settings: Record<string, unknown>): BuilderDocument {
  return { root: { props: {} }, content: [{ type: 'PostGrid', props: { ...settings, id: widgetId } }] }
}
