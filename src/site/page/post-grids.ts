import { categoryFamilyIds, getCategoryById, listPosts } from '@/cms/queries'
import type { Post } from '@/payload-types'
import { allBlocks, type BuilderDocument } from '@/widgets/document'
import { postGridQuery } from '@/widgets/post-grid/logic'
import type { Where } from 'payload'

/** Blocks that list posts with a post grid's query: post grids, and portfolios (their posts as image tiles). */
const POST_LIST_BLOCKS = new Set(['PostGrid', 'Portfolio'])

/**
 * The posts of every post grid (and portfolio) block in a layout, by block id, loaded before the layout renders on
 * the server. Grids are loaded in page order, so one that avoids duplicates leaves out what the grids above it show.
 */
export async function loadPostGrids(document: BuilderDocument): Promise<Record<string, Post[]>> {
  const loaded: Record<string, Post[]> = {}
  const shown = new Set<number>()
  for (const block of allBlocks(document).filter((candidate) => POST_LIST_BLOCKS.has(candidate.type))) {
    const query = postGridQuery(block.props)
    const category = query.categoryId ? await getCategoryById(query.categoryId) : null
    // A category that no longer exists matches nothing, rather than every post.
    if (query.categoryId && !category) {
      loaded[block.props.id] = []
      continue
    }
    const conditions: Where[] = [
      ...(category ? [{ categories: { in: await categoryFamilyIds(category) } }] : []),
      ...(query.tagId ? [{ tags: { in: [query.tagId] } }] : []),
      ...(query.featuredOnly ? [{ featured: { equals: true } }] : []),
      ...(query.avoidDuplicates && shown.size ? [{ id: { not_in: [...shown] } }] : []),
    ]
    const { posts } = await listPosts({ and: conditions }, 1, query.count)
    posts.forEach((post) => shown.add(post.id))
    loaded[block.props.id] = posts
  }
  return loaded
}
