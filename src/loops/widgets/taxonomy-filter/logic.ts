import { pressFilter } from '@/loops/rules/filter-state'
import { ALL_TERMS, type LogicalJoin, readFilters, type WidgetFilters, withFilters } from '@/loops/rules/url'
import { relationId } from '@/lib/stored-values'

/** The taxonomy filter widget ("Bộ lọc chuyên mục"), pure: its settings, its buttons' states and addresses. */

export const FILTER_TAXONOMIES = ['category', 'post_tag'] as const
export type FilterTaxonomy = (typeof FILTER_TAXONOMIES)[number]

export interface TaxonomyFilterSettings {
  /** The post grid it filters, by widget id. */
  target: string
  taxonomy: FilterTaxonomy
  /** Terms the editor chose, by id, in order; none: the taxonomy's main terms. */
  termIds: number[]
  allLabel: string
  multiple: boolean
  /** How chosen terms combine when several may be chosen; one term at a time is AND. */
  logicalJoin: Extract<LogicalJoin, 'AND' | 'OR'>
}

/** A term as a button shows it. */
export interface FilterTerm {
  slug: string
  name: string
}

/** One button: `__all` or a term, whether it is pressed, and the address it leads to without JavaScript. */
export interface FilterButton extends FilterTerm {
  pressed: boolean
  href: string
}

export function taxonomyFilterSettings(
  props: Record<string, unknown>,
  defaultAllLabel: string,
): TaxonomyFilterSettings {
  const multiple = props.multiple === true
  const picked = Array.isArray(props.terms) ? props.terms : []
  return {
    target: typeof props.target === 'string' ? props.target.trim() : '',
    taxonomy: props.taxonomy === 'post_tag' ? 'post_tag' : 'category',
    termIds: [
      ...new Set(
        picked
          .map((term) => relationId((term as { term?: unknown })?.term ?? term))
          .filter((id): id is number => id !== null),
      ),
    ],
    allLabel: typeof props.allLabel === 'string' && props.allLabel.trim() ? props.allLabel.trim() : defaultAllLabel,
    multiple,
    logicalJoin: multiple && props.logicalJoin === 'OR' ? 'OR' : 'AND',
  }
}

/** The terms chosen in the widget's taxonomy for its grid, as the address says. */
export function chosenTerms(
  params: URLSearchParams,
  settings: Pick<TaxonomyFilterSettings, 'target' | 'taxonomy'>,
): string[] {
  return readFilters(params, settings.target)[settings.taxonomy]?.terms ?? []
}

/** The grid's filters with this taxonomy's terms replaced (none: the taxonomy is not filtered); other taxonomies kept. */
export function filtersWith(
  current: WidgetFilters,
  settings: Pick<TaxonomyFilterSettings, 'taxonomy' | 'logicalJoin'>,
  chosen: string[],
): WidgetFilters {
  const filters: WidgetFilters = { ...current }
  delete filters[settings.taxonomy]
  if (chosen.length) filters[settings.taxonomy] = { terms: chosen, logicalJoin: settings.logicalJoin }
  return filters
}

/**
 * The buttons at `address` (a path with its query): `__all` first, then the terms. Each links to the address its press
 * leads to (docs/widgets.md, Loop filters and pagination: a chosen term again clears it, `__all` clears the taxonomy), so the filter works without
 * JavaScript and crawlers see real links.
 */
export function filterButtons(address: string, settings: TaxonomyFilterSettings, terms: FilterTerm[]): FilterButton[] {
  const params = new URL(address, 'http://loop.invalid').searchParams
  const current = readFilters(params, settings.target)
  const chosen = current[settings.taxonomy]?.terms ?? []
  return [{ slug: ALL_TERMS, name: settings.allLabel }, ...terms].map((term) => {
    const next = pressFilter(chosen, term.slug, settings.multiple).chosen
    return {
      ...term,
      pressed: term.slug === ALL_TERMS ? !chosen.length : chosen.includes(term.slug),
      href: withFilters(address, settings.target, filtersWith(current, settings, next)),
    }
  })
}

/** A pointer must move this far before a press on the filter bar becomes a drag that scrolls it. */
export const DRAG_THRESHOLD_PX = 20
/** How far the bar scrolls for each pointer move while dragged. */
export const DRAG_STEP_PX = 5

/** The scroll (px, signed) one pointer move at `x` makes on a bar pressed at `pressedX`: a step against the move, once past the threshold. */
export function dragScrollStep(pressedX: number, x: number): number {
  const moved = x - pressedX
  if (!Number.isFinite(moved) || Math.abs(moved) <= DRAG_THRESHOLD_PX) return 0
  return moved > 0 ? -DRAG_STEP_PX : DRAG_STEP_PX
}
