import { LOOP_MAX_OFFSET, LOOP_MAX_PER_PAGE, type LoopOrderBy, type LoopSettings } from '@/loops/rules/query'
import { sliderNumber } from '@/lib/number'
import { relationId } from '@/lib/stored-values'
import type { Post } from '@/payload-types'
import type { CardOptions } from '@/site/posts/PostCard'
import type { PickedRecord } from '../../../widgets/record-picker'

/** A post grid widget's settings, pure: which posts (src/loops/rules/query.ts), how many per page, how laid out and paged. */

export const POST_GRID_MAX = LOOP_MAX_PER_PAGE

export type PostGridLayout = 'grid' | 'featured'

/** How a grid moves to its next posts (docs/widgets.md, Post grid); `none` shows one page. */
export const PAGINATION_TYPES = [
  'none',
  'numbers',
  'prev_next',
  'numbers_and_prev_next',
  'load_more_on_click',
  'load_more_infinite_scroll',
] as const
export type PaginationType = (typeof PAGINATION_TYPES)[number]

/** Whether a grid adds its next posts below (a button, or on reaching it) rather than showing pages. */
export const isLoadMore = (pagination: PaginationType) =>
  pagination === 'load_more_on_click' || pagination === 'load_more_infinite_scroll'

const SOURCES = ['latest', 'manual', 'related', 'archive'] as const
const ORDERS = ['date', 'title', 'modified', 'random'] as const

/** One page of a grid, as the server loaded it: `page` is the page shown, `asked` the one the address named. */
export interface GridPage {
  posts: Post[]
  page: number
  totalPages: number
  asked: number
}

/** The address a grid is shown at: its path, and its query (`?…` or empty), which holds every grid's page and filters. */
export interface LoopAddress {
  path: string
  query: string
}

/**
 * How a grid's posts look (docs/widgets.md, Post grid): cards without a frame (classic), raised in a frame (cards), or each
 * post's whole text (full_content). The archive template's widget stores the same skins as `archive_classic` …
 */
export const SKINS = ['classic', 'cards', 'full_content'] as const
export type PostGridSkin = (typeof SKINS)[number]
const ARCHIVE_SKIN_PREFIX = 'archive_'

/** A category or tag as the picker stores it. */
export type PickedTerm = PickedRecord

export interface PostGridQuery {
  source: (typeof SOURCES)[number]
  /** The posts the editor picked, in their order (source `manual`). */
  manualIds: number[]
  categoryId: number | null
  tagId: number | null
  excludeCategoryId: number | null
  excludeTagId: number | null
  authorId: number | null
  featuredOnly: boolean
  /** Leave out posts that a post grid above on the page already shows. */
  avoidDuplicates: boolean
  /** Leave out the post being read (single templates). */
  excludeCurrent: boolean
  orderBy: LoopOrderBy
  order: 'asc' | 'desc'
  offset: number
  /** Posts per page. */
  count: number
  skin: PostGridSkin
  /** Columns on desktops, tablets (768–1024 px) and phones (up to 767 px). */
  columns: 2 | 3 | 4
  columnsTablet: 1 | 2 | 3
  columnsMobile: 1 | 2
  /** Space between rows, px; null: the site's. */
  rowGap: number | null
  /** Cards of different heights packed in columns (only at 2 columns or more). */
  masonry: boolean
  card: CardOptions
  layout: PostGridLayout
  pagination: PaginationType
}

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback

/** A whole number from a stored value, within bounds, or the fallback. */
function bounded(value: unknown, min: number, max: number, fallback: number): number {
  const number = sliderNumber(value)
  return number === null ? fallback : Math.min(max, Math.max(min, Math.round(number)))
}

/** The picked posts of a manual selection (`[{ post: { id, title } }]`), each once, in order, at most a page's worth. */
function pickedIds(value: unknown): number[] {
  const ids = (Array.isArray(value) ? value : []).map((item) => relationId((item as { post?: unknown } | null)?.post))
  return [...new Set(ids.filter((id): id is number => id !== null))].slice(0, POST_GRID_MAX)
}

/** A setting as the builder stores it, or under the original widget's per-skin name (docs/widgets.md, Post grid), if it has one. */
type SkinSetting = (name: string, original?: string) => unknown

/**
 * The settings of the skin a grid stores (`classic_columns`, `archive_cards_masonry`, `classic_row_gap`, as an
 * imported page has them); numbers are read with `sliderNumber`, as a slider may store `{ size, unit }`.
 */
function skinSettings(props: Record<string, unknown>, storedSkin: string): SkinSetting {
  return (name, original) => props[name] ?? (original ? props[`${storedSkin}_${original}`] : undefined)
}

const yes = (value: unknown, fallback: boolean) =>
  typeof value === 'boolean' ? value : value === 'yes' ? true : value === '' || value === 'no' ? false : fallback

/** A number within bounds, or null when none is stored. */
function optionalBounded(value: unknown, min: number, max: number, round: (value: number) => number): number | null {
  const number = sliderNumber(value)
  return number === null ? null : Math.min(max, Math.max(min, round(number)))
}

const hundredths = (value: number) => Math.round(value * 100) / 100

/**
 * What the cards show: picture, category, excerpt, byline and date by default, the title an h3; the picture's
 * height to width (0.3–2, else 16:9), the excerpt's length in words (1–100, else whole), the reading time if asked.
 * An imported grid's byline and date follow its `meta_data` list, its category its cards' `show_badge`.
 */
function cardOptions(setting: SkinSetting): CardOptions {
  const meta = setting('metaData', 'meta_data')
  const shownMeta = (part: string, name: string) =>
    Array.isArray(meta) ? meta.includes(part) : yes(setting(name), true)
  const readMore = setting('readMore', 'read_more_text')
  return {
    image: yes(setting('showImage'), true) && setting('thumbnail', 'thumbnail') !== 'none',
    imageRatio: optionalBounded(setting('imageRatio', 'item_ratio'), 0.3, 2, hundredths),
    titleTag: oneOf(['h2', 'h3', 'h4'] as const, setting('titleTag', 'title_tag'), 'h3'),
    excerpt: yes(setting('showExcerpt', 'show_excerpt'), true),
    excerptWords: optionalBounded(setting('excerptLength', 'excerpt_length'), 1, 100, Math.round),
    category: yes(setting('showCategory', 'show_badge'), true),
    author: shownMeta('author', 'showAuthor'),
    date: shownMeta('date', 'showDate'),
    readingTime: yes(setting('showReadingTime'), false),
    readMore:
      yes(setting('showReadMore', 'show_read_more'), true) && typeof readMore === 'string'
        ? readMore.trim().slice(0, 40)
        : '',
  }
}

/** A stored skin, plain or the archive template's (`archive_cards`), read as the skin it looks like. */
function readSkin(value: unknown): { skin: PostGridSkin; archive: boolean } {
  const stored = typeof value === 'string' ? value : ''
  const archive = stored.startsWith(ARCHIVE_SKIN_PREFIX)
  return { skin: oneOf(SKINS, archive ? stored.slice(ARCHIVE_SKIN_PREFIX.length) : stored, 'classic'), archive }
}

/**
 * Whatever is stored, a query the site can run: 1–24 posts per page (default 6), 2–4 columns on desktops (default 3),
 * 1–3 on tablets (default 2), 1–2 on phones (default 1), rows 0–80 px apart, offset 0–100. An archive skin lists the
 * archive shown unless a source is stored.
 */
export function postGridQuery(props: Record<string, unknown>): PostGridQuery {
  const { skin, archive } = readSkin(props.skin)
  const setting = skinSettings(props, typeof props.skin === 'string' ? props.skin : skin)
  const columns = sliderNumber(setting('columns', 'columns'))
  const columnsMobile = bounded(setting('columnsMobile', 'columns_mobile'), 1, 2, 1) as 1 | 2
  return {
    source: oneOf(SOURCES, props.source, archive ? 'archive' : 'latest'),
    manualIds: pickedIds(props.posts),
    categoryId: relationId(props.category),
    tagId: relationId(props.tag),
    excludeCategoryId: relationId(props.excludeCategory),
    excludeTagId: relationId(props.excludeTag),
    authorId: relationId(props.author),
    featuredOnly: props.featuredOnly === true,
    avoidDuplicates: props.avoidDuplicates === true,
    excludeCurrent: props.excludeCurrent === true,
    orderBy: oneOf(ORDERS, props.orderBy, 'date'),
    order: props.order === 'asc' ? 'asc' : 'desc',
    offset: bounded(props.offset, 0, LOOP_MAX_OFFSET, 0),
    count: bounded(props.count, 1, POST_GRID_MAX, 6),
    skin,
    columns: columns === 2 || columns === 4 ? columns : 3,
    columnsTablet: bounded(setting('columnsTablet', 'columns_tablet'), 1, 3, 2) as 1 | 2 | 3,
    columnsMobile,
    rowGap: optionalBounded(setting('rowGap', 'row_gap'), 0, 80, Math.round),
    masonry: yes(setting('masonry', 'masonry'), false),
    card: cardOptions(setting),
    layout: props.layout === 'featured' ? 'featured' : 'grid',
    pagination: oneOf(PAGINATION_TYPES, props.pagination, 'none'),
  }
}

/** Whether a grid shows its posts' text: whole (the full-content skin), or as a reading time. */
export const showsPostText = (query: PostGridQuery) => query.skin === 'full_content' || query.card.readingTime

/** The loop settings of a grid, its category given with its subcategories (a category lists its children's posts too). */
export function gridLoopSettings(query: PostGridQuery, family: { include: number[]; exclude: number[] }): LoopSettings {
  return {
    source: query.source,
    includeCategories: family.include,
    excludeCategories: family.exclude,
    includeTags: query.tagId ? [query.tagId] : [],
    excludeTags: query.excludeTagId ? [query.excludeTagId] : [],
    authors: query.authorId ? [query.authorId] : [],
    manualIds: query.manualIds,
    featuredOnly: query.featuredOnly,
    orderBy: query.orderBy,
    order: query.order,
    offset: query.offset,
    perPage: query.count,
    excludeCurrent: query.excludeCurrent,
  }
}

const SORT_FIELDS = { date: 'publishedAt', title: 'title', modified: 'updatedAt' } as const

/** The REST sort of a grid's order; a random order previews newest first. */
function restSort(query: PostGridQuery): string {
  if (query.orderBy === 'random') return '-publishedAt'
  return `${query.order === 'desc' ? '-' : ''}${SORT_FIELDS[query.orderBy]}`
}

/** The REST query string the editor's preview uses: published posts of the chosen terms, in the chosen order. */
export function postGridSearchParams(query: PostGridQuery, categoryIds: number[]): URLSearchParams {
  const params = new URLSearchParams({
    limit: String(query.count),
    depth: '1',
    sort: restSort(query),
    'where[_status][equals]': 'published',
  })
  categoryIds.forEach((id, index) => params.set(`where[categories][in][${index}]`, String(id)))
  if (query.tagId) params.set('where[tags][in][0]', String(query.tagId))
  if (query.authorId) params.set('where[author][equals]', String(query.authorId))
  query.manualIds.forEach((id, index) => params.set(`where[id][in][${index}]`, String(id)))
  if (query.featuredOnly) params.set('where[featured][equals]', 'true')
  return params
}
