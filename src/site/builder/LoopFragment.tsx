import { notFound } from 'next/navigation'
import { allBlocks, type BuilderDocument } from '@/widgets/document'
import { PostGridWidget } from '@/widgets/post-grid/PostList'
import { postGridQuery, type LoopAddress } from '@/widgets/post-grid/logic'
import { CacheTags } from '../CacheTags'
import { prepareLayout } from './prepare-layout'

/**
 * One post grid of a builder layout, alone, as the page at `address` shows it: the loop refresh call's answer without
 * the rest of the page (its frame, its other widgets). Every grid of the layout is loaded, in page order, so a grid
 * that leaves out what the grids above it show still does; the others' pages come from the cache. `documentRef` is
 * the page holding it; a builder preview (unsaved settings) has none, and states no cache tags, so it is never kept.
 */
export async function LoopFragment({
  stored,
  widgetId,
  address,
  documentRef,
}: {
  stored: unknown
  widgetId: string
  address: LoopAddress
  documentRef?: string
}) {
  const { layout, postGrids } = await prepareLayout(stored, { address })
  const block = allBlocks(layout).find((candidate) => candidate.type === 'PostGrid' && candidate.props.id === widgetId)
  const grid = postGrids[widgetId]
  if (!block || !grid) notFound()
  return (
    <>
      {documentRef && <CacheTags />}
      <PostGridWidget id={widgetId} grid={grid} query={postGridQuery(block.props)} address={address} documentRef={documentRef} />
    </>
  )
}

/** A layout holding only a post grid with these settings: what the builder previews before the page is saved. */
export function previewLayout(widgetId: string, settings: Record<string, unknown>): BuilderDocument {
  return { root: { props: {} }, content: [{ type: 'PostGrid', props: { ...settings, id: widgetId } }] }
}
