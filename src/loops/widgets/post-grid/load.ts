import type { ComponentConfig } from '@puckeditor/core'
import { type LoopContext, loopPageCount, loopPlan, type ResolvedFilter, TAXONOMY_FIELDS } from '@/loops/rules/query'
import { readFilters, readPage } from '@/loops/rules/url'
import { categoryFamilyIds, getCategoryById, tagIdsBySlug } from '@/content/reads'
import { getSiteChrome } from '@/cms/queries'
import { listLoopPosts } from '../../reads/loop-posts'
import { builderConfig } from '../../../widgets/config'
import { allBlocks, type BuilderDocument } from '../../../widgets/document'
import { portfolioConfig } from '../../../widgets/portfolio/config'
import { postCarouselConfig } from '../post-carousel/config'
import { postGridConfig } from './config'
import { type GridPage, gridLoopSettings, type LoopAddress, postGridQuery, showsPostText } from './logic'

/** Widgets that list posts with a post grid's query: post grids, post carousels, and portfolios (their posts as image tiles). */
const POST_LIST_WIDGETS = new Set<ComponentConfig>([
  postGridConfig,
  postCarouselConfig,
  portfolioConfig,
] as ComponentConfig[])

/** Whether a block is one of them, known by its widget's config (whatever name the builder config gives it). */
export const listsPosts = (type: string) => POST_LIST_WIDGETS.has(builderConfig.components[type])

/** Where the grids are shown: the address (its query holds their pages and filters), the post read, the archive shown. */
export interface GridSurroundings {
  address: LoopAddress
  current?: LoopContext['current']
  archive?: LoopContext['archive']
}

const DAY_MS = 86_400_000

/** A category with its subcategories, by id; none when it no longer exists. */
async function familyOf(id: number | null): Promise<number[]> {
  const category = id ? await getCategoryById(id) : null
  return category ? categoryFamilyIds(category) : []
}

/** The reader's filters of one grid, their term slugs looked up (a category with its subcategories). */
async function resolvedFilters(params: URLSearchParams, widgetId: string): Promise<ResolvedFilter[]> {
  const filters = Object.entries(readFilters(params, widgetId))
  // Most grids on most pages are not filtered: no lookup then.
  if (!filters.length) return []
  const tagSlugs = filters.flatMap(([taxonomy, filter]) => (TAXONOMY_FIELDS[taxonomy] === 'tags' ? filter.terms : []))
  const [tagIds, { categories }] = await Promise.all([tagIdsBySlug(tagSlugs), getSiteChrome()])
  return Promise.all(
    filters.map(async ([taxonomy, { terms, logicalJoin }]) => {
      const field = Object.hasOwn(TAXONOMY_FIELDS, taxonomy) ? TAXONOMY_FIELDS[taxonomy] : null
      const resolve = async (slug: string) => {
        if (field === 'tags') return Object.hasOwn(tagIds, slug) ? [tagIds[slug]] : null
        const category = categories.find((candidate) => candidate.slug === slug)
        return category ? categoryFamilyIds(category) : null
      }
      return { field, terms: await Promise.all(terms.map(resolve)), logicalJoin }
    }),
  )
}

/**
 * The page of posts of every post grid block (and portfolio) in a layout, by block id, loaded before the layout
 * renders on the server: the page and filters the address names for each grid. Grids are loaded in page order, so
 * one that avoids duplicates leaves out what the grids above it show. A page past the last shows the last.
 */
export async function loadPostGrids(
  document: BuilderDocument,
  surroundings: GridSurroundings = { address: { path: '/', query: '' } },
): Promise<Record<string, GridPage>> {
  const loaded: Record<string, GridPage> = {}
  const params = new URLSearchParams(surroundings.address.query)
  const shown = new Set<number>()
  const day = Math.floor(Date.now() / DAY_MS)
  for (const block of allBlocks(document).filter((candidate) => listsPosts(candidate.type))) {
    const id = String(block.props.id)
    const query = postGridQuery(block.props)
    const [include, exclude] = await Promise.all([familyOf(query.categoryId), familyOf(query.excludeCategoryId)])
    // A picked category that no longer exists matches nothing, rather than every post.
    const settings = gridLoopSettings(query, { include: query.categoryId && !include.length ? [-1] : include, exclude })
    const paged = query.pagination !== 'none'
    const filters = await resolvedFilters(params, id)
    const asked = paged ? readPage(params, id) : 1
    const context: LoopContext = {
      current: surroundings.current ?? null,
      archive: surroundings.archive ?? null,
      shown: query.avoidDuplicates ? [...shown] : [],
      day,
    }
    const read = { withText: showsPostText(query) }
    let page = asked
    let result = await listLoopPosts(loopPlan(settings, filters, page, context), read)
    const totalPages = loopPageCount(result.total, settings)
    if (page > totalPages) {
      page = totalPages
      result = await listLoopPosts(loopPlan(settings, filters, page, context), read)
    }
    result.posts.forEach((post) => shown.add(post.id))
    loaded[id] = { posts: result.posts, page, totalPages: paged ? totalPages : 1, asked }
  }
  return loaded
}
