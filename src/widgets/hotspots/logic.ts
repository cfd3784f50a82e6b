import { finiteNumber } from '@/lib/number'
import { safeHref } from '@/lib/url'
import { storedText } from '@/lib/stored-values'

/**
 * Image hotspots (docs/widgets.md, Hotspots), pure: stored hotspots read defensively, the sequenced
 * entrance timings, the one-active state machine and where a tooltip fits on screen.
 */

/** The hotspots' sequenced entrance takes 1000 ms in total by default (docs/widgets.md, Hotspots). */
export const DEFAULT_ENTRANCE_MS = 1000
const MAX_ENTRANCE_MS = 10_000
export const MAX_HOTSPOTS = 20

export const TIP_POSITIONS = ['above', 'below', 'left', 'right'] as const
export type TipPosition = (typeof TIP_POSITIONS)[number]
export type HotspotTrigger = 'click' | 'hover'

/** A hotspot as the editor stores it; every field may be missing or of the wrong type in old documents. */
export type StoredHotspot = {
  label?: unknown
  x?: unknown
  y?: unknown
  marker?: unknown
  text?: unknown
  linkText?: unknown
  linkUrl?: unknown
  position?: unknown
}

/** A hotspot ready to render. `marker` is 'plus', 'number' or an icon name (checked by the component). */
export type Hotspot = {
  label: string
  x: number
  y: number
  marker: string
  text: string
  link: { href: string; text: string } | null
  position: TipPosition
}

/** A position on the image in percent: 0–100 (clamped, two decimals), 50 when not a number. */
export function clampPercent(value: unknown): number {
  const number = finiteNumber(value)
  if (number === null) return 50
  return Math.round(Math.min(100, Math.max(0, number)) * 100) / 100
}

export function tipPosition(value: unknown): TipPosition {
  return TIP_POSITIONS.includes(value as TipPosition) ? (value as TipPosition) : 'above'
}

export function hotspotTrigger(value: unknown): HotspotTrigger {
  return value === 'hover' ? 'hover' : 'click'
}

/** The entrance's total duration in ms: 0–10 000 (whole), 1000 when not a number. */
export function entranceTotal(value: unknown): number {
  const number = finiteNumber(value)
  return number === null ? DEFAULT_ENTRANCE_MS : Math.round(Math.min(MAX_ENTRANCE_MS, Math.max(0, number)))
}

/**
 * The stored hotspots that can be shown (at most 20), each with a label (`fallbackLabel(n)` when empty), a
 * clamped position, a safe link or none, and a known tooltip side.
 */
export function readHotspots(value: unknown, fallbackLabel: (number: number) => string): Hotspot[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((item): item is StoredHotspot => Boolean(item) && typeof item === 'object')
    .slice(0, MAX_HOTSPOTS)
    .map((item, index) => {
      const href = safeHref(item.linkUrl)
      return {
        label: storedText(item.label, 80) || fallbackLabel(index + 1),
        x: clampPercent(item.x),
        y: clampPercent(item.y),
        marker: storedText(item.marker, 40) || 'plus',
        text: storedText(item.text, 500),
        link: href ? { href, text: storedText(item.linkText, 80) } : null,
        position: tipPosition(item.position),
      }
    })
}

/**
 * When each hotspot appears: one after another, each taking an equal share of the total, in whole ms. Each
 * starts when the one before has finished, so the durations add up to the total exactly and the last one ends
 * at the total.
 */
export function entranceTimings(count: number, total: number): { delay: number; duration: number }[] {
  const n = Math.max(0, Math.floor(count))
  const edge = (index: number) => Math.round((index * total) / n)
  return Array.from({ length: n }, (_, index) => ({ delay: edge(index), duration: edge(index + 1) - edge(index) }))
}

/** What the reader did to hotspot `index`, or to the page around the hotspots. */
export type HotspotEvent = { type: 'toggle' | 'open' | 'leave'; index: number } | { type: 'close' }

/**
 * The one-active state machine: `active` is the open hotspot's index or null. Opening one closes the others;
 * toggling the open one closes it; leaving closes only the one left; an unknown hotspot changes nothing.
 */
export function nextActive(active: number | null, event: HotspotEvent, count: number): number | null {
  if (event.type === 'close') return null
  if (!Number.isInteger(event.index) || event.index < 0 || event.index >= count) return active
  if (event.type === 'open') return event.index
  if (event.type === 'leave') return active === event.index ? null : active
  return active === event.index ? null : event.index
}

/**
 * The event a pointer or a click means. In hover mode a mouse (or pen) opens on enter and closes on leave, and
 * its click keeps the hotspot open; touch and the keyboard (a click with no pointer) toggle, as in click mode.
 */
export function hotspotEvent(
  trigger: HotspotTrigger,
  interaction: 'enter' | 'leave' | 'click',
  pointerType: string,
  index: number,
): HotspotEvent | null {
  const hovering = trigger === 'hover' && (pointerType === 'mouse' || pointerType === 'pen')
  if (interaction === 'click') return { type: hovering ? 'open' : 'toggle', index }
  if (!hovering) return null
  return { type: interaction === 'enter' ? 'open' : 'leave', index }
}

export type Box = { left: number; top: number; right: number; bottom: number }
export type Size = { width: number; height: number }

const OPPOSITE: Record<TipPosition, TipPosition> = { above: 'below', below: 'above', left: 'right', right: 'left' }

/**
 * The side a tooltip of `tip` size goes on, around the hotspot's `anchor` box, so it stays on screen: the
 * editor's side if it fits, else the opposite one, else (for a side tooltip on a narrow screen) below or above;
 * when nothing fits, the editor's side.
 */
export function fitTipPosition(preferred: TipPosition, anchor: Box, tip: Size, viewport: Size, gap = 12): TipPosition {
  const room: Record<TipPosition, boolean> = {
    above: anchor.top - gap >= tip.height,
    below: viewport.height - anchor.bottom - gap >= tip.height,
    left: anchor.left - gap >= tip.width,
    right: viewport.width - anchor.right - gap >= tip.width,
  }
  const order: TipPosition[] = [preferred, OPPOSITE[preferred], 'below', 'above']
  return order.find((side) => room[side]) ?? preferred
}

/**
 * How far (px) to move a tooltip centred over `centre` sideways so it keeps `margin` from both edges of a
 * `viewportWidth` wide screen. A tooltip wider than the room is aligned on the left margin.
 */
export function tipShift(centre: number, tipWidth: number, viewportWidth: number, margin = 8): number {
  const left = centre - tipWidth / 2
  if (left < margin || tipWidth > viewportWidth - 2 * margin) return Math.round(margin - left)
  const overflow = left + tipWidth - (viewportWidth - margin)
  return overflow > 0 ? -Math.round(overflow) : 0
}
