import {
  type CountdownSettings,
  type ExpireStep,
  evergreenKeys,
  padded,
  remainingParts,
  remainingSeconds,
  resolveEvergreen,
  TICK_MS,
} from './logic'
import { spokenRemaining } from './spoken'

/** The evergreen due date from the reader's storage (kept there when new); without storage, one interval from now. */
function evergreenDue(id: string, interval: number): number {
  const keys = evergreenKeys(id)
  let stored: { due: unknown; interval: unknown } = { due: null, interval: null }
  try {
    stored = { due: localStorage.getItem(keys.due), interval: localStorage.getItem(keys.interval) }
  } catch {
    // Storage blocked: the countdown still runs, for this visit only.
  }
  const { due, store } = resolveEvergreen(stored, interval, Date.now())
  if (store) {
    try {
      localStorage.setItem(keys.due, String(due))
      localStorage.setItem(keys.interval, String(interval))
    } catch {
      // As above.
    }
  }
  return due
}

/** Runs the steps at zero in order: hide the clock, go to the address, show the message. */
function expire(root: HTMLElement, plan: ExpireStep[]) {
  const body = root.querySelector<HTMLElement>('[data-countdown-body]')
  const message = root.querySelector<HTMLElement>('[data-countdown-message]')
  for (const step of plan) {
    if (step.kind === 'hide' && body) body.hidden = true
    else if (step.kind === 'redirect') window.location.assign(step.url)
    else if (step.kind === 'message' && message) message.textContent = step.text
  }
  // Hidden with nothing to say: the whole widget goes, so it leaves no gap.
  root.hidden = Boolean(body?.hidden && !message?.textContent)
}

/** Fills the digit boxes each second until zero, then stops and runs the expire steps. */
export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('[data-countdown]')
  if (!root) return
  let settings: CountdownSettings
  try {
    settings = JSON.parse(root.dataset.countdown ?? '')
  } catch {
    return
  }
  const due = settings.evergreen
    ? evergreenDue(settings.evergreen.id, settings.evergreen.interval)
    : (settings.due ?? 0)
  const digits = [...root.querySelectorAll<HTMLElement>('[data-unit]')]
  const spoken = root.querySelector<HTMLElement>('[data-countdown-spoken]')
  let timer: ReturnType<typeof setInterval> | undefined

  const tick = () => {
    const seconds = remainingSeconds(due, Date.now())
    const parts = remainingParts(seconds, settings.units)
    for (const element of digits) element.textContent = padded(parts[element.dataset.unit as keyof typeof parts])
    // Words change once a minute (each second in the last one); the timer region is never announced by itself.
    const words = spokenRemaining(seconds)
    if (spoken && spoken.textContent !== words) spoken.textContent = words
    if (seconds > 0) return false
    clearInterval(timer)
    expire(root, settings.plan)
    return true
  }
  if (!tick()) timer = setInterval(tick, TICK_MS)
  return () => clearInterval(timer)
}
