/**
 * An item's date (docs/import.md, The export file): WordPress writes `wp:post_date` in the site's local time and
 * `wp:post_date_gmt` in UTC, both as `YYYY-MM-DD HH:MM:SS`, the latter `0000-00-00 00:00:00` for a draft never
 * published.
 */

/** Việt Nam's offset from UTC (no summer time): the site's local time when the file gives no other. */
export const DEFAULT_UTC_OFFSET_MINUTES = 7 * 60

const DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/

/** Milliseconds since the epoch of a WordPress date read as UTC, or null for none or an impossible one. */
export function wordpressTime(text: string): number | null {
  const match = DATE.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number)
  if (year === 0 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null
  const time = Date.UTC(year, month - 1, day, hour, minute, second)
  // Date.UTC rolls 31 February over into March: such a date is not one.
  return new Date(time).getUTCDate() === day ? time : null
}

/**
 * The site's offset from UTC that an item's two dates show, in minutes, when they show a plausible one (a whole
 * quarter hour, at most 14 hours).
 */
export function offsetOf(local: string, gmt: string): number | null {
  const localTime = wordpressTime(local)
  const gmtTime = wordpressTime(gmt)
  if (localTime === null || gmtTime === null) return null
  const minutes = (localTime - gmtTime) / 60_000
  return Number.isInteger(minutes / 15) && Math.abs(minutes) <= 14 * 60 ? minutes : null
}

/** The item's date in UTC as ISO 8601: its GMT date, else its local date less the site's offset, else null. */
export function itemDate(local: string, gmt: string, offsetMinutes: number): string | null {
  const gmtTime = wordpressTime(gmt)
  if (gmtTime !== null) return new Date(gmtTime).toISOString()
  const localTime = wordpressTime(local)
  return localTime === null ? null : new Date(localTime - offsetMinutes * 60_000).toISOString()
}
