import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ICONS, isIconName } from './icons'
import { iconSize, safeHref } from './logic'

describe('icon', () => {
  it('clamps the size to 16–128 px, whatever is stored', () => {
    expect(iconSize('64')).toBe(64)
    expect(iconSize(4)).toBe(16)
    expect(iconSize(1000)).toBe(128)
    expect(iconSize('x')).toBe(48)
    expect(iconSize(Number.NaN)).toBe(48)
    fc.assert(fc.property(fc.oneof(fc.anything(), fc.double()), (value) => {
      const size = iconSize(value)
      expect(Number.isInteger(size) && size >= 16 && size <= 128).toBe(true)
    }))
  })

  it('knows its twenty-one icons, each a plain path with a Vietnamese name, and nothing else', () => {
    expect(Object.keys(ICONS)).toHaveLength(21)
    for (const icon of Object.values(ICONS)) {
      expect(icon.path).toMatch(/^M[\d\s.,a-zA-Z-]+$/)
      expect(icon.label).not.toBe('')
    }
    expect(isIconName('map-pin')).toBe(true)
    for (const value of ['toString', '__proto__', 'constructor', '<svg>', '', null, 42]) expect(isIconName(value)).toBe(false)
  })

  it('keeps safe links only', () => {
    expect(safeHref(' /chuyen-muc/pin ')).toBe('/chuyen-muc/pin')
    expect(safeHref('https://thuthuat.vn/a')).toBe('https://thuthuat.vn/a')
    expect(safeHref('tel:+84901234567')).toBe('tel:+84901234567')
    for (const value of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '', '   ', 42, null, { toString: () => '/' }]) {
      expect(safeHref(value)).toBeNull()
    }
  })

  it('property: a kept link never runs script or data', () => {
    const hostile = fc.constantFrom('javascript:', 'JAVASCRIPT:', 'data:', 'vbscript:', ' ', '\t', '\n', '\u0000', '&#x6A;', '//', '/', 'https://', 'a', ':', '%0a')
    fc.assert(fc.property(fc.oneof(fc.string(), fc.array(hostile, { maxLength: 8 }).map((parts) => parts.join(''))), (value) => {
      const href = safeHref(value)
      if (href !== null) expect(new URL(href, 'https://thuthuat.invalid/').protocol).toMatch(/^(https?|mailto|tel):$/)
    }))
  })
})
