import type { ImageTopic } from '../types'
import { mix, white } from './color'
import { checkPath, colorPaint, drawIcon } from './icons'
import { drawPhone, phoneScreenSize, type PhoneFrame } from './phone'
import { svgDocument, type Scene } from './scene'
import { bar, dropShadowFilter, num, softBlob } from './svg'
import { drawChevron, drawIconTile, drawStatusBar, drawTapIndicator, drawToggle } from './widgets'

/** Topics whose icons fill the other rows of a settings list. */
const settingsRowTopics: readonly ImageTopic[] = [
  'wifi',
  'mobile-data',
  'notification',
  'battery',
  'location',
  'lock',
  'settings',
  'storage',
  'cloud',
  'update',
  'security',
  'camera',
  'call',
  'chat',
]

const rowHeight = 54
const phoneShadow = { offsetX: 16, offsetY: 26, blur: 22, opacity: 0.28 }

interface Point {
  x: number
  y: number
}

/** A settings screen and where its highlighted row ended up, in screen coordinates. */
interface SettingsScreen {
  svg: string
  /** Centre of the highlighted row's switch. */
  toggle: Point
  /** Vertical centre of the highlighted row. */
  rowY: number
}

/**
 * An in-article illustration: a light backdrop and a phone showing a settings screen for the topic,
 * one row highlighted and tapped. Either a magnified callout of that row beside the phone,
 * or two phones as before and after.
 */
export function drawFigure(scene: Scene): string {
  return svgDocument(scene, scene.random.chance(0.4) ? drawBeforeAfter(scene) : drawCallout(scene))
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
    softBlob(scene.id('blob'), width - glowX, height * random.range(0.2, 0.8), random.range(260, 340), highlight, 0.24) +
    `<rect x="${num(dotsX)}" y="${num(dotsY)}" width="240" height="220" fill="url(#${ids.dots})" opacity="0.09"/>`
  )
}

/** One phone with its highlighted row magnified on a card beside it. */
function drawCallout(scene: Scene): string {
  const { width, height, random, topic } = scene
  const { accent, highlight, ink } = scene.palette
  const side = random.chance(0.5) ? 1 : -1
  const phone: PhoneFrame = { cx: width / 2 - side * 230, cy: height / 2 + 4, width: 330, height: 680, rotation: 0 }
  const screen = drawSettingsScreen(scene, phone)
  const origin = screenOrigin(phone)
  const screenWidth = phoneScreenSize(phone).width
  const rowEnd = { x: origin.x + (side === 1 ? screenWidth - 4 : 4), y: origin.y + screen.rowY }

  const card = { width: 440, height: 132 }
  const cardX = width / 2 + side * 250 - card.width / 2
  const cardY = Math.min(Math.max(rowEnd.y - card.height / 2 - 30, 120), height - 320)
  const cardCy = cardY + card.height / 2
  const connectorEnd = { x: side === 1 ? cardX : cardX + card.width, y: cardCy }
  const chip = { width: 300, height: 76, y: cardY + card.height + 48 }
  const chipX = cardX + (side === 1 ? 40 : card.width - chip.width - 40)
  const shadow = scene.id('card-shadow')

  return (
    drawBackdrop(scene, phone.cx) +
    `<circle cx="${num(phone.cx)}" cy="${num(phone.cy)}" r="330" fill="${white}" fill-opacity="0.55"/>` +
    `<circle cx="${num(phone.cx)}" cy="${num(phone.cy)}" r="372" fill="none" stroke="${accent}" stroke-opacity="0.14" stroke-width="2"/>` +
    drawPhone(scene, phone, screen.svg, phoneShadow) +
    drawTapIndicator(origin.x + screen.toggle.x, origin.y + screen.toggle.y, accent, 0.8) +
    `<defs>${dropShadowFilter(shadow, ink, 16, 18, 0.16)}</defs>` +
    `<path d="M${num(rowEnd.x)} ${num(rowEnd.y)} C${num((rowEnd.x + connectorEnd.x) / 2)} ${num(rowEnd.y)} ${num((rowEnd.x + connectorEnd.x) / 2)} ${num(connectorEnd.y)} ${num(connectorEnd.x)} ${num(connectorEnd.y)}" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>` +
    `<circle cx="${num(rowEnd.x)}" cy="${num(rowEnd.y)}" r="7" fill="${accent}" stroke="${white}" stroke-width="3"/>` +
    `<rect x="${num(cardX)}" y="${num(cardY)}" width="${card.width}" height="${card.height}" rx="30" fill="${white}" filter="url(#${shadow})"/>` +
    `<rect x="${num(cardX + 1.5)}" y="${num(cardY + 1.5)}" width="${card.width - 3}" height="${card.height - 3}" rx="28.5" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="3"/>` +
    drawIconTile(topic, cardX + 70, cardCy, 76, accent) +
    bar(cardX + 132, cardCy - 24, 170, 17, ink, 0.85) +
    bar(cardX + 132, cardCy + 8, 120, 12, ink, 0.25) +
    drawToggle(cardX + card.width - 104, cardCy - 21, true, accent, ink, 1.5) +
    `<circle cx="${num(connectorEnd.x)}" cy="${num(connectorEnd.y)}" r="7" fill="${accent}" stroke="${white}" stroke-width="3"/>` +
    `<rect x="${num(chipX)}" y="${num(chip.y)}" width="${chip.width}" height="${chip.height}" rx="${chip.height / 2}" fill="${white}" filter="url(#${shadow})"/>` +
    drawCheckBadge(chipX + 40, chip.y + chip.height / 2, 22, highlight) +
    bar(chipX + 78, chip.y + 25, 150, 12, ink, 0.8) +
    bar(chipX + 78, chip.y + 45, 96, 9, ink, 0.25)
  )
}

/** Two phones: the settings screen with the tapped row, an arrow, and the screen that results. */
function drawBeforeAfter(scene: Scene): string {
  const { width, height } = scene
  const { accent, ink } = scene.palette
  const frame = { cy: height / 2 + 4, width: 316, height: 650, rotation: 0 }
  const before: PhoneFrame = { ...frame, cx: width * 0.29 }
  const after: PhoneFrame = { ...frame, cx: width * 0.71 }
  const screen = drawSettingsScreen(scene, before)
  const origin = screenOrigin(before)
  const shadow = scene.id('arrow-shadow')
  const arrowX = width / 2
  const arrowY = height / 2

  return (
    drawBackdrop(scene, width / 2) +
    drawPhone(scene, before, screen.svg, phoneShadow) +
    drawTapIndicator(origin.x + screen.toggle.x, origin.y + screen.toggle.y, accent, 0.8) +
    drawPhone(scene, after, drawResultScreen(scene, after), phoneShadow) +
    `<defs>${dropShadowFilter(shadow, ink, 10, 12, 0.2)}</defs>` +
    `<circle cx="${num(arrowX)}" cy="${num(arrowY)}" r="42" fill="${white}" filter="url(#${shadow})"/>` +
    `<path d="M${num(arrowX - 16)} ${num(arrowY)} H${num(arrowX + 15)} M${num(arrowX + 3)} ${num(arrowY - 12)} L${num(arrowX + 16)} ${num(arrowY)} L${num(arrowX + 3)} ${num(arrowY + 12)}" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

/** Scene coordinates of the top-left corner of an upright phone's screen. */
function screenOrigin(phone: PhoneFrame): Point {
  const size = phoneScreenSize(phone)
  return { x: phone.cx - size.width / 2, y: phone.cy - size.height / 2 }
}

function drawCheckBadge(cx: number, cy: number, radius: number, color: string): string {
  const scale = (radius * 1.5) / 100
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" fill="${color}"/>` +
    `<g transform="translate(${num(cx - 50 * scale)} ${num(cy - 50 * scale)}) scale(${num(scale)})">${checkPath(white, 13)}</g>`
  )
}

/** The header shared by both screens: a back chevron and a large title. */
function drawHeader(width: number, accent: string, ink: string): string {
  return drawChevron(30, 84, accent, 8, -1) + bar(44, 78, 54, 12, accent, 0.85) + bar(22, 108, width * 0.5, 22, ink, 0.88)
}

/** A settings page: header, the topic's app card, then a grouped list with the topic's row highlighted. */
function drawSettingsScreen(scene: Scene, phone: PhoneFrame): SettingsScreen {
  const { random, topic } = scene
  const { accent, highlight, ink } = scene.palette
  const { width, height } = phoneScreenSize(phone)
  const highlighted = random.pick([1, 2, 3])
  const others = random.shuffle(settingsRowTopics.filter((candidate) => candidate !== topic))
  const tileColors = [highlight, mix(accent, ink, 0.3), mix(ink, white, 0.45), mix(highlight, accent, 0.5)]
  const cardX = 14
  const cardWidth = width - 28
  const listTop = 286
  const toggleWidth = 46
  const textX = 80

  const rowCount = Math.floor((height - listTop - 34) / rowHeight)
  const rows = Array.from({ length: rowCount }, (_, index) => {
    const cy = listTop + rowHeight * (index + 0.5)
    const isHighlighted = index === highlighted
    const rowTopic = isHighlighted ? topic : (others[index] as ImageTopic)
    const tileColor = isHighlighted ? accent : (tileColors[index % tileColors.length] as string)
    const trailing = isHighlighted ? 'on' : random.pick(['chevron', 'chevron', 'off', 'off', 'on'] as const)
    const separator =
      index > 0 && !isHighlighted && index !== highlighted + 1
        ? `<rect x="${textX}" y="${num(cy - rowHeight / 2)}" width="${num(cardX + cardWidth - textX)}" height="1.2" fill="${ink}" fill-opacity="0.08"/>`
        : ''
    const selection = isHighlighted
      ? `<rect x="${cardX + 6}" y="${num(cy - rowHeight / 2 + 4)}" width="${num(cardWidth - 12)}" height="${rowHeight - 8}" rx="14" fill="${mix(accent, white, 0.86)}"/>`
      : ''
    const end =
      trailing === 'chevron'
        ? drawChevron(cardX + cardWidth - 22, cy, mix(ink, white, 0.6), 6)
        : drawToggle(cardX + cardWidth - 16 - toggleWidth, cy - 14, trailing === 'on', isHighlighted ? accent : mix(accent, white, 0.35), ink)
    return (
      separator +
      selection +
      drawIconTile(rowTopic, cardX + 34, cy, 34, tileColor) +
      bar(textX, cy - (isHighlighted ? 10 : 5.5), random.range(76, 120), 11, ink, isHighlighted ? 0.9 : 0.7) +
      (isHighlighted ? bar(textX, cy + 6, 70, 7, accent, 0.7) : '') +
      end
    )
  })
  const toggleY = listTop + rowHeight * (highlighted + 0.5)

  return {
    svg:
      `<rect width="${num(width)}" height="${num(height)}" fill="${mix(ink, white, 0.95)}"/>` +
      drawStatusBar(width, ink) +
      drawHeader(width, accent, ink) +
      `<rect x="${cardX}" y="150" width="${num(cardWidth)}" height="96" rx="20" fill="${white}"/>` +
      drawIconTile(topic, cardX + 48, 198, 58, accent) +
      bar(cardX + 92, 180, 128, 14, ink, 0.85) +
      bar(cardX + 92, 204, 96, 9, ink, 0.25) +
      bar(28, 262, 76, 8, ink, 0.3) +
      `<rect x="${cardX}" y="${listTop}" width="${num(cardWidth)}" height="${rowCount * rowHeight}" rx="20" fill="${white}"/>` +
      rows.join('') +
      bar(width * 0.32, height - 18, width * 0.36, 6, ink, 0.7),
    toggle: { x: cardX + cardWidth - 16 - toggleWidth / 2 + 9, y: toggleY },
    rowY: toggleY,
  }
}

/** The outcome: the topic's icon with a success badge, a short text block, done items and a toast. */
function drawResultScreen(scene: Scene, phone: PhoneFrame): string {
  const { topic } = scene
  const { accent, highlight, ink } = scene.palette
  const { width, height } = phoneScreenSize(phone)
  const background = scene.id('result-background')
  const cx = width / 2
  const cy = height * 0.3
  const radius = width * 0.25
  const items = [0, 1]
    .map((index) => {
      const rowY = height * 0.62 + index * 58
      return (
        drawIconTile(topic, 50, rowY, 34, index === 0 ? accent : mix(accent, ink, 0.3)) +
        bar(80, rowY - 5.5, index === 0 ? 120 : 96, 11, ink, 0.7) +
        drawCheckBadge(width - 46, rowY, 12, accent)
      )
    })
    .join('')

  return (
    `<defs><linearGradient id="${background}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${white}"/><stop offset="1" stop-color="${mix(accent, white, 0.88)}"/></linearGradient></defs>` +
    `<rect width="${num(width)}" height="${num(height)}" fill="url(#${background})"/>` +
    drawStatusBar(width, ink) +
    drawChevron(30, 84, accent, 8, -1) +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius * 1.35)}" fill="${accent}" fill-opacity="0.07"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" fill="${mix(accent, white, 0.8)}"/>` +
    drawIcon(topic, colorPaint(accent, highlight), cx, cy, radius * 1.25) +
    `<circle cx="${num(cx + radius * 0.74)}" cy="${num(cy + radius * 0.74)}" r="25" fill="${white}"/>` +
    drawCheckBadge(cx + radius * 0.74, cy + radius * 0.74, 20, highlight) +
    bar(cx - width * 0.28, height * 0.47, width * 0.56, 16, ink, 0.85) +
    bar(cx - width * 0.34, height * 0.47 + 30, width * 0.68, 10, ink, 0.22) +
    `<rect x="18" y="${num(height * 0.62 - 29)}" width="${num(width - 36)}" height="116" rx="20" fill="${white}"/>` +
    items +
    `<rect x="26" y="${num(height - 96)}" width="${num(width - 52)}" height="54" rx="27" fill="${ink}"/>` +
    drawCheckBadge(54, height - 69, 14, highlight) +
    bar(78, height - 74, width * 0.42, 10, white, 0.85) +
    bar(width * 0.32, height - 18, width * 0.36, 6, ink, 0.7)
  )
}
