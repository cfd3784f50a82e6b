import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { usdAmount } from './wallet-amount'

describe('the wallet’s amount in USD', () => {
  it('converts at the admin’s rate, rounding up to the cent', () => {
    expect(usdAmount(219_000, 25_000)).toBe('8.76')
    expect(usdAmount(250_000, 25_000)).toBe('10.00')
    expect(usdAmount(1, 25_000)).toBe('0.01')
    expect(usdAmount(0, 25_000)).toBe('0.00')
    expect(usdAmount(1_250_000, 24_500)).toBe('51.03')
  })

  it('is never less than the order is worth, and less than a cent more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1000, max: 1_000_000 }),
        (total, rate) => {
          const cents = Math.round(Number(usdAmount(total, rate)) * 100)
          expect(cents * rate).toBeGreaterThanOrEqual(total * 100)
          expect((cents - 1) * rate).toBeLessThan(total * 100)
          expect(usdAmount(total, rate)).toMatch(/^\d+\.\d{2}$/)
        },
      ),
    )
  })

  it('refuses what is not a whole VND total or a positive rate', () => {
    expect(() => usdAmount(1.5, 25_000)).toThrow(RangeError)
    expect(() => usdAmount(-1, 25_000)).toThrow(RangeError)
    expect(() => usdAmount(100, 0)).toThrow(RangeError)
  })
})
