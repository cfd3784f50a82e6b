/** A settings page or any list-shaped app page: header, optional summary card and button, grouped rows. */
import type { ListScreen, ScreenRow } from '../../screens'
import { num } from '../svg'
import { drawText, fitText, measureText, wrapText } from '../text'
import { bottomBarHeight, drawBottomBar, drawHeader, drawStatusBar, drawTabBar } from './chrome'
import {
  drawAvatar,
  drawCheckbox,
  drawChevron,
  drawIconTile,
  drawPlainIcon,
  drawRadio,
  drawTick,
  drawToggle,
  toggleWidth,
} from './controls'
import { highlightTint, type DrawnScreen, type Point, type Rect, type ScreenCanvas } from './layout'
import { themeOf, type, type Theme } from './theme'

const labelLine = 25
const detailLine = 20
/** Colours of the parts of a usage bar, in order; the rest of the bar stays grey. */
const barColors = ['#0a84ff', '#ff9500', '#34c759', '#af52de', '#ffcc00', '#ff2d55']

interface Geometry {
  theme: Theme
  /** Left and right edges of the cards. */
  left: number
  right: number
  radius: number
}

function geometryOf(theme: Theme, width: number): Geometry {
  if (theme.bar) return { theme, left: 0, right: width, radius: 0 }
  return theme.os === 'ios'
    ? { theme, left: 14, right: width - 14, radius: 13 }
    : { theme, left: 12, right: width - 12, radius: 22 }
}

export function drawListScreen(screen: ListScreen, canvas: ScreenCanvas): DrawnScreen {
  const theme = themeOf(screen.os, screen.app)
  const { width, height } = canvas
  const geometry = geometryOf(theme, width)
  const header = drawHeader(theme, width, {
    back: screen.back,
    title: screen.title,
    action: screen.action,
    search: screen.app === 'zalo' && screen.back === undefined,
  })
  let y = header.bottom
  let svg = ''
  let zoom: Rect = { x: 0, y: header.bottom - 64, width, height: 64 }
  let focus: Rect | null = null
  let tap: Point | null = null

  if (screen.summary) {
    const summary = drawSummary(geometry, y + 8, screen.summary)
    svg += summary.svg
    y = summary.bottom
  }
  // The button follows the summary it acts on, or else the list.
  const drawButton = (label: string): void => {
    const rect = { x: geometry.left + 12, y: y + 14, width: geometry.right - geometry.left - 24, height: 48 }
    if (screen.highlight === 'button') {
      zoom = { x: rect.x - 6, y: rect.y - 6, width: rect.width + 12, height: rect.height + 12 }
      focus = zoom
      tap = { x: rect.x + rect.width * 0.85, y: rect.y + rect.height / 2 }
    }
    svg +=
      `<rect x="${num(rect.x)}" y="${num(rect.y)}" width="${num(rect.width)}" height="48" rx="24" fill="${theme.accent}"/>` +
      drawText(label, width / 2, rect.y + 31, { size: type.body - 1, weight: 600, color: '#ffffff', anchor: 'middle' })
    y = rect.y + rect.height + 4
  }
  if (screen.button && screen.summary) drawButton(screen.button)
  const rowsTop = y
  const rowBottoms: number[] = []

  for (const [groupIndex, group] of groupsOf(screen.rows).entries()) {
    const heading = group.rows[0]?.section
    const gap = theme.bar
      ? 8
      : heading
        ? theme.os === 'ios'
          ? 38
          : 40
        : groupIndex === 0 && !screen.summary && !screen.button
          ? 4
          : 22
    if (heading) {
      svg += drawText(
        fitText(heading, width - 40, type.section, theme.os === 'ios' ? 400 : 600),
        geometry.left + 16,
        y + gap - 9,
        {
          size: type.section,
          weight: theme.os === 'ios' ? 400 : 600,
          color: theme.os === 'ios' ? theme.secondary : theme.accent,
        },
      )
    }
    y += gap
    const layouts = group.rows.map((row) => layoutRow(screen, geometry, row))
    const groupHeight = layouts.reduce((sum, row) => sum + row.height, 0)
    svg += `<rect x="${geometry.left}" y="${num(y)}" width="${geometry.right - geometry.left}" height="${num(groupHeight)}" rx="${geometry.radius}" fill="${theme.surface}"/>`
    for (const [index, row] of layouts.entries()) {
      const rowIndex = group.start + index
      const rect = { x: geometry.left, y, width: geometry.right - geometry.left, height: row.height }
      if (screen.highlight === rowIndex) {
        const inset = theme.bar ? 0 : 4
        const area = {
          x: rect.x + inset,
          y: rect.y + inset,
          width: rect.width - 2 * inset,
          height: rect.height - 2 * inset,
        }
        svg += highlightTint(area, canvas.mark, Math.max(geometry.radius - 4, 6))
        zoom = area
        focus = area
        tap = row.tap(y)
      }
      if (index > 0 && theme.os === 'ios') {
        svg += `<rect x="${num(row.textX)}" y="${num(y)}" width="${num(geometry.right - row.textX)}" height="0.8" fill="${theme.separator}"/>`
      } else if (index > 0 && theme.bar) {
        svg += `<rect x="${num(row.textX)}" y="${num(y)}" width="${num(geometry.right - row.textX)}" height="1" fill="${theme.separator}"/>`
      }
      svg += row.draw(y)
      y += row.height
      rowBottoms.push(y)
    }
  }
  if (screen.button && !screen.summary) drawButton(screen.button)
  // With nothing highlighted, the magnifier shows the first rows of the list, whole.
  const shown = rowBottoms.filter((bottom) => bottom - rowsTop <= 240)
  if (!focus && screen.rows.length)
    zoom = { x: 0, y: rowsTop, width, height: (shown[shown.length - 1] ?? rowBottoms[0] ?? rowsTop) - rowsTop + 6 }

  const statusLight = Boolean(theme.bar)
  const tabs = screen.tabs ? drawTabBar(theme, width, height, screen.tabs.items, screen.tabs.active) : null
  const bottom = bottomBarHeight(theme)
  const toast = screen.toast ? drawToast(screen.toast, width, (tabs?.top ?? height - bottom) - 24) : ''
  return {
    svg:
      `<rect width="${width}" height="${height}" fill="${theme.background}"/>` +
      svg +
      header.svg +
      drawStatusBar(theme, width, { light: statusLight }) +
      (tabs?.svg ?? '') +
      (theme.os === 'android'
        ? `<rect y="${height - bottom}" width="${width}" height="${bottom}" fill="${theme.background}"/>`
        : '') +
      toast +
      drawBottomBar(theme, width, height),
    zoom,
    focus,
    tap,
  }
}

interface Group {
  start: number
  rows: ScreenRow[]
}

/** Splits the rows where a row starts a section. */
function groupsOf(rows: ScreenRow[]): Group[] {
  const groups: Group[] = []
  rows.forEach((row, index) => {
    const last = groups[groups.length - 1]
    if (!last || row.section !== undefined) groups.push({ start: index, rows: [row] })
    else last.rows.push(row)
  })
  return groups
}

interface RowLayout {
  height: number
  /** Where the text starts; separators start there too. */
  textX: number
  draw(top: number): string
  /** Where to tap the row; information rows are only pointed out. */
  tap(top: number): Point | null
}

function layoutRow(screen: ListScreen, geometry: Geometry, row: ScreenRow): RowLayout {
  const { theme, left, right } = geometry
  const ios = theme.os === 'ios'
  const choice = row.selected !== undefined
  // Android puts radio buttons and checkboxes before the text; iOS ticks the chosen option at the end.
  const leadingChoice = choice && !ios
  const leadingSize = row.avatar ? 42 : row.icon ? (screen.plainIcons ? 30 : 32) : leadingChoice ? 22 : 0
  const textX = left + 16 + (leadingSize ? leadingSize + 12 : 0)
  const chevron = ios && !row.info && !row.tone && row.toggle === undefined && !choice
  const trailing = row.toggle !== undefined ? toggleWidth(theme) + 12 : choice && ios ? 30 : chevron ? 22 : 0
  const end = right - 16 - trailing
  const labelWeight = row.avatar ? 600 : 400
  // The value takes what the label leaves, but the label keeps at least 45% of the room.
  const room = end - textX
  const labelNeed = Math.min(measureText(row.label, type.body, labelWeight), room * 0.45)
  const valueText = row.value ? fitText(row.value, room - labelNeed - 12, type.body - 1) : ''
  const valueWidth = valueText ? measureText(valueText, type.body - 1) + 12 : 0
  // A contact or conversation keeps its name on one line, as messaging apps do.
  const labelLines = wrapText(row.label, end - valueWidth - textX, type.body, labelWeight, row.avatar ? 1 : 2)
  // The value lines up with the label, so the detail below may run to the end.
  const detailLines = row.detail ? wrapText(row.detail, end - textX, type.detail, 400, 2) : []
  const block = labelLines.length * labelLine + (detailLines.length ? 3 + detailLines.length * detailLine : 0)
  const height = Math.max(row.avatar ? 72 : ios ? 52 : 60, block + (ios ? 24 : 30))
  const labelColor = row.tone === 'action' ? theme.accent : row.tone === 'danger' ? theme.danger : theme.text

  const draw = (top: number): string => {
    const cy = top + height / 2
    const textTop = cy - block / 2
    let svg = ''
    const leadingX = left + 16 + leadingSize / 2
    if (row.avatar) svg += drawAvatar(row.avatar, leadingX, cy, 21)
    else if (row.icon)
      svg += screen.plainIcons
        ? drawPlainIcon(theme, row.icon, leadingX, cy, 30)
        : drawIconTile(theme, row.icon, leadingX, cy, 32)
    else if (leadingChoice)
      svg += screen.multiple
        ? drawCheckbox(theme, leadingX, cy, row.selected === true)
        : drawRadio(theme, leadingX, cy, row.selected === true)
    labelLines.forEach((line, index) => {
      svg += drawText(line, textX, textTop + 19 + index * labelLine, {
        size: type.body,
        weight: labelWeight,
        color: labelColor,
      })
    })
    detailLines.forEach((line, index) => {
      svg += drawText(line, textX, textTop + labelLines.length * labelLine + 18 + index * detailLine, {
        size: type.detail,
        color: theme.secondary,
      })
    })
    // With a second line the value lines up with the label, as apps do.
    const valueY = detailLines.length ? textTop + 19 : cy + 7
    if (valueText)
      svg += drawText(valueText, end, valueY, { size: type.body - 1, color: theme.secondary, anchor: 'end' })
    if (row.toggle !== undefined) svg += drawToggle(theme, right - 16, cy, row.toggle)
    else if (choice && ios && row.selected) svg += drawTick(right - 30, cy, theme.accent)
    else if (chevron) svg += drawChevron(right - 22, cy, '#c4c4c7', 6.5, 1, 2.4)
    return svg
  }

  const tap = (top: number): Point | null => {
    const cy = top + height / 2
    if (row.info) return null
    if (row.toggle !== undefined) return { x: right - 16 - toggleWidth(theme) / 2, y: cy }
    if (leadingChoice) return { x: left + 16 + leadingSize / 2, y: cy }
    if (choice) return { x: right - 30, y: cy }
    // The finger rests in the free space after the label, or on the chevron, so the words stay readable.
    const labelEnd = textX + Math.max(...labelLines.map((line) => measureText(line, type.body, labelWeight)))
    const free = end - valueWidth - labelEnd
    if (free > 64) return { x: labelEnd + Math.min(free / 2, 56), y: cy }
    return { x: chevron ? right - 22 : end - valueWidth / 2, y: cy }
  }
  return { height, textX, draw, tap }
}

/** The card under the title: a large figure, a caption and a usage bar or a bar chart. */
function drawSummary(
  geometry: Geometry,
  top: number,
  summary: NonNullable<ListScreen['summary']>,
): { svg: string; bottom: number } {
  const { theme, left, right } = geometry
  const inner = { left: left + 16, right: right - 16 }
  let y = top + 40
  let svg = drawText(fitText(summary.value, inner.right - inner.left, 25, 700), inner.left, y, {
    size: 25,
    weight: 700,
    color: theme.text,
  })
  if (summary.caption) {
    y += 26
    svg += drawText(fitText(summary.caption, inner.right - inner.left, type.detail), inner.left, y, {
      size: type.detail,
      color: theme.secondary,
    })
  }
  if (summary.bar) {
    y += 18
    const barWidth = inner.right - inner.left
    svg += `<rect x="${inner.left}" y="${num(y)}" width="${num(barWidth)}" height="14" rx="4" fill="${theme.toggleOff}"/>`
    let x = inner.left
    summary.bar.forEach((share, index) => {
      const part = share * barWidth
      svg += `<rect x="${num(x)}" y="${num(y)}" width="${num(Math.max(part - 1.5, 1))}" height="14" fill="${barColors[index % barColors.length]}"/>`
      x += part
    })
    // Rounded ends over the square segments.
    svg += `<rect x="${inner.left}" y="${num(y)}" width="${num(barWidth)}" height="14" rx="4" fill="none" stroke="${theme.surface}" stroke-width="2"/>`
    y += 14
  }
  if (summary.chart) {
    y += 14
    const chartHeight = 70
    const step = (inner.right - inner.left) / summary.chart.length
    const color = theme.os === 'ios' ? theme.toggleOn : theme.accent
    svg += summary.chart
      .map((value, index) => {
        const barHeight = Math.max(value * chartHeight, 3)
        return `<rect x="${num(inner.left + index * step + step * 0.18)}" y="${num(y + chartHeight - barHeight)}" width="${num(step * 0.64)}" height="${num(barHeight)}" rx="2" fill="${color}"/>`
      })
      .join('')
    svg += `<rect x="${inner.left}" y="${num(y + chartHeight + 1)}" width="${num(inner.right - inner.left)}" height="1" fill="${theme.separator}"/>`
    y += chartHeight
  }
  const bottom = y + 18
  return {
    svg:
      `<rect x="${left}" y="${num(top)}" width="${right - left}" height="${num(bottom - top)}" rx="${geometry.radius}" fill="${theme.surface}"/>` +
      svg,
    bottom,
  }
}

/** A dark rounded message near the bottom, as Android shows after some taps. */
function drawToast(text: string, width: number, bottom: number): string {
  const lines = wrapText(text, width - 90, type.detail, 400, 3)
  const boxHeight = 22 + lines.length * detailLine
  const top = bottom - boxHeight
  return (
    `<rect x="28" y="${num(top)}" width="${width - 56}" height="${num(boxHeight)}" rx="${num(Math.min(boxHeight / 2, 22))}" fill="#2b2b30" fill-opacity="0.94"/>` +
    lines
      .map((line, index) =>
        drawText(line, width / 2, top + 26 + index * detailLine, {
          size: type.detail,
          color: '#ffffff',
          anchor: 'middle',
        }),
      )
      .join('')
  )
}
