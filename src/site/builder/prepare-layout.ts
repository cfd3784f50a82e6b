import { type BuilderDocument, readBuilderDocument } from '@/widgets/document'
import { sanitizeLayoutHtml } from '@/widgets/html/sanitize'
import { type GridSurroundings, loadPostGrids } from '@/widgets/post-grid/load'
import type { GridPage } from '@/widgets/post-grid/logic'

/** A stored layout made ready for the server render: read, HTML cleaned again, and its post grids loaded. */
export async function prepareLayout(
  stored: unknown,
  surroundings: GridSurroundings,
): Promise<{ layout: BuilderDocument; postGrids: Record<string, GridPage> }> {
  const layout = sanitizeLayoutHtml(readBuilderDocument(stored))
  return { layout, postGrids: await loadPostGrids(layout, surroundings) }
}
