import { populated, storedText } from '@/lib/stored-values'
import type { Post } from '@/payload-types'
import { type FilterTerm, uniqueTerms } from '../filter-bar/logic'
import { type AspectRatio, aspectRatio, type Device, deviceColumns } from '../gallery/logic'

/** The portfolio's settings and its category filter, pure. The posts come from the post grid's query. */

export interface PortfolioSettings {
  columns: Record<Device, number>
  ratio: AspectRatio
  showFilter: boolean
  allLabel: string
}

const DEFAULT_COLUMNS: Record<Device, number> = { desktop: 3, tablet: 2, mobile: 1 }

/** The settings of a stored portfolio (3 / 2 / 1 columns, 4:3 tiles by default); never throws. */
export function portfolioSettings(props: Record<string, unknown>): PortfolioSettings {
  return {
    columns: deviceColumns(props.columns, DEFAULT_COLUMNS),
    ratio: aspectRatio(props.ratio, '4:3'),
    showFilter: props.showFilter !== false,
    allLabel: storedText(props.allLabel, 60),
  }
}

/** A post's categories as filter terms: the category slug is the button's `data-filter`. */
export function postTerms(post: Pick<Post, 'categories'>): FilterTerm[] {
  return uniqueTerms(
    (Array.isArray(post.categories) ? post.categories : []).flatMap((value) => {
      const category = populated(value)
      return category?.slug ? [{ value: category.slug, label: category.name }] : []
    }),
  )
}

/** The filter buttons of the shown posts: each of their categories once, by name in Vietnamese order. */
export function portfolioTerms(posts: Pick<Post, 'categories'>[]): FilterTerm[] {
  return uniqueTerms(posts.flatMap(postTerms)).sort((a, b) => a.label.localeCompare(b.label, 'vi'))
}
