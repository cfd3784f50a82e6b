/** The small controls of list rows: switches, radio buttons, ticks, chevrons, icon tiles and avatars. */
import type { ImageTopic } from '../../types'
import { mix } from '../color'
import { colorPaint, drawIcon, tilePaint } from '../icons'
import { num } from '../svg'
import { drawText } from '../text'
import { avatarColor, topicColor, type Theme } from './theme'

/** Width of a switch, to lay out the text beside it. */
export function toggleWidth(theme: Theme): number {
  return theme.os === 'ios' ? 50 : 44
}

/** A switch whose right end is at `right`, centred on `cy`. */
export function drawToggle(theme: Theme, right: number, cy: number, on: boolean): string {
  const width = toggleWidth(theme)
  const height = theme.os === 'ios' ? 30 : 24
  const x = right - width
  const radius = height / 2 - (theme.os === 'ios' ? 2 : 4)
  const knobX = on ? right - height / 2 : x + height / 2
  const track = on ? theme.toggleOn : theme.toggleOff
  return (
    `<rect x="${num(x)}" y="${num(cy - height / 2)}" width="${width}" height="${height}" rx="${height / 2}" fill="${track}"/>` +
    `<circle cx="${num(knobX)}" cy="${num(cy + 0.8)}" r="${num(radius)}" fill="#000000" fill-opacity="0.12"/>` +
    `<circle cx="${num(knobX)}" cy="${num(cy)}" r="${num(radius)}" fill="#ffffff"/>`
  )
}

/** An Android radio button centred on (cx, cy). */
export function drawRadio(theme: Theme, cx: number, cy: number, on: boolean): string {
  const ring = on ? theme.accent : theme.secondary
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="10" fill="none" stroke="${ring}" stroke-width="2.2"/>` +
    (on ? `<circle cx="${num(cx)}" cy="${num(cy)}" r="5.6" fill="${theme.accent}"/>` : '')
  )
}

/** An Android checkbox centred on (cx, cy). */
export function drawCheckbox(theme: Theme, cx: number, cy: number, on: boolean): string {
  if (!on)
    return `<rect x="${num(cx - 10)}" y="${num(cy - 10)}" width="20" height="20" rx="5" fill="none" stroke="${theme.secondary}" stroke-width="2.2"/>`
  return (
    `<rect x="${num(cx - 10.5)}" y="${num(cy - 10.5)}" width="21" height="21" rx="5.5" fill="${theme.accent}"/>` +
    drawTick(cx, cy, '#ffffff', 0.75)
  )
}

/** A check mark centred on (cx, cy). */
export function drawTick(cx: number, cy: number, color: string, scale = 1): string {
  const s = (value: number): string => num(value * scale)
  return `<path d="M${num(cx - 8 * scale)} ${num(cy)} l${s(5.5)} ${s(5.5)} l${s(10.5)} ${s(-11)}" fill="none" stroke="${color}" stroke-width="${num(2.6 * Math.max(scale, 0.9))}" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** A chevron centred on (cx, cy): `direction` 1 points right ("open"), -1 left ("back"). */
export function drawChevron(
  cx: number,
  cy: number,
  color: string,
  size = 7,
  direction: 1 | -1 = 1,
  width = 2.4,
): string {
  const tail = cx - (direction * size) / 2
  const tip = cx + (direction * size) / 2
  return `<path d="M${num(tail)} ${num(cy - size)} L${num(tip)} ${num(cy)} L${num(tail)} ${num(cy + size)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** The back button of Android and Zalo pages. */
export function drawBackArrow(cx: number, cy: number, color: string): string {
  return drawChevron(cx, cy, color, 8.5, -1, 2.6)
}

/** A setting icon on a coloured tile: a rounded square (iOS) or a circle (Android). */
export function drawIconTile(theme: Theme, topic: ImageTopic, cx: number, cy: number, size: number): string {
  const color = topicColor(topic)
  const radius = theme.os === 'ios' ? size * 0.24 : size / 2
  return (
    `<rect x="${num(cx - size / 2)}" y="${num(cy - size / 2)}" width="${num(size)}" height="${num(size)}" rx="${num(radius)}" fill="${color}"/>` +
    drawIcon(topic, tilePaint(color), cx, cy, size * 0.66)
  )
}

/** A setting icon without a tile, in the accent colour, as in the Photos and Files apps. */
export function drawPlainIcon(theme: Theme, topic: ImageTopic, cx: number, cy: number, size: number): string {
  return drawIcon(topic, colorPaint(theme.accent, mix(theme.accent, '#ffffff', 0.3)), cx, cy, size)
}

/** A contact's round avatar with initials. */
export function drawAvatar(initials: string, cx: number, cy: number, radius: number): string {
  const color = avatarColor(initials)
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" fill="${color}"/>` +
    drawText(initials, cx, cy + radius * 0.36, { size: radius * 0.95, weight: 600, color: '#ffffff', anchor: 'middle' })
  )
}
