/**
 * Catalogue photos for the shop's products: each product drawn from flat shapes with gentle gradients,
 * highlights and a soft shadow, standing on a round podium in a light, palette-tinted studio.
 * Only the e-book cover carries words, drawn as paths by ./text.ts.
 */
import { black, mix, white } from './color'
import { checkPath, colorPaint, drawIcon } from './icons'
import type { Palette } from './palettes'
import { drawPhone, phoneScreenSize, type PhoneFrame } from './phone'
import { svgDocument, type Scene } from './scene'
import { arcPath, bar, num, polar, softBlob } from './svg'
import { drawText, fittingSize } from './text'

export const productDrawings = [
  'charger',
  'cable',
  'case',
  'screen-protector',
  'power-bank',
  'earbuds',
  'phone-stand',
  'car-mount',
  'memory-card',
  'checkup-service',
  'ebook',
] as const

export type ProductDrawing = (typeof productDrawings)[number]

/** Draws one product; `colour` is its body colour (`#rrggbb`), seeded when absent. */
type ProductDrawer = (scene: Scene, colour: string) => string

/** Where the podium's top sits: products stand on this line. */
const floorY = 905
/** Brushed aluminium, light to dark, for pins, plugs and hinges. */
const metal = ['#f8fafc', '#cbd5e1', '#94a3b8', '#e2e8f0'] as const
/** Shop neutrals for product bodies. */
const offWhite = '#f4f5f7'
const graphite = '#1f2937'

/** A rounded rectangle's place and size. */
interface Box {
  x: number
  y: number
  width: number
  height: number
  radius: number
}

/** A colour's tones for shading a body of that colour: lit side, base, shaded side and outline. */
interface Tones {
  light: string
  base: string
  dark: string
  edge: string
}

/** The tones of `colour`, mixed towards white and black. */
function tonesOf(colour: string): Tones {
  return {
    light: mix(colour, white, 0.32),
    base: colour,
    dark: mix(colour, black, 0.28),
    edge: mix(colour, black, 0.45),
  }
}

/** A gradient's direction `[x1, y1, x2, y2]`. */
type Direction = readonly [number, number, number, number]

/** A linear gradient through evenly spread `stops`, along `[x1, y1, x2, y2]`: shares of the filled shape's box, or pixels with `userSpace`. */
function linearGradient(
  id: string,
  stops: readonly string[],
  direction: Direction = [0, 0, 1, 1],
  userSpace = false,
): string {
  const [x1, y1, x2, y2] = direction.map(num)
  const offsets = stops
    .map((colour, index) => `<stop offset="${num(index / (stops.length - 1))}" stop-color="${colour}"/>`)
    .join('')
  const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : ''
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${offsets}</linearGradient>`
}

/** A gradient definition and the `url(#…)` paint that uses it. */
function gradientPaint(
  scene: Scene,
  stops: readonly string[],
  direction?: Direction,
  userSpace = false,
): { defs: string; paint: string } {
  const id = scene.id('product-gradient')
  return { defs: `<defs>${linearGradient(id, stops, direction, userSpace)}</defs>`, paint: `url(#${id})` }
}

/** A rounded rectangle; `extra` adds attributes such as a stroke. */
function rect(x: number, y: number, width: number, height: number, radius: number, fill: string, extra = ''): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(radius)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}

/** A rounded rectangle as path data, to combine with other outlines (holes cut with `fill-rule="evenodd"`). */
function roundedRectPath(x: number, y: number, width: number, height: number, radius: number): string {
  const r = num(radius)
  return (
    `M${num(x + radius)} ${num(y)} H${num(x + width - radius)} A${r} ${r} 0 0 1 ${num(x + width)} ${num(y + radius)} V${num(y + height - radius)} ` +
    `A${r} ${r} 0 0 1 ${num(x + width - radius)} ${num(y + height)} H${num(x + radius)} A${r} ${r} 0 0 1 ${num(x)} ${num(y + height - radius)} ` +
    `V${num(y + radius)} A${r} ${r} 0 0 1 ${num(x + radius)} ${num(y)} Z`
  )
}

/** An upright cylinder seen slightly from above: a domed top and an elliptical bottom edge, `radius` wide. */
function cylinderPath(cx: number, top: number, bottom: number, radius: number): string {
  const r = num(radius)
  return `M${num(cx - radius)} ${num(bottom)} A${r} ${num(radius * 0.35)} 0 0 0 ${num(cx + radius)} ${num(bottom)} V${num(top + radius)} A${r} ${r} 0 0 0 ${num(cx - radius)} ${num(top + radius)} Z`
}

/** A soft elliptical shadow on the podium, centred on (cx, cy), `width` wide. */
function floorShadow(scene: Scene, cx: number, cy: number, width: number, opacity = 0.34): string {
  const blob = softBlob(scene.id('product-shadow'), 0, 0, width / 2, scene.palette.ink, opacity)
  return `<g transform="translate(${num(cx)} ${num(cy)}) scale(1 0.16)">${blob}</g>`
}

/**
 * The studio: a light gradient tinted with the palette, a white spotlight behind the product, a faint glow
 * of the highlight colour and a low round podium whose top is at `floorY`.
 */
function drawStudio(scene: Scene): string {
  const { width, height, random, palette } = scene
  const tint = mix(palette.accent, white, 0.9)
  const background = gradientPaint(scene, [mix(tint, white, 0.7), tint], [0, 0, 0.3, 1])
  const podiumTop = gradientPaint(scene, [white, mix(tint, white, 0.35)], [0, 0, 0, 1])
  const podiumSide = gradientPaint(
    scene,
    [mix(tint, palette.ink, 0.08), mix(tint, white, 0.2), mix(tint, palette.ink, 0.12)],
    [0, 0, 1, 0],
  )
  const cx = width / 2
  const glowX = random.pick([0.15, 0.85]) * width
  return (
    background.defs +
    podiumTop.defs +
    podiumSide.defs +
    `<rect width="${width}" height="${height}" fill="${background.paint}"/>` +
    softBlob(scene.id('studio-glow'), glowX, height * random.range(0.15, 0.35), 420, palette.highlight, 0.14) +
    softBlob(scene.id('studio-light'), cx, height * 0.45, 560, white, 0.85) +
    `<path d="M${cx - 430} ${floorY} V${floorY + 84} A430 78 0 0 0 ${cx + 430} ${floorY + 84} V${floorY} Z" fill="${podiumSide.paint}"/>` +
    `<ellipse cx="${cx}" cy="${floorY}" rx="430" ry="78" fill="${podiumTop.paint}"/>` +
    `<ellipse cx="${cx}" cy="${floorY}" rx="428" ry="76" fill="none" stroke="${white}" stroke-width="3" stroke-opacity="0.9"/>`
  )
}

/**
 * A rounded box seen from the front and a little from above-right: copies of its outline stepping back by
 * `depth` make its top and side, lit from the top left, then the front face goes on top.
 */
function drawBlock(scene: Scene, box: Box, depth: { x: number; y: number }, tones: Tones, front: string): string {
  const { x, y, width, height, radius } = box
  const side = gradientPaint(
    scene,
    [tones.base, tones.dark, tones.edge],
    [x, y + depth.y, x + width + depth.x, y + height],
    true,
  )
  const steps = Math.ceil(Math.max(Math.abs(depth.x), Math.abs(depth.y)) / 3)
  const sides = Array.from({ length: steps }, (_, index) => {
    const share = (steps - index) / steps
    return rect(x + depth.x * share, y + depth.y * share, width, height, radius, side.paint)
  }).join('')
  const edge = rect(
    x + 1,
    y + 1,
    width - 2,
    height - 2,
    radius - 1,
    'none',
    `stroke="${tones.light}" stroke-opacity="0.45" stroke-width="2"`,
  )
  return side.defs + sides + rect(x, y, width, height, radius, front) + edge
}

/** A shine across the upper left of a rounded box, as a soft white sheet. */
function drawSheen(scene: Scene, box: Box, opacity = 0.45): string {
  const { x, y, width, height, radius } = box
  const id = scene.id('sheen')
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.8" y2="0.6"><stop offset="0" stop-color="${white}" stop-opacity="${num(opacity)}"/><stop offset="0.55" stop-color="${white}" stop-opacity="0"/></linearGradient></defs>` +
    rect(x, y, width, height, radius, `url(#${id})`)
  )
}

/** A lightning bolt on a 100×100 grid, centred on (50, 50). */
const boltPath = 'M56 10 L26 56 H48 L40 90 L74 42 H52 Z'

/** The bolt centred on (cx, cy), `size` pixels tall. */
function drawBolt(cx: number, cy: number, size: number, fill: string, extra = ''): string {
  const scale = size / 100
  return `<path d="${boltPath}" transform="translate(${num(cx - size / 2)} ${num(cy - size / 2)}) scale(${num(scale)})" fill="${fill}" stroke="${fill}" stroke-width="4" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`
}

/** A wall charger: a rounded cube with two round pins on top, a USB-C and a USB-A port and an embossed bolt. */
function drawCharger(scene: Scene, colour: string): string {
  const tones = tonesOf(colour)
  const body: Box = { x: 400, y: 520, width: 340, height: 360, radius: 60 }
  const { x, y, width } = body
  const depth = { x: 84, y: -58 }
  const front = gradientPaint(scene, [tones.light, tones.base, tones.dark])
  const pin = gradientPaint(scene, metal, [0, 0, 1, 0])
  const topX = x + width / 2 + depth.x / 2
  const topY = y + depth.y / 2
  const pins = [-64, 64]
    .map(
      (dx) =>
        `<ellipse cx="${num(topX + dx)}" cy="${num(topY + 4)}" rx="30" ry="10" fill="${tones.edge}" fill-opacity="0.6"/>` +
        `<path d="${cylinderPath(topX + dx, topY - 150, topY + 2, 17)}" fill="${pin.paint}"/>` +
        `<ellipse cx="${num(topX + dx)}" cy="${num(topY - 134)}" rx="17" ry="8" fill="${white}" fill-opacity="0.8"/>`,
    )
    .join('')
  return (
    front.defs +
    pin.defs +
    floorShadow(scene, x + width / 2 + 30, floorY - 10, 560) +
    drawBlock(scene, body, depth, tones, front.paint) +
    drawSheen(scene, body) +
    pins +
    drawBolt(x + width / 2, y + 140, 150, tones.dark, `fill-opacity="0.3" stroke-opacity="0.3"`) +
    bar(x + 60, y + 268, 96, 32, tones.edge) +
    bar(x + 74, y + 280, 68, 8, mix(tones.edge, white, 0.35)) +
    rect(x + 186, y + 262, 100, 44, 6, tones.edge) +
    rect(x + 196, y + 272, 80, 12, 3, mix(tones.edge, white, 0.35)) +
    `<circle cx="${x + width / 2}" cy="${y + 228}" r="7" fill="${scene.palette.highlight}"/>`
  )
}

/** A cable plug lying at (x, y) along `degrees`: strain relief, housing and a metal tip, USB-C or USB-A. */
function drawPlug(scene: Scene, x: number, y: number, degrees: number, type: 'usb-c' | 'usb-a', tones: Tones): string {
  const housing = gradientPaint(scene, [tones.light, tones.base, tones.dark], [0, 0, 0, 1])
  const shell = gradientPaint(scene, metal, [0, 0, 0, 1])
  const tip =
    type === 'usb-c'
      ? rect(150, -24, 62, 48, 24, shell.paint) + bar(166, -6, 34, 12, '#334155')
      : rect(150, -34, 96, 68, 6, shell.paint) +
        rect(160, -16, 78, 16, 3, '#475569') +
        rect(170, -28, 14, 8, 2, '#64748b') +
        rect(206, -28, 14, 8, 2, '#64748b')
  return (
    housing.defs +
    shell.defs +
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(degrees)})">` +
    `<path d="M-10 -17 L40 -26 V26 L-10 17 Z" fill="${tones.dark}"/>` +
    rect(34, -38, 124, 76, 20, housing.paint, `stroke="${tones.edge}" stroke-opacity="0.4" stroke-width="2"`) +
    bar(50, -30, 92, 12, white, 0.35) +
    tip +
    `</g>`
  )
}

/** A smooth path through `points` (Catmull-Rom turned into cubic Béziers). */
function smoothPath(points: readonly (readonly [number, number])[]): string {
  const at = (index: number): readonly [number, number] => points[Math.max(0, Math.min(points.length - 1, index))]
  const [startX, startY] = at(0)
  let path = `M${num(startX)} ${num(startY)}`
  for (let index = 0; index < points.length - 1; index++) {
    const [x0, y0] = at(index - 1)
    const [x1, y1] = at(index)
    const [x2, y2] = at(index + 1)
    const [x3, y3] = at(index + 2)
    path += ` C${num(x1 + (x2 - x0) / 6)} ${num(y1 + (y2 - y0) / 6)} ${num(x2 - (x3 - x1) / 6)} ${num(y2 - (y3 - y1) / 6)} ${num(x2)} ${num(y2)}`
  }
  return path
}

/** A length of round cable along `path`: an outline, the body, a shade along its bottom and a highlight along its top. */
function drawStrand(path: string, tones: Tones): string {
  const stroke = (colour: string, width: number, extra = ''): string =>
    `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`
  return (
    stroke(tones.edge, 34, ` stroke-opacity="0.75"`) +
    stroke(tones.base, 28) +
    `<g transform="translate(2 5)">${stroke(tones.dark, 10, ` stroke-opacity="0.5"`)}</g>` +
    `<g transform="translate(-3 -6)">${stroke(white, 6, ` stroke-opacity="0.55"`)}</g>`
  )
}

/** A charging cable wound into a neat coil held by a strap, a USB-C plug at one end and a USB-A plug at the other. */
function drawCable(scene: Scene, colour: string): string {
  const tones = tonesOf(colour)
  const cx = 600
  const cy = 520
  const radius = 220
  const loops = [0, 1, 2, 3, 4]
    .map((index) => {
      const x = cx - 28 + index * 14
      const y = cy - 8 + index * 4
      const rx = radius + (index % 2) * 10
      return drawStrand(
        `M${x - rx} ${y} A${rx} ${radius} 0 1 1 ${x + rx} ${y} A${rx} ${radius} 0 1 1 ${x - rx} ${y} Z`,
        tones,
      )
    })
    .join('')
  const [strapX, strapY] = polar(cx, cy, radius, -35)
  const strap = mix(scene.palette.accent, colour, 0.2)
  const bottom = cy + radius
  return (
    floorShadow(scene, 600, floorY - 5, 720, 0.3) +
    // The ends start under the coil, so they come out of it.
    drawStrand(
      smoothPath([
        [cx - 40, bottom - 16],
        [cx - 90, bottom + 60],
        [470, 880],
        [390, 884],
      ]),
      tones,
    ) +
    drawStrand(
      smoothPath([
        [cx + 50, bottom - 14],
        [cx + 110, bottom + 56],
        [740, 884],
        [816, 880],
      ]),
      tones,
    ) +
    loops +
    `<g transform="translate(${num(strapX)} ${num(strapY)}) rotate(55)">` +
    rect(-26, -48, 52, 96, 12, strap) +
    rect(-26, -48, 14, 96, 7, white, `fill-opacity="0.3"`) +
    `<path d="M-18 -30 H18 M-18 30 H18" stroke="${white}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="6 5"/>` +
    `</g>` +
    drawPlug(scene, 394, 884, 176, 'usb-c', tones) +
    drawPlug(scene, 812, 880, 4, 'usb-a', tones)
  )
}

const caseSize = { width: 320, height: 660, radius: 64 }
/** The camera opening of a case, in the case's own coordinates (seen from the back, top left). */
const cameraHole = { x: 22, y: 22, size: 156, radius: 46 }

/** The outline of a case with its camera opening cut out; `mirrored` puts the opening on the right (seen from the inside). */
function caseOutline(mirrored: boolean): string {
  const { width, height, radius } = caseSize
  const holeX = mirrored ? width - cameraHole.x - cameraHole.size : cameraHole.x
  return (
    roundedRectPath(0, 0, width, height, radius) +
    roundedRectPath(holeX, cameraHole.y, cameraHole.size, cameraHole.size, cameraHole.radius)
  )
}

/** A case seen from the back: button covers, the camera opening with a raised rim, a lip and a MagSafe ring. */
function drawCaseBack(scene: Scene, tones: Tones): string {
  const { width, height, radius } = caseSize
  const body = gradientPaint(scene, [tones.light, tones.base, tones.dark])
  return (
    body.defs +
    rect(width - 6, 180, 14, 110, 7, tones.dark) +
    rect(-8, 150, 14, 56, 7, tones.dark) +
    rect(-8, 226, 14, 84, 7, tones.dark) +
    `<path d="${caseOutline(false)}" fill="${body.paint}" fill-rule="evenodd"/>` +
    rect(
      5,
      5,
      width - 10,
      height - 10,
      radius - 5,
      'none',
      `stroke="${tones.light}" stroke-width="4" stroke-opacity="0.8"`,
    ) +
    drawSheen(scene, { x: 0, y: 0, ...caseSize }, 0.5) +
    rect(
      cameraHole.x,
      cameraHole.y,
      cameraHole.size,
      cameraHole.size,
      cameraHole.radius,
      'none',
      `stroke="${tones.edge}" stroke-width="8"`,
    ) +
    rect(
      cameraHole.x - 7,
      cameraHole.y - 7,
      cameraHole.size + 14,
      cameraHole.size + 14,
      cameraHole.radius + 7,
      'none',
      `stroke="${tones.light}" stroke-width="3"`,
    ) +
    `<circle cx="${width / 2}" cy="${height * 0.58}" r="104" fill="none" stroke="${tones.dark}" stroke-opacity="0.4" stroke-width="9"/>` +
    rect(width / 2 - 6, height * 0.58 + 124, 12, 52, 6, tones.dark, `fill-opacity="0.4"`)
  )
}

/** A case seen from the inside: its soft lining framed by the walls, and the camera opening. */
function drawCaseInside(scene: Scene, tones: Tones): string {
  const { width, height, radius } = caseSize
  const wall = 18
  const body = gradientPaint(scene, [tones.base, tones.dark], [0, 0, 1, 1])
  const lining = gradientPaint(scene, [mix(tones.base, white, 0.78), mix(tones.base, white, 0.6)], [0, 0, 0, 1])
  return (
    body.defs +
    lining.defs +
    `<path d="${caseOutline(true)}" fill="${body.paint}" fill-rule="evenodd"/>` +
    `<path d="${roundedRectPath(wall, wall, width - 2 * wall, height - 2 * wall, radius - wall)}${roundedRectPath(width - cameraHole.x - cameraHole.size - 6, cameraHole.y - 6, cameraHole.size + 12, cameraHole.size + 12, cameraHole.radius + 6)}" fill="${lining.paint}" fill-rule="evenodd"/>` +
    rect(
      wall,
      wall,
      width - 2 * wall,
      height - 2 * wall,
      radius - wall,
      'none',
      `stroke="${tones.edge}" stroke-opacity="0.35" stroke-width="8"`,
    ) +
    rect(
      2,
      2,
      width - 4,
      height - 4,
      radius - 2,
      'none',
      `stroke="${tones.light}" stroke-width="4" stroke-opacity="0.7"`,
    )
  )
}

/** A phone case in two views: from the inside, behind, and from the back in front. */
function drawCase(scene: Scene, colour: string): string {
  const tones = tonesOf(colour)
  return (
    floorShadow(scene, 600, floorY - 10, 680) +
    `<g transform="translate(290 210) rotate(-8)">${drawCaseInside(scene, tones)}</g>` +
    `<g transform="translate(590 196) rotate(6)">${drawCaseBack(scene, tones)}</g>`
  )
}

/** A phone for product pictures: upright, no shadow of its own, showing `screen`. */
function productPhone(scene: Scene, frame: PhoneFrame, screen: string): string {
  return drawPhone(scene, frame, screen, null, { glass: true })
}

/** A lock-screen wallpaper: the palette's background gradient with soft round shapes and a time bar. */
function drawWallpaper(scene: Scene, frame: PhoneFrame): string {
  const { width, height } = phoneScreenSize(frame)
  const [from, to] = scene.palette.background
  const wallpaper = gradientPaint(scene, [from, to])
  return (
    wallpaper.defs +
    `<rect width="${num(width)}" height="${num(height)}" fill="${wallpaper.paint}"/>` +
    `<circle cx="${num(width * 0.9)}" cy="${num(height * 0.72)}" r="${num(width * 0.55)}" fill="${white}" fill-opacity="0.14"/>` +
    `<circle cx="${num(width * 0.1)}" cy="${num(height * 0.95)}" r="${num(width * 0.45)}" fill="${scene.palette.glow}" fill-opacity="0.3"/>` +
    bar(width * 0.28, height * 0.16, width * 0.44, height * 0.07, white, 0.9) +
    bar(width * 0.34, height * 0.26, width * 0.32, 12, white, 0.6)
  )
}

/** A tempered-glass protector with a dark frame floating off the front of a phone, glare streaks across it. */
function drawScreenProtector(scene: Scene, colour: string): string {
  const phone: PhoneFrame = { cx: 660, cy: 550, width: 330, height: 680, rotation: 0 }
  const glass = { width: 318, height: 666, radius: 46 }
  const shine = scene.id('glass-shine')
  const clip = scene.id('glass-clip')
  const left = -glass.width / 2
  const top = -glass.height / 2
  return (
    floorShadow(scene, 610, floorY - 5, 600) +
    productPhone(scene, phone, drawWallpaper(scene, phone)) +
    `<defs><linearGradient id="${shine}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${white}" stop-opacity="0.55"/><stop offset="0.5" stop-color="#e0f2fe" stop-opacity="0.25"/><stop offset="1" stop-color="${white}" stop-opacity="0.45"/></linearGradient>` +
    `<clipPath id="${clip}"><rect x="${left}" y="${top}" width="${glass.width}" height="${glass.height}" rx="${glass.radius}"/></clipPath></defs>` +
    `<g transform="translate(520 510) rotate(-9)">` +
    rect(left + 10, top + 14, glass.width, glass.height, glass.radius, scene.palette.ink, `fill-opacity="0.12"`) +
    rect(left, top, glass.width, glass.height, glass.radius, `url(#${shine})`) +
    rect(
      left + 7,
      top + 7,
      glass.width - 14,
      glass.height - 14,
      glass.radius - 6,
      'none',
      `stroke="${colour}" stroke-width="14"`,
    ) +
    `<g clip-path="url(#${clip})"><path d="M${left - 40} ${top + 260} L${left + 260} ${top - 40} L${left + 330} ${top - 40} L${left - 40} ${top + 330} Z M${left - 40} ${top + 420} L${left + 360} ${top + 20} L${left + 380} ${top + 20} L${left - 40} ${top + 440} Z" fill="${white}" fill-opacity="0.5"/></g>` +
    bar(-50, top + 22, 100, 26, colour) +
    rect(left, top, glass.width, glass.height, glass.radius, 'none', `stroke="${white}" stroke-width="3"`) +
    rect(
      left + 2,
      top + 2,
      glass.width - 4,
      glass.height - 4,
      glass.radius - 2,
      'none',
      `stroke="#bae6fd" stroke-width="2" stroke-opacity="0.8"`,
    ) +
    `</g>`
  )
}

/** A power bank standing upright: a slab with a port on top, a side button, a charge ring with a bolt and charge lights. */
function drawPowerBank(scene: Scene, colour: string): string {
  const tones = tonesOf(colour)
  const { accent, highlight } = scene.palette
  const body: Box = { x: 420, y: 320, width: 320, height: 560, radius: 52 }
  const { x, y, width } = body
  const depth = { x: 48, y: -32 }
  const front = gradientPaint(scene, [tones.light, tones.base, tones.dark])
  const cx = x + width / 2
  const cy = y + 240
  const lights = [0, 1, 2, 3]
    .map(
      (index) =>
        `<circle cx="${cx - 45 + index * 30}" cy="${y + 470}" r="8" fill="${index < 3 ? highlight : tones.edge}"${index < 3 ? '' : ` fill-opacity="0.5"`}/>`,
    )
    .join('')
  return (
    front.defs +
    floorShadow(scene, cx + 24, floorY - 10, 540) +
    drawBlock(scene, body, depth, tones, front.paint) +
    drawSheen(scene, body) +
    bar(cx + depth.x / 2 - 44, y + depth.y / 2 - 7, 88, 14, tones.edge) +
    rect(x + width + 16, y + 110, 14, 76, 7, tones.edge) +
    `<circle cx="${cx}" cy="${cy}" r="100" fill="${tones.edge}" fill-opacity="0.25"/>` +
    `<circle cx="${cx}" cy="${cy}" r="100" fill="none" stroke="${tones.dark}" stroke-width="12"/>` +
    `<path d="${arcPath(cx, cy, 100, -90, 180)}" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>` +
    drawBolt(cx, cy, 130, highlight) +
    lights
  )
}

/** One earbud, drawn at 1.2 times its layout size: a rounded head with a silicone tip and a speaker grille, and a short stem. */
function drawEarbud(x: number, y: number, degrees: number, tones: Tones, paint: string): string {
  const outline = `stroke="${tones.edge}" stroke-opacity="0.3" stroke-width="2"`
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(degrees)}) scale(1.2)">` +
    rect(-23, 10, 46, 160, 23, paint, outline) +
    rect(-19, 16, 12, 146, 6, white, `fill-opacity="0.45"`) +
    rect(-15, 148, 30, 14, 6, tones.edge, `fill-opacity="0.6"`) +
    `<ellipse cx="-50" cy="-4" rx="32" ry="42" fill="#cbd5e1" stroke="#94a3b8" stroke-width="2"/>` +
    `<ellipse cx="-56" cy="-4" rx="14" ry="22" fill="#94a3b8"/>` +
    `<circle cx="0" cy="0" r="66" fill="${paint}" ${outline}/>` +
    `<ellipse cx="20" cy="-14" rx="16" ry="22" fill="${tones.edge}" fill-opacity="0.7"/>` +
    `<circle cx="-22" cy="-26" r="18" fill="${white}" fill-opacity="0.6"/>` +
    `</g>`
  )
}

/** True wireless earbuds: the closed charging case, its seam and status light, with the two buds in front of it. */
function drawEarbuds(scene: Scene, colour: string): string {
  const tones = tonesOf(colour)
  const shell = gradientPaint(scene, [tones.light, tones.base, tones.dark], [0, 0, 0.4, 1])
  const body: Box = { x: 250, y: 510, width: 450, height: 370, radius: 150 }
  const { x, y, width } = body
  return (
    shell.defs +
    floorShadow(scene, 620, floorY - 10, 760) +
    rect(
      x,
      y,
      width,
      body.height,
      body.radius,
      shell.paint,
      `stroke="${tones.edge}" stroke-opacity="0.35" stroke-width="2"`,
    ) +
    drawSheen(scene, body, 0.6) +
    `<path d="M${x + 6} ${y + 120} H${x + width - 6}" stroke="${tones.edge}" stroke-opacity="0.5" stroke-width="4"/>` +
    `<path d="M${x + 8} ${y + 125} H${x + width - 8}" stroke="${white}" stroke-opacity="0.6" stroke-width="2"/>` +
    `<circle cx="${x + width / 2}" cy="${y + 200}" r="10" fill="${scene.palette.highlight}"/>` +
    drawEarbud(790, 640, -16, tones, shell.paint) +
    drawEarbud(950, 680, 14, tones, shell.paint)
  )
}

/** A desk stand: a round weighted base, a neck and a cradle whose lip holds a phone leaning back a little. */
function drawPhoneStand(scene: Scene, colour: string): string {
  const tones = tonesOf(colour)
  const body = gradientPaint(scene, [tones.light, tones.base, tones.dark], [0, 0, 1, 0])
  const top = gradientPaint(scene, [tones.light, tones.base], [0, 0, 0, 1])
  const phone: PhoneFrame = { cx: 600, cy: 420, width: 310, height: 640, rotation: 0 }
  const baseY = floorY - 40
  return (
    body.defs +
    top.defs +
    floorShadow(scene, 600, floorY - 10, 620) +
    `<path d="M350 ${baseY} V${baseY + 26} A250 44 0 0 0 850 ${baseY + 26} V${baseY} Z" fill="${body.paint}"/>` +
    `<ellipse cx="600" cy="${baseY}" rx="250" ry="44" fill="${top.paint}"/>` +
    `<path d="${cylinderPath(600, 700, baseY, 44)}" fill="${body.paint}"/>` +
    `<ellipse cx="600" cy="${baseY}" rx="44" ry="10" fill="${tones.edge}" fill-opacity="0.4"/>` +
    `<g transform="translate(600 740) scale(1 0.95) translate(-600 -740)">` +
    productPhone(scene, phone, drawWallpaper(scene, phone)) +
    `</g>` +
    rect(420, 716, 360, 58, 26, body.paint) +
    rect(432, 722, 336, 12, 6, white, `fill-opacity="0.45"`) +
    rect(444, 760, 312, 8, 4, tones.edge, `fill-opacity="0.5"`)
  )
}

/** A map screen for the car mount: streets, a park, the route in the accent colour and a destination pin. */
function drawMapScreen(scene: Scene, frame: PhoneFrame): string {
  const { width, height } = phoneScreenSize(frame)
  const { accent, highlight } = scene.palette
  const street = (d: string, widthPx: number): string =>
    `<path d="${d}" fill="none" stroke="${white}" stroke-width="${widthPx}" stroke-linecap="round"/>`
  return (
    `<rect width="${num(width)}" height="${num(height)}" fill="#e8edf3"/>` +
    rect(width * 0.55, height * 0.08, width * 0.4, height * 0.18, 24, '#c9ecd4') +
    `<circle cx="${num(width * 0.1)}" cy="${num(height * 0.7)}" r="${num(width * 0.3)}" fill="#cfe3f7"/>` +
    street(`M0 ${num(height * 0.35)} L${num(width)} ${num(height * 0.28)}`, 22) +
    street(`M${num(width * 0.3)} 0 L${num(width * 0.42)} ${num(height)}`, 18) +
    street(`M0 ${num(height * 0.62)} L${num(width)} ${num(height * 0.7)}`, 14) +
    `<path d="M${num(width * 0.4)} ${num(height * 0.92)} L${num(width * 0.35)} ${num(height * 0.66)} L${num(width * 0.75)} ${num(height * 0.68)} L${num(width * 0.78)} ${num(height * 0.3)}" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
    drawIcon('location', colorPaint(highlight, white), width * 0.78, height * 0.24, 90) +
    `<circle cx="${num(width * 0.4)}" cy="${num(height * 0.92)}" r="16" fill="${accent}" stroke="${white}" stroke-width="6"/>`
  )
}

/** A car mount: a suction cup and arm holding a cradle, whose side grips and feet clasp a phone showing a map. */
function drawCarMount(scene: Scene, colour: string): string {
  const tones = tonesOf(colour)
  const body = gradientPaint(scene, [tones.light, tones.base, tones.dark])
  const cup = gradientPaint(scene, [tones.light, tones.dark], [0, 0, 0, 1])
  const phone: PhoneFrame = { cx: 600, cy: 440, width: 300, height: 600, rotation: 0 }
  const grips = [-1, 1]
    .map((side) => {
      const x = 600 + side * (phone.width / 2 + 16)
      return (
        rect(x - 22, 400, 44, 150, 20, body.paint) +
        rect(x - 10 - side * 6, 412, 8, 126, 4, '#0f172a', `fill-opacity="0.6"`)
      )
    })
    .join('')
  return (
    body.defs +
    cup.defs +
    floorShadow(scene, 600, floorY, 440) +
    `<path d="M470 ${floorY} A130 60 0 0 1 730 ${floorY} Z" fill="${cup.paint}"/>` +
    `<ellipse cx="600" cy="${floorY}" rx="130" ry="16" fill="${tones.edge}"/>` +
    rect(640, floorY - 56, 70, 22, 11, tones.dark) +
    rect(574, 700, 52, 170, 24, body.paint) +
    rect(470, 330, 260, 320, 40, tones.dark) +
    productPhone(scene, phone, drawMapScreen(scene, phone)) +
    grips +
    rect(470, 728, 60, 34, 14, body.paint) +
    rect(670, 728, 60, 34, 14, body.paint)
  )
}

/** The outline of a microSD card, `width` × `height`, with the notch on its left side. */
function microSdPath(width: number, height: number): string {
  const notch = width * 0.07
  return `M8 0 H${width - 8} Q${width} 0 ${width} 8 V${height - 10} Q${width} ${height} ${width - 10} ${height} H10 Q0 ${height} 0 ${height - 10} V${num(height * 0.42)} L${num(notch)} ${num(height * 0.37)} V${num(height * 0.26)} L0 ${num(height * 0.21)} V8 Q0 0 8 0 Z`
}

/** An SD adapter from the front: a clipped corner, grip ribs, a lock switch and a striped label. */
function drawSdAdapter(scene: Scene, tones: Tones, paint: string): string {
  const { accent, highlight } = scene.palette
  const [width, height] = [340, 450]
  const label = gradientPaint(scene, [accent, mix(accent, highlight, 0.6)])
  const clip = scene.id('label-clip')
  return (
    label.defs +
    `<defs><clipPath id="${clip}">${rect(32, 150, width - 64, 260, 18, black)}</clipPath></defs>` +
    rect(-12, 96, 16, 70, 5, tones.edge) +
    rect(-16, 104, 12, 28, 4, metal[1]) +
    `<path d="M14 0 H${width - 56} L${width} 56 V${height - 14} Q${width} ${height} ${width - 14} ${height} H14 Q0 ${height} 0 ${height - 14} V14 Q0 0 14 0 Z" fill="${paint}" stroke="${tones.light}" stroke-opacity="0.5" stroke-width="3"/>` +
    Array.from({ length: 6 }, (_, index) =>
      rect(60 + index * 34, 36, 10, 70, 5, tones.edge, `fill-opacity="0.5"`),
    ).join('') +
    `<g clip-path="url(#${clip})">` +
    rect(32, 150, width - 64, 260, 0, label.paint) +
    `<path d="M32 350 L${width - 32} 230 V290 L32 410 Z" fill="${white}" fill-opacity="0.18"/>` +
    `<circle cx="${width - 90}" cy="220" r="44" fill="${white}" fill-opacity="0.85"/>` +
    `<circle cx="${width - 90}" cy="220" r="24" fill="${highlight}"/>` +
    `</g>`
  )
}

/** A microSD card shown by its gold contacts, in front of its SD adapter. */
function drawMemoryCard(scene: Scene, colour: string): string {
  const tones = tonesOf(colour)
  const body = gradientPaint(scene, [tones.light, tones.base, tones.dark])
  const gold = gradientPaint(scene, ['#fde68a', '#d4a017', '#fcd34d'], [0, 0, 1, 0])
  const micro = { width: 200, height: 272 }
  const contacts = Array.from({ length: 8 }, (_, index) => rect(18 + index * 21.5, 14, 15, 52, 4, gold.paint)).join('')
  return (
    body.defs +
    gold.defs +
    floorShadow(scene, 600, floorY - 10, 660) +
    `<g transform="translate(290 410) rotate(-8)">${drawSdAdapter(scene, tones, body.paint)}</g>` +
    `<g transform="translate(640 590) rotate(12)">` +
    `<path d="${microSdPath(micro.width, micro.height)}" fill="${body.paint}" stroke="${tones.light}" stroke-opacity="0.6" stroke-width="3"/>` +
    contacts +
    `<path d="M40 150 H160" stroke="${tones.light}" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>` +
    `</g>`
  )
}

/** A screwdriver lying at (x, y) along `degrees`: a grooved handle in `colour` and a steel shaft. */
function drawScrewdriver(scene: Scene, x: number, y: number, degrees: number, colour: string): string {
  const tones = tonesOf(colour)
  const handle = gradientPaint(scene, [tones.light, tones.base, tones.dark], [0, 0, 0, 1])
  const shaft = gradientPaint(scene, metal, [0, 0, 0, 1])
  return (
    handle.defs +
    shaft.defs +
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(degrees)})">` +
    rect(0, -30, 170, 60, 26, handle.paint) +
    [40, 80, 120].map((groove) => rect(groove, -22, 14, 44, 7, tones.dark, `fill-opacity="0.5"`)).join('') +
    rect(164, -12, 170, 24, 6, shaft.paint) +
    `<path d="M334 -12 L364 -4 V4 L334 12 Z" fill="${metal[2]}"/>` +
    `</g>`
  )
}

/** The check-up screen: a shield with a check inside a progress ring, and three passed checks below. */
function drawCheckupScreen(scene: Scene, frame: PhoneFrame, colour: string): string {
  const { width, height } = phoneScreenSize(frame)
  const { highlight, ink } = scene.palette
  const cx = width / 2
  const cy = height * 0.3
  const ring = width * 0.36
  const rows = [0, 1, 2]
    .map((index) => {
      const y = height * 0.58 + index * 74
      return (
        rect(22, y, width - 44, 60, 18, mix(colour, white, 0.9)) +
        `<circle cx="56" cy="${num(y + 30)}" r="17" fill="#22c55e"/>` +
        `<g transform="translate(39 ${num(y + 13)}) scale(0.34)">${checkPath(white, 14)}</g>` +
        bar(88, y + 18, width * 0.42, 11, ink, 0.75) +
        bar(88, y + 36, width * 0.28, 8, ink, 0.25)
      )
    })
    .join('')
  return (
    `<rect width="${num(width)}" height="${num(height)}" fill="${mix(colour, white, 0.96)}"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(ring)}" fill="${mix(colour, white, 0.9)}" stroke="${mix(colour, white, 0.8)}" stroke-width="14"/>` +
    `<path d="${arcPath(cx, cy, ring, -90, 240)}" fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round"/>` +
    drawIcon('security', colorPaint(colour, highlight), cx, cy, width * 0.5) +
    rows
  )
}

/** A phone check-up: a phone showing a passed scan, a check badge and a screwdriver from the repair bench. */
function drawCheckupService(scene: Scene, colour: string): string {
  const phone: PhoneFrame = { cx: 570, cy: 520, width: 330, height: 680, rotation: -6 }
  const badge = { cx: 800, cy: 250, radius: 74 }
  return (
    floorShadow(scene, 600, floorY - 10, 660) +
    productPhone(scene, phone, drawCheckupScreen(scene, phone, colour)) +
    `<circle cx="${badge.cx}" cy="${badge.cy + 8}" r="${badge.radius}" fill="${scene.palette.ink}" fill-opacity="0.12"/>` +
    `<circle cx="${badge.cx}" cy="${badge.cy}" r="${badge.radius}" fill="${white}"/>` +
    `<circle cx="${badge.cx}" cy="${badge.cy}" r="${badge.radius - 12}" fill="#22c55e"/>` +
    `<g transform="translate(${badge.cx - 40} ${badge.cy - 40}) scale(0.8)">${checkPath(white, 14)}</g>` +
    drawScrewdriver(scene, 800, 930, 194, colour) +
    drawScrewdriver(scene, 500, 936, -14, scene.palette.highlight)
  )
}

/** A round badge with a download arrow, saying the book is a file to download. */
function drawDownloadBadge(cx: number, cy: number, colour: string): string {
  return (
    `<circle cx="${cx}" cy="${cy + 8}" r="64" fill="${black}" fill-opacity="0.12"/>` +
    `<circle cx="${cx}" cy="${cy}" r="64" fill="${white}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="52" fill="${colour}"/>` +
    `<path d="M${cx} ${cy - 26} V${cy + 12} M${cx - 18} ${cy - 4} L${cx} ${cy + 14} L${cx + 18} ${cy - 4} M${cx - 24} ${cy + 26} H${cx + 24}" fill="none" stroke="${white}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

/** An e-book: a cover in `colour` with a phone and the Vietnamese title on a light panel, its pages showing along the top and side. */
function drawEbook(scene: Scene, colour: string): string {
  const tones = tonesOf(colour)
  const { highlight, glow, ink } = scene.palette
  const cover = gradientPaint(scene, [tones.light, tones.base, tones.dark])
  const [x, y, width, height] = [370, 250, 440, 630]
  const depth = { x: 34, y: -26 }
  const clip = scene.id('cover-clip')
  const pages: Tones = { light: white, base: '#f8fafc', dark: '#e2e8f0', edge: '#cbd5e1' }
  const pageLines = [0.25, 0.45, 0.65, 0.85]
    .map(
      (share) =>
        `<path d="M${num(x + width + depth.x * share)} ${num(y + depth.y * share + 24)} V${num(y + height + depth.y * share - 10)}" stroke="#cbd5e1" stroke-width="2"/>`,
    )
    .join('')
  const panel = { x: x + 46, y: y + height - 280, width: width - 80, height: 214 }
  const subtitle = 'dùng điện thoại'
  const subtitleSize = fittingSize(subtitle, panel.width - 56, 60, 36, 700)
  const phonePaint = { main: white, soft: mix(colour, white, 0.55), detail: tones.edge, highlight }
  return (
    cover.defs +
    `<defs><clipPath id="${clip}">${rect(x, y, width, height, 14, black)}</clipPath></defs>` +
    floorShadow(scene, 620, floorY - 10, 640) +
    rect(x + depth.x, y + depth.y, width, height, 14, tones.dark) +
    drawBlock(
      scene,
      { x, y, width: width - 6, height: height - 4, radius: 10 },
      { x: depth.x - 4, y: depth.y + 4 },
      pages,
      pages.base,
    ) +
    pageLines +
    `<g clip-path="url(#${clip})">` +
    rect(x, y, width, height, 0, cover.paint) +
    `<circle cx="${x + width - 30}" cy="${y + 80}" r="190" fill="${glow}" fill-opacity="0.3"/>` +
    `<circle cx="${x + 90}" cy="${y + 250}" r="80" fill="${white}" fill-opacity="0.1"/>` +
    `<g transform="rotate(10 ${x + width * 0.58} ${y + 190})">${drawIcon('phone', phonePaint, x + width * 0.58, y + 190, 270)}</g>` +
    rect(x, y, 30, height, 0, tones.edge, `fill-opacity="0.45"`) +
    `<path d="M${x + 31} ${y} V${y + height}" stroke="${white}" stroke-opacity="0.35" stroke-width="3"/>` +
    `</g>` +
    bar(x + 62, y + 60, 84, 14, highlight) +
    rect(panel.x, panel.y, panel.width, panel.height, 24, white, `fill-opacity="0.94"`) +
    drawText('Cẩm nang', panel.x + 28, panel.y + 80, { size: 60, weight: 700, color: ink }) +
    drawText(subtitle, panel.x + 28, panel.y + 88 + subtitleSize, { size: subtitleSize, weight: 700, color: ink }) +
    bar(panel.x + 28, panel.y + panel.height - 42, 90, 12, highlight) +
    drawDownloadBadge(x + width - 4, y + height - 36, highlight)
  )
}

const drawers: Record<ProductDrawing, ProductDrawer> = {
  charger: drawCharger,
  cable: drawCable,
  case: drawCase,
  'screen-protector': drawScreenProtector,
  'power-bank': drawPowerBank,
  earbuds: drawEarbuds,
  'phone-stand': drawPhoneStand,
  'car-mount': drawCarMount,
  'memory-card': drawMemoryCard,
  'checkup-service': drawCheckupService,
  ebook: drawEbook,
}

/** The body colours a product comes in when none is asked for: shop neutrals and the palette's own colours. */
const defaultColours: Record<ProductDrawing, (palette: Palette) => readonly string[]> = {
  charger: (p) => [offWhite, graphite, p.accent],
  cable: (p) => [offWhite, graphite, p.accent, p.highlight],
  case: (p) => [p.accent, p.highlight, graphite, mix(p.accent, white, 0.45)],
  'screen-protector': (p) => [mix(p.ink, black, 0.3)],
  'power-bank': (p) => [graphite, offWhite, p.accent],
  earbuds: (p) => [offWhite, graphite, p.accent],
  'phone-stand': (p) => ['#cbd5e1', '#64748b', p.accent],
  'car-mount': () => [graphite, '#334155'],
  'memory-card': (p) => [graphite, p.ink],
  'checkup-service': (p) => [p.accent],
  ebook: (p) => [p.accent, p.background[1]],
}

/**
 * A square catalogue photo of `drawing` as a whole SVG document. `colour` (`#rrggbb`) sets the product's body
 * colour; without it, one is picked from the product's usual colours with the scene's dice.
 */
export function drawProduct(scene: Scene, drawing: ProductDrawing, colour?: string): string {
  if (colour !== undefined && !/^#[0-9a-f]{6}$/i.test(colour))
    throw new Error(`Product colour must be #rrggbb, got “${colour}”`)
  const body = colour ?? scene.random.pick(defaultColours[drawing](scene.palette))
  return svgDocument(scene, drawStudio(scene) + drawers[drawing](scene, body))
}
