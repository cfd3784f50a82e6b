import type { Viewports } from '@puckeditor/core'
import { Laptop } from 'lucide-react'
import { createElement } from 'react'
import { defaultBreakpoints } from '@/lib/breakpoints'

/** The editor's preview widths: a common phone, the widest tablet of the tablet breakpoint (docs/widgets.md, Breakpoints), the narrowest desktop and a desktop. */
export const builderViewports: Viewports = [
  { width: 390, height: 'auto', icon: 'Smartphone', label: 'Điện thoại' },
  { width: defaultBreakpoints.tablet.value, height: 'auto', icon: 'Tablet', label: 'Máy tính bảng' },
  // The narrowest desktop (one pixel past the tablet's breakpoint): what a laptop screen shows readably.
  {
    width: defaultBreakpoints.tablet.value + 1,
    height: 'auto',
    icon: createElement(Laptop, { size: 16 }),
    label: 'Máy tính xách tay',
  },
  { width: 1280, height: 'auto', icon: 'Monitor', label: 'Máy tính' },
]

/**
 * What the editor's plugin rail, two side panels (216 px each on laptop screens, custom.css) and the canvas's margins
 * take of the window, in CSS pixels.
 */
const SIDE_PANELS_WIDTH = 68 + 2 * 216 + 48
/** Below this zoom the canvas's text is too small to read and edit comfortably. */
const READABLE_ZOOM = 0.7

/**
 * The preview the editor opens at in a window `windowWidth` wide: the widest one shown at a readable zoom in the canvas
 * left between the side panels (a 1280 px screen opens at the narrowest desktop, not a wide one shrunk to half), else the
 * narrowest.
 */
export function initialViewport(windowWidth: number): { width: number; height: 'auto' } {
  const canvas = windowWidth - SIDE_PANELS_WIDTH
  const widths = builderViewports
    .map((viewport) => viewport.width)
    .filter((width): width is number => typeof width === 'number')
  const readable = widths.filter((width) => Math.min(canvas / width, 1) >= READABLE_ZOOM)
  return { width: readable.length ? Math.max(...readable) : Math.min(...widths), height: 'auto' }
}
