import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { type DayRange, RANGE_CHOICES, type RangeChoice } from '../../rules/ranges'
import { ANALYTICS_HREF } from './view-config'

const PRESETS = RANGE_CHOICES.filter((choice) => choice !== 'custom')

/**
 * The ranges as links (the one shown marked as current) and a chosen span's two dates, sent as a plain GET form: the
 * page is rendered on the server for the address, so a range can be bookmarked and shared.
 */
export function RangePicker({ choice, range }: { choice: RangeChoice; range: DayRange }) {
  const { ranges } = words
  return (
    <div className="analytics-ranges">
      <nav aria-label={ranges.label}>
        <ul className="analytics-ranges__presets">
          {PRESETS.map((preset) => (
            <li key={preset}>
              <a
                className="analytics-ranges__link"
                href={`${ANALYTICS_HREF}?range=${preset}`}
                aria-current={preset === choice ? 'page' : undefined}
              >
                {ranges[preset]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form
        className={`analytics-ranges__custom${choice === 'custom' ? ' analytics-ranges__custom--current' : ''}`}
        method="get"
        action={ANALYTICS_HREF}
      >
        <fieldset>
          <legend>{ranges.custom}</legend>
          <input type="hidden" name="range" value="custom" />
          <label>
            <span>{ranges.from}</span>
            <input type="date" name="from" defaultValue={range.from} required />
          </label>
          <label>
            <span>{ranges.to}</span>
            <input type="date" name="to" defaultValue={range.to} required />
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {ranges.show}
          </button>
        </fieldset>
      </form>
    </div>
  )
}
