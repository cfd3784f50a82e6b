/** The responsive breakpoints (max widths in px) and device modes (docs/widgets.md, Breakpoints). Pure. */

export const deviceModes = [
  'mobile',
  'mobile_extra',
  'tablet',
  'tablet_extra',
  'laptop',
  'desktop',
  'widescreen',
] as const
export type DeviceMode = (typeof deviceModes)[number]

export interface Breakpoint {
  value: number
  enabled: boolean
}

export const defaultBreakpoints: Record<Exclude<DeviceMode, 'desktop'>, Breakpoint> = {
  mobile: { value: 767, enabled: true },
  mobile_extra: { value: 880, enabled: false },
  tablet: { value: 1024, enabled: true },
  tablet_extra: { value: 1200, enabled: false },
  laptop: { value: 1366, enabled: false },
  widescreen: { value: 2400, enabled: false },
}

/** Smallest width a layout is designed for. */
export const MIN_VIEWPORT_WIDTH = 320

/** The device mode for a viewport width; disabled breakpoints are skipped. */
export function deviceModeFor(width: number, breakpoints = defaultBreakpoints): DeviceMode {
  if (breakpoints.widescreen.enabled && width >= breakpoints.widescreen.value) return 'widescreen'
  for (const mode of ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop'] as const) {
    const breakpoint = breakpoints[mode]
    if (breakpoint.enabled && width <= breakpoint.value) return mode
  }
  return 'desktop'
}

/** Whether `mode` is `limit` or a smaller device. */
export function isAtMost(mode: DeviceMode, limit: DeviceMode): boolean {
  return deviceModes.indexOf(mode) <= deviceModes.indexOf(limit)
}
