import type { ImpressionCount, ImpressionPeriod } from './timing'

/**
 * A popup's marks in the browser's storage (docs/popups.md, Browser storage keys): their names,
 * and the impression counter of a period, whose window is fixed when it is first written. Pure: the behaviour reads
 * and writes the strings.
 */

/** The storage keys of one popup. */
export function popupKeys(id: string | number) {
  return {
    disable: `popup_${id}_disable`,
    times: `popup_${id}_times`,
    initialPageViews: `popup_${id}_page_views_initialPageViews`,
    initialSessions: `popup_${id}_sessions_initialSessions`,
    impressions: `popup-${id}-impressions-count`,
  }
}

/** The visitor's counters: page views and sessions in localStorage, the open session in sessionStorage. */
export const COUNTER_KEYS = { pageViews: 'pageViews', sessions: 'sessions', activeSession: 'activeSession' } as const

/** Seconds a period's window lasts (docs/popups.md, Browser storage keys); the session period lives in sessionStorage instead. */
export const PERIOD_SECONDS = { day: 86_400, week: 604_800, month: 2_628_288 } as const

/** Whether an impression is counted when the popup is hidden ('' or 'close') rather than when it opens. */
export const countsOnHide = (count: ImpressionCount) => count === '' || count === 'close'

interface PeriodCounter {
  count: number
  /** When the window ends (ms); absent for the session period and for no period. */
  expires?: number
}

/** A stored counter, or none when it is missing, malformed or past its window. */
function readCounter(stored: string | null, now: number): PeriodCounter | null {
  if (stored === null) return null
  try {
    const value: unknown = JSON.parse(stored)
    if (!value || typeof value !== 'object') return null
    const { count, expires } = value as Record<string, unknown>
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null
    if (expires !== undefined && (typeof expires !== 'number' || expires <= now)) return null
    return { count, ...(expires === undefined ? {} : { expires }) }
  } catch {
    return null
  }
}

/** The impressions counted so far in the current window (0 when nothing valid is stored). */
export const impressionsIn = (stored: string | null, now: number): number => readCounter(stored, now)?.count ?? 0

/** The counter to store after one more impression: the same window, or a new one from now when none is running. */
export function withImpression(stored: string | null, period: ImpressionPeriod, now: number): string {
  const current = readCounter(stored, now)
  const seconds = period === 'day' || period === 'week' || period === 'month' ? PERIOD_SECONDS[period] : null
  const expires = current?.expires ?? (seconds === null ? undefined : now + seconds * 1000)
  return JSON.stringify({ count: (current?.count ?? 0) + 1, ...(expires === undefined ? {} : { expires }) })
}
