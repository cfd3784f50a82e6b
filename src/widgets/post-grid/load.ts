import type { ComponentConfig } from '@puckeditor/core'
import type { Where } from 'payload'
import { categoryFamilyIds, getCategoryById, listPosts } from '@/cms/queries'
import type { Post } from '@/payload-types'
import { builderConfig } from '../config'
import { allBlocks, type BuilderDocument } from '../document'
import { portfolioConfig } from '../portfolio/config'
import { postGridConfig } from './config'
import { postGridQuery } from './logic'

/** Widgets that list posts with a post grid's query: post grids, and portfolios (their posts as image tiles). */
const POST_LIST_WIDGETS = new Set<ComponentConfig>([postGridConfig, portfolioConfig] as ComponentConfig[])

/** Whether a block is one of them, known by its widget's config (whatever name the builder config gives it). */
const listsPosts = (type: string) => POST_LIST_WIDGETS.has(builderConfig.components[type] as ComponentConfig)

/**
 * The posts of every post grid (and portfolio) block in a layout, by block id, loaded before the layout renders on
 * the server. Grids are loaded in page order, so one that avoids duplicates leaves out what the grids above it show.
 */
export async function loadPostGrids(document: BuilderDocument): Promise<Record<string, Post[]>> {
  const loaded: Record<string, Post[]> = {}
  const shown = new Set<number>()
  for (const block of allBlocks(document).filter((candidate) => listsPosts(candidate.type))) {
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
