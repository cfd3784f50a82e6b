import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { changeOf, daysOf, lengthOf, MAX_RANGE_DAYS, previousOf, rangeOf, readRange } from './ranges'

const TODAY = '2026-11-29'

describe('rangeOf', () => {
  it('reads the choices on the given day', () => {
    expect(rangeOf('today', TODAY)).toEqual({ from: TODAY, to: TODAY })
    expect(rangeOf('7d', TODAY)).toEqual({ from: '2026-11-23', to: TODAY })
    expect(rangeOf('30d', TODAY)).toEqual({ from: '2026-10-31', to: TODAY })
    expect(rangeOf('month', TODAY)).toEqual({ from: '2026-11-01', to: TODAY })
    expect(rangeOf('custom', TODAY, '2026-02-10', '2026-02-20')).toEqual({ from: '2026-02-10', to: '2026-02-20' })
  })

  it('falls back to the last 7 days for anything else', () => {
    const week = { from: '2026-11-23', to: TODAY }
    for (const [choice, from, to] of [
      [undefined, undefined, undefined],
      ['nam-ngoai', undefined, undefined],
      ['custom', '2026-02-20', '2026-02-10'],
      ['custom', '2026-02-30', '2026-03-01'],
      ['custom', '2026-11-20', '2026-12-01'],
      ['custom', '2020-01-01', '2026-01-01'],
      ['custom', '<script>', '2026-01-01'],
    ])
      expect(rangeOf(choice, TODAY, from, to)).toEqual(week)
  })
})

describe('readRange', () => {
  it('reads the choices, and refuses unknown ones and custom spans that are not days in order up to today', () => {
    expect(readRange('30d', TODAY)).toEqual({ from: '2026-10-31', to: TODAY })
    expect(readRange('custom', TODAY, TODAY, TODAY)).toEqual({ from: TODAY, to: TODAY })
    for (const [choice, from, to] of [
      [undefined, undefined, undefined],
      ['365d', undefined, undefined],
      [['7d'], undefined, undefined],
      ['custom', undefined, undefined],
      ['custom', '2026-02-20', '2026-02-10'],
      ['custom', '2026-11-20', '2026-11-30'],
      ['custom', '2020-01-01', '2026-01-01'],
    ])
      expect(readRange(choice, TODAY, from, to)).toBeNull()
  })
})

describe('previousOf', () => {
  it('is the period of the same length just before, whatever the range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: MAX_RANGE_DAYS }), (start, length) => {
        const from = daysOf({ from: '2020-01-01', to: '2030-01-01' })[start]
        const range = { from, to: daysOf({ from, to: '2031-01-01' })[length - 1] }
        const previous = previousOf(range)
        expect(lengthOf(previous)).toBe(length)
        expect(daysOf({ from: previous.from, to: range.to })).toHaveLength(2 * length)
      }),
    )
  })

  it('compares a month across its shorter neighbour by length, not by calendar', () => {
    expect(previousOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' })
  })
})

describe('changeOf', () => {
  it('is a share of what came before, or null from nothing', () => {
    expect(changeOf(150, 100)).toBe(0.5)
    expect(changeOf(50, 100)).toBe(-0.5)
    expect(changeOf(5, 0)).toBeNull()
  })
})
