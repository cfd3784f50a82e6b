import { BehaviourMarker } from '@/lib/behaviour'
import type { FilterButton, TaxonomyFilterSettings } from './logic'

/**
 * The filter of a post grid: `__all` and one link per term, each to the address that filter gives, so it works
 * without JavaScript (the chosen ones marked `aria-current`). Its behaviour makes them toggle buttons (`aria-pressed`)
 * that refresh the grid in place.
 */
export function TaxonomyFilter({
  settings,
  buttons,
  label,
}: {
  settings: TaxonomyFilterSettings
  buttons: FilterButton[]
  label: string
}) {
  return (
    <nav
      className="loop-filter"
      aria-label={label}
      data-loop-filter={settings.target}
      data-taxonomy={settings.taxonomy}
      data-multiple={settings.multiple}
      data-join={settings.logicalJoin}
    >
      <ul className="loop-filter__terms">
        {buttons.map((button) => (
          <li key={button.slug}>
            <a
              className="loop-filter__term"
              href={button.href}
              data-filter={button.slug}
              aria-current={button.pressed ? 'true' : undefined}
            >
              {button.name}
            </a>
          </li>
        ))}
      </ul>
      <BehaviourMarker name="loopFilter" />
    </nav>
  )
}
