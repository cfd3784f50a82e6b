import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextTabIndex } from './logic'

describe('tab keys', () => {
  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1)
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2)
    expect(nextTabIndex('Home', 2, 3)).toBe(0)
    expect(nextTabIndex('End', 0, 3)).toBe(2)
    expect(nextTabIndex('Enter', 1, 3)).toBeNull()
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull()
  })

  it('property: the next tab is always one of the tabs, and right then left comes back', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 20 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        fc.constantFrom('ArrowRight', 'ArrowLeft', 'Home', 'End'),
        ([count, current], key) => {
          const next = nextTabIndex(key, current, count)!
          expect(next).toBeGreaterThanOrEqual(0)
          expect(next).toBeLessThan(count)
          expect(nextTabIndex('ArrowLeft', nextTabIndex('ArrowRight', current, count)!, count)).toBe(current)
        },
      ),
    )
  })
})
