import { finiteNumber } from '@/lib/number'
import { isSafeUrl } from '@/lib/url'
import { storedRecord, storedText } from '@/lib/stored-values'

/**
 * Countdown rules, pure: the time left split into the shown units, the evergreen due date kept in the reader's
 * storage, the plan of what happens at zero, and the editor's date and interval inputs.
 */

/** The countdown ticks every second (docs/widgets.md, Countdown). */
export const TICK_MS = 1000

export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const
export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number]

const UNIT_SECONDS: Record<CountdownUnit, number> = { days: 86_400, hours: 3_600, minutes: 60, seconds: 1 }

/** The longest evergreen interval an editor may set: a year. */
export const MAX_INTERVAL = 365 * 86_400
/** Due dates after this (year 9999) are not dates anyone meant. */
const MAX_DUE_SECONDS = 253_402_300_799
const MAX_MESSAGE_LENGTH = 500
const MAX_URL_LENGTH = 2_000

/** Whole seconds left until `due` (ms), rounded up so the last second shows as 01 and 00 only at the end; never negative. */
export function remainingSeconds(due: number, now: number): number {
  const left = Math.ceil((due - now) / 1000)
  return Number.isFinite(left) && left > 0 ? left : 0
}

/** The shown units in their fixed order; none (or nothing readable) means all four. */
export function shownUnits(value: unknown): CountdownUnit[] {
  const chosen = Array.isArray(value) ? COUNTDOWN_UNITS.filter((unit) => value.includes(unit)) : []
  return chosen.length ? chosen : [...COUNTDOWN_UNITS]
}

/**
 * Seconds split into the shown units, largest first. A hidden unit's time goes into the next smaller shown unit
 * (no days: 50 hours shows as 50 hours); time smaller than the smallest shown unit is left out.
 */
export function remainingParts(
  seconds: number,
  units: readonly CountdownUnit[],
): Partial<Record<CountdownUnit, number>> {
  let rest = Math.max(0, Math.floor(seconds))
  const parts: Partial<Record<CountdownUnit, number>> = {}
  for (const unit of COUNTDOWN_UNITS) {
    if (!units.includes(unit)) continue
    parts[unit] = Math.floor(rest / UNIT_SECONDS[unit])
    rest -= parts[unit] * UNIT_SECONDS[unit]
  }
  return parts
}

/** A unit's value as shown in its box: at least two digits. */
export function padded(value: number | undefined): string {
  return String(value ?? 0).padStart(2, '0')
}

/** What a screen reader hears: days, hours and minutes left (the non-zero ones), or seconds in the last minute. */
export function spokenParts(seconds: number): { unit: CountdownUnit; value: number }[] {
  const parts = remainingParts(seconds, seconds < 60 ? ['seconds'] : ['days', 'hours', 'minutes'])
  return COUNTDOWN_UNITS.flatMap((unit) => (parts[unit] ? [{ unit, value: parts[unit] }] : []))
}

/** A stored due date (unix seconds) as milliseconds, or null when it is not a usable date. */
export function dueDateMs(value: unknown): number | null {
  const seconds = finiteNumber(value)
  return seconds !== null && seconds > 0 && seconds <= MAX_DUE_SECONDS ? Math.floor(seconds) * 1000 : null
}

/** A stored evergreen interval as whole seconds (1 s to a year), or null. */
export function evergreenInterval(value: unknown): number | null {
  const seconds = finiteNumber(value)
  if (seconds === null) return null
  const whole = Math.round(seconds)
  return whole >= 1 && whole <= MAX_INTERVAL ? whole : null
}

/** The reader's storage keys of one evergreen countdown, by its block id (docs/widgets.md, Countdown). */
export function evergreenKeys(id: string): { due: string; interval: string } {
  return { due: `${id}-evergreen_due_date`, interval: `${id}-evergreen_interval` }
}

/** A non-negative integer as the countdown writes it ("1763900000000"); anything else is null. */
function storedInteger(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value)) return null
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : null
}

/**
 * The due date (ms) of an evergreen countdown from what the reader's storage holds, and whether to store it.
 * Missing or unreadable values, a due date further away than one interval, or a stored interval other than the
 * configured one start a new interval from now. An expired timer stays expired.
 */
export function resolveEvergreen(
  stored: { due: unknown; interval: unknown },
  interval: number,
  now: number,
): { due: number; store: boolean } {
  const due = storedInteger(stored.due)
  const valid = due !== null && due <= now + interval * 1000 && storedInteger(stored.interval) === interval
  return valid ? { due, store: false } : { due: now + interval * 1000, store: true }
}

/**
 * Where an expired countdown may send the reader: an http(s) address or a path on this site ("/khuyen-mai").
 * Protocol-relative ("//host"), backslashes, spaces, control characters and every other scheme are refused.
 */
export function redirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null
  const url = value.trim()
  if (/[\s\\\u0000-\u001f\u007f]/.test(url)) return null
  const absolute = /^https?:\/\/[^/?#]/i.test(url)
  const path = url.startsWith('/') && !url.startsWith('//')
  return (absolute || path) && isSafeUrl(url, ['http:', 'https:']) ? url : null
}

export const EXPIRE_ACTION_TYPES = ['hide', 'redirect', 'message'] as const
export type ExpireActionType = (typeof EXPIRE_ACTION_TYPES)[number]
export type ExpireAction = { type: ExpireActionType; redirect_url: string; message: string }
export type ExpireStep = { kind: 'hide' } | { kind: 'redirect'; url: string } | { kind: 'message'; text: string }

/** What the island needs: the due date (ms) or the evergreen block id and interval (s), the units, the plan at zero. */
export type CountdownSettings = {
  due?: number
  evergreen?: { id: string; interval: number }
  units: CountdownUnit[]
  plan: ExpireStep[]
}

/**
 * What happens at zero, in the editor's order: each kind once (the first of each counts), a redirect only to a
 * safe address (else left out), a message with the editor's text (empty: the site's default text, `fallback`).
 */
export function expirePlan(actions: unknown, fallback: string): ExpireStep[] {
  if (!Array.isArray(actions)) return []
  const steps: ExpireStep[] = []
  for (const action of actions.slice(0, 10)) {
    const { type, redirect_url: redirectUrl, message } = storedRecord(action)
    if (steps.some((step) => step.kind === type)) continue
    if (type === 'hide') steps.push({ kind: 'hide' })
    else if (type === 'redirect') {
      const url = redirectTarget(redirectUrl)
      if (url) steps.push({ kind: 'redirect', url })
    } else if (type === 'message') {
      const text = storedText(message, MAX_MESSAGE_LENGTH)
      steps.push({ kind: 'message', text: text || fallback })
    }
  }
  return steps
}

/** Vietnam has no daylight saving time: always UTC+7. The editor picks the end in Vietnam's time. */
const VIETNAM_OFFSET_SECONDS = 7 * 3_600

/** Unix seconds as the value of a date-time input in Vietnam's time ("2026-12-31T23:59"); '' when unset. */
export function vietnamInputValue(seconds: unknown): string {
  const ms = dueDateMs(seconds)
  return ms === null ? '' : new Date(ms + VIETNAM_OFFSET_SECONDS * 1000).toISOString().slice(0, 16)
}

/** A date-time input's value, read as Vietnam's time, as unix seconds; null when it is not a real date and time. */
export function secondsFromVietnamInput(value: unknown): number | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value) : null
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0))
  const ms = Date.UTC(year, month - 1, day, hour, minute, second)
  const date = new Date(ms)
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  if (!same || second > 59) return null
  const seconds = ms / 1000 - VIETNAM_OFFSET_SECONDS
  return dueDateMs(seconds) === null ? null : seconds
}

/** An interval in seconds as the editor's hours and minutes. */
export function intervalParts(seconds: unknown): { hours: number; minutes: number } {
  const interval = evergreenInterval(seconds) ?? 0
  return { hours: Math.floor(interval / 3_600), minutes: Math.floor((interval % 3_600) / 60) }
}

/** The editor's hours and minutes as an interval in seconds (negative or unreadable parts count as 0), at most a year. */
export function intervalFromParts(hours: unknown, minutes: unknown): number {
  const whole = (value: unknown) => Math.max(0, Math.floor(finiteNumber(value) ?? 0))
  return Math.min(MAX_INTERVAL, whole(hours) * 3_600 + whole(minutes) * 60)
}
