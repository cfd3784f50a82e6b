import { finiteNumber } from '@/lib/number'
import { relationId } from '@/lib/stored-values'

/** The simple query of a post grid widget, pure: a category or tag, how many, how laid out. */

export const POST_GRID_MAX = 12

export type PostGridLayout = 'grid' | 'featured'

/** A category or tag as the picker stores it. */
export interface PickedTerm {
  id: number
  name: string
}

export interface PostGridQuery {
  categoryId: number | null
  tagId: number | null
  featuredOnly: boolean
  /** Leave out posts that a post grid above on the page already shows. */
  avoidDuplicates: boolean
  count: number
  columns: 2 | 3 | 4
  layout: PostGridLayout
}

/** Whatever is stored, a query the site can run: count 1–12 (default 6), 2–4 columns (default 3). */
export function postGridQuery(props: Record<string, unknown>): PostGridQuery {
  const count = finiteNumber(props.count)
  const columns = finiteNumber(props.columns)
  return {
    categoryId: relationId(props.category),
    tagId: relationId(props.tag),
    featuredOnly: props.featuredOnly === true,
    avoidDuplicates: props.avoidDuplicates === true,
    count: count === null ? 6 : Math.min(POST_GRID_MAX, Math.max(1, Math.round(count))),
    columns: columns === 2 || columns === 4 ? columns : 3,
    layout: props.layout === 'featured' ? 'featured' : 'grid',
  }
}

/** The REST query string the editor's preview uses (published posts, newest first). */
export function postGridSearchParams(query: PostGridQuery, categoryIds: number[]): URLSearchParams {
  const params = new URLSearchParams({ limit: String(query.count), depth: '1', sort: '-publishedAt', 'where[_status][equals]': 'published' })
  categoryIds.forEach((id, index) => params.set(`where[categories][in][${index}]`, String(id)))
  if (query.tagId) params.set('where[tags][in][0]', String(query.tagId))
  if (query.featuredOnly) params.set('where[featured][equals]', 'true')
  return params
}
