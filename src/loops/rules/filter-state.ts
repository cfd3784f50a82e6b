import { ALL_TERMS } from './url'

/** What pressing a filter button leads to: the chosen terms, and whether anything changed (no change, no request). */
export interface FilterPress {
  chosen: string[]
  changed: boolean
}

/**
 * The taxonomy filter's buttons (docs/widgets.md, Loop filters and pagination), pure. `__all` is active exactly when
 * nothing is chosen: pressing it while active does nothing, otherwise it clears the choice. With multiple selection a
 * term toggles; without, a term replaces the choice, and pressing the chosen one again clears it. Deselecting the
 * last term makes `__all` active again.
 */
export function pressFilter(chosen: readonly string[], pressed: string, multiple: boolean): FilterPress {
  let next: string[]
  if (pressed === ALL_TERMS) next = []
  else if (multiple) next = chosen.includes(pressed) ? chosen.filter((term) => term !== pressed) : [...chosen, pressed]
  else next = chosen.length === 1 && chosen[0] === pressed ? [] : [pressed]
  const changed = next.length !== chosen.length || next.some((term, index) => term !== chosen[index])
  return { chosen: changed ? next : [...chosen], changed }
}
