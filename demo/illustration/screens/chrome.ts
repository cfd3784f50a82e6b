/** The parts every phone screen shares: status bar, header, tab bar and the system's bottom bar. */
import { num } from '../svg'
import { drawText, fitText, fittingSize, wrapText } from '../text'
import { drawBackArrow, drawChevron } from './controls'
import { drawGlyph } from './glyphs'
import { type, type Theme } from './theme'

/** Height of the status bar: iOS leaves room for the Dynamic Island. */
export function statusBarHeight(theme: Theme): number {
  return theme.os === 'ios' ? 54 : 40
}

/** Height kept free at the bottom: the home indicator (iOS) or the navigation buttons (Android). */
export function bottomBarHeight(theme: Theme): number {
  return theme.os === 'ios' ? 30 : 46
}

export interface StatusBarOptions {
  time?: string
  /** Light content, for dark or coloured backgrounds. */
  light?: boolean
  /** The red mark of a running screen recording behind the time. */
  recording?: boolean
}

/** Time on the left; signal, Wi-Fi and battery on the right. */
export function drawStatusBar(theme: Theme, width: number, options: StatusBarOptions = {}): string {
  const ink = options.light ? '#ffffff' : '#000000'
  const ios = theme.os === 'ios'
  const time = options.time ?? '9:41'
  const baseline = ios ? 34 : 28
  const timeX = ios ? 58 : 22
  const recording = options.recording
    ? `<rect x="${timeX - 32}" y="${baseline - 20}" width="64" height="27" rx="13.5" fill="#ff3b30"/>`
    : ''
  const timeText = drawText(time, timeX, baseline, {
    size: ios ? 17 : 15,
    weight: 600,
    color: options.recording ? '#ffffff' : ink,
    anchor: ios ? 'middle' : 'start',
  })
  const right = width - (ios ? 24 : 18)
  const middle = baseline - 6
  const battery =
    `<rect x="${num(right - 27)}" y="${num(middle - 6.5)}" width="24" height="13" rx="4" fill="none" stroke="${ink}" stroke-opacity="0.45" stroke-width="1.4"/>` +
    `<rect x="${num(right - 25)}" y="${num(middle - 4.5)}" width="17" height="9" rx="2.2" fill="${ink}"/>` +
    `<rect x="${num(right - 1.8)}" y="${num(middle - 2.5)}" width="2.2" height="5" rx="1" fill="${ink}" fill-opacity="0.45"/>`
  const wifiX = right - 43
  // Two arcs and a dot around the fan's tip, below the middle of the bar.
  const arc = (radius: number): string =>
    `<path d="M${num(wifiX - radius * 0.72)} ${num(middle + 5.5 - radius * 0.69)} A${radius} ${radius} 0 0 1 ${num(wifiX + radius * 0.72)} ${num(middle + 5.5 - radius * 0.69)}" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/>`
  const wifi = arc(11) + arc(6.2) + `<circle cx="${num(wifiX)}" cy="${num(middle + 4)}" r="1.9" fill="${ink}"/>`
  const signal = [0, 1, 2, 3]
    .map((bar) => {
      const height = 4 + bar * 2.6
      return `<rect x="${num(right - 76 + bar * 5.2)}" y="${num(middle + 5.5 - height)}" width="3.4" height="${num(height)}" rx="1" fill="${ink}"/>`
    })
    .join('')
  return recording + timeText + signal + wifi + battery
}

/** The home indicator (iOS) or the three navigation buttons of One UI (Android). */
export function drawBottomBar(theme: Theme, width: number, height: number, light = false): string {
  const ink = light ? '#ffffff' : '#000000'
  if (theme.os === 'ios')
    return `<rect x="${num(width / 2 - 62)}" y="${num(height - 12)}" width="124" height="5" rx="2.5" fill="${ink}"/>`
  const cy = height - bottomBarHeight(theme) / 2
  const recents = [-6, 0, 6]
    .map(
      (dx) =>
        `<rect x="${num(width * 0.2 + dx - 1.2)}" y="${num(cy - 8)}" width="2.4" height="16" rx="1.2" fill="${ink}" fill-opacity="0.75"/>`,
    )
    .join('')
  return (
    recents +
    `<rect x="${num(width / 2 - 9)}" y="${num(cy - 9)}" width="18" height="18" rx="6" fill="none" stroke="${ink}" stroke-opacity="0.75" stroke-width="2.2"/>` +
    drawChevron(width * 0.8, cy, ink, 7.5, -1, 2.4)
  )
}

export interface HeaderOptions {
  back?: string
  title: string
  action?: string
  /** Zalo's root pages show a search box instead of a title. */
  search?: boolean
}

/** The top of a page below the status bar; returns its SVG and the y where the page content starts. */
export function drawHeader(theme: Theme, width: number, options: HeaderOptions): { svg: string; bottom: number } {
  const top = statusBarHeight(theme)
  const action = options.action
    ? drawText(options.action, width - 18, top + 29, {
        size: type.body,
        weight: theme.os === 'ios' ? 600 : 500,
        color: theme.bar?.text ?? theme.accent,
        anchor: 'end',
      })
    : ''
  if (theme.bar) {
    const bottom = top + 52
    const ink = theme.bar.text
    const leading = options.search
      ? drawGlyph('search', 28, top + 24, 22, ink) +
        drawText(options.title, 50, top + 31, { size: type.body - 1, color: ink, opacity: 0.8 }) +
        drawGlyph('qr', width - 60, top + 24, 22, ink) +
        drawGlyph('plus', width - 24, top + 24, 24, ink)
      : (options.back !== undefined ? drawBackArrow(24, top + 24, ink) : '') +
        drawText(
          fitText(options.title, width - 110, type.title - 2, 600),
          options.back !== undefined ? 50 : 18,
          top + 32,
          {
            size: type.title - 2,
            weight: 600,
            color: ink,
          },
        )
    return {
      svg: `<rect width="${num(width)}" height="${bottom}" fill="${theme.bar.background}"/>` + leading + action,
      bottom,
    }
  }
  if (theme.os === 'android') {
    const hasBack = options.back !== undefined
    const titleX = hasBack ? 50 : 20
    const room = width - titleX - (options.action ? 80 : 16)
    const titleSize = fittingSize(options.title, room, type.title, 18, 600)
    const svg =
      (hasBack ? drawBackArrow(24, top + 28, theme.text) : '') +
      drawText(fitText(options.title, room, titleSize, 600), titleX, top + 36, {
        size: titleSize,
        weight: 600,
        color: theme.text,
      }) +
      action
    return { svg, bottom: top + 62 }
  }
  const back =
    options.back !== undefined
      ? drawChevron(19, top + 22, theme.accent, 9, -1, 3) +
        drawText(fitText(options.back, width * 0.52, type.body), 30, top + 29, { size: type.body, color: theme.accent })
      : ''
  // A long large title shrinks a little, then takes two lines.
  const titleSize = fittingSize(options.title, width - 34, type.largeTitle, 26, 700)
  const lines = wrapText(options.title, width - 34, titleSize, 700, 2)
  const title = lines
    .map((line, index) =>
      drawText(line, 17, top + 84 + index * (titleSize + 6), { size: titleSize, weight: 700, color: theme.text }),
    )
    .join('')
  return { svg: back + action + title, bottom: top + 102 + (lines.length - 1) * (titleSize + 6) }
}

/** A bottom tab bar with text tabs, the active one in the accent colour. */
export function drawTabBar(
  theme: Theme,
  width: number,
  height: number,
  items: string[],
  active: number,
): { svg: string; top: number } {
  const barHeight = 58
  const top = height - bottomBarHeight(theme) - barHeight
  const slot = width / items.length
  const tabs = items
    .map((label, index) => {
      const cx = slot * (index + 0.5)
      const color = index === active ? theme.accent : theme.secondary
      const weight = index === active ? 700 : 500
      const size = fittingSize(label, slot - 6, type.small + 1, 11, weight)
      return drawText(fitText(label, slot - 6, size, weight), cx, top + 34, { size, weight, color, anchor: 'middle' })
    })
    .join('')
  const fill = theme.os === 'ios' ? '#f9f9f9' : theme.surface
  return {
    svg:
      `<rect y="${top}" width="${num(width)}" height="${num(height - top)}" fill="${fill}"/>` +
      `<rect y="${top}" width="${num(width)}" height="1" fill="${theme.separator}"/>` +
      tabs,
    top,
  }
}
