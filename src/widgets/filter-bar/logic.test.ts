import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALL_FILTER, isShown, itemFilters, nextFilter, uniqueTerms } from './logic'

const term = fc.constantFrom('iphone', 'android', 'pin-sac', 'phu-kien')
const filterValue = fc.oneof(fc.constant(ALL_FILTER), term)

describe('filter buttons', () => {
  it('follows the `__all` rules', () => {
    expect(nextFilter(ALL_FILTER, ALL_FILTER)).toBe(ALL_FILTER)
    expect(nextFilter(ALL_FILTER, 'iphone')).toBe('iphone')
    expect(nextFilter('iphone', 'android')).toBe('android')
    expect(nextFilter('iphone', 'iphone')).toBe(ALL_FILTER)
    expect(nextFilter('iphone', ALL_FILTER)).toBe(ALL_FILTER)
  })

  it('property: exactly one button is active after any clicks, and `__all` exactly when no term is', () => {
    fc.assert(
      fc.property(fc.array(filterValue, { maxLength: 20 }), (clicks) => {
        const buttons = [ALL_FILTER, 'iphone', 'android', 'pin-sac', 'phu-kien']
        const filter = clicks.reduce(nextFilter, ALL_FILTER)
        expect(buttons.filter((button) => button === filter)).toHaveLength(1)
      }),
    )
  })

  it('property: clicking the active `__all` changes nothing', () => {
    fc.assert(
      fc.property(fc.array(filterValue, { maxLength: 10 }), (clicks) => {
        const filter = clicks.reduce(nextFilter, ALL_FILTER)
        if (filter === ALL_FILTER) expect(nextFilter(filter, ALL_FILTER)).toBe(filter)
      }),
    )
  })

  it('shows every item for `__all` and only matching items for a term', () => {
    expect(isShown([], ALL_FILTER)).toBe(true)
    expect(isShown(['iphone', 'pin-sac'], 'pin-sac')).toBe(true)
    expect(isShown(['iphone'], 'android')).toBe(false)
    expect(isShown([], 'android')).toBe(false)
  })

  it('property: a term shows exactly the items carrying it, `__all` all of them', () => {
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(term, { maxLength: 3 }), { maxLength: 12 }), filterValue, (items, filter) => {
        const shown = items.filter((filters) => isShown(filters, filter))
        expect(shown.length).toBe(
          filter === ALL_FILTER ? items.length : items.filter((filters) => filters.includes(filter)).length,
        )
      }),
    )
  })

  it('reads the values an item carries, whatever the attribute holds', () => {
    expect(itemFilters(' iphone  pin-sac ')).toEqual(['iphone', 'pin-sac'])
    expect(itemFilters(null)).toEqual([])
    fc.assert(
      fc.property(fc.string(), (attribute) =>
        itemFilters(attribute).every((value) => value.length > 0 && !/\s/.test(value)),
      ),
    )
  })

  it('keeps each term once, in first-seen order, without `__all` or empty values', () => {
    expect(
      uniqueTerms([
        { value: 'b', label: 'B' },
        { value: ALL_FILTER, label: 'Tất cả' },
        { value: '', label: 'Trống' },
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B lần hai' },
      ]),
    ).toEqual([
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ])
  })
})
