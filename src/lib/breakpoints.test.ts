import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultBreakpoints, deviceModeFor, deviceModes, isAtMost } from './breakpoints'

describe('deviceModeFor', () => {
  it('follows the enabled breakpoints only', () => {
    expect(deviceModeFor(390)).toBe('mobile')
    expect(deviceModeFor(767)).toBe('mobile')
    expect(deviceModeFor(800)).toBe('tablet')
    expect(deviceModeFor(1024)).toBe('tablet')
    expect(deviceModeFor(1100)).toBe('desktop')
    expect(deviceModeFor(3000)).toBe('desktop')
  })

  it('uses a disabled breakpoint once enabled', () => {
    const withExtra = {
      ...defaultBreakpoints,
      mobile_extra: { value: 880, enabled: true },
      widescreen: { value: 2400, enabled: true },
    }
    expect(deviceModeFor(800, withExtra)).toBe('mobile_extra')
    expect(deviceModeFor(2400, withExtra)).toBe('widescreen')
  })

  it('never goes down as the window grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a]
        expect(deviceModes.indexOf(deviceModeFor(small))).toBeLessThanOrEqual(deviceModes.indexOf(deviceModeFor(large)))
      }),
    )
  })

  it('compares device sizes', () => {
    expect(isAtMost('mobile', 'tablet')).toBe(true)
    expect(isAtMost('desktop', 'tablet')).toBe(false)
  })
})
