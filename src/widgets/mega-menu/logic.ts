import { type DeviceMode, deviceModeFor } from '@/lib/breakpoints'

/** Mega menu rules, pure (docs/widgets.md, Menus). */

export type OpenOn = 'hover' | 'click'
export type ItemLayout = 'horizontal' | 'dropdown'

/** A submenu panel is at most this wide, and animates in over this long (docs/widgets.md, Menus). */
export const MEGA_MENU_MAX_WIDTH = 1000
export const MEGA_MENU_ANIMATION_MS = 400

const CLICK_DEVICES: readonly DeviceMode[] = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra']

/**
 * Whether submenus open on click rather than hover: in the editor, on phones and tablets, when the editor chose
 * click, or with the dropdown item layout. Otherwise (desktop, hover, horizontal) they open on hover.
 */
export function opensOnClick(options: {
  isEditing: boolean
  viewportWidth: number
  openOn: unknown
  itemLayout: unknown
}): boolean {
  return (
    options.isEditing ||
    CLICK_DEVICES.includes(deviceModeFor(options.viewportWidth)) ||
    options.openOn !== 'hover' ||
    options.itemLayout === 'dropdown'
  )
}

/** The index of the submenu open after a toggle: the same one closes, another one replaces it. */
export function toggledIndex(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked
}
