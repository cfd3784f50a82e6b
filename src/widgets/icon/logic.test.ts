import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isIconName } from './icons'
import { iconSize } from './logic'

describe('icon', () => {
  it('clamps the size and knows only its own icons', () => {
    expect(iconSize('64')).toBe(64)
    expect(iconSize(4)).toBe(16)
    expect(iconSize(1000)).toBe(128)
    expect(iconSize('x')).toBe(48)
    expect(isIconName('phone')).toBe(true)
    expect(isIconName('toString')).toBe(false)
    expect(isIconName('<svg>')).toBe(false)
    fc.assert(fc.property(fc.anything(), (value) => {
      const size = iconSize(value)
      expect(size >= 16 && size <= 128).toBe(true)
    }))
  })
})
