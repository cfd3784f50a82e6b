import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ShippingSettings, chosenShipping, shippingMethods } from './shipping'

const settings: ShippingSettings = {
  zones: [
    { name: 'Hà Nội và TP.HCM', provinces: ['01', '79'], cost: 20_000 },
    { name: 'Miền Trung', provinces: ['48'], cost: 30_000 },
  ],
  otherProvincesCost: 35_000,
  freeShippingMin: 500_000,
  pickup: { enabled: true, address: '12 Lý Thường Kiệt, Hà Nội' },
}
const ask = (provinceCode: string, discountedSubtotal = 100_000, freeShippingCoupon = false, needsShipping = true) =>
  shippingMethods(settings, { provinceCode, discountedSubtotal, freeShippingCoupon, needsShipping })

describe('shippingMethods', () => {
  it('charges the zone’s rate, the rest of the country’s elsewhere, and offers pickup', () => {
    expect(ask('01')).toEqual([
      { id: 'flat_rate', label: 'Giao hàng tận nơi', cost: 20_000 },
      { id: 'local_pickup', label: 'Nhận tại cửa hàng (12 Lý Thường Kiệt, Hà Nội)', cost: 0 },
    ])
    expect(ask('48')[0].cost).toBe(30_000)
    expect(ask('92')[0].cost).toBe(35_000)
  })

  it('delivers free from the threshold or with a coupon that grants it, and only pickup before a province is chosen', () => {
    expect(ask('92', 500_000)[0]).toEqual({ id: 'free_shipping', label: 'Miễn phí giao hàng', cost: 0 })
    expect(ask('92', 499_999)[0].id).toBe('flat_rate')
    expect(ask('92', 10_000, true)[0].id).toBe('free_shipping')
    expect(ask('').map((method) => method.id)).toEqual(['local_pickup'])
  })

  it('asks nothing of orders with nothing to deliver, and nothing where the shop does not deliver', () => {
    expect(ask('01', 100_000, false, false)).toEqual([])
    expect(
      shippingMethods(
        { ...settings, otherProvincesCost: null, pickup: { enabled: false, address: '' } },
        { provinceCode: '92', discountedSubtotal: 1, freeShippingCoupon: false, needsShipping: true },
      ),
    ).toEqual([])
  })

  it('never offers a negative or fractional cost, and always lets the order choose one of those offered', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '01', '48', '79', '92'),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        fc.string(),
        (province, subtotal, coupon, chosen) => {
          const methods = ask(province, subtotal, coupon)
          for (const method of methods) expect(Number.isSafeInteger(method.cost) && method.cost >= 0).toBe(true)
          const picked = chosenShipping(methods, chosen)
          expect(picked === null ? methods.length === 0 : methods.includes(picked)).toBe(true)
        },
      ),
    )
  })
})

describe('chosenShipping', () => {
  it('keeps the reader’s choice when it is offered, else the first', () => {
    const methods = ask('01')
    expect(chosenShipping(methods, 'local_pickup')?.id).toBe('local_pickup')
    expect(chosenShipping(methods, 'flat_rate:999')?.id).toBe('flat_rate')
    expect(chosenShipping([], 'flat_rate')).toBeNull()
  })
})
