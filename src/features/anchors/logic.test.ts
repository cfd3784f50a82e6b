import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anchorOffset, easedPosition, isValidAnchor } from './logic'

describe('isValidAnchor', () => {
  it('accepts ids that start with a letter or underscore', () => {
    expect(isValidAnchor('#buoc-1')).toBe(true)
    expect(isValidAnchor('#_muc')).toBe(true)
  })

  it('refuses everything else', () => {
    for (const hash of ['#', '#1-buoc', '#a b', '#a.b', 'a', '#thuthuat-action:action=lightbox', '#<img>', '#mục'])
      expect(isValidAnchor(hash)).toBe(false)
  })
})

describe('scrolling', () => {
  it('offsets by the admin bar and the tallest sticky header', () => {
    expect(anchorOffset(32, [64, 80])).toBe(112)
    expect(anchorOffset(0, [])).toBe(0)
  })

  it('starts at from, ends at to, and never overshoots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10000 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.integer({ min: -100, max: 900 }),
        (from, to, elapsed) => {
          const position = easedPosition(from, to, elapsed)
          expect(position).toBeGreaterThanOrEqual(Math.min(from, to))
          expect(position).toBeLessThanOrEqual(Math.max(from, to))
        },
      ),
    )
    expect(easedPosition(0, 100, 0)).toBe(0)
    expect(easedPosition(0, 100, 500)).toBe(100)
  })
})
