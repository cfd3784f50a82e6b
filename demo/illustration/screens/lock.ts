/** The lock screen: wallpaper, date and clock, the charging state and notification cards. */
import type { LockCard, LockScreen } from '../../screens'
import { num } from '../svg'
import { drawText, fitText, fittingSize, wrapText } from '../text'
import { bottomBarHeight, drawBottomBar, drawStatusBar } from './chrome'
import { drawGlyph } from './glyphs'
import { highlightTint, type DrawnScreen, type Rect, type ScreenCanvas } from './layout'
import { themeOf, type Theme } from './theme'

export function drawLockScreen(screen: LockScreen, canvas: ScreenCanvas): DrawnScreen {
  const theme = themeOf(screen.os)
  const { width, height } = canvas
  const ios = theme.os === 'ios'
  const wallpaper = canvas.id('lock-wallpaper')
  const colors = ios ? ['#1e3c72', '#2a9d8f'] : ['#3a2d6b', '#d9774a']
  let svg =
    `<defs><linearGradient id="${wallpaper}" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${wallpaper})"/>` +
    `<circle cx="${num(width * 0.2)}" cy="${num(height * 0.78)}" r="${num(width * 0.5)}" fill="#ffffff" fill-opacity="0.07"/>`
  if (ios) svg += drawGlyph('lock', width / 2, 78, 24, '#ffffff')
  svg += drawText(screen.date, width / 2, ios ? 124 : 108, {
    size: 19,
    weight: 600,
    color: '#ffffff',
    anchor: 'middle',
    opacity: 0.92,
  })
  svg += drawText(screen.time, width / 2, ios ? 212 : 196, {
    size: 84,
    weight: 600,
    color: '#ffffff',
    anchor: 'middle',
  })
  let zoom: Rect = { x: 10, y: 90, width: width - 20, height: 140 }
  let y = 240
  if (screen.charging) {
    const size = fittingSize(screen.charging, width - 60, 17, 14, 600)
    const line = fitText(screen.charging, width - 60, size, 600)
    // iOS says it under the clock; One UI near the bottom, above the shortcuts.
    const lineY = ios ? y + 26 : height - bottomBarHeight(theme) - 92
    svg +=
      drawGlyph('flash', width / 2, lineY - 30, 28, '#4cd964') +
      drawText(line, width / 2, lineY, { size, weight: 600, color: '#ffffff', anchor: 'middle' })
    zoom = { x: 10, y: ios ? 90 : lineY - 52, width: width - 20, height: ios ? 190 : 68 }
    if (ios) y += 44
  }
  let focus: Rect | null = null
  const cards = (screen.cards ?? []).map((card, index) => {
    const drawn = drawCard(theme, card, { x: 12, y: y + 14, width: width - 24 })
    y += 14 + drawn.height
    if (screen.highlight === index) focus = drawn.rect
    return drawn
  })
  for (const card of cards)
    svg += card.svg.replace('<!--mark-->', card.rect === focus ? highlightTint(card.rect, canvas.mark, 22) : '')
  const first = cards[0]
  if (first && !focus) zoom = first.rect
  const shortcutY = height - bottomBarHeight(theme) - 44
  const shortcuts = (ios ? (['flashlight', 'camera'] as const) : (['phone', 'camera'] as const))
    .map((glyph, index) => {
      const cx = index === 0 ? 56 : width - 56
      return (
        `<circle cx="${cx}" cy="${num(shortcutY)}" r="26" fill="#000000" fill-opacity="0.28"/>` +
        drawGlyph(glyph, cx, shortcutY, 24, '#ffffff')
      )
    })
    .join('')
  const focusRect = focus as Rect | null
  return {
    svg: svg + shortcuts + drawStatusBar(theme, width, { light: true }) + drawBottomBar(theme, width, height, true),
    zoom: focusRect ?? zoom,
    focus: focusRect,
    tap: focusRect ? { x: focusRect.x + focusRect.width * 0.8, y: focusRect.y + focusRect.height - 30 } : null,
  }
}

/** A notification or message card: app name, title, text and an optional button. */
function drawCard(
  theme: Theme,
  card: LockCard,
  at: { x: number; y: number; width: number },
): { svg: string; rect: Rect; height: number } {
  const inner = at.width - 32
  const lines = wrapText(card.text, inner, 16, 400, 4)
  const height = 70 + lines.length * 21 + (card.button ? 58 : 0)
  const rect = { x: at.x, y: at.y, width: at.width, height }
  let svg =
    `<rect x="${num(at.x)}" y="${num(at.y)}" width="${num(at.width)}" height="${num(height)}" rx="22" fill="#ffffff" fill-opacity="${theme.os === 'ios' ? 0.86 : 0.94}"/>` +
    '<!--mark-->'
  svg += drawText(fitText(card.app, inner - 60, 13.5, 600), at.x + 16, at.y + 26, {
    size: 13.5,
    weight: 600,
    color: '#3c3c43',
    opacity: 0.75,
  })
  svg += drawText('bây giờ', at.x + at.width - 16, at.y + 26, {
    size: 13,
    color: '#3c3c43',
    anchor: 'end',
    opacity: 0.6,
  })
  svg += drawText(fitText(card.title, inner, 17, 600), at.x + 16, at.y + 52, {
    size: 17,
    weight: 600,
    color: '#000000',
  })
  lines.forEach((line, index) => {
    svg += drawText(line, at.x + 16, at.y + 75 + index * 21, { size: 16, color: '#1c1c1e' })
  })
  if (card.button) {
    const button = { x: at.x + 16, y: at.y + height - 54, width: inner, height: 40 }
    svg +=
      `<rect x="${num(button.x)}" y="${num(button.y)}" width="${num(button.width)}" height="40" rx="20" fill="${theme.accent}"/>` +
      drawText(card.button, at.x + at.width / 2, button.y + 26, {
        size: 16,
        weight: 600,
        color: '#ffffff',
        anchor: 'middle',
      })
  }
  return { svg, rect, height }
}
