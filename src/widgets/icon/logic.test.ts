import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ICONS, isIconName } from './icons'
import { iconSize } from './logic'

describe('icon', () => {
  it('clamps the size to 16–128 px, whatever is stored', () => {
    expect(iconSize('64')).toBe(64)
    expect(iconSize(4)).toBe(16)
    expect(iconSize(1000)).toBe(128)
    expect(iconSize('x')).toBe(48)
    expect(iconSize(Number.NaN)).toBe(48)
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double()), (value) => {
        const size = iconSize(value)
        expect(Number.isInteger(size) && size >= 16 && size <= 128).toBe(true)
      }),
    )
  })

  it('knows its twenty-one icons, each a plain path with a Vietnamese name, and nothing else', () => {
    expect(Object.keys(ICONS)).toHaveLength(21)
    for (const icon of Object.values(ICONS)) {
      expect(icon.path).toMatch(/^M[\d\s.,a-zA-Z-]+$/)
      expect(icon.label).not.toBe('')
    }
    expect(isIconName('map-pin')).toBe(true)
    for (const value of ['toString', '__proto__', 'constructor', '<svg>', '', null, 42])
      expect(isIconName(value)).toBe(false)
  })
})
