/** Android quick settings pulled down from the top: clock, brightness and a grid of tiles. */
import type { PanelScreen } from '../../screens'
import { num } from '../svg'
import { drawText, fitText, wrapText } from '../text'
import { drawBottomBar, drawStatusBar } from './chrome'
import { drawGlyph } from './glyphs'
import { highlightTint, type DrawnScreen, type Rect, type ScreenCanvas } from './layout'
import { themeOf } from './theme'

export function drawPanelScreen(screen: PanelScreen, canvas: ScreenCanvas): DrawnScreen {
  const theme = themeOf(screen.os)
  const { width, height } = canvas
  let svg =
    `<rect width="${width}" height="${height}" fill="#e9edf4"/>` +
    drawText(screen.time, 20, 104, { size: 44, weight: 500, color: '#1b1b1f' }) +
    drawText(screen.date, 20, 132, { size: 16, weight: 500, color: '#44474e' }) +
    `<rect x="16" y="152" width="${width - 32}" height="44" rx="22" fill="#d3dbe8"/>` +
    `<rect x="16" y="152" width="${num((width - 32) * 0.62)}" height="44" rx="22" fill="${theme.accent}"/>` +
    drawGlyph('sun', 40, 174, 22, '#ffffff')
  const tileWidth = (width - 44) / 2
  const tileHeight = 74
  let focus: Rect | null = null
  const tiles = screen.tiles.map((tile, index) => {
    const rect = {
      x: 16 + (index % 2) * (tileWidth + 12),
      y: 216 + Math.floor(index / 2) * (tileHeight + 12),
      width: tileWidth,
      height: tileHeight,
    }
    if (screen.highlight === index) focus = rect
    const ink = tile.on ? '#ffffff' : '#1b1b1f'
    const textWidth = tileWidth - 62
    // A long label takes two lines and leaves out the detail.
    const lines = wrapText(tile.label, textWidth, 15.5, 600, 2)
    const detail = tile.detail && lines.length === 1 ? fitText(tile.detail, textWidth, 13.5) : ''
    const first = rect.y + tileHeight / 2 + 5.5 - ((lines.length - 1 + (detail ? 1 : 0)) * 19) / 2
    return (
      `<rect x="${num(rect.x)}" y="${num(rect.y)}" width="${num(tileWidth)}" height="${tileHeight}" rx="26" fill="${tile.on ? theme.accent : '#ffffff'}"/>` +
      drawGlyph(tile.icon, rect.x + 29, rect.y + tileHeight / 2, 26, ink) +
      lines
        .map((line, lineIndex) =>
          drawText(line, rect.x + 52, first + lineIndex * 19, { size: 15.5, weight: 600, color: ink }),
        )
        .join('') +
      (detail ? drawText(detail, rect.x + 52, first + 19, { size: 13.5, color: ink, opacity: 0.85 }) : '')
    )
  })
  const focusRect = focus as Rect | null
  if (focusRect)
    svg += highlightTint(
      { x: focusRect.x - 4, y: focusRect.y - 4, width: focusRect.width + 8, height: focusRect.height + 8 },
      canvas.mark,
      30,
    )
  svg += tiles.join('')
  const rows = Math.ceil(screen.tiles.length / 2)
  return {
    svg: svg + drawStatusBar(theme, width, { time: screen.time }) + drawBottomBar(theme, width, height),
    zoom: focusRect
      ? { x: focusRect.x - 6, y: focusRect.y - 6, width: focusRect.width + 12, height: focusRect.height + 12 }
      : { x: 8, y: 208, width: width - 16, height: rows * 86 + 8 },
    focus: focusRect
      ? { x: focusRect.x - 4, y: focusRect.y - 4, width: focusRect.width + 8, height: focusRect.height + 8 }
      : null,
    tap: focusRect ? { x: focusRect.x + 29, y: focusRect.y + tileHeight / 2 } : null,
  }
}
