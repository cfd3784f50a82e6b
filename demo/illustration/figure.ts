import type { PhoneButton, SeedScreen } from '../screens'
import { mix, white } from './color'
import { drawPhone, phoneButtonPoint, phoneScreenSize, type PhoneFrame } from './phone'
import { svgDocument, type Scene } from './scene'
import { drawScreen } from './screens'
import type { DrawnScreen, Point, Rect } from './screens/layout'
import { layeredShadow, num, softBlob } from './svg'
import { drawText, measureText, wrapText } from './text'
import { drawTapIndicator } from './widgets'

/** Upright phone, as large as the picture allows, so the screen's text stays readable when the picture is shrunk. */
const phoneSize = { width: 360, height: 748 }
/** The display of that phone, which screens are drawn for. */
export const figureScreenSize = phoneScreenSize({ cx: 0, cy: 0, ...phoneSize, rotation: 0 })
const calloutWidth = 600
const pathSize = 27
const buttonNames: Record<PhoneButton, string> = {
  side: 'Nút sườn',
  'volume-up': 'Tăng âm lượng',
  'volume-down': 'Giảm âm lượng',
}

/**
 * An in-article picture: a light backdrop and a phone showing the step's screen, the item to tap
 * tinted, outlined and marked by a finger ring. Beside the phone, a card shows the menu path and the
 * highlighted item magnified, so both stay legible on a small display. Pressed hardware buttons are named instead.
 */
export function drawFigure(scene: Scene, screen: SeedScreen): string {
  const { width, height } = scene
  const mark = scene.palette.accent
  const pressing = Boolean(screen.press?.length)
  const side = pressing ? 0 : scene.random.chance(0.5) ? -1 : 1
  const phone: PhoneFrame = { cx: width / 2 + side * 300, cy: height / 2, ...phoneSize, rotation: 0 }
  const size = figureScreenSize
  const origin = { x: phone.cx - size.width / 2, y: phone.cy - size.height / 2 }
  const screenId = scene.id('screen')
  const drawn = drawScreen(screen, { ...size, mark, id: scene.id })
  const pressed = screen.press?.length ? { buttons: screen.press, color: mark } : undefined

  return svgDocument(
    scene,
    drawBackdrop(scene, phone.cx) +
      `<defs><g id="${screenId}">${drawn.svg}</g></defs>` +
      layeredShadow(
        phone.cx - phone.width / 2 + 10,
        phone.cy - phone.height / 2 + 20,
        phone.width,
        phone.height,
        phone.width * 0.14,
        scene.palette.ink,
        0.3,
        22,
      ) +
      drawPhone(scene, phone, `<use href="#${screenId}"/>`, null, { os: screen.os, pressed, glass: false }) +
      (drawn.focus ? drawMarking(drawn.focus, drawn.tap, origin, 1, mark) : '') +
      (pressing
        ? drawButtonLabels(scene, screen, phone)
        : drawCallout(scene, screen, drawn, screenId, origin, phone, side as -1 | 1)),
  )
}

function drawBackdrop(scene: Scene, glowX: number): string {
  const { width, height, random } = scene
  const { accent, highlight, ink } = scene.palette
  const ids = { background: scene.id('backdrop'), dots: scene.id('dots') }
  const dotsX = random.pick([0.03, 0.75]) * width
  const dotsY = random.pick([0.05, 0.6]) * height
  return (
    `<defs><linearGradient id="${ids.background}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(accent, white, 0.9)}"/><stop offset="1" stop-color="${mix(highlight, white, 0.88)}"/></linearGradient>` +
    `<pattern id="${ids.dots}" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="2.2" fill="${ink}"/></pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${ids.background})"/>` +
    softBlob(scene.id('blob'), glowX, height * random.range(0.3, 0.7), random.range(380, 480), accent, 0.2) +
    softBlob(
      scene.id('blob'),
      width - glowX,
      height * random.range(0.2, 0.8),
      random.range(260, 340),
      highlight,
      0.24,
    ) +
    `<rect x="${num(dotsX)}" y="${num(dotsY)}" width="240" height="220" fill="url(#${ids.dots})" opacity="0.09"/>`
  )
}

/** The outline around the highlighted item at `scale`; on the phone itself (scale 1), the finger ring too. */
function drawMarking(focus: Rect, tap: Point | null, origin: Point, scale: number, mark: string): string {
  const outline = `<rect x="${num(origin.x + focus.x * scale)}" y="${num(origin.y + focus.y * scale)}" width="${num(focus.width * scale)}" height="${num(focus.height * scale)}" rx="${num(10 * scale)}" fill="none" stroke="${mark}" stroke-width="3"/>`
  // The magnified copy is there to be read: no finger over its words.
  return outline + (tap && scale === 1 ? drawTapIndicator(origin.x + tap.x, origin.y + tap.y, mark, 0.62) : '')
}

/** The card beside the phone: the menu path on top, the highlighted item (or the page title) magnified below. */
function drawCallout(
  scene: Scene,
  screen: SeedScreen,
  drawn: DrawnScreen,
  screenId: string,
  origin: Point,
  phone: PhoneFrame,
  side: -1 | 1,
): string {
  const { height } = scene
  const { ink } = scene.palette
  const mark = scene.palette.accent
  const zoom = drawn.zoom
  const pathLines = screen.path ? pathLinesOf(screen.path, calloutWidth - 48) : []
  const pathHeight = pathLines.length ? 26 + pathLines.length * 38 : 0
  const scale = Math.min((calloutWidth - 40) / zoom.width, 2.3, (height - 120 - pathHeight) / zoom.height)
  const lens = { width: zoom.width * scale, height: zoom.height * scale }
  const pathWidth = Math.max(
    0,
    ...pathLines.map((line) => measureText(line.steps.join(' › '), pathSize, 600) + 20 * line.steps.length),
  )
  const card = {
    width: Math.min(calloutWidth, Math.max(lens.width + 40, pathWidth + 48, 360)),
    height: pathHeight + lens.height + 40,
  }
  const cardX = side === -1 ? phone.cx + phone.width / 2 + 60 : phone.cx - phone.width / 2 - 60 - card.width
  const target = drawn.focus ?? zoom
  const focusY = origin.y + target.y + target.height / 2
  const cardY = Math.min(Math.max(focusY - pathHeight - 20 - lens.height / 2, 40), height - 40 - card.height)
  const lensX = cardX + (card.width - lens.width) / 2
  const lensY = cardY + pathHeight + 20
  const clip = scene.id('lens')
  const anchor = { x: origin.x + (side === -1 ? target.x + target.width : target.x), y: focusY }
  const cardEdge = { x: side === -1 ? cardX : cardX + card.width, y: lensY + lens.height / 2 }
  const middleX = (anchor.x + cardEdge.x) / 2
  const lensOrigin = { x: lensX - zoom.x * scale, y: lensY - zoom.y * scale }

  return (
    `<defs><clipPath id="${clip}"><rect x="${num(lensX)}" y="${num(lensY)}" width="${num(lens.width)}" height="${num(lens.height)}" rx="16"/></clipPath></defs>` +
    `<path d="M${num(anchor.x)} ${num(anchor.y)} C${num(middleX)} ${num(anchor.y)} ${num(middleX)} ${num(cardEdge.y)} ${num(cardEdge.x)} ${num(cardEdge.y)}" fill="none" stroke="${mark}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>` +
    `<circle cx="${num(anchor.x)}" cy="${num(anchor.y)}" r="7" fill="${mark}" stroke="${white}" stroke-width="3"/>` +
    layeredShadow(cardX, cardY + 12, card.width, card.height, 28, ink, 0.12, 16) +
    `<rect x="${num(cardX)}" y="${num(cardY)}" width="${num(card.width)}" height="${num(card.height)}" rx="28" fill="${white}"/>` +
    pathLines
      .map((line, index) => drawPathLine(line.steps, cardX + 24, cardY + 50 + index * 38, ink, mark, line.continued))
      .join('') +
    `<g clip-path="url(#${clip})"><rect x="${num(lensX)}" y="${num(lensY)}" width="${num(lens.width)}" height="${num(lens.height)}" fill="${white}"/>` +
    `<g transform="translate(${num(lensOrigin.x)} ${num(lensOrigin.y)}) scale(${num(scale)})"><use href="#${screenId}"/></g>` +
    `</g>` +
    `<rect x="${num(lensX)}" y="${num(lensY)}" width="${num(lens.width)}" height="${num(lens.height)}" rx="16" fill="none" stroke="${mix(ink, white, 0.82)}" stroke-width="2"/>` +
    (drawn.focus ? drawMarking(drawn.focus, drawn.tap, lensOrigin, scale, mark) : '') +
    `<circle cx="${num(cardEdge.x)}" cy="${num(cardEdge.y)}" r="7" fill="${mark}" stroke="${white}" stroke-width="3"/>`
  )
}

/** One line of the path card; `continued` when it goes on with a new step after a line break. */
interface PathLine {
  steps: string[]
  continued: boolean
}

/** The path's steps split into lines that fit the card; each line keeps whole steps where it can. */
function pathLinesOf(path: string[], maxWidth: number): PathLine[] {
  const lines: PathLine[] = []
  for (const step of path) {
    const line = lines[lines.length - 1]
    if (line && measureText([...line.steps, step].join(' › '), pathSize, 600) <= maxWidth) {
      line.steps.push(step)
      continue
    }
    // A step wider than the card is wrapped at spaces; only its first part follows a separator.
    wrapText(step, maxWidth - 40, pathSize, 600).forEach((part, index) =>
      lines.push({ steps: [part], continued: lines.length > 0 && index === 0 }),
    )
  }
  return lines
}

/** One line of the path: the steps in ink, the separators in the marking colour; a continued line starts with one. */
function drawPathLine(steps: string[], x: number, y: number, ink: string, mark: string, continued: boolean): string {
  let cursor = x
  let svg = ''
  steps.forEach((step, index) => {
    if (index > 0 || continued) {
      svg += drawText('›', cursor + 10, y, { size: pathSize, weight: 700, color: mark })
      cursor += 10 + measureText('›', pathSize, 700) + 10
    }
    svg += drawText(step, cursor, y, { size: pathSize, weight: 600, color: ink })
    cursor += measureText(step, pathSize, 600)
  })
  return svg
}

/** Labels beside the pressed hardware buttons, pointing at them. */
function drawButtonLabels(scene: Scene, screen: SeedScreen, phone: PhoneFrame): string {
  const mark = scene.palette.accent
  const ink = scene.palette.ink
  return (screen.press ?? [])
    .map((button) => {
      const point = phoneButtonPoint(phone, screen.os, button)
      const label = buttonNames[button]
      const labelWidth = measureText(label, 30, 700) + 56
      const end = point.x + point.side * 70
      const x = point.side === 1 ? end : end - labelWidth
      return (
        `<path d="M${num(point.x + point.side * 8)} ${num(point.y)} H${num(end)}" stroke="${mark}" stroke-width="4" stroke-linecap="round"/>` +
        `<circle cx="${num(point.x + point.side * 8)}" cy="${num(point.y)}" r="7" fill="${mark}" stroke="${white}" stroke-width="3"/>` +
        layeredShadow(x, point.y - 26, labelWidth, 68, 34, ink, 0.12, 12) +
        `<rect x="${num(x)}" y="${num(point.y - 34)}" width="${num(labelWidth)}" height="68" rx="34" fill="${white}"/>` +
        `<rect x="${num(x + 1.5)}" y="${num(point.y - 32.5)}" width="${num(labelWidth - 3)}" height="65" rx="32.5" fill="none" stroke="${mark}" stroke-width="3"/>` +
        drawText(label, x + labelWidth / 2, point.y + 11, { size: 30, weight: 700, color: ink, anchor: 'middle' })
      )
    })
    .join('')
}
