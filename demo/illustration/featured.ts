import { mix, white } from './color'
import { checkPath, colorPaint, drawIcon } from './icons'
import { drawPhone, phoneScreenSize, type PhoneFrame } from './phone'
import { svgDocument, type Scene } from './scene'
import { arcPath, bar, blurredRect, num, polar, softBlob } from './svg'
import { drawIconTile, drawStatusBar, drawToggle } from './widgets'

type CardKind = 'row' | 'progress' | 'badge'

const cardSize: Record<CardKind, { width: number; height: number }> = {
  row: { width: 330, height: 104 },
  progress: { width: 300, height: 128 },
  badge: { width: 124, height: 124 },
}

/** A floating card beside the phone: `side` -1 is left, 1 right; `dy` moves it down from the phone's centre. */
interface CardSlot {
  side: -1 | 1
  dy: number
  /** Extra distance away from the phone, to stagger two cards on the same side. */
  shift: number
}

interface Layout {
  /** Horizontal centre of the phone, as a share of the width. */
  phoneX: number
  slots: readonly [CardSlot, CardSlot]
}

const layouts: readonly Layout[] = [
  {
    phoneX: 0.5,
    slots: [
      { side: -1, dy: -140, shift: 0 },
      { side: 1, dy: 170, shift: 0 },
    ],
  },
  {
    phoneX: 0.5,
    slots: [
      { side: 1, dy: -150, shift: 0 },
      { side: -1, dy: 160, shift: 0 },
    ],
  },
  {
    phoneX: 0.4,
    slots: [
      { side: 1, dy: -160, shift: 0 },
      { side: 1, dy: 150, shift: 90 },
    ],
  },
  {
    phoneX: 0.6,
    slots: [
      { side: -1, dy: -160, shift: 0 },
      { side: -1, dy: 150, shift: 90 },
    ],
  },
]

interface PlacedCard {
  kind: CardKind
  cx: number
  cy: number
}

/** Rectangles that decorations keep clear of. */
interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The hero image: a gradient backdrop with glows, rings and dots, a large tilted phone whose screen
 * shows the topic's icon, and one or two floating cards that echo the topic.
 */
export function drawFeatured(scene: Scene): string {
  const { random } = scene
  const layout = random.pick(layouts)
  const phone: PhoneFrame = {
    cx: scene.width * layout.phoneX + random.range(-30, 30),
    cy: scene.height / 2 + random.range(-6, 18),
    width: 370,
    height: 760,
    rotation: random.range(5, 11) * (random.chance(0.5) ? 1 : -1),
  }
  const kinds: CardKind[] = random.chance(0.8) ? ['row', random.pick(['progress', 'badge'] as const)] : ['row']
  const cards = kinds.map((kind, index): PlacedCard => {
    const slot = layout.slots[index]
    const { width } = cardSize[kind]
    return {
      kind,
      cx: phone.cx + slot.side * (phone.width / 2 + width / 2 - 70 + slot.shift + random.range(0, 30)),
      cy: phone.cy + slot.dy + random.range(-20, 20),
    }
  })
  const obstacles: Box[] = [
    { x: phone.cx - phone.width * 0.7, y: 0, width: phone.width * 1.4, height: scene.height },
    ...cards.map(({ kind, cx, cy }) => {
      const { width, height } = cardSize[kind]
      return { x: cx - width / 2 - 20, y: cy - height / 2 - 20, width: width + 40, height: height + 40 }
    }),
  ]
  return svgDocument(
    scene,
    drawBackdrop(scene, phone, obstacles) +
      drawPhone(scene, phone, drawHeroScreen(scene, phone), { offsetX: 34, offsetY: 46, blur: 34, opacity: 0.45 }) +
      cards.map((card) => drawCard(scene, card)).join(''),
  )
}

function drawBackdrop(scene: Scene, phone: PhoneFrame, obstacles: readonly Box[]): string {
  const { random, width, height } = scene
  const { background, glow } = scene.palette
  const ids = { background: scene.id('backdrop'), light: scene.id('backdrop-light'), dots: scene.id('dots') }

  const blobs = [glow, white, glow]
    .map((color, index) => {
      const x = random.range(0.05, 0.95) * width
      const y = (index === 1 ? random.range(0.6, 1) : random.range(0, 0.5)) * height
      return softBlob(scene.id('blob'), x, y, random.range(300, 480), color, index === 1 ? 0.22 : 0.6)
    })
    .join('')

  const haloRadius = phone.height * 0.5
  const halo =
    `<circle cx="${num(phone.cx)}" cy="${num(phone.cy)}" r="${num(haloRadius)}" fill="${white}" fill-opacity="0.09"/>` +
    `<circle cx="${num(phone.cx)}" cy="${num(phone.cy)}" r="${num(haloRadius * 1.24)}" fill="none" stroke="${white}" stroke-opacity="0.16" stroke-width="2"/>` +
    `<path d="${arcPath(phone.cx, phone.cy, haloRadius * 0.8, 0, 359.9)}" fill="none" stroke="${white}" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round" stroke-dasharray="0.1 18"/>`

  const corner = random.pick([
    [0.04, 0.06],
    [0.78, 0.06],
    [0.04, 0.66],
    [0.78, 0.66],
  ] as const)
  const dots = `<rect x="${num(corner[0] * width)}" y="${num(corner[1] * height)}" width="260" height="240" fill="url(#${ids.dots})" opacity="0.4"/>`

  return (
    `<defs><linearGradient id="${ids.background}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient>` +
    `<radialGradient id="${ids.light}" cx="0.2" cy="0" r="0.9"><stop offset="0" stop-color="${white}" stop-opacity="0.28"/><stop offset="1" stop-color="${white}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="${ids.dots}" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="13" cy="13" r="2.6" fill="${white}"/></pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${ids.background})"/>` +
    blobs +
    `<rect width="${width}" height="${height}" fill="url(#${ids.light})"/>` +
    dots +
    halo +
    drawSparkles(scene, obstacles)
  )
}

/** A few small rings, plus signs and dots scattered in the free space. */
function drawSparkles(scene: Scene, obstacles: readonly Box[]): string {
  const { random, width, height } = scene
  const { highlight } = scene.palette
  const shapes: string[] = []
  for (let attempt = 0; attempt < 60 && shapes.length < 6; attempt++) {
    const x = random.range(60, width - 60)
    const y = random.range(60, height - 60)
    const blocked = obstacles.some((box) => x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height)
    if (blocked) continue
    const size = random.range(8, 14)
    switch (shapes.length % 3) {
      case 0:
        shapes.push(
          `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size)}" fill="none" stroke="${white}" stroke-opacity="0.7" stroke-width="3.5"/>`,
        )
        break
      case 1:
        shapes.push(
          `<path d="M${num(x - size)} ${num(y)} H${num(x + size)} M${num(x)} ${num(y - size)} V${num(y + size)}" stroke="${highlight}" stroke-width="5" stroke-linecap="round"/>`,
        )
        break
      default:
        shapes.push(
          `<circle cx="${num(x)}" cy="${num(y)}" r="${num(size * 0.5)}" fill="${white}" fill-opacity="0.75"/>`,
        )
    }
  }
  return shapes.join('')
}

/** The phone's screen: the topic's icon in a glowing disc above a title, a text block and a button. */
function drawHeroScreen(scene: Scene, phone: PhoneFrame): string {
  const { random, topic } = scene
  const { accent, highlight, ink } = scene.palette
  const { width, height } = phoneScreenSize(phone)
  const background = scene.id('screen-background')
  const cx = width / 2
  const cy = height * 0.35
  const radius = width * 0.39
  const orbit = radius * 1.17
  const [dotX, dotY] = polar(cx, cy, orbit, random.range(-80, -10))
  const [dot2X, dot2Y] = polar(cx, cy, orbit, random.range(110, 170))

  return (
    `<defs><linearGradient id="${background}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${white}"/><stop offset="1" stop-color="${mix(accent, white, 0.84)}"/></linearGradient></defs>` +
    `<rect width="${num(width)}" height="${num(height)}" fill="url(#${background})"/>` +
    drawStatusBar(width, ink) +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius * 1.38)}" fill="${accent}" fill-opacity="0.06"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(orbit)}" fill="none" stroke="${accent}" stroke-opacity="0.22" stroke-width="2" stroke-dasharray="3 9" stroke-linecap="round"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" fill="${mix(accent, white, 0.8)}"/>` +
    `<circle cx="${num(dotX)}" cy="${num(dotY)}" r="9" fill="${highlight}"/>` +
    `<circle cx="${num(dot2X)}" cy="${num(dot2Y)}" r="6" fill="${accent}"/>` +
    drawIcon(topic, colorPaint(accent, highlight), cx, cy, radius * 1.45) +
    bar(cx - width * 0.28, height * 0.62, width * 0.56, 18, ink, 0.85) +
    bar(cx - width * 0.36, height * 0.62 + 38, width * 0.72, 11, ink, 0.22) +
    bar(cx - width * 0.26, height * 0.62 + 60, width * 0.52, 11, ink, 0.22) +
    `<rect x="${num(cx - width * 0.32)}" y="${num(height * 0.79)}" width="${num(width * 0.64)}" height="56" rx="28" fill="${accent}"/>` +
    bar(cx - 42, height * 0.79 + 23, 84, 10, white, 0.9) +
    bar(cx - width * 0.18, height - 20, width * 0.36, 6, ink, 0.7)
  )
}

/** A floating card's soft shadow, below and around it. */
function cardShadow(scene: Scene, x: number, y: number, width: number, height: number, radius: number): string {
  return blurredRect(x, y + 18, width, height, radius, scene.palette.ink, 0.28, 20)
}

function drawCard(scene: Scene, card: PlacedCard): string {
  const { random, topic } = scene
  const { accent, highlight, ink } = scene.palette
  const { width, height } = cardSize[card.kind]
  const x = card.cx - width / 2
  const y = card.cy - height / 2

  switch (card.kind) {
    case 'row':
      return (
        cardShadow(scene, x, y, width, height, 28) +
        `<rect x="${num(x)}" y="${num(y)}" width="${width}" height="${height}" rx="28" fill="${white}"/>` +
        drawIconTile(topic, x + 56, card.cy, 62, accent) +
        bar(x + 106, card.cy - 19, 118, 14, ink, 0.85) +
        bar(x + 106, card.cy + 7, 86, 10, ink, 0.25) +
        drawToggle(x + width - 78, card.cy - 16, true, accent, ink, 1.15)
      )
    case 'progress': {
      const gradient = scene.id('progress')
      const track = width - 48
      return (
        `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${highlight}"/></linearGradient></defs>` +
        cardShadow(scene, x, y, width, height, 28) +
        `<rect x="${num(x)}" y="${num(y)}" width="${width}" height="${height}" rx="28" fill="${white}"/>` +
        drawIconTile(topic, x + 48, y + 48, 48, highlight) +
        bar(x + 88, y + 33, 130, 13, ink, 0.85) +
        bar(x + 88, y + 55, 82, 9, ink, 0.25) +
        bar(x + 24, y + 90, track, 14, ink, 0.1) +
        `<rect x="${num(x + 24)}" y="${num(y + 90)}" width="${num(track * random.range(0.45, 0.85))}" height="14" rx="7" fill="url(#${gradient})"/>`
      )
    }
    case 'badge':
      return (
        cardShadow(scene, x, y, width, height, width / 2) +
        `<circle cx="${num(card.cx)}" cy="${num(card.cy)}" r="${width / 2}" fill="${white}"/>` +
        `<circle cx="${num(card.cx)}" cy="${num(card.cy)}" r="${num(width / 2 - 14)}" fill="${highlight}"/>` +
        `<g transform="translate(${num(card.cx - 30)} ${num(card.cy - 30)}) scale(0.6)">${checkPath(white, 12)}</g>`
      )
  }
}
