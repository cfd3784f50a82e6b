import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_CART_COUPONS,
  MAX_CART_LINES,
  addItem,
  itemKey,
  readCartCoupons,
  readCartItems,
  setItemQuantity,
} from './cart-items'

const line = (productId: number, quantity: number, variant = '') => ({ productId, variant, quantity })

describe('readCartItems', () => {
  it('keeps well-formed lines and drops the rest', () => {
    const stored = [
      line(1, 2),
      line(1, 3),
      line(2, 1, 'Đen / 10.000 mAh'),
      { productId: '3', variant: '', quantity: 1 },
      line(4, 0),
      line(5, 1000),
      null,
      'x',
    ]
    expect(readCartItems(stored)).toEqual([line(1, 2), line(2, 1, 'Đen / 10.000 mAh')])
    expect(readCartItems('[]')).toEqual([])
  })
})

describe('addItem', () => {
  it('adds to an existing line and caps by stock, saying so', () => {
    const first = addItem([], line(7, 2), 5)!
    expect(first).toEqual({ items: [line(7, 2)], quantity: 2, capped: false })
    const second = addItem(first.items, line(7, 4), 5)!
    expect(second).toEqual({ items: [line(7, 5)], quantity: 5, capped: true })
  })

  it('keeps variants of one product on their own lines', () => {
    const { items } = addItem([line(9, 1, 'Đen')], line(9, 1, 'Trắng'), null)!
    expect(items.map(itemKey)).toEqual(['9:Đen', '9:Trắng'])
  })

  it('refuses a new line past the limit but still adds to an existing one', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => line(index + 1, 1))
    expect(addItem(full, line(1000, 1), null)).toBeNull()
    expect(addItem(full, line(1, 1), null)?.quantity).toBe(2)
  })

  it('sums every add exactly while stock allows', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 60 }), (adds) => {
        let items = readCartItems([])
        for (const quantity of adds) items = addItem(items, line(1, quantity), null)!.items
        const total = adds.reduce((sum, quantity) => sum + quantity, 0)
        expect(items.length === 0 ? 0 : items[0].quantity).toBe(Math.min(total, 999))
      }),
    )
  })

  it('never holds more than is available', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 500 }),
        (adds, stock) => {
          let items = readCartItems([])
          for (const quantity of adds) items = addItem(items, line(1, quantity), stock)!.items
          expect(items[0]?.quantity ?? 0).toBeLessThanOrEqual(stock)
        },
      ),
    )
  })
})

describe('setItemQuantity', () => {
  it('sets, caps and removes at 0', () => {
    const items = [line(1, 2), line(2, 1)]
    expect(setItemQuantity(items, line(1, 0), 7, 10)).toEqual({
      items: [line(1, 7), line(2, 1)],
      quantity: 7,
      capped: false,
    })
    expect(setItemQuantity(items, line(1, 0), 7, 3)).toEqual({
      items: [line(1, 3), line(2, 1)],
      quantity: 3,
      capped: true,
    })
    expect(setItemQuantity(items, line(1, 0), 0, null)).toEqual({ items: [line(2, 1)], quantity: 0, capped: false })
  })
})

describe('readCartCoupons', () => {
  it('keeps each code once, drops what is not a code, and holds at most ten', () => {
    expect(readCartCoupons(['GIAM10', 'GIAM10', '', 5, null, 'FREESHIP', 'x'.repeat(51)])).toEqual([
      'GIAM10',
      'FREESHIP',
    ])
    expect(readCartCoupons('GIAM10')).toEqual([])
    expect(readCartCoupons(Array.from({ length: 20 }, (_, index) => `MA${index}`))).toHaveLength(MAX_CART_COUPONS)
  })
})
