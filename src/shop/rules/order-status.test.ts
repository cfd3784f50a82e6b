import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ORDER_STATUSES,
  canMoveOrder,
  holdsStock,
  isOpenUnpaid,
  isPaid,
  isReleasable,
  orderNumber,
  readOrderNumber,
  unpaidReason,
} from './order-status'
import { PAYMENT_METHODS } from './payment-methods'

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
    expect(ORDER_STATUSES.filter((status) => isPaid({ status, paymentMethod: 'stripe' }))).toEqual([
      'processing',
      'completed',
    ])
    expect(ORDER_STATUSES.filter((status) => isPaid({ status, paymentMethod: 'bacs' }))).toEqual([
      'processing',
      'completed',
    ])
  })

  it('counts cash on delivery as paid only once completed (the courier brought the money back)', () => {
    expect(ORDER_STATUSES.filter((status) => isPaid({ status, paymentMethod: 'cod' }))).toEqual(['completed'])
    expect(isOpenUnpaid({ status: 'processing', paymentMethod: 'cod' })).toBe(true)
    expect(unpaidReason({ status: 'processing', paymentMethod: 'cod' })).toMatch(/nhân viên giao hàng/)
    expect(unpaidReason({ status: 'on-hold', paymentMethod: 'bacs' })).toMatch(/chuyển khoản/)
    expect(unpaidReason({ status: 'completed', paymentMethod: 'cod' })).toBeNull()
  })

  it('releases only never-paid orders waiting for an online payment or a transfer', () => {
    expect(isReleasable({ status: 'on-hold', paymentMethod: 'bacs' })).toBe(true)
    expect(isReleasable({ status: 'pending', paymentMethod: 'stripe' })).toBe(true)
    expect(isReleasable({ status: 'processing', paymentMethod: 'cod' })).toBe(false)
    expect(isReleasable({ status: 'on-hold', paymentMethod: 'stripe' })).toBe(false)
    expect(isReleasable({ status: 'on-hold', paymentMethod: 'bacs', paidAt: '2026-11-28T00:00:00.000Z' })).toBe(false)
  })

  it('never opens downloads of an order that is open and unpaid, nor releases a paid one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...PAYMENT_METHODS), (status, paymentMethod) => {
        const order = { status, paymentMethod }
        expect(isPaid(order) && isOpenUnpaid(order)).toBe(false)
        if (isReleasable(order)) expect(isOpenUnpaid(order)).toBe(true)
        expect(unpaidReason(order) === null).toBe(!isOpenUnpaid(order))
      }),
    )
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
