import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { finiteNumber, sliderNumber } from './number'

describe('finiteNumber', () => {
  it('reads numbers and numeric strings, nothing else', () => {
    expect(finiteNumber(3)).toBe(3)
    expect(finiteNumber(' 4.5 ')).toBe(4.5)
    expect(finiteNumber('')).toBeNull()
    expect(finiteNumber(Infinity)).toBeNull()
    expect(finiteNumber({ toString: [] })).toBeNull()
    expect(finiteNumber(null)).toBeNull()
    expect(Object.is(finiteNumber(-0), 0)).toBe(true)
    expect(Object.is(finiteNumber('-0'), 0)).toBe(true)
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const number = finiteNumber(value)
        expect(number === null || Number.isFinite(number)).toBe(true)
        expect(finiteNumber(JSON.parse(JSON.stringify(number)))).toBe(number)
      }),
    )
  })
})

describe('sliderNumber', () => {
  it('reads a slider stored plain or as { size, unit }, and nothing else', () => {
    expect([
      sliderNumber(0.66),
      sliderNumber('3'),
      sliderNumber({ size: 0.5, unit: 'px' }),
      sliderNumber({ size: '12' }),
    ]).toEqual([0.66, 3, 0.5, 12])
    for (const bad of [null, {}, { size: null }, { size: 'x' }, [], 'x']) expect(sliderNumber(bad)).toBeNull()
  })
})
