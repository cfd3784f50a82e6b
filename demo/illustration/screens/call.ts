/** An incoming call: the caller over a dark background, a warning label, and the answer and decline buttons. */
import type { CallScreen } from '../../screens'
import { num } from '../svg'
import { drawText, fitText, fittingSize, measureText } from '../text'
import { bottomBarHeight, drawBottomBar, drawStatusBar } from './chrome'
import { drawGlyph } from './glyphs'
import type { DrawnScreen, Rect, ScreenCanvas } from './layout'
import { themeOf } from './theme'

export function drawCallScreen(screen: CallScreen, canvas: ScreenCanvas): DrawnScreen {
  const theme = themeOf(screen.os)
  const ios = theme.os === 'ios'
  const { width, height } = canvas
  const background = canvas.id('call-background')
  const nameSize = fittingSize(screen.caller, width - 40, 32, 24, 600)
  let svg =
    `<defs><linearGradient id="${background}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34495e"/><stop offset="1" stop-color="#141a24"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${background})"/>` +
    drawText(fitText(screen.caller, width - 40, nameSize, 600), width / 2, 150, {
      size: nameSize,
      weight: 600,
      color: '#ffffff',
      anchor: 'middle',
    })
  if (screen.detail)
    svg += drawText(screen.detail, width / 2, 182, { size: 18, color: '#ffffff', anchor: 'middle', opacity: 0.75 })
  let warning: Rect | null = null
  if (screen.warning) {
    const pillWidth = measureText(screen.warning, 17, 600) + 56
    warning = { x: width / 2 - pillWidth / 2, y: 206, width: pillWidth, height: 38 }
    svg +=
      `<rect x="${num(warning.x)}" y="206" width="${num(pillWidth)}" height="38" rx="19" fill="#ff3b30"/>` +
      drawGlyph('info', warning.x + 24, 225, 20, '#ffffff') +
      drawText(screen.warning, warning.x + 42, 231, { size: 17, weight: 600, color: '#ffffff' })
  }
  const small = ios ? ['Nhắc tôi', 'Tin nhắn'] : []
  small.forEach((label, index) => {
    const cx = index === 0 ? width * 0.25 : width * 0.75
    const cy = height - bottomBarHeight(theme) - 260
    svg +=
      drawGlyph(index === 0 ? 'alarm' : 'message', cx, cy, 28, '#ffffff') +
      drawText(label, cx, cy + 34, { size: 14, color: '#ffffff', anchor: 'middle' })
  })
  const buttonY = height - bottomBarHeight(theme) - 130
  const buttons = {
    decline: { cx: ios ? width * 0.25 : width * 0.75, color: '#ff3b30', label: 'Từ chối' },
    accept: { cx: ios ? width * 0.75 : width * 0.25, color: '#34c759', label: ios ? 'Chấp nhận' : 'Trả lời' },
  }
  const areas: Record<'decline' | 'accept', Rect> = {} as Record<'decline' | 'accept', Rect>
  for (const [name, button] of Object.entries(buttons) as ['decline' | 'accept', (typeof buttons)['decline']][]) {
    svg +=
      `<circle cx="${num(button.cx)}" cy="${num(buttonY)}" r="38" fill="${button.color}"/>` +
      drawGlyph(name === 'decline' ? 'hangup' : 'phone', button.cx, buttonY, 36, '#ffffff') +
      drawText(button.label, button.cx, buttonY + 66, { size: 16, weight: 500, color: '#ffffff', anchor: 'middle' })
    areas[name] = { x: button.cx - 62, y: buttonY - 48, width: 124, height: 126 }
  }
  const focus = screen.highlight ? areas[screen.highlight] : null
  return {
    svg: svg + drawStatusBar(theme, width, { light: true }) + drawBottomBar(theme, width, height, true),
    zoom: focus ?? { x: 10, y: 110, width: width - 20, height: (warning ? warning.y + warning.height : 190) - 100 },
    focus,
    tap: focus ? { x: focus.x + focus.width / 2, y: buttonY } : null,
  }
}
