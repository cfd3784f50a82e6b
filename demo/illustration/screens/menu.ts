/** Menus, dialogs and sheets over a dimmed screen (see ./backdrops.ts), and the rows of buttons of a few apps. */
import type { MenuItem, MenuScreen } from '../../screens'
import { num } from '../svg'
import { drawText, fittingSize, measureText, wrapText } from '../text'
import { drawBackdrop, drawPressed } from './backdrops'
import { bottomBarHeight, drawBottomBar, drawStatusBar } from './chrome'
import { drawTick } from './controls'
import { drawGlyph } from './glyphs'
import { fillRect, highlightTint, type DrawnScreen, type Rect, type ScreenCanvas } from './layout'
import { drawQrCode } from './scenery'
import { themeOf, type, type Theme } from './theme'

interface Menu {
  svg: string
  /** The whole menu, dialog or sheet. */
  panel: Rect
  items: Rect[]
  button?: Rect
}

export function drawMenuScreen(screen: MenuScreen, canvas: ScreenCanvas): DrawnScreen {
  const theme = themeOf(screen.os, screen.app)
  const backdrop = drawBackdrop(screen, theme, canvas)
  const dim =
    screen.style !== 'bar'
      ? `<rect width="${canvas.width}" height="${canvas.height}" fill="#000000" fill-opacity="0.36"/>`
      : ''
  const pressed = screen.style === 'context' ? drawPressed(screen, backdrop.anchor, canvas) : ''
  const menu =
    screen.style === 'context'
      ? drawContext(screen, theme, backdrop.anchor, canvas)
      : screen.style === 'alert'
        ? drawAlert(screen, theme, canvas)
        : screen.style === 'sheet'
          ? drawSheet(screen, theme, canvas)
          : drawBar(screen, theme, backdrop.anchor, canvas)
  const focus =
    screen.highlight === undefined
      ? null
      : screen.highlight === 'button'
        ? (menu.button ?? null)
        : (menu.items[screen.highlight] ?? null)
  const compact =
    screen.style === 'bar' ||
    (screen.style === 'sheet' ? screen.items.length <= 3 : screen.style !== 'context' || screen.items.length <= 6)
  const zoom = focus && !compact ? pad(focus, 6) : pad(menu.panel, 8)
  // The finger rests at the end of a wide item, or low on a small button, to keep its label readable.
  const tap = focus
    ? focus.width > 160
      ? { x: focus.x + focus.width * 0.82, y: focus.y + focus.height / 2 }
      : { x: focus.x + focus.width * 0.72, y: focus.y + focus.height * 0.7 }
    : null
  return {
    svg:
      backdrop.svg +
      dim +
      pressed +
      (focus
        ? menu.svg.replace('<!--mark-->', highlightTint(focus, canvas.mark, 10))
        : menu.svg.replace('<!--mark-->', '')) +
      drawStatusBar(theme, canvas.width, {
        light: backdrop.light || screen.style !== 'bar',
        recording: screen.recording,
      }) +
      drawBottomBar(theme, canvas.width, canvas.height, backdrop.light || screen.style !== 'bar'),
    zoom,
    focus,
    tap,
  }
}

function pad(rect: Rect, by: number): Rect {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by }
}

/** A list menu next to the pressed thing. */
function drawContext(screen: MenuScreen, theme: Theme, anchor: Rect, canvas: ScreenCanvas): Menu {
  const ios = theme.os === 'ios'
  const width = ios ? 262 : canvas.width - 40
  const titleHeight = screen.title ? 50 : 0
  const lines = screen.items.map((item) => itemLabelLines(item, width))
  const heights = lines.map((itemLines) => Math.max(ios ? 50 : 54, 22 + itemLines.length * 23))
  const height = titleHeight + heights.reduce((sum, value) => sum + value, 0)
  const x = Math.min(Math.max(anchor.x + anchor.width / 2 - width / 2, 12), canvas.width - 12 - width)
  const below = anchor.y + anchor.height + 22
  const y = below + height < canvas.height - 60 ? below : anchor.y - 14 - height
  const panel = { x, y, width, height }
  let svg =
    fillRect({ ...panel, y: y + 6 }, '#000000', ios ? 14 : 22, ' fill-opacity="0.18"') +
    fillRect(panel, ios ? '#f4f4f6' : theme.surface, ios ? 14 : 22) +
    '<!--mark-->'
  if (screen.title) {
    svg += drawText(screen.title, x + 18, y + 32, { size: type.body - 2, weight: 700, color: theme.text })
    svg += `<rect x="${num(x)}" y="${num(y + titleHeight - 4)}" width="${width}" height="4" fill="#000000" fill-opacity="0.08"/>`
  }
  let top = y + titleHeight
  const items = screen.items.map((item, index) => {
    const itemRect = { x, y: top, width, height: heights[index] }
    if (index > 0 && ios)
      svg += `<rect x="${num(x)}" y="${num(itemRect.y)}" width="${width}" height="0.8" fill="#c8c8cc"/>`
    svg += drawItemLine(item, theme, itemRect, ios ? 'end' : 'start', lines[index])
    top += itemRect.height
    return itemRect
  })
  return { svg, panel, items }
}

const itemSize = type.body - 1

/** Room for an item's label: the row less its padding, icon and value. */
function labelRoom(item: MenuItem, width: number): number {
  return width - 36 - (item.icon ? 38 : 0) - (item.value ? 70 : 0) - (item.selected ? 30 : 0)
}

/** A menu item's label in at most two lines. */
function itemLabelLines(item: MenuItem, width: number): string[] {
  return wrapText(item.label, labelRoom(item, width), itemSize, 400, 2)
}

/** One line of a list menu: label, and a glyph at the end (iOS) or the start (Android). */
function drawItemLine(
  item: MenuItem,
  theme: Theme,
  r: Rect,
  iconSide: 'start' | 'end',
  lines = itemLabelLines(item, r.width),
): string {
  const color = item.tone === 'danger' ? theme.danger : theme.text
  const iconX = iconSide === 'end' ? r.x + r.width - 28 : r.x + 28
  const textX = iconSide === 'start' && item.icon ? r.x + 56 : r.x + 18
  const first = r.y + r.height / 2 + 7 - ((lines.length - 1) * 23) / 2
  let svg = lines.map((line, index) => drawText(line, textX, first + index * 23, { size: itemSize, color })).join('')
  if (item.icon) svg += drawGlyph(item.icon, iconX, r.y + r.height / 2, 22, color)
  if (item.value)
    svg += drawText(
      item.value,
      r.x + r.width - (item.icon && iconSide === 'end' ? 52 : item.selected ? 52 : 18),
      r.y + r.height / 2 + 7,
      {
        size: type.body - 2,
        color: theme.secondary,
        anchor: 'end',
      },
    )
  if (item.selected) svg += drawTick(r.x + r.width - 26, r.y + r.height / 2, theme.accent, 0.9)
  return svg
}

/** A centred dialog (iOS) or a dialog near the bottom (Android, Zalo). */
function drawAlert(screen: MenuScreen, theme: Theme, canvas: ScreenCanvas): Menu {
  const ios = theme.os === 'ios'
  const width = ios ? 286 : canvas.width - 32
  const x = (canvas.width - width) / 2
  const inner = width - 40
  const anchor = ios ? 'middle' : 'start'
  const textX = ios ? x + width / 2 : x + 24
  const titleLines = screen.title ? wrapText(screen.title, inner, ios ? 18.5 : 21, 600, 3) : []
  const messageLines = screen.message ? wrapText(screen.message, inner, type.detail, 400, 6) : []
  const qrSize = screen.qr ? 150 : 0
  const sideBySide = screen.items.length === 2
  const buttonHeight = ios ? 50 : 56
  const body =
    22 +
    titleLines.length * (ios ? 24 : 28) +
    (messageLines.length ? 6 + messageLines.length * 21 : 0) +
    (qrSize ? qrSize + 20 : 0) +
    18
  const buttons = sideBySide || !ios ? buttonHeight : buttonHeight * screen.items.length
  const height = body + buttons
  const y = ios ? (canvas.height - height) / 2 : canvas.height - bottomBarHeight(theme) - 24 - height
  const panel = { x, y, width, height }
  let svg = fillRect(panel, ios ? '#f2f2f4' : theme.surface, ios ? 16 : 26) + '<!--mark-->'
  let cursor = y + 22
  for (const line of titleLines) {
    cursor += ios ? 20 : 23
    svg += drawText(line, textX, cursor, { size: ios ? 18.5 : 21, weight: 600, color: theme.text, anchor })
    cursor += ios ? 4 : 5
  }
  if (messageLines.length) cursor += 6
  for (const line of messageLines) {
    cursor += 17
    svg += drawText(line, textX, cursor, { size: type.detail, color: ios ? theme.text : theme.secondary, anchor })
    cursor += 4
  }
  if (qrSize) {
    cursor += 20
    svg += drawQrCode(x + (width - qrSize) / 2, cursor, qrSize, screen.title ?? 'wifi')
    cursor += qrSize
  }
  const top = y + body
  const items: Rect[] = screen.items.map((item, index) => {
    const slot =
      sideBySide || !ios
        ? {
            x: x + (index * width) / screen.items.length,
            y: top,
            width: width / screen.items.length,
            height: buttonHeight,
          }
        : { x, y: top + index * buttonHeight, width, height: buttonHeight }
    if (ios) {
      svg += `<rect x="${num(x)}" y="${num(slot.y)}" width="${width}" height="0.8" fill="#c6c6c8"/>`
      if (index > 0 && sideBySide)
        svg += `<rect x="${num(slot.x)}" y="${num(top)}" width="0.8" height="${buttonHeight}" fill="#c6c6c8"/>`
    } else if (index > 0) {
      svg += `<rect x="${num(slot.x)}" y="${num(top + 16)}" width="1" height="${buttonHeight - 32}" fill="${theme.separator}"/>`
    }
    const color = item.tone === 'danger' ? theme.danger : theme.accent
    const size = fittingSize(item.label, slot.width - 16, ios ? 18 : 18.5, 14, 600)
    svg += drawText(item.label, slot.x + slot.width / 2, slot.y + slot.height / 2 + 7, {
      size,
      weight: index === screen.items.length - 1 ? 600 : 500,
      color,
      anchor: 'middle',
    })
    return slot
  })
  return { svg, panel, items }
}

/** A panel rising from the bottom: title, message, rows, round on/off buttons and a filled button. */
function drawSheet(screen: MenuScreen, theme: Theme, canvas: ScreenCanvas): Menu {
  const ios = theme.os === 'ios'
  const { width, height } = canvas
  const rows = screen.items.filter((item) => item.on === undefined)
  const rounds = screen.items.filter((item) => item.on !== undefined)
  const titleLines = screen.title ? wrapText(screen.title, width - 48, 22, 700, 2) : []
  const messageLines = screen.message ? wrapText(screen.message, width - 48, type.detail, 400, 3) : []
  const rowHeight = 56
  const content =
    30 +
    titleLines.length * 28 +
    (messageLines.length ? 8 + messageLines.length * 21 : 0) +
    16 +
    rows.length * rowHeight +
    (rounds.length ? 124 : 0) +
    (screen.button ? 76 : 0) +
    bottomBarHeight(theme) +
    8
  const top = height - content
  const panel = { x: 0, y: top, width, height: content }
  const textAnchor = ios ? 'middle' : 'start'
  const textX = ios ? width / 2 : 24
  let svg =
    fillRect(panel, ios ? '#f2f2f7' : theme.surface, 28) +
    `<rect x="${num(width / 2 - 20)}" y="${num(top + 8)}" width="40" height="5" rx="2.5" fill="#000000" fill-opacity="0.2"/>`
  let cursor = top + 30
  for (const line of titleLines) {
    cursor += 24
    svg += drawText(line, textX, cursor, { size: 22, weight: 700, color: theme.text, anchor: textAnchor })
    cursor += 4
  }
  if (messageLines.length) cursor += 8
  for (const line of messageLines) {
    cursor += 17
    svg += drawText(line, textX, cursor, { size: type.detail, color: theme.secondary, anchor: textAnchor })
    cursor += 4
  }
  cursor += 16
  const rects = new Map<MenuItem, Rect>()
  const group = { x: 14, y: cursor, width: width - 28, height: rows.length * rowHeight }
  if (rows.length) svg += fillRect(group, ios ? theme.surface : '#f4f4f6', 14)
  // The highlight tint goes over the row group's card and under the labels.
  svg += '<!--mark-->'
  if (rows.length) {
    rows.forEach((item, index) => {
      const r = { x: group.x, y: cursor + index * rowHeight, width: group.width, height: rowHeight }
      if (index > 0)
        svg += `<rect x="${num(r.x + (item.icon ? 56 : 18))}" y="${num(r.y)}" width="${num(r.width - 18)}" height="0.8" fill="${theme.separator}"/>`
      svg += drawItemLine(item, theme, r, 'start')
      rects.set(item, r)
    })
    cursor += group.height
  }
  if (rounds.length) {
    const step = width / (rounds.length + 1)
    rounds.forEach((item, index) => {
      const cx = step * (index + 1)
      const cy = cursor + 50
      const fill = item.on ? (ios ? '#ff3b30' : theme.accent) : '#d8d8dd'
      const ink = item.on ? '#ffffff' : '#1c1c1e'
      svg +=
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="32" fill="${fill}"/>` +
        (item.icon ? drawGlyph(item.icon, cx, cy, 30, ink) : '')
      svg += drawText(item.label, cx, cy + 56, { size: 15, weight: 600, color: theme.text, anchor: 'middle' })
      if (item.value) svg += drawText(item.value, cx, cy + 76, { size: 14, color: theme.secondary, anchor: 'middle' })
      rects.set(item, { x: cx - 64, y: cy - 40, width: 128, height: 126 })
    })
    cursor += 124
  }
  let button: Rect | undefined
  if (screen.button) {
    button = { x: 20, y: cursor + 14, width: width - 40, height: 52 }
    svg +=
      fillRect(button, theme.accent, 14) +
      drawText(screen.button, width / 2, button.y + 33, {
        size: type.body - 1,
        weight: 600,
        color: '#ffffff',
        anchor: 'middle',
      })
  }
  return { svg, panel, items: screen.items.map((item) => rects.get(item) as Rect), button }
}

/**
 * A row of buttons: the tabs of the iOS screenshot editor, the action chips after an Android screenshot,
 * or the iOS edit menu over a selection.
 */
function drawBar(screen: MenuScreen, theme: Theme, anchor: Rect, canvas: ScreenCanvas): Menu {
  const { width, height } = canvas
  if (screen.over === 'page') {
    const segment = 104
    const panel = { x: width / 2 - segment, y: anchor.y + 8, width: segment * 2, height: 36 }
    let svg = fillRect(panel, '#e3e3e8', 9) + '<!--mark-->'
    const items = screen.items.map((item, index) => {
      const r = { x: panel.x + index * segment, y: panel.y, width: segment, height: panel.height }
      if (item.selected)
        svg += fillRect({ x: r.x + 2, y: r.y + 2, width: r.width - 4, height: r.height - 4 }, '#ffffff', 7)
      svg += drawText(item.label, r.x + segment / 2, r.y + 24, {
        size: 15,
        weight: item.selected ? 600 : 500,
        color: theme.text,
        anchor: 'middle',
      })
      return r
    })
    return { svg, panel, items }
  }
  if (theme.os === 'android') {
    const bottom = height - bottomBarHeight(theme) - 20
    const thumb = { x: 18, y: bottom - 56 - 190, width: 100, height: 180 }
    let svg =
      fillRect({ ...thumb, y: thumb.y + 4 }, '#000000', 14, ' fill-opacity="0.2"') +
      fillRect(thumb, '#ffffff', 14) +
      fillRect({ x: thumb.x + 6, y: thumb.y + 6, width: thumb.width - 12, height: thumb.height - 12 }, '#e8eefc', 9) +
      [0, 1, 2, 3, 4]
        .map(
          (line) =>
            `<rect x="${num(thumb.x + 14)}" y="${num(thumb.y + 22 + line * 24)}" width="${num(line % 2 ? 50 : 70)}" height="8" rx="4" fill="#b9c6e6"/>`,
        )
        .join('')
    const chipSize = fittingSize(
      screen.items.map((item) => item.label).join(''),
      width - 36 - screen.items.length * 38,
      16,
      13,
      600,
    )
    let x = 18
    const items = screen.items.map((item) => {
      const r = { x, y: bottom - 44, width: measureText(item.label, chipSize, 600) + 28, height: 44 }
      x += r.width + 10
      return r
    })
    svg +=
      items
        .map((r) => fillRect({ ...r, y: r.y + 2 }, '#000000', 22, ' fill-opacity="0.15"') + fillRect(r, '#ffffff', 22))
        .join('') + '<!--mark-->'
    svg += screen.items
      .map((item, index) => {
        const r = items[index]
        return drawText(item.label, r.x + r.width / 2, r.y + 28, {
          size: chipSize,
          weight: 600,
          color: theme.accent,
          anchor: 'middle',
        })
      })
      .join('')
    return { svg, panel: { x: 10, y: bottom - 52, width: x - 10, height: 60 }, items }
  }
  const size = fittingSize(screen.items.map((item) => item.label).join('    '), width - 60, 17, 13)
  const widths = screen.items.map((item) => measureText(item.label, size) + 26)
  const total = widths.reduce((sum, value) => sum + value, 0)
  const panel = { x: (width - total) / 2, y: anchor.y - 56, width: total, height: 46 }
  let svg =
    fillRect({ ...panel, y: panel.y + 4 }, '#000000', 12, ' fill-opacity="0.18"') +
    fillRect(panel, '#ffffff', 12) +
    '<!--mark-->'
  let x = panel.x
  const items = screen.items.map((item, index) => {
    const r = { x, y: panel.y, width: widths[index], height: panel.height }
    if (index > 0) svg += `<rect x="${num(x)}" y="${num(panel.y + 10)}" width="1" height="26" fill="#c8c8cc"/>`
    svg += drawText(item.label, x + r.width / 2, panel.y + 29, { size, color: theme.text, anchor: 'middle' })
    x += r.width
    return r
  })
  return { svg, panel, items }
}
