import { ALL_FILTER, type FilterTerm } from './logic'

/** The filter buttons: "all" first and pressed, then one per term. Without JavaScript every item stays shown. */
export function FilterBar({ label, allLabel, terms }: { label: string; allLabel: string; terms: FilterTerm[] }) {
  return (
    <div className="builder-filter-bar" role="group" aria-label={label}>
      {[{ value: ALL_FILTER, label: allLabel }, ...terms].map((term) => (
        <button
          key={term.value}
          type="button"
          className="builder-filter-bar__button"
          data-filter={term.value}
          aria-pressed={term.value === ALL_FILTER}
        >
          {term.label}
        </button>
      ))}
    </div>
  )
}
