import type { LogicalJoin } from './url'

/**
 * Which posts a loop widget shows on one of its pages, as a plan any database can run (src/loops/server). Pure.
 *
 * Payload's `where` cannot say "has both of these tags" (two conditions on one relationship share one join) nor
 * "has none of them" (it keeps a post with any other tag), which the filters need: so the plan names conditions on
 * the post and its terms, and the server turns each into an indexed EXISTS.
 */

/** The post relationships a loop filters by. */
export type TermField = 'categories' | 'tags'

/** Taxonomies as the filter widget and the address name them (WordPress's names), and the relationship each is. */
export const TAXONOMY_FIELDS: Readonly<Record<string, TermField>> = { category: 'categories', post_tag: 'tags' }

export type LoopCondition =
  /** Has at least one of these terms. */
  | { kind: 'anyTerm'; field: TermField; ids: number[] }
  /** Has none of these terms. */
  | { kind: 'noTerm'; field: TermField; ids: number[] }
  | { kind: 'author'; ids: number[] }
  | { kind: 'featured' }
  | { kind: 'ids'; ids: number[] }
  | { kind: 'notIds'; ids: number[] }
  /** Matches no post (an unknown taxonomy or term, an empty manual selection). */
  | { kind: 'nothing' }

export type LoopOrderBy = 'date' | 'title' | 'modified' | 'random'

export type LoopSort = { by: 'date' | 'title' | 'modified'; direction: 'asc' | 'desc' } | { by: 'random'; seed: number }

export interface LoopPlan {
  conditions: LoopCondition[]
  sort: LoopSort
  limit: number
  offset: number
}

/** Posts per page a loop may show. */
export const LOOP_MAX_PER_PAGE = 24
/** Posts a loop may skip before its first (the editor's offset). */
export const LOOP_MAX_OFFSET = 100

/** What the editor chose, already read into ids (relationship pickers) and bounded numbers (src/loops/widgets/post-grid). */
export interface LoopSettings {
  source: 'latest' | 'manual' | 'related' | 'archive'
  includeCategories: number[]
  excludeCategories: number[]
  includeTags: number[]
  excludeTags: number[]
  authors: number[]
  manualIds: number[]
  featuredOnly: boolean
  orderBy: LoopOrderBy
  order: 'asc' | 'desc'
  offset: number
  perPage: number
  excludeCurrent: boolean
}

/** A term named by a filter, as the server found it: its id and, for a category, its subcategories' ids too. */
export type ResolvedTerm = number[] | null

/** A filter of one taxonomy with its terms looked up (null: no such term). */
export interface ResolvedFilter {
  field: TermField | null
  terms: ResolvedTerm[]
  logicalJoin: LogicalJoin
}

/** What the page the loop sits on adds to its query. */
export interface LoopContext {
  /** The post being read (single templates), left out when the editor asks, and the base of "related". */
  current: { id: number; categories: number[]; tags: number[] } | null
  /** The archive being shown (archive templates): its category with subcategories, its tag or its author. */
  archive: { categories?: number[]; tags?: number[]; authors?: number[] } | null
  /** Posts the grids above on the page show, when this one avoids duplicates. */
  shown: number[]
  /** Days since 1970 (UTC): a random order stays the same all day, so its pages do not shuffle between clicks. */
  day: number
}

const NOTHING: LoopCondition = { kind: 'nothing' }

/** The conditions a filter adds: AND needs every term, OR any, NOT none. A term that does not exist matches nothing. */
function filterConditions({ field, terms, logicalJoin }: ResolvedFilter): LoopCondition[] {
  if (!field) return [NOTHING]
  const known = terms.filter((term): term is number[] => term !== null && term.length > 0)
  if (logicalJoin === 'NOT') return known.length ? [{ kind: 'noTerm', field, ids: known.flat() }] : []
  if (logicalJoin === 'AND')
    return known.length === terms.length ? known.map((ids) => ({ kind: 'anyTerm', field, ids })) : [NOTHING]
  return known.length ? [{ kind: 'anyTerm', field, ids: known.flat() }] : [NOTHING]
}

/** The posts the settings select before any filter: the source, the editor's terms and author, the current post. */
function sourceConditions(settings: LoopSettings, context: LoopContext): LoopCondition[] {
  const conditions: LoopCondition[] = []
  const any = (field: TermField, ids: number[]) => ids.length && conditions.push({ kind: 'anyTerm', field, ids })
  if (settings.source === 'manual')
    conditions.push(settings.manualIds.length ? { kind: 'ids', ids: settings.manualIds } : NOTHING)
  if (settings.source === 'related') {
    const current = context.current
    if (!current || (!current.categories.length && !current.tags.length)) conditions.push(NOTHING)
    else conditions.push(...relatedConditions(current))
  }
  if (settings.source === 'archive' && context.archive) {
    any('categories', context.archive.categories ?? [])
    any('tags', context.archive.tags ?? [])
    if (context.archive.authors?.length) conditions.push({ kind: 'author', ids: context.archive.authors })
  }
  any('categories', settings.includeCategories)
  any('tags', settings.includeTags)
  if (settings.excludeCategories.length)
    conditions.push({ kind: 'noTerm', field: 'categories', ids: settings.excludeCategories })
  if (settings.excludeTags.length) conditions.push({ kind: 'noTerm', field: 'tags', ids: settings.excludeTags })
  if (settings.authors.length) conditions.push({ kind: 'author', ids: settings.authors })
  if (settings.featuredOnly) conditions.push({ kind: 'featured' })
  return conditions
}

/** Related posts share a tag with the current one, or else its categories. */
function relatedConditions(current: NonNullable<LoopContext['current']>): LoopCondition[] {
  return current.tags.length
    ? [{ kind: 'anyTerm', field: 'tags', ids: current.tags }]
    : [{ kind: 'anyTerm', field: 'categories', ids: current.categories }]
}

/** A page of a loop: its source and settings, the reader's filters, then the posts to leave out. Page counts from 1. */
export function loopPlan(
  settings: LoopSettings,
  filters: ResolvedFilter[],
  page: number,
  context: LoopContext,
): LoopPlan {
  const conditions = [...sourceConditions(settings, context), ...filters.flatMap(filterConditions)]
  const leftOut = [
    ...((settings.excludeCurrent || settings.source === 'related') && context.current ? [context.current.id] : []),
    ...context.shown,
  ]
  if (leftOut.length) conditions.push({ kind: 'notIds', ids: [...new Set(leftOut)] })
  const sort: LoopSort =
    settings.orderBy === 'random'
      ? { by: 'random', seed: randomSeed(context.day) }
      : { by: settings.orderBy, direction: settings.order }
  return {
    conditions: conditions.some((condition) => condition.kind === 'nothing') ? [NOTHING] : conditions,
    sort,
    limit: settings.perPage,
    offset: settings.offset + (page - 1) * settings.perPage,
  }
}

/** The pages a loop has: its posts after the editor's offset, at least one page (showing "no posts"). */
export function loopPageCount(total: number, settings: Pick<LoopSettings, 'offset' | 'perPage'>): number {
  return Math.max(1, Math.ceil(Math.max(0, total - settings.offset) / settings.perPage))
}

/** The modulus of the random order: the largest prime below 2^31, so every product stays exact in 64-bit integers. */
export const RANDOM_MODULUS = 2_147_483_647

/** A multiplier from 1 to RANDOM_MODULUS - 1 for the day: posts sorted by (id × seed) mod RANDOM_MODULUS. */
export function randomSeed(day: number): number {
  // A multiplicative hash of the day (Knuth), never 0 so no two posts tie.
  return ((Math.imul(day + 1, 2_654_435_761) >>> 0) % (RANDOM_MODULUS - 1)) + 1
}
