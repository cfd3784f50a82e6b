import { vi } from '@/i18n/vi'
import { spokenParts } from './logic'

/** The time left in words for screen readers ("Còn 2 ngày 5 phút"), or that time is up. */
export function spokenRemaining(seconds: number): string {
  const parts = spokenParts(seconds)
  if (!parts.length) return vi.countdown.ended
  return vi.countdown.remaining(parts.map(({ unit, value }) => `${value} ${vi.countdown.spokenUnits[unit]}`).join(' '))
}
