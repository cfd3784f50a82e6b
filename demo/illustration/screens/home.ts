/** The home screen: wallpaper, a widget, a grid of apps and the dock; or a folder of apps on a light page. */
import type { HomeApp, HomeScreen } from '../../screens'
import type { ImageTopic } from '../../types'
import { drawIcon, tilePaint } from '../icons'
import { arcPath, num } from '../svg'
import { drawText, fitText } from '../text'
import { bottomBarHeight, drawBottomBar, drawHeader, drawStatusBar } from './chrome'
import { drawGlyph } from './glyphs'
import { highlightTint, type DrawnScreen, type Point, type Rect, type ScreenCanvas } from './layout'
import { themeOf, topicColor, type Theme } from './theme'

const columns = 4
const iconSize = 60
const rowStep = 98

/** Apps that fill the home screen behind menus and dialogs. */
export const defaultApps: HomeApp[] = [
  { label: 'Cài đặt', icon: 'settings' },
  { label: 'Ảnh', icon: 'photo' },
  { label: 'Camera', icon: 'camera' },
  { label: 'Zalo', icon: 'chat' },
  { label: 'Danh bạ', icon: 'contacts' },
  { label: 'Thời tiết', icon: 'cloud' },
  { label: 'Ngân hàng', icon: 'security' },
  { label: 'Bản đồ', icon: 'location' },
]

const dock: ImageTopic[] = ['call', 'chat', 'camera', 'photo']

/** A rounded app icon with the topic's picture. */
export function drawAppIcon(topic: ImageTopic, cx: number, cy: number, size = iconSize): string {
  const color = topicColor(topic)
  return (
    `<rect x="${num(cx - size / 2)}" y="${num(cy - size / 2)}" width="${size}" height="${size}" rx="${num(size * 0.24)}" fill="${color}"/>` +
    drawIcon(topic, tilePaint(color), cx, cy, size * 0.64)
  )
}

/** The centre of the app icon in grid slot `index`, below `top`. */
export function appSlot(width: number, top: number, index: number): Point {
  const step = (width - 24) / columns
  return { x: 12 + step * ((index % columns) + 0.5), y: top + 40 + Math.floor(index / columns) * rowStep }
}

/** The wallpaper, the app grid from `top` and the dock: the home screen without its status bar. */
export function drawHomeBackdrop(theme: Theme, canvas: ScreenCanvas, apps: HomeApp[], top = 70): string {
  const { width, height } = canvas
  const wallpaper = canvas.id('wallpaper')
  const colors = theme.os === 'ios' ? ['#3b5bdb', '#c2255c'] : ['#0b7285', '#5f3dc4']
  const grid = apps
    .map((app, index) => {
      const slot = appSlot(width, top, index)
      return (
        drawAppIcon(app.icon, slot.x, slot.y) +
        drawText(fitText(app.label, (width - 24) / columns, 13, 500), slot.x, slot.y + iconSize / 2 + 19, {
          size: 13,
          weight: 500,
          color: '#ffffff',
          anchor: 'middle',
        })
      )
    })
    .join('')
  const dockTop = height - bottomBarHeight(theme) - 96
  const dockIcons = dock.map((topic, index) => drawAppIcon(topic, appSlot(width, 0, index).x, dockTop + 46)).join('')
  return (
    `<defs><linearGradient id="${wallpaper}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${wallpaper})"/>` +
    `<circle cx="${num(width * 0.85)}" cy="${num(height * 0.3)}" r="${num(width * 0.45)}" fill="#ffffff" fill-opacity="0.08"/>` +
    grid +
    `<rect x="10" y="${num(dockTop)}" width="${width - 20}" height="92" rx="30" fill="#ffffff" fill-opacity="0.28"/>` +
    dockIcons
  )
}

export function drawHomeScreen(screen: HomeScreen, canvas: ScreenCanvas): DrawnScreen {
  return screen.title ? drawFolder(screen, canvas) : drawHome(screen, canvas)
}

function drawHome(screen: HomeScreen, canvas: ScreenCanvas): DrawnScreen {
  const theme = themeOf(screen.os)
  const { width, height } = canvas
  let svg = ''
  let top = 70
  let zoom: Rect = { x: 0, y: 60, width, height: 120 }
  if (screen.widget) {
    const widget = drawWidget(screen.widget, {
      x: 20,
      y: 72,
      width: width - 40,
      height: 64 + screen.widget.rows.length * 54,
    })
    svg += widget.svg
    zoom = widget.rect
    top = widget.rect.y + widget.rect.height + 26
  }
  const apps = screen.apps ?? defaultApps
  let thumbnail = ''
  if (screen.thumbnail) {
    const rect = { x: 18, y: height - bottomBarHeight(theme) - 306, width: 96, height: 196 }
    thumbnail = drawThumbnail(rect)
    if (!screen.widget) zoom = { x: 8, y: rect.y - 10, width: width - 16, height: rect.height + 20 }
  }
  const drawn = drawHighlightedApp(screen, width, top, canvas.mark)
  return {
    svg:
      drawHomeBackdrop(theme, canvas, apps, top) +
      svg +
      drawn.svg +
      thumbnail +
      drawStatusBar(theme, width, { light: true }) +
      drawBottomBar(theme, width, height, true),
    zoom: drawn.focus ?? zoom,
    focus: drawn.focus,
    tap: drawn.tap,
  }
}

/** A folder of apps on a light page, as Samsung's Secure Folder shows its apps. */
function drawFolder(screen: HomeScreen, canvas: ScreenCanvas): DrawnScreen {
  const theme = themeOf(screen.os)
  const { width, height } = canvas
  const header = drawHeader(theme, width, { title: screen.title ?? '' })
  const apps = screen.apps ?? defaultApps
  const grid = apps
    .map((app, index) => {
      const slot = appSlot(width, header.bottom + 10, index)
      return (
        drawAppIcon(app.icon, slot.x, slot.y) +
        drawText(fitText(app.label, (width - 24) / columns, 13.5, 500), slot.x, slot.y + iconSize / 2 + 20, {
          size: 13.5,
          weight: 500,
          color: theme.text,
          anchor: 'middle',
        })
      )
    })
    .join('')
  const drawn = drawHighlightedApp(screen, width, header.bottom + 10, canvas.mark)
  const rows = Math.ceil(apps.length / columns)
  return {
    svg:
      `<rect width="${width}" height="${height}" fill="${theme.background}"/>` +
      header.svg +
      drawGlyph('lock', width - 64, header.bottom - 34, 22, theme.text) +
      drawGlyph('dots', width - 26, header.bottom - 34, 22, theme.text) +
      drawn.svg +
      grid +
      drawStatusBar(theme, width) +
      drawBottomBar(theme, width, height),
    zoom: drawn.focus ?? { x: 0, y: header.bottom - 60, width, height: 70 + rows * rowStep },
    focus: drawn.focus,
    tap: drawn.tap,
  }
}

function drawHighlightedApp(
  screen: HomeScreen,
  width: number,
  top: number,
  mark: string,
): { svg: string; focus: Rect | null; tap: Point | null } {
  if (screen.highlight === undefined) return { svg: '', focus: null, tap: null }
  const slot = appSlot(width, top, screen.highlight)
  const focus = { x: slot.x - 40, y: slot.y - 40, width: 80, height: 100 }
  return { svg: highlightTint(focus, mark, 16), focus, tap: slot }
}

/** A widget: rounded card of device rows, each a ring showing the level, a name and a value; its title below. */
function drawWidget(widget: NonNullable<HomeScreen['widget']>, rect: Rect): { svg: string; rect: Rect } {
  const rows = widget.rows
    .map((row, index) => {
      const cy = rect.y + 40 + index * 54
      const level = Math.min(Number.parseInt(row.value, 10) / 100, 0.999)
      const ringX = rect.x + 40
      return (
        `<circle cx="${num(ringX)}" cy="${num(cy)}" r="20" fill="none" stroke="#000000" stroke-opacity="0.1" stroke-width="4"/>` +
        `<path d="${arcPath(ringX, cy, 20, -90, -90 + level * 360)}" fill="none" stroke="#34c759" stroke-width="4" stroke-linecap="round"/>` +
        drawGlyph(row.icon, ringX, cy, 22, '#3a3a3c') +
        drawText(row.label, rect.x + 74, cy + 7, { size: 18, weight: 500, color: '#1c1c1e' }) +
        drawText(row.value, rect.x + rect.width - 20, cy + 7, {
          size: 20,
          weight: 700,
          color: '#1c1c1e',
          anchor: 'end',
        })
      )
    })
    .join('')
  const box = { ...rect, height: rect.height - 24 }
  return {
    svg:
      `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" rx="24" fill="#ffffff" fill-opacity="0.92"/>` +
      rows +
      drawText(widget.title, rect.x + rect.width / 2, box.y + box.height + 20, {
        size: 13,
        weight: 500,
        color: '#ffffff',
        anchor: 'middle',
      }),
    rect: { x: rect.x - 6, y: rect.y - 6, width: rect.width + 12, height: rect.height + 10 },
  }
}

/** The thumbnail of a fresh screenshot: a small copy of the screen in a white frame. */
function drawThumbnail(rect: Rect): string {
  const inner = { x: rect.x + 5, y: rect.y + 5, width: rect.width - 10, height: rect.height - 10 }
  const icons = Array.from({ length: 12 }, (_, index) => {
    const x = inner.x + 10 + (index % 4) * ((inner.width - 20) / 4)
    const y = inner.y + 22 + Math.floor(index / 4) * 26
    return `<rect x="${num(x)}" y="${num(y)}" width="14" height="14" rx="4" fill="#ffffff" fill-opacity="0.85"/>`
  }).join('')
  return (
    `<rect x="${num(rect.x)}" y="${num(rect.y + 4)}" width="${num(rect.width)}" height="${num(rect.height)}" rx="12" fill="#000000" fill-opacity="0.25"/>` +
    `<rect x="${num(rect.x)}" y="${num(rect.y)}" width="${num(rect.width)}" height="${num(rect.height)}" rx="12" fill="#ffffff"/>` +
    `<rect x="${num(inner.x)}" y="${num(inner.y)}" width="${num(inner.width)}" height="${num(inner.height)}" rx="8" fill="#5a48c9"/>` +
    icons
  )
}
