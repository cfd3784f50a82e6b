/** Small shapes of the featured illustrations (status bar, switch, app tile) and the figures' finger ring. */
import { mix, white } from './color'
import { drawIcon, tilePaint } from './icons'
import type { ImageTopic } from '../types'
import { bar, num } from './svg'

/** Status bar shapes: a time pill on the left; signal bars, Wi-Fi arcs and a battery on the right. */
export function drawStatusBar(screenWidth: number, ink: string): string {
  const right = screenWidth - 26
  const signal = [0, 1, 2, 3]
    .map(
      (index) =>
        `<rect x="${num(right - 84 + index * 6)}" y="${num(32 - 4 - index * 2.5)}" width="4" height="${num(4 + index * 2.5)}" rx="1.2" fill="${ink}"/>`,
    )
    .join('')
  const wifiX = right - 44
  return (
    bar(28, 22, 42, 12, ink, 0.85) +
    signal +
    `<path d="M${num(wifiX - 8)} 25.5 A11 11 0 0 1 ${num(wifiX + 8)} 25.5 M${num(wifiX - 4.5)} 29 A6 6 0 0 1 ${num(wifiX + 4.5)} 29" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<circle cx="${num(wifiX)}" cy="32" r="1.8" fill="${ink}"/>` +
    `<rect x="${num(right - 26)}" y="21" width="24" height="12" rx="3.5" fill="none" stroke="${ink}" stroke-opacity="0.5" stroke-width="1.6"/>` +
    `<rect x="${num(right - 24)}" y="23" width="15" height="8" rx="2" fill="${ink}"/>` +
    `<rect x="${num(right - 1)}" y="25" width="2.5" height="4" rx="1" fill="${ink}" fill-opacity="0.5"/>`
  )
}

/** An on/off switch; (x, y) is its top-left corner. */
export function drawToggle(x: number, y: number, on: boolean, accent: string, ink: string, scale = 1): string {
  const width = 46 * scale
  const height = 28 * scale
  const knobX = on ? x + width - height / 2 : x + height / 2
  return (
    `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(height / 2)}" fill="${on ? accent : mix(ink, white, 0.84)}"/>` +
    `<circle cx="${num(knobX)}" cy="${num(y + height / 2)}" r="${num(height / 2 - 3 * scale)}" fill="${white}"/>`
  )
}

/** Concentric circles that show where the reader should tap. */
export function drawTapIndicator(cx: number, cy: number, color: string, scale = 1): string {
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(38 * scale)}" fill="${color}" fill-opacity="0.12"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(27 * scale)}" fill="none" stroke="${color}" stroke-opacity="0.45" stroke-width="${num(2.5 * scale)}"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(15 * scale)}" fill="${color}" fill-opacity="0.85" stroke="${white}" stroke-width="${num(3 * scale)}"/>`
  )
}

/** A rounded-square app tile with the topic's icon in white. */
export function drawIconTile(topic: ImageTopic, cx: number, cy: number, size: number, color: string): string {
  return (
    `<rect x="${num(cx - size / 2)}" y="${num(cy - size / 2)}" width="${num(size)}" height="${num(size)}" rx="${num(size * 0.28)}" fill="${color}"/>` +
    drawIcon(topic, tilePaint(color), cx, cy, size * 0.62)
  )
}
