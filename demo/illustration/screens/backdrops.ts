/** What a menu, dialog or sheet covers: the photo viewer, the home screen, recent apps, Files, a map, a page. */
import type { MenuScreen } from '../../screens'
import { num } from '../svg'
import { drawText, fitText, wrapText } from '../text'
import { bottomBarHeight, drawHeader, statusBarHeight } from './chrome'
import { drawChevron } from './controls'
import { drawGlyph } from './glyphs'
import { appSlot, defaultApps, drawAppIcon, drawHomeBackdrop } from './home'
import { fillRect, type Rect, type ScreenCanvas } from './layout'
import { drawLandscape, drawMap, drawPet, drawReceipt } from './scenery'
import { type, type Theme } from './theme'

export interface Backdrop {
  svg: string
  /** What was pressed: the menu opens next to it. */
  anchor: Rect
  /** Light status bar text. */
  light: boolean
}

/** The screen behind the menu, and where the pressed thing is. */
export function drawBackdrop(screen: MenuScreen, theme: Theme, canvas: ScreenCanvas): Backdrop {
  const { width, height } = canvas
  const top = statusBarHeight(theme)
  switch (screen.over) {
    case 'home': {
      // The pressed app keeps its place in the grid.
      const slot = appSlot(
        width,
        70,
        Math.max(
          defaultApps.findIndex((app) => app.label === screen.backdrop),
          5,
        ),
      )
      return {
        svg: drawHomeBackdrop(theme, canvas, defaultApps, 70),
        anchor: { x: slot.x - 30, y: slot.y - 30, width: 60, height: 60 },
        light: true,
      }
    }
    case 'photo': {
      const photo = { x: 0, y: top + 70, width, height: width * 1.12 }
      const subject =
        screen.photo === 'pet'
          ? drawPet(photo, canvas.id, screen.style === 'bar')
          : screen.photo === 'receipt'
            ? drawReceipt(photo, screen.style === 'bar')
            : drawLandscape(photo, canvas.id)
      const more = { x: width - 58, y: top + 14, width: 40, height: 40 }
      const toolbarY = height - bottomBarHeight(theme) - 34
      const svg =
        `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
        subject +
        drawChevron(20, top + 34, theme.accent, 9, -1, 3) +
        drawText('Hôm nay', width / 2, top + 30, { size: 17, weight: 600, color: theme.text, anchor: 'middle' }) +
        drawText('10:24', width / 2, top + 50, { size: 13, color: theme.secondary, anchor: 'middle' }) +
        fillRect(more, '#e9e9ee', 20) +
        drawGlyph('dots', more.x + 20, more.y + 20, 22, theme.accent) +
        drawGlyph('share', 34, toolbarY, 26, theme.accent) +
        drawGlyph('info', width / 2, toolbarY, 26, theme.accent) +
        drawGlyph('trash', width - 34, toolbarY, 26, theme.accent)
      // The edit menu sits over the selected text or the lifted subject; the ⋯ menu under its button.
      const anchor =
        screen.style === 'bar'
          ? {
              x: 20,
              y: photo.y + photo.height * (screen.photo === 'receipt' ? 0.62 : 0.3),
              width: width - 40,
              height: 30,
            }
          : more
      return { svg, anchor, light: false }
    }
    case 'recents': {
      const card = { x: 34, y: top + 110, width: width - 68, height: height - top - 250 }
      const svg =
        `<rect width="${width}" height="${height}" fill="#3d4350"/>` +
        fillRect(card, '#ffffff', 24) +
        `<rect x="${num(card.x)}" y="${num(card.y)}" width="${num(card.width)}" height="64" rx="24" fill="#f2f4f7"/>` +
        drawText(fitText(screen.backdrop ?? '', card.width - 40, 17, 600), card.x + 20, card.y + 40, {
          size: 17,
          weight: 600,
          color: '#1b1b1f',
        }) +
        [0, 1, 2, 3, 4]
          .map(
            (line) =>
              `<rect x="${num(card.x + 20)}" y="${num(card.y + 92 + line * 34)}" width="${num(card.width * (line % 2 ? 0.55 : 0.75))}" height="12" rx="6" fill="#dfe3ea"/>`,
          )
          .join('') +
        drawText('Đóng tất cả', width / 2, height - bottomBarHeight(theme) - 36, {
          size: 17,
          weight: 600,
          color: '#ffffff',
          anchor: 'middle',
        })
      return { svg, anchor: { x: width / 2 - 26, y: card.y - 66, width: 52, height: 52 }, light: true }
    }
    case 'files': {
      const header = drawHeader(theme, width, { back: 'Trên iPhone', title: screen.backdrop ?? '' })
      const tiles = Array.from({ length: 6 }, (_, index) => {
        const x = 16 + (index % 3) * ((width - 32) / 3)
        const y = header.bottom + 12 + Math.floor(index / 3) * 150
        const tile = { x: x + 6, y, width: (width - 32) / 3 - 12, height: 90 }
        return (
          fillRect(tile, ['#f4b183', '#9bc6f0', '#b6d7a8', '#f2d06b', '#c9b3f0', '#f39bb0'][index], 10) +
          drawText(`IMG_${3120 + index}`, tile.x + tile.width / 2, y + 112, {
            size: 13,
            weight: 500,
            color: theme.text,
            anchor: 'middle',
          }) +
          drawText('12/10/2026', tile.x + tile.width / 2, y + 130, {
            size: 11.5,
            color: theme.secondary,
            anchor: 'middle',
          })
        )
      }).join('')
      return {
        svg: `<rect width="${width}" height="${height}" fill="#ffffff"/>` + header.svg + tiles,
        anchor: { x: 50, y: header.bottom + 16, width: width - 100, height: 150 },
        light: false,
      }
    }
    case 'map': {
      const svg = drawMap({ x: 0, y: 0, width, height }) + drawDevicePin(width * 0.52, height * 0.3)
      return { svg, anchor: { x: width * 0.52 - 20, y: height * 0.3 - 20, width: 40, height: 40 }, light: false }
    }
    case 'page': {
      const page = { x: 40, y: top + 120, width: width - 120, height: height - top - 250 }
      const strip = { x: width - 66, y: page.y, width: 40, height: page.height }
      const lines = [0, 1, 2, 3, 4, 5, 6, 7]
        .map(
          (line) =>
            `<rect x="${num(page.x + 14)}" y="${num(page.y + 96 + line * 26)}" width="${num((page.width - 28) * (line % 3 === 2 ? 0.6 : 0.95))}" height="9" rx="4.5" fill="#d9dce3"/>`,
        )
        .join('')
      const svg =
        `<rect width="${width}" height="${height}" fill="#f2f2f7"/>` +
        drawText('Xong', 18, top + 34, { size: type.body - 1, weight: 600, color: theme.accent }) +
        drawGlyph('trash', width - 30, top + 28, 24, theme.accent) +
        fillRect(page, '#ffffff', 6, ' stroke="#d1d1d6" stroke-width="1"') +
        drawText('Tin tức', page.x + 14, page.y + 34, { size: 15, weight: 700, color: '#c0392b' }) +
        drawText('Mẹo dùng điện thoại', page.x + 14, page.y + 64, { size: 14, weight: 700, color: '#1c1c1e' }) +
        lines +
        fillRect(strip, '#ffffff', 4, ' stroke="#d1d1d6" stroke-width="1"') +
        `<rect x="${num(strip.x - 2)}" y="${num(strip.y)}" width="${num(strip.width + 4)}" height="60" rx="4" fill="none" stroke="${theme.accent}" stroke-width="2.5"/>`
      return { svg, anchor: { x: 0, y: top + 52, width, height: 50 }, light: false }
    }
    case 'app': {
      const header = drawHeader(theme, width, { back: '', title: screen.backdrop ?? '' })
      const lines = wrapText(pageText, width - 48, 15.5, 400, 12)
      const svg =
        `<rect width="${width}" height="${height}" fill="${theme.surface}"/>` +
        header.svg +
        drawText('Mẹo dùng điện thoại hằng ngày', 24, header.bottom + 34, {
          size: 19,
          weight: 700,
          color: theme.text,
        }) +
        lines
          .map((line, index) =>
            drawText(line, 24, header.bottom + 66 + index * 23, { size: 15.5, color: theme.secondary }),
          )
          .join('')
      return { svg, anchor: { x: 0, y: header.bottom, width, height: 80 }, light: Boolean(theme.bar) }
    }
  }
}

/** The text of the page behind a dialog or a fresh screenshot. */
const pageText =
  'Điện thoại thông minh ngày càng có nhiều tính năng hữu ích, nhưng không phải ai cũng biết cách tận dụng. ' +
  'Bài viết này tổng hợp những mẹo đơn giản giúp bạn tiết kiệm pin, giải phóng bộ nhớ, bảo vệ tài khoản và chụp ảnh đẹp hơn. ' +
  'Mỗi mẹo chỉ mất vài phút và có hướng dẫn từng bước cho cả iPhone lẫn điện thoại Android.'

/** The pressed app or file, lifted above the dimmed screen. */
export function drawPressed(screen: MenuScreen, anchor: Rect, canvas: ScreenCanvas): string {
  if (screen.over === 'home') {
    const app = defaultApps.find((candidate) => candidate.label === screen.backdrop) ?? {
      label: screen.backdrop ?? '',
      icon: 'security' as const,
    }
    return drawAppIcon(app.icon, anchor.x + anchor.width / 2, anchor.y + anchor.height / 2, 64)
  }
  if (screen.over === 'files') {
    const clip = canvas.id('preview')
    return (
      `<defs><clipPath id="${clip}">${fillRect(anchor, '#000000', 16)}</clipPath></defs>` +
      `<g clip-path="url(#${clip})">${drawLandscape(anchor, canvas.id)}</g>` +
      `<rect x="${num(anchor.x)}" y="${num(anchor.y)}" width="${num(anchor.width)}" height="${num(anchor.height)}" rx="16" fill="none" stroke="#ffffff" stroke-width="4"/>`
    )
  }
  if (screen.over === 'recents') {
    return (
      `<circle cx="${num(anchor.x + anchor.width / 2)}" cy="${num(anchor.y + anchor.height / 2)}" r="28" fill="#ffffff"/>` +
      drawAppIcon('phone', anchor.x + anchor.width / 2, anchor.y + anchor.height / 2, 46)
    )
  }
  return ''
}

/** A Find My style device marker: a white disc with a phone inside and a blue ring. */
function drawDevicePin(cx: number, cy: number): string {
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="46" fill="#0a84ff" fill-opacity="0.18"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="24" fill="#ffffff" stroke="#0a84ff" stroke-width="4"/>` +
    `<rect x="${num(cx - 7)}" y="${num(cy - 12)}" width="14" height="24" rx="3.5" fill="#1c1c1e"/>`
  )
}
