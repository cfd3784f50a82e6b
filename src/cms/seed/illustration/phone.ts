import { black, mix, white } from './color'
import type { Scene } from './scene'
import { blurFilter, num } from './svg'

/** Where a phone sits in the scene. */
export interface PhoneFrame {
  /** Centre of the phone. */
  cx: number
  cy: number
  width: number
  height: number
  /** Degrees, clockwise. */
  rotation: number
}

export interface PhoneShadow {
  offsetX: number
  offsetY: number
  blur: number
  opacity: number
}

/** The size of the screen inside a phone body, in the coordinates its content is drawn in. */
export function phoneScreenSize(frame: PhoneFrame): { width: number; height: number } {
  const bezel = frame.width * 0.04
  return { width: frame.width - 2 * bezel, height: frame.height - 2 * bezel }
}

/**
 * A modern smartphone: soft shadow, graphite body with side buttons and a light rim,
 * `screen` clipped to the rounded display, a glass reflection and a dynamic island.
 * `screen` is drawn in screen coordinates, (0, 0) at the display's top-left corner.
 */
export function drawPhone(scene: Scene, frame: PhoneFrame, screen: string, shadow: PhoneShadow): string {
  // Graphite, tinted with the palette's ink so the phone belongs to the scene.
  const body = mix(scene.palette.ink, '#1d2230', 0.45)
  const { width, height } = frame
  const radius = width * 0.16
  const screenSize = phoneScreenSize(frame)
  const screenRadius = radius - (width - screenSize.width) / 2
  const left = -width / 2
  const top = -height / 2
  const ids = {
    shadow: scene.id('phone-shadow'),
    body: scene.id('phone-body'),
    rim: scene.id('phone-rim'),
    clip: scene.id('screen-clip'),
    glass: scene.id('glass'),
  }
  const bodyDark = mix(body, black, 0.45)
  const button = (x: number, y: number, length: number): string =>
    `<rect x="${num(x)}" y="${num(top + height * y)}" width="6" height="${num(height * length)}" rx="3" fill="${bodyDark}"/>`

  return (
    `<defs>${blurFilter(ids.shadow, shadow.blur)}` +
    `<linearGradient id="${ids.body}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(body, white, 0.18)}"/><stop offset="1" stop-color="${bodyDark}"/></linearGradient>` +
    `<linearGradient id="${ids.rim}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${white}" stop-opacity="0.5"/><stop offset="0.5" stop-color="${white}" stop-opacity="0.05"/><stop offset="1" stop-color="${white}" stop-opacity="0.25"/></linearGradient>` +
    `<linearGradient id="${ids.glass}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${white}" stop-opacity="0.5"/><stop offset="1" stop-color="${white}" stop-opacity="0"/></linearGradient>` +
    `<clipPath id="${ids.clip}"><rect width="${num(screenSize.width)}" height="${num(screenSize.height)}" rx="${num(screenRadius)}"/></clipPath></defs>` +
    `<g transform="translate(${num(frame.cx + shadow.offsetX)} ${num(frame.cy + shadow.offsetY)}) rotate(${num(frame.rotation)})">` +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}" rx="${num(radius)}" fill="${mix(body, black, 0.3)}" opacity="${num(shadow.opacity)}" filter="url(#${ids.shadow})"/></g>` +
    `<g transform="translate(${num(frame.cx)} ${num(frame.cy)}) rotate(${num(frame.rotation)})">` +
    button(left - 3, 0.17, 0.05) +
    button(left - 3, 0.25, 0.09) +
    button(left - 3, 0.36, 0.09) +
    button(-left - 3, 0.27, 0.13) +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}" rx="${num(radius)}" fill="url(#${ids.body})"/>` +
    `<rect x="${num(left + 2)}" y="${num(top + 2)}" width="${num(width - 4)}" height="${num(height - 4)}" rx="${num(radius - 2)}" fill="none" stroke="url(#${ids.rim})" stroke-width="2.5"/>` +
    `<g transform="translate(${num(-screenSize.width / 2)} ${num(-screenSize.height / 2)})" clip-path="url(#${ids.clip})">` +
    `<rect width="${num(screenSize.width)}" height="${num(screenSize.height)}" fill="${white}"/>` +
    screen +
    `<path d="M0 0 H${num(screenSize.width * 0.62)} L0 ${num(screenSize.height * 0.42)} Z" fill="url(#${ids.glass})" opacity="0.35"/>` +
    `</g>` +
    `<rect x="${num(-screenSize.width * 0.16)}" y="${num(-screenSize.height / 2 + 12)}" width="${num(screenSize.width * 0.32)}" height="30" rx="15" fill="#0a0a0d"/>` +
    `<circle cx="${num(screenSize.width * 0.1)}" cy="${num(-screenSize.height / 2 + 27)}" r="5.5" fill="#1c2333"/>` +
    `<circle cx="${num(screenSize.width * 0.1 - 1.5)}" cy="${num(-screenSize.height / 2 + 25.5)}" r="1.8" fill="#3b4a6b"/>` +
    `</g>`
  )
}
