import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, canMoveOrder, holdsStock, isPaid, orderNumber, readOrderNumber } from './order-status'

describe('order statuses', () => {
  it('lets an order be paid, completed, refunded or cancelled, and never leave a final status', () => {
    expect(canMoveOrder('pending', 'processing')).toBe(true)
    expect(canMoveOrder('processing', 'completed')).toBe(true)
    expect(canMoveOrder('completed', 'refunded')).toBe(true)
    expect(canMoveOrder('failed', 'pending')).toBe(true)
    expect(canMoveOrder('cancelled', 'processing')).toBe(false)
    expect(canMoveOrder('refunded', 'completed')).toBe(false)
    expect(canMoveOrder('completed', 'pending')).toBe(false)
    for (const status of ORDER_STATUSES) expect(canMoveOrder(status, status)).toBe(true)
  })

  it('gives stock back only in cancelled and failed orders, and opens downloads only once paid', () => {
    expect(ORDER_STATUSES.filter((status) => !holdsStock(status))).toEqual(['cancelled', 'failed'])
    expect(ORDER_STATUSES.filter(isPaid)).toEqual(['processing', 'completed'])
  })
})

describe('order numbers', () => {
  it('are TT- and at least six digits, and read back from what a customer types', () => {
    expect(orderNumber(123)).toBe('TT-000123')
    expect(orderNumber(1_234_567)).toBe('TT-1234567')
    expect(readOrderNumber('tt000123')).toBe(123)
    expect(readOrderNumber(' #123 ')).toBe(123)
    for (const bad of ['', 'TT-', 'TT-0', 'abc', '1e3', '-5', null, 12]) expect(readOrderNumber(bad)).toBeNull()
    expect(() => orderNumber(0)).toThrow(RangeError)
  })

  it('read back any number they write', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (sequence) => {
        expect(readOrderNumber(orderNumber(sequence))).toBe(sequence)
      }),
    )
  })
})
