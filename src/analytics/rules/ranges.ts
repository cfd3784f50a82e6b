/**
 * The dashboard's date ranges (docs/measurement.md, Dashboard): today, the last 7 or 30 days, this month or a chosen
 * span, each compared with the period of the same length just before it. Days are Vietnam days, `yyyy-MM-dd`. Pure.
 */

export const RANGE_CHOICES = ['today', '7d', '30d', 'month', 'custom'] as const
export type RangeChoice = (typeof RANGE_CHOICES)[number]

/** Vietnam days, both included. */
export interface DayRange {
  from: string
  to: string
}

const DAY_MS = 24 * 60 * 60 * 1000
/** The longest span the dashboard shows at once: a bit over a year. */
export const MAX_RANGE_DAYS = 400
const DAY = /^\d{4}-\d{2}-\d{2}$/

const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`)
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && dayAt(msOf(value)) === value

/** How many days a range covers. */
export const lengthOf = (range: DayRange) => Math.round((msOf(range.to) - msOf(range.from)) / DAY_MS) + 1

/** Days before (negative) or after a day. */
export const shiftDay = (day: string, days: number) => dayAt(msOf(day) + days * DAY_MS)

/**
 * The range a choice means on `today`, or null when the choice is unknown or a custom span is not two days in order,
 * not after today and at most MAX_RANGE_DAYS long (the CSV export refuses those).
 */
export function readRange(choice: unknown, today: string, from?: unknown, to?: unknown): DayRange | null {
  switch (choice) {
    case 'today':
      return { from: today, to: today }
    case '7d':
      return { from: shiftDay(today, -6), to: today }
    case '30d':
      return { from: shiftDay(today, -29), to: today }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today }
    case 'custom':
      return isDay(from) && isDay(to) && from <= to && to <= today && lengthOf({ from, to }) <= MAX_RANGE_DAYS
        ? { from, to }
        : null
  }
  return null
}

/** The range a choice means on `today`, as readRange reads it; anything else is the last 7 days. */
export function rangeOf(choice: string | undefined, today: string, from?: unknown, to?: unknown): DayRange {
  return readRange(choice, today, from, to) ?? readRange('7d', today)!
}

/** The period of the same length just before `range`, to compare with. */
export function previousOf(range: DayRange): DayRange {
  const length = lengthOf(range)
  return { from: shiftDay(range.from, -length), to: shiftDay(range.from, -1) }
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: lengthOf(range) }, (_, index) => shiftDay(range.from, index))
}

/** The change from `before` to `now` as a share (0.25 = +25 %), or null when there was nothing before. */
export function changeOf(now: number, before: number): number | null {
  return before > 0 ? (now - before) / before : null
}
