/** What drawing a screen takes and gives back. */
import { num, type IdFactory } from '../svg'

export interface Point {
  x: number
  y: number
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** The display a screen is drawn on, in its own coordinates: (0, 0) is the top-left corner. */
export interface ScreenCanvas {
  width: number
  height: number
  /** The tutorial's marking colour: the highlighted item is tinted with it. */
  mark: string
  id: IdFactory
}

export interface DrawnScreen {
  svg: string
  /** The part worth a closer look: the highlighted item or the menu holding it, or the page title when nothing is highlighted. */
  zoom: Rect
  /** The highlighted item, to be outlined. */
  focus: Rect | null
  /** Where the finger taps, when the step taps something (information is only outlined). */
  tap: Point | null
}

/** The tint laid on the highlighted item, under its content. */
export function highlightTint(rect: Rect, mark: string, radius: number): string {
  return `<rect x="${num(rect.x)}" y="${num(rect.y)}" width="${num(rect.width)}" height="${num(rect.height)}" rx="${num(radius)}" fill="${mark}" fill-opacity="0.14"/>`
}

/** A filled rounded rectangle; `extra` adds attributes such as an opacity. */
export function fillRect(r: Rect, fill: string, radius: number, extra = ''): string {
  return `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}" rx="${num(radius)}" fill="${fill}"${extra}/>`
}
