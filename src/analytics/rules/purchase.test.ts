import { describe, expect, it } from 'vitest'
import type { Order } from '@/payload-types'
import { purchaseOf } from './purchase'

const order = (overrides: Partial<Order>): Order =>
  ({
    id: 1,
    number: 'TT-1042',
    status: 'processing',
    email: 'khach@example.vn',
    lines: [
      { product: 7, name: 'Ốp lưng iPhone 16', sku: 'OP-16', unitPrice: 150_000, quantity: 2, total: 300_000 },
      {
        product: { id: 9 } as never,
        name: 'Cáp sạc',
        variant: 'USB-C 1 m',
        unitPrice: 90_000,
        quantity: 1,
        total: 90_000,
      },
    ],
    coupons: [{ code: 'TET2027', amount: 40_000 }],
    subtotal: 390_000,
    total: 380_000,
    updatedAt: '',
    createdAt: '',
    ...overrides,
  }) as Order

describe('purchaseOf', () => {
  it('reads an order as GA4’s purchase: number, total in đồng, coupons and lines', () => {
    expect(purchaseOf(order({}))).toEqual({
      transaction_id: 'TT-1042',
      value: 380_000,
      currency: 'VND',
      coupon: 'TET2027',
      items: [
        { item_id: 'OP-16', item_name: 'Ốp lưng iPhone 16', price: 150_000, quantity: 2 },
        { item_id: '9', item_name: 'Cáp sạc', item_variant: 'USB-C 1 m', price: 90_000, quantity: 1 },
      ],
    })
  })

  it('leaves out the coupon when there is none, and counts no cancelled or failed order', () => {
    expect(purchaseOf(order({ coupons: [] }))).not.toHaveProperty('coupon')
    expect(purchaseOf(order({ status: 'cancelled' }))).toBeNull()
    expect(purchaseOf(order({ status: 'failed' }))).toBeNull()
    expect(purchaseOf(order({ status: 'pending' }))).not.toBeNull()
  })
})
