import { sliderNumber } from '@/lib/number'
import { isOn } from './timing'

/**
 * A popup's triggers (docs/popups.md, Triggers): read from its stored `triggers` settings
 * under the original's names. The first to fire opens the popup and the others are removed. Pure.
 */

export interface Triggers {
  /** Seconds after the page loads. */
  pageLoad?: number
  /** `up`: the first scroll upwards; `down`: once scrolled this percent of the page. */
  scrolling?: { direction: 'up' | 'down'; offset: number }
  /** When the element this selector names comes into view. */
  scrollingTo?: string
  /** On this click anywhere on the page (the first, the third…). */
  clicks?: number
  /** After this many seconds without a key press or pointer movement. */
  inactivity?: number
  /** When the pointer leaves the page through its top edge. */
  exitIntent?: boolean
}

/** A number of seconds or times from a field (a slider may store `{ size }`), within bounds. */
function amount(value: unknown, min: number, max: number, fallback: number): number {
  const number = sliderNumber(value)
  return number === null ? fallback : Math.min(max, Math.max(min, number))
}

/** The triggers switched on in stored settings (`page_load: 'yes'`, `page_load_delay: 3`, …), read safely. */
export function readTriggers(stored: unknown): Triggers {
  const t = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>
  const triggers: Triggers = {}
  if (isOn(t.page_load)) triggers.pageLoad = amount(t.page_load_delay, 0, 3600, 0)
  if (isOn(t.scrolling))
    triggers.scrolling = {
      direction: t.scrolling_direction === 'up' ? 'up' : 'down',
      offset: amount(t.scrolling_offset, 1, 100, 50),
    }
  if (isOn(t.scrolling_to) && typeof t.scrolling_to_selector === 'string' && t.scrolling_to_selector.trim())
    triggers.scrollingTo = t.scrolling_to_selector.trim()
  if (isOn(t.click)) triggers.clicks = Math.round(amount(t.click_times, 1, 100, 1))
  if (isOn(t.inactivity)) triggers.inactivity = amount(t.inactivity_time, 1, 3600, 30)
  if (isOn(t.exit_intent)) triggers.exitIntent = true
  return triggers
}

/** How far down the page the reader has scrolled, in percent (a page no taller than the window: all of it). */
export function scrolledPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const room = scrollHeight - viewportHeight
  return room <= 0 ? 100 : Math.min(100, Math.max(0, (scrollTop / room) * 100))
}
