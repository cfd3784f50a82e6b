/**
 * A loop widget's state in the page's address (docs/routes.md, Query parameters; docs/widgets.md, Loop filters and pagination),
 * so a shared link opens the same filtered page and crawlers follow real links. Pure.
 *
 * - `e-page-{widgetId}` = the widget's page; page 1 is the absence of the parameter.
 * - `e-filter-{widgetId}-{taxonomy}` = the chosen term slugs: AND joined with `+` (the browser sends a space), OR with
 *   `~` (written as is; `%7E`, `%7C` and `|` are read as OR too), NOT (NOT IN) marked with `!`.
 * - Changing a widget's filters drops its page; the pagination base drops `page` and `paged`.
 */

export type LogicalJoin = 'AND' | 'OR' | 'NOT'

/** The terms chosen in one taxonomy and how they combine. */
export interface TermFilter {
  terms: string[]
  logicalJoin: LogicalJoin
}

/** By taxonomy (`category`, `post_tag`, later product categories): what a widget is filtered by. */
export type WidgetFilters = Record<string, TermFilter>

/** The filter button that clears a taxonomy's filter (`data-filter="__all"`). */
export const ALL_TERMS = '__all'

/** A page past this is absurd for any loop: read as page 1, it never reaches the database. */
export const MAX_PAGE = 100_000
/** Terms per taxonomy a filter may name; more is not a reader's choice. */
export const MAX_TERMS = 50

/** Term slugs as the site makes them (lowercase, digits, hyphens); anything else names no term. */
const TERM_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/
export const isTermSlug = (value: string) => TERM_SLUG.test(value)
/**
 * Taxonomy names as WordPress writes them (`category`, `post_tag`, `product_cat`): never a hyphen, so the parameters
 * of a widget whose id extends another's (`grid-1` and `grid-1-2`) are never mistaken for each other's.
 */
const TAXONOMY = /^[a-z][a-z0-9_]{0,31}$/
export const isTaxonomyName = (value: string) => TAXONOMY.test(value)

export const pageParam = (widgetId: string) => `e-page-${widgetId}`
export const filterParam = (widgetId: string, taxonomy: string) => `e-filter-${widgetId}-${taxonomy}`

/** The widget's page in `params`: a whole number from 1 to MAX_PAGE, else 1. */
export function readPage(params: URLSearchParams, widgetId: string): number {
  const values = params.getAll(pageParam(widgetId))
  const value = values.length === 1 ? values[0] : ''
  return /^[1-9]\d{0,5}$/.test(value) && Number(value) <= MAX_PAGE ? Number(value) : 1
}

/** One parameter's value as a filter; null when it names no valid term. */
export function parseFilterValue(value: string): TermFilter | null {
  const logicalJoin: LogicalJoin = value.includes('!') ? 'NOT' : /[~|]/.test(value) ? 'OR' : 'AND'
  const terms = [...new Set(value.split(/[\s+~|!]+/).filter(isTermSlug))].slice(0, MAX_TERMS)
  return terms.length ? { terms, logicalJoin } : null
}

/** The value a filter is written as (before the URL's own encoding, which turns AND's space into `+`). */
export function filterValue({ terms, logicalJoin }: TermFilter): string {
  if (logicalJoin === 'NOT') return `!${terms.join('!')}`
  return terms.join(logicalJoin === 'OR' ? '~' : ' ')
}

/** The taxonomy a parameter filters the widget by, or null when it is not one of the widget's filters. */
function filteredTaxonomy(name: string, widgetId: string): string | null {
  const prefix = filterParam(widgetId, '')
  const taxonomy = name.slice(prefix.length)
  return name.startsWith(prefix) && isTaxonomyName(taxonomy) ? taxonomy : null
}

/** Every `e-filter-{widgetId}-{taxonomy}` of `params`, by taxonomy; an unreadable one is left out. */
export function readFilters(params: URLSearchParams, widgetId: string): WidgetFilters {
  const filters: WidgetFilters = Object.create(null)
  for (const [name, value] of params) {
    const taxonomy = filteredTaxonomy(name, widgetId)
    if (!taxonomy || Object.hasOwn(filters, taxonomy)) continue
    const filter = parseFilterValue(value)
    if (filter) filters[taxonomy] = filter
  }
  return filters
}

/** `params` as a query string, `~` written as is (URLSearchParams would write `%7E`). */
function queryOf(params: URLSearchParams): string {
  const query = params.toString().replace(/%7E/gi, '~')
  return query ? `?${query}` : ''
}

/** `url` (a path with its query, or a full address) with `change` applied to its query; the hash is kept. */
function withQuery(url: string, change: (params: URLSearchParams) => void): string {
  const parsed = new URL(url, 'http://loop.invalid')
  change(parsed.searchParams)
  const path = /^https?:\/\//i.test(url) ? `${parsed.origin}${parsed.pathname}` : parsed.pathname
  return `${path}${queryOf(parsed.searchParams)}${parsed.hash}`
}

/** The address of the widget's page `page` from `url` (page 1: no parameter). */
export function withPage(url: string, widgetId: string, page: number): string {
  return withQuery(url, (params) => {
    params.delete(pageParam(widgetId))
    if (page > 1) params.set(pageParam(widgetId), String(Math.min(MAX_PAGE, Math.floor(page))))
  })
}

/**
 * The address with the widget filtered by `filters` (a taxonomy without terms is cleared): the widget's page and
 * WordPress's `page`/`paged` are dropped, other widgets' state kept.
 */
export function withFilters(url: string, widgetId: string, filters: WidgetFilters): string {
  return withQuery(url, (params) => {
    for (const name of [...params.keys()]) if (filteredTaxonomy(name, widgetId)) params.delete(name)
    for (const [taxonomy, filter] of Object.entries(filters)) {
      if (isTaxonomyName(taxonomy) && filter.terms.length)
        params.set(filterParam(widgetId, taxonomy), filterValue(filter))
    }
    for (const name of [pageParam(widgetId), 'page', 'paged']) params.delete(name)
  })
}

/** Whether a parameter is a loop widget's page or filter. */
const isLoopParam = (name: string) => name.startsWith('e-page-') || name.startsWith('e-filter-')

/**
 * The loop state of an address's query (its `e-page-…` and `e-filter-…` parameters, in order) as `?…`, or '' when
 * it has none: what a page with loops is rendered for, and its canonical query. Other parameters do not change it.
 */
export function loopStateQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams([...params].filter(([name]) => isLoopParam(name)))
  return queryOf(kept)
}
