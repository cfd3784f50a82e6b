import { vi } from '@/i18n/vi'
import { formatDateTime } from '@/lib/vi'
import type { Align } from '../fields'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { BehaviourMarker } from '@/lib/behaviour'
import {
  type CountdownSettings,
  dueDateMs,
  evergreenInterval,
  type ExpireStep,
  expirePlan,
  padded,
  remainingParts,
  remainingSeconds,
  shownUnits,
} from './logic'
import { spokenRemaining } from './spoken'

export type CountdownMode = 'dueDate' | 'evergreen'

type Props = {
  id: string
  mode: CountdownMode
  dueDate: unknown
  interval: unknown
  units: unknown
  showLabels: boolean
  title: string
  align: Align
  actions: unknown
  isEditing: boolean
}

/** One step at zero, as the editor's note says it. */
function stepHint(step: ExpireStep): string {
  if (step.kind === 'hide') return vi.countdown.editorNote.hide
  if (step.kind === 'redirect') return vi.countdown.editorNote.redirect(step.url)
  return vi.countdown.editorNote.message(step.text)
}

/**
 * A countdown to a date, or an evergreen one that gives each reader the same interval from their first visit.
 * The server draws the digit boxes with "--" in their reserved space (a cached page cannot know the time left);
 * the island fills them and ticks. Screen readers get the end time, then the time left to the minute, never
 * announced on its own; the message at zero is a polite status. In the editor the clock stands still and a note
 * says what happens at zero, which is never done there.
 */
export function Countdown({ id, mode, dueDate, interval, units, showLabels, title, align, actions, isEditing }: Props) {
  const evergreen = mode === 'evergreen'
  const due = dueDateMs(dueDate)
  const seconds = evergreenInterval(interval)
  if (evergreen ? seconds === null : due === null) {
    return isEditing ? (
      <ThemePlaceholder text={evergreen ? vi.builder.empty.countdownInterval : vi.builder.empty.countdownDueDate} />
    ) : (
      <></>
    )
  }
  const shown = shownUnits(units)
  const plan = expirePlan(actions, vi.countdown.expiredMessage)
  // eslint-disable-next-line react-hooks/purity -- the editor's still preview shows the time left as of its render.
  const still = isEditing ? remainingParts(evergreen ? seconds! : remainingSeconds(due!, Date.now()), shown) : null
  const settings: CountdownSettings = evergreen
    ? { evergreen: { id, interval: seconds! }, units: shown, plan }
    : { due: due!, units: shown, plan }
  const heading = typeof title === 'string' ? title.trim() : ''
  const titleId = `${id}-title`
  return (
    <div
      className={`builder-countdown builder-countdown--${align === 'center' || align === 'right' ? align : 'left'}`}
      data-countdown={isEditing ? undefined : JSON.stringify(settings)}
    >
      <div className="builder-countdown__body" data-countdown-body>
        {heading && (
          <p className="builder-countdown__title" id={titleId}>
            {heading}
          </p>
        )}
        <div
          role="timer"
          className="builder-countdown__timer"
          aria-labelledby={heading ? titleId : undefined}
          aria-label={heading ? undefined : vi.countdown.timer}
        >
          <span className="visually-hidden" data-countdown-spoken>
            {evergreen ? spokenRemaining(seconds!) : vi.countdown.endsAt(formatDateTime(due!))}
          </span>
          <ul className="builder-countdown__units" aria-hidden="true">
            {shown.map((unit) => (
              <li key={unit} className="builder-countdown__unit">
                <span className="builder-countdown__digits" data-unit={unit}>
                  {still ? padded(still[unit]) : '--'}
                </span>
                {showLabels !== false && <span className="builder-countdown__label">{vi.countdown.units[unit]}</span>}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div role="status" className="builder-countdown__message" data-countdown-message />
      {isEditing && (
        <p className="builder-countdown__hint">
          {plan.length
            ? vi.countdown.editorNote.plan(plan.map((step) => stepHint(step)))
            : vi.countdown.editorNote.stops}{' '}
          {vi.countdown.editorNote.standsStill}
        </p>
      )}
      {!isEditing && <BehaviourMarker name="countdown" />}
    </div>
  )
}
