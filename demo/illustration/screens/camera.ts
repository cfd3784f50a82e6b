/** The camera app: controls on black around a viewfinder showing the subject, with the overlays of each step. */
import type { CameraScreen } from '../../screens'
import { num } from '../svg'
import { drawText, measureText } from '../text'
import { bottomBarHeight, drawBottomBar, drawStatusBar, statusBarHeight } from './chrome'
import { drawGlyph } from './glyphs'
import type { DrawnScreen, Point, Rect, ScreenCanvas } from './layout'
import { drawBusinessCard, drawLandscape, drawNightCity, drawQrPoster } from './scenery'
import { themeOf } from './theme'

const yellow = '#ffd60a'

export function drawCameraScreen(screen: CameraScreen, canvas: ScreenCanvas): DrawnScreen {
  const theme = themeOf(screen.os)
  const ios = theme.os === 'ios'
  const { width, height } = canvas
  const top = statusBarHeight(theme)
  const view = { x: 0, y: top + 50, width, height: Math.round((width * 4) / 3) }
  const clip = canvas.id('viewfinder')
  const parts: Partial<Record<NonNullable<CameraScreen['highlight']>, Rect>> = {}
  let hold: Point | null = null

  let svg = `<rect width="${width}" height="${height}" fill="#000000"/>`
  svg += `<defs><clipPath id="${clip}"><rect x="${view.x}" y="${view.y}" width="${view.width}" height="${view.height}"/></clipPath></defs>`
  svg += `<g clip-path="url(#${clip})">${drawSubject(screen, view, canvas)}</g>`
  if (screen.grid) {
    const lines = [1, 2]
      .map(
        (third) =>
          `M${num(view.x + (view.width * third) / 3)} ${view.y} V${view.y + view.height} M${view.x} ${num(view.y + (view.height * third) / 3)} H${view.x + view.width}`,
      )
      .join(' ')
    svg += `<path d="${lines}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="1.2"/>`
  }

  // Top controls: flash, the night-mode button when lit, Live Photo (iOS) or the ratio (Android).
  const controlsY = top + 28
  svg += drawGlyph('flash', 30, controlsY, 24, '#ffffff')
  svg += ios
    ? `<circle cx="${width - 30}" cy="${controlsY}" r="11" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="2 2.4"/><circle cx="${width - 30}" cy="${controlsY}" r="5" fill="#ffffff"/>`
    : drawText('3:4', width - 30, controlsY + 6, { size: 16, weight: 600, color: '#ffffff', anchor: 'middle' })
  if (screen.night) {
    const label = screen.night
    const pill = { x: 58, y: controlsY - 16, width: measureText(label, 16, 600) + 48, height: 32 }
    parts.night = pill
    svg +=
      `<rect x="${pill.x}" y="${pill.y}" width="${num(pill.width)}" height="32" rx="16" fill="${yellow}"/>` +
      drawGlyph('moon', pill.x + 18, controlsY, 20, '#000000') +
      drawText(label, pill.x + 34, controlsY + 6, { size: 16, weight: 600, color: '#000000' })
  }
  if (screen.focus !== undefined) {
    const center = focusPoint(screen, view)
    const square = { x: center.x - 40, y: center.y - 40, width: 80, height: 80 }
    svg += `<rect x="${num(square.x)}" y="${num(square.y)}" width="80" height="80" fill="none" stroke="${yellow}" stroke-width="2"/>`
    svg +=
      `<rect x="${num(square.x + 94)}" y="${num(square.y - 10)}" width="2" height="100" fill="${yellow}"/>` +
      drawGlyph('sun', square.x + 95, square.y + 28, 22, yellow)
    parts.focus = square
    hold = center
    if (screen.focus) {
      // With a label, the label is what the step points at: the square is where the finger rests.
      const labelWidth = measureText(screen.focus, 15, 700) + 24
      const label = { x: width / 2 - labelWidth / 2, y: view.y + 14, width: labelWidth, height: 28 }
      svg += `<rect x="${num(label.x)}" y="${num(label.y)}" width="${num(labelWidth)}" height="28" rx="6" fill="${yellow}"/>`
      svg += drawText(screen.focus, width / 2, label.y + 20, {
        size: 15,
        weight: 700,
        color: '#000000',
        anchor: 'middle',
      })
      parts.focus = label
    }
  }
  if (screen.link) {
    const pillWidth = Math.min(measureText(screen.link, 16, 600) + 60, width - 40)
    const pill = { x: width / 2 - pillWidth / 2, y: view.y + view.height * 0.72, width: pillWidth, height: 38 }
    parts.link = pill
    svg +=
      `<rect x="${num(pill.x)}" y="${num(pill.y)}" width="${num(pillWidth)}" height="38" rx="19" fill="${yellow}"/>` +
      drawGlyph('qr', pill.x + 22, pill.y + 19, 20, '#000000') +
      drawText(screen.link, pill.x + 40, pill.y + 25, { size: 16, weight: 600, color: '#000000' })
  }
  if (screen.hint) {
    const hintWidth = measureText(screen.hint, 19, 600) + 40
    svg += `<rect x="${num(width / 2 - hintWidth / 2)}" y="${num(view.y + view.height / 2 - 24)}" width="${num(hintWidth)}" height="48" rx="24" fill="#000000" fill-opacity="0.55"/>`
    svg += drawText(screen.hint, width / 2, view.y + view.height / 2 + 7, {
      size: 19,
      weight: 600,
      color: '#ffffff',
      anchor: 'middle',
    })
  }
  if (screen.liveText) {
    const button = { x: width - 60, y: view.y + view.height - 58, width: 44, height: 44 }
    parts.liveText = button
    svg +=
      `<rect x="${button.x}" y="${num(button.y)}" width="44" height="44" rx="10" fill="#ffffff" fill-opacity="0.9"/>` +
      drawGlyph('text', button.x + 22, button.y + 22, 26, '#000000')
  }

  // Zoom levels at the bottom of the viewfinder.
  const zoomY = view.y + view.height - 30
  svg += ['0,5', '1×', '3']
    .map((label, index) => {
      const cx = width / 2 + (index - 1) * 44
      const active = index === 1
      return (
        `<circle cx="${num(cx)}" cy="${num(zoomY)}" r="${active ? 18 : 15}" fill="#000000" fill-opacity="0.4"/>` +
        drawText(label, cx, zoomY + 5, {
          size: active ? 14 : 12.5,
          weight: 600,
          color: active ? yellow : '#ffffff',
          anchor: 'middle',
        })
      )
    })
    .join('')

  const modes = drawModes(screen, width, view.y + view.height + 29, ios)
  svg += modes.svg
  parts.mode = modes.active
  const shutterY = height - bottomBarHeight(theme) - 58
  const shutter = { x: width / 2 - 38, y: shutterY - 38, width: 76, height: 76 }
  parts.shutter = shutter
  svg +=
    `<circle cx="${num(width / 2)}" cy="${num(shutterY)}" r="35" fill="none" stroke="#ffffff" stroke-width="5"/>` +
    `<circle cx="${num(width / 2)}" cy="${num(shutterY)}" r="28" fill="#ffffff"/>` +
    `<rect x="34" y="${num(shutterY - 24)}" width="48" height="48" rx="10" fill="#6b7a8f"/>` +
    `<circle cx="${width - 58}" cy="${num(shutterY)}" r="24" fill="#ffffff" fill-opacity="0.18"/>` +
    drawGlyph('flip', width - 58, shutterY, 26, '#ffffff')

  const focus = screen.highlight ? (parts[screen.highlight] ?? null) : null
  return {
    svg: svg + drawStatusBar(theme, width, { light: true }) + drawBottomBar(theme, width, height, true),
    // Live Text is shown with the text it recognised; anything else close up.
    zoom:
      screen.highlight === 'liveText'
        ? { x: 0, y: view.y + view.height * 0.26, width, height: view.height * 0.74 }
        : focus
          ? pad(focus, 8)
          : view,
    focus: focus ? pad(focus, 4) : null,
    // Focus is locked by holding a finger on the subject.
    tap: focus ? (screen.highlight === 'focus' ? hold : centerOf(focus)) : null,
  }
}

function pad(rect: Rect, by: number): Rect {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by }
}

function centerOf(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
}

/** Where the focus square sits: on the subject, which the grid figure puts on a third line. */
function focusPoint(screen: CameraScreen, view: Rect): Point {
  if (screen.subject === 'landscape') return { x: view.x + (view.width * 2) / 3, y: view.y + view.height * 0.66 }
  return { x: view.x + view.width / 2, y: view.y + view.height / 2 }
}

function drawSubject(screen: CameraScreen, view: Rect, canvas: ScreenCanvas): string {
  switch (screen.subject) {
    case 'night':
      return drawNightCity(view, canvas.id)
    case 'qr':
      return drawQrPoster(view)
    case 'card':
      return drawBusinessCard(view, Boolean(screen.liveText))
    case 'landscape':
      return drawLandscape(view, canvas.id)
  }
}

/** The row of shooting modes; the active one centred, in yellow (iOS) or on a pill (Android). */
function drawModes(screen: CameraScreen, width: number, baseline: number, ios: boolean): { svg: string; active: Rect } {
  const size = ios ? 14 : 15
  const gap = 22
  const widths = screen.modes.map((mode) => measureText(mode, size, 600))
  const activeWidth = widths[screen.mode]
  const active = { x: width / 2 - activeWidth / 2 - 12, y: baseline - 21, width: activeWidth + 24, height: 30 }
  let x = width / 2 - activeWidth / 2 - widths.slice(0, screen.mode).reduce((sum, value) => sum + value + gap, 0)
  const svg = screen.modes
    .map((mode, index) => {
      const active = index === screen.mode
      const modeWidth = widths[index]
      const pill =
        active && !ios
          ? `<rect x="${num(x - 12)}" y="${num(baseline - 21)}" width="${num(modeWidth + 24)}" height="30" rx="15" fill="#ffffff" fill-opacity="0.25"/>`
          : ''
      const text = drawText(mode, x, baseline, {
        size,
        weight: 600,
        color: active ? (ios ? yellow : '#ffffff') : '#ffffff',
        opacity: active ? 1 : 0.75,
      })
      x += modeWidth + gap
      return pill + text
    })
    .join('')
  return { svg, active }
}
