import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type QuoteLine, needsShipping, quoteTotals } from './checkout'
import { coupon } from './coupon.fixture'

const line = (key: string, unitPrice: number, quantity: number, extra: Partial<QuoteLine> = {}): QuoteLine => ({
  key,
  productId: Number(key),
  categoryIds: [],
  unitPrice,
  regularUnitPrice: unitPrice,
  quantity,
  onSale: false,
  name: `Sản phẩm ${key}`,
  variant: '',
  sku: '',
  virtual: false,
  ...extra,
})

const delivery = { id: 'flat_rate', label: 'Giao hàng tận nơi', cost: 30_000 }

describe('quoteTotals', () => {
  it('adds the lines, takes the coupons off them and adds delivery', () => {
    const totals = quoteTotals([line('1', 199_000, 2), line('2', 55_000, 1)], [coupon({})], delivery)
    expect(totals.subtotal).toBe(453_000)
    expect(totals.lines.map((quoted) => quoted.discount)).toEqual([39_800, 5_500])
    expect(totals.coupons).toEqual([{ code: 'GIAM10', discount: 45_300, freeShipping: false }])
    expect(totals.discountTotal).toBe(45_300)
    expect(totals.shippingTotal).toBe(30_000)
    expect(totals.total).toBe(437_700)
  })

  it('delivers free with a coupon that grants it, and charges nothing without delivery', () => {
    expect(
      quoteTotals(
        [line('1', 100_000, 1)],
        [coupon({ amount: 0, discountType: 'fixed_cart', freeShipping: true, code: 'FREESHIP' })],
        delivery,
      ).shippingTotal,
    ).toBe(0)
    expect(quoteTotals([line('1', 100_000, 1)], [], null).total).toBe(100_000)
  })

  it('knows an order of services and downloads needs no delivery', () => {
    expect(needsShipping([line('1', 1, 1, { virtual: true })])).toBe(false)
    expect(needsShipping([line('1', 1, 1, { virtual: true }), line('2', 1, 1)])).toBe(true)
  })

  it('always totals the lines less their discounts plus delivery, in whole non-negative đồng', () => {
    const lines = fc.uniqueArray(
      fc.record({
        key: fc.integer({ min: 1, max: 500 }).map(String),
        price: fc.integer({ min: 0, max: 5_000_000 }),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      {
        selector: (item) => item.key,
        minLength: 1,
        maxLength: 8,
      },
    )
    const coupons = fc.array(
      fc.record({
        discountType: fc.constantFrom('percent' as const, 'fixed_cart' as const, 'fixed_product' as const),
        amount: fc.integer({ min: 0, max: 100 }),
        freeShipping: fc.boolean(),
      }),
      { maxLength: 3 },
    )
    fc.assert(
      fc.property(lines, coupons, fc.integer({ min: 0, max: 100_000 }), (items, rules, cost) => {
        const totals = quoteTotals(
          items.map((item) => line(item.key, item.price, item.quantity)),
          rules.map((rule, index) => coupon({ ...rule, code: `MA${index}` })),
          { ...delivery, cost },
        )
        const lineSum = totals.lines.reduce((sum, quoted) => sum + quoted.total, 0)
        expect(lineSum).toBe(totals.subtotal - totals.discountTotal)
        expect(totals.total).toBe(lineSum + totals.shippingTotal)
        for (const value of [totals.total, totals.discountTotal, ...totals.lines.map((quoted) => quoted.total)]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true)
        }
      }),
    )
  })
})
