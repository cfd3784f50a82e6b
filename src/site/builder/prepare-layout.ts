import type { Post } from '@/payload-types'
import { type BuilderDocument, readBuilderDocument } from '@/widgets/document'
import { sanitizeLayoutHtml } from '@/widgets/html/sanitize'
import { loadPostGrids } from '@/widgets/post-grid/load'

/** A stored layout made ready for the server render: read, HTML cleaned again, and its post grids loaded. */
export async function prepareLayout(stored: unknown): Promise<{ layout: BuilderDocument; postGrids: Record<string, Post[]> }> {
  const layout = sanitizeLayoutHtml(readBuilderDocument(stored))
  return { layout, postGrids: await loadPostGrids(layout) }
}
