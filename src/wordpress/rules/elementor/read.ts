/** Reading Elementor's setting values, which may be missing or of any type: each reader accepts anything. Pure. */

import { safeColour } from '@/lib/colour'
import { finiteNumber, sliderNumber } from '@/lib/number'
import { isRecord, storedRecord } from '@/lib/stored-values'

/** The longest plain text a setting may bring (a heading, a label, a caption). */
export const MAX_TEXT = 2_000

export type Settings = Record<string, unknown>

/** A setting's text, trimmed and cut to `max` characters; '' for anything that is not text or a number. */
export function text(value: unknown, max = MAX_TEXT): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

/** Text that may hold inline markup (a heading's title), as plain text. */
export function plainText(value: unknown, max = MAX_TEXT): string {
  return text(value, max * 4)
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
}

/** Elementor's switchers store 'yes' (or '' for off); `fallback` when the setting was left at its default. */
export function yes(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback
  return value === 'yes' || value === true || value === 'true'
}

/** A number, plain or as a slider's `{ unit, size }`, clamped to min–max; `fallback` when unreadable. */
export function number(value: unknown, fallback: number, min: number, max: number): number {
  const read = sliderNumber(value)
  return read === null ? fallback : Math.min(max, Math.max(min, read))
}

/** A whole number, or null when unreadable. */
export function whole(value: unknown): number | null {
  const read = sliderNumber(value)
  return read === null ? null : Math.round(read)
}

/** One of `choices`, or `fallback`. */
export function oneOf<T extends string>(value: unknown, choices: readonly T[], fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback
}

/** A list setting (a repeater, a gallery): its object items only. */
export function items(value: unknown, max = 200): Settings[] {
  return Array.isArray(value) ? value.filter(isRecord).slice(0, max) : []
}

/** A list of strings (a multiple select), its first `max` items. */
export function strings(value: unknown, max = 200): string[] {
  return Array.isArray(value) ? value.slice(0, max).filter((item): item is string => typeof item === 'string') : []
}

/** The address of a URL control (`{ url, is_external, nofollow }`), or of a plain string. */
export function linkUrl(value: unknown): string {
  return text(isRecord(value) ? value.url : value, 2_000)
}

const percent = (value: string) => Math.round(Math.min(1, Math.max(0, Number(value))) * 255)
const hex2 = (value: number) => value.toString(16).padStart(2, '0')

/** An Elementor colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba()) as hex, or '' when it is none of them. */
export function colour(value: unknown): string {
  const hex = safeColour(value)
  if (hex) return hex.toLowerCase()
  const match =
    typeof value === 'string' &&
    /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value.trim())
  if (!match) return ''
  const [r, g, b] = match.slice(1, 4).map((part) => Math.min(255, Number(part)))
  const alpha = match[4] === undefined ? '' : hex2(percent(match[4]))
  return `#${hex2(r)}${hex2(g)}${hex2(b)}${alpha === 'ff' ? '' : alpha}`
}

/** Pixels of a dimension or slider value in px, em or rem; null in %, vh or anything unreadable. */
export function pixels(value: unknown, unit: unknown): number | null {
  const read = finiteNumber(value)
  if (read === null) return null
  if (unit === undefined || unit === '' || unit === 'px') return read
  return unit === 'em' || unit === 'rem' ? read * 16 : null
}

/** The top and bottom padding of a dimensions value (`{ unit, top, bottom, … }`) in pixels, or null. */
export function verticalPadding(value: unknown): number | null {
  const dimensions = storedRecord(value)
  const top = pixels(dimensions.top, dimensions.unit)
  const bottom = pixels(dimensions.bottom, dimensions.unit)
  if (top === null && bottom === null) return null
  return ((top ?? 0) + (bottom ?? 0)) / 2
}
