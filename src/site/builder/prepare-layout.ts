import { type BuilderDocument, readBuilderDocument } from '@/widgets/document'
import { sanitizeLayoutHtml } from '@/widgets/html/sanitize'
import { type GridSurroundings, loadPostGrids } from '@/loops/widgets/post-grid/load'
import type { GridPage } from '@/loops/widgets/post-grid/logic'
import { loadProductLists } from '@/shop/widgets/product-grid/load'
import type { Product } from '@/payload-types'
import { loadLoopFilters } from '@/loops/widgets/taxonomy-filter/load'
import type { FilterTerm } from '@/loops/widgets/taxonomy-filter/logic'

/** A stored layout made ready for the server render: read, HTML cleaned again, its post grids, their filters and its product lists loaded. */
export async function prepareLayout(
  stored: unknown,
  surroundings: GridSurroundings,
): Promise<{
  layout: BuilderDocument
  postGrids: Record<string, GridPage>
  loopFilters: Record<string, FilterTerm[]>
  productLists: Record<string, Product[]>
}> {
  const layout = sanitizeLayoutHtml(readBuilderDocument(stored))
  const [postGrids, loopFilters, productLists] = await Promise.all([
    loadPostGrids(layout, surroundings),
    loadLoopFilters(layout),
    loadProductLists(layout),
  ])
  return { layout, postGrids, loopFilters, productLists }
}
