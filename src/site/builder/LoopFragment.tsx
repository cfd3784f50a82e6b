import { notFound } from 'next/navigation'
import { type DocumentRef, documentRefText } from '@/lib/document-ref'
import type { Page } from '@/payload-types'
import { allBlocks } from '@/widgets/document'
import { PostGridWidget } from '@/widgets/post-grid/PostList'
import { postGridQuery, type LoopAddress } from '@/widgets/post-grid/logic'
import { CacheTags } from '../CacheTags'
import { prepareLayout } from './prepare-layout'

/**
 * One post grid of a published builder page, alone, as the page at `address` shows it: the loop refresh call's answer
 * without the rest of the page (its frame, its other widgets). Every grid of the layout is loaded, in page order, so a
 * grid that leaves out what the grids above it show still does; the others' pages come from the cache.
 */
export async function LoopFragment({ page, widgetId, address }: { page: Page; widgetId: string; address: LoopAddress }) {
  const { layout, postGrids } = await prepareLayout(page.layout, { address })
  const block = allBlocks(layout).find((candidate) => candidate.type === 'PostGrid' && candidate.props.id === widgetId)
  const grid = postGrids[widgetId]
  if (!block || !grid) notFound()
  const document: DocumentRef = { collection: 'pages', id: page.id }
  return (
    <>
      <CacheTags />
      <PostGridWidget id={widgetId} grid={grid} query={postGridQuery(block.props)} address={address} documentRef={documentRefText(document)} />
    </>
  )
}
