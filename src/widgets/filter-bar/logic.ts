/** The filter buttons of the gallery and the portfolio (docs/widgets.md, Gallery and portfolio filter), pure. */

/** The value of the button that shows every item. */
export const ALL_FILTER = '__all'

/** How long an item takes to fade and scale in or out when the filter changes (docs/widgets.md, Gallery and portfolio filter). */
export const FILTER_TRANSITION_MS = 450

/** One filter button: the value it carries in `data-filter`, and its label. */
export interface FilterTerm {
  value: string
  label: string
}

/**
 * The filter after a click, one term at a time: `__all` clears the filter (and does nothing while it is active),
 * a term selects it, and the active term clicked again is deselected, which makes `__all` active again.
 */
export function nextFilter(current: string, clicked: string): string {
  if (clicked === ALL_FILTER || clicked === current) return ALL_FILTER
  return clicked
}

/** Whether an item carrying these filter values is shown: `__all` shows every item, a term only its items. */
export function isShown(itemFilters: readonly string[], filter: string): boolean {
  return filter === ALL_FILTER || itemFilters.includes(filter)
}

/** The filter values an item carries in its `data-filters` attribute (space-separated). */
export function itemFilters(attribute: string | null | undefined): string[] {
  return (attribute ?? '').split(/\s+/).filter(Boolean)
}

/** The terms in first-seen order, each value once, `__all` and empty values left out. */
export function uniqueTerms(terms: readonly FilterTerm[]): FilterTerm[] {
  const seen = new Set<string>([ALL_FILTER, ''])
  return terms.filter((term) => !seen.has(term.value) && Boolean(seen.add(term.value)))
}
