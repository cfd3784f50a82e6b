import { countdown } from '@/i18n/countdown'
import { spokenParts } from './logic'

/** The time left in words for screen readers ("Còn 2 ngày 5 phút"), or that time is up. */
export function spokenRemaining(seconds: number): string {
  const parts = spokenParts(seconds)
  if (!parts.length) return countdown.ended
  return countdown.remaining(parts.map(({ unit, value }) => `${value} ${countdown.spokenUnits[unit]}`).join(' '))
}
