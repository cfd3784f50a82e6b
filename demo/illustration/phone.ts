import type { PhoneButton, ScreenOs } from '../screens'
import { black, mix, white } from './color'
import type { Scene } from './scene'
import { blurredRect, num } from './svg'

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

/** A button on the edge of the phone: its side, and where it runs as shares of the phone's height. */
interface ButtonPlace {
  side: -1 | 1
  start: number
  length: number
}

/** iPhone: action button and volume on the left, side button on the right. Samsung: volume and side key on the right. */
const buttonPlaces: Record<ScreenOs, Partial<Record<PhoneButton | 'action', ButtonPlace>>> = {
  ios: {
    action: { side: -1, start: 0.17, length: 0.05 },
    'volume-up': { side: -1, start: 0.25, length: 0.09 },
    'volume-down': { side: -1, start: 0.36, length: 0.09 },
    side: { side: 1, start: 0.27, length: 0.13 },
  },
  android: {
    'volume-up': { side: 1, start: 0.2, length: 0.065 },
    'volume-down': { side: 1, start: 0.265, length: 0.065 },
    side: { side: 1, start: 0.36, length: 0.07 },
  },
}

/** The middle of a button on the outer edge of an upright phone, in scene coordinates. */
export function phoneButtonPoint(
  frame: PhoneFrame,
  os: ScreenOs,
  button: PhoneButton,
): { x: number; y: number; side: -1 | 1 } {
  const place = buttonPlaces[os][button] as ButtonPlace
  return {
    x: frame.cx + place.side * (frame.width / 2 + 3),
    y: frame.cy - frame.height / 2 + frame.height * (place.start + place.length / 2),
    side: place.side,
  }
}

export interface PhoneOptions {
  /** The system the phone runs: an iPhone with a Dynamic Island, or an Android phone with a punch-hole camera. */
  os?: ScreenOs
  /** Buttons drawn pressed, in this colour. */
  pressed?: { buttons: PhoneButton[]; color: string }
  /** A faint reflection across the glass. */
  glass?: boolean
}

/**
 * A modern smartphone: soft shadow (unless `shadow` is null), graphite body with side buttons and a light rim,
 * `screen` clipped to the rounded display, a glass reflection and a Dynamic Island (or a punch-hole camera).
 * `screen` is drawn in screen coordinates, (0, 0) at the display's top-left corner.
 */
export function drawPhone(
  scene: Scene,
  frame: PhoneFrame,
  screen: string,
  shadow: PhoneShadow | null,
  options: PhoneOptions = {},
): string {
  const os = options.os ?? 'ios'
  // Graphite, tinted with the palette's ink so the phone belongs to the scene.
  const body = mix(scene.palette.ink, '#1d2230', 0.45)
  const { width, height } = frame
  const radius = width * (os === 'ios' ? 0.16 : 0.12)
  const screenSize = phoneScreenSize(frame)
  const screenRadius = radius - (width - screenSize.width) / 2
  const left = -width / 2
  const top = -height / 2
  const ids = {
    body: scene.id('phone-body'),
    rim: scene.id('phone-rim'),
    clip: scene.id('screen-clip'),
    glass: scene.id('glass'),
  }
  const bodyDark = mix(body, black, 0.45)
  const buttons = Object.entries(buttonPlaces[os])
    .map(([name, place]) => {
      const pressed = options.pressed?.buttons.includes(name as PhoneButton)
      const x = place.side === -1 ? left - (pressed ? 6 : 3) : -left - (pressed ? 0 : 3)
      return `<rect x="${num(x)}" y="${num(top + height * place.start)}" width="${pressed ? 9 : 6}" height="${num(height * place.length)}" rx="3" fill="${pressed ? options.pressed?.color : bodyDark}"/>`
    })
    .join('')
  const camera =
    os === 'ios'
      ? `<rect x="${num(-screenSize.width * 0.16)}" y="${num(-screenSize.height / 2 + 12)}" width="${num(screenSize.width * 0.32)}" height="30" rx="15" fill="#0a0a0d"/>` +
        `<circle cx="${num(screenSize.width * 0.1)}" cy="${num(-screenSize.height / 2 + 27)}" r="5.5" fill="#1c2333"/>` +
        `<circle cx="${num(screenSize.width * 0.1 - 1.5)}" cy="${num(-screenSize.height / 2 + 25.5)}" r="1.8" fill="#3b4a6b"/>`
      : `<circle cx="0" cy="${num(-screenSize.height / 2 + 20)}" r="8" fill="#0a0a0d"/>` +
        `<circle cx="-2" cy="${num(-screenSize.height / 2 + 18)}" r="2" fill="#2a3550"/>`
  const glass =
    options.glass === false
      ? ''
      : `<path d="M0 0 H${num(screenSize.width * 0.62)} L0 ${num(screenSize.height * 0.42)} Z" fill="url(#${ids.glass})" opacity="0.35"/>`

  return (
    `<defs>` +
    `<linearGradient id="${ids.body}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(body, white, 0.18)}"/><stop offset="1" stop-color="${bodyDark}"/></linearGradient>` +
    `<linearGradient id="${ids.rim}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${white}" stop-opacity="0.5"/><stop offset="0.5" stop-color="${white}" stop-opacity="0.05"/><stop offset="1" stop-color="${white}" stop-opacity="0.25"/></linearGradient>` +
    `<linearGradient id="${ids.glass}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${white}" stop-opacity="0.5"/><stop offset="1" stop-color="${white}" stop-opacity="0"/></linearGradient>` +
    `<clipPath id="${ids.clip}"><rect width="${num(screenSize.width)}" height="${num(screenSize.height)}" rx="${num(screenRadius)}"/></clipPath></defs>` +
    (shadow
      ? `<g transform="translate(${num(frame.cx + shadow.offsetX)} ${num(frame.cy + shadow.offsetY)}) rotate(${num(frame.rotation)})">` +
        blurredRect(left, top, width, height, radius, mix(body, black, 0.3), shadow.opacity, shadow.blur) +
        `</g>`
      : '') +
    `<g transform="translate(${num(frame.cx)} ${num(frame.cy)}) rotate(${num(frame.rotation)})">` +
    buttons +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}" rx="${num(radius)}" fill="url(#${ids.body})"/>` +
    `<rect x="${num(left + 2)}" y="${num(top + 2)}" width="${num(width - 4)}" height="${num(height - 4)}" rx="${num(radius - 2)}" fill="none" stroke="url(#${ids.rim})" stroke-width="2.5"/>` +
    `<g transform="translate(${num(-screenSize.width / 2)} ${num(-screenSize.height / 2)})" clip-path="url(#${ids.clip})">` +
    `<rect width="${num(screenSize.width)}" height="${num(screenSize.height)}" fill="${white}"/>` +
    screen +
    glass +
    `</g>` +
    camera +
    `</g>`
  )
}
