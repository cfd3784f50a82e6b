import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { finiteNumber } from './number'

describe('finiteNumber', () => {
  it('reads numbers and numeric strings, nothing else', () => {
    expect(finiteNumber(3)).toBe(3)
    expect(finiteNumber(' 4.5 ')).toBe(4.5)
    expect(finiteNumber('')).toBeNull()
    expect(finiteNumber(Infinity)).toBeNull()
    expect(finiteNumber({ toString: [] })).toBeNull()
    expect(finiteNumber(null)).toBeNull()
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const number = finiteNumber(value)
        expect(number === null || Number.isFinite(number)).toBe(true)
      }),
    )
  })
})
