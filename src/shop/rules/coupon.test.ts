import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkCoupon,
  type CouponContext,
  couponDiscounts,
  type CouponLine,
  type CouponRules,
  grantsFreeShipping,
  lineEligible,
  normaliseCouponCode,
  readCouponRules,
} from './coupon'
import { coupon } from './coupon.fixture'

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0
const lineTotal = (line: CouponLine) => line.unitPrice * line.quantity

const line = (key: string, rules: Partial<CouponLine> = {}): CouponLine => ({
  key,
  productId: Number.parseInt(key, 10),
  categoryIds: [],
  unitPrice: 100_000,
  quantity: 1,
  onSale: false,
  ...rules,
})

const context = (rules: Partial<CouponContext> = {}): CouponContext => ({
  lines: [line('1:', { unitPrice: 200_000, quantity: 2 })],
  now: new Date('2026-03-01T00:00:00Z'),
  usage: { total: 0, byCustomer: 0 },
  appliedCodes: [],
  appliedIndividual: false,
  ...rules,
})

describe('coupon codes', () => {
  it('are trimmed, without inner or invisible whitespace, upper-cased and NFC', () => {
    expect(normaliseCouponCode(' giam10 ')).toBe('GIAM10')
    expect(normaliseCouponCode('giảm\t10 k')).toBe('GIẢM10K')
    expect(normaliseCouponCode('đón\u200btết'.normalize('NFD'))).toBe('ĐÓNTẾT')
    expect(normaliseCouponCode('đón tết').normalize('NFC')).toBe(normaliseCouponCode('đón tết'))
  })

  it('are empty when nothing useful was typed, or too much', () => {
    for (const nothing of ['', '   ', '\u200b', null, undefined, 10, ['GIAM10'], { code: 'GIAM10' }])
      expect(normaliseCouponCode(nothing)).toBe('')
    expect(normaliseCouponCode('A'.repeat(50))).toBe('A'.repeat(50))
    expect(normaliseCouponCode('Ạ'.repeat(50).normalize('NFD'))).toBe('Ạ'.repeat(50))
    expect(normaliseCouponCode('A'.repeat(51))).toBe('')
  })

  it('are idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (typed) => {
        const code = normaliseCouponCode(typed)
        expect(normaliseCouponCode(code)).toBe(code)
        expect(code).not.toMatch(/\s/)
      }),
    )
  })
})

describe('checking a coupon', () => {
  it('accepts a coupon that passes every rule', () => {
    expect(
      checkCoupon(
        coupon({
          expiresAt: '2026-03-02',
          usageLimit: 5,
          usageLimitPerCustomer: 1,
          minSpend: 400_000,
          maxSpend: 400_000,
        }),
        context(),
      ),
    ).toEqual({
      ok: true,
    })
  })

  it('refuses an expired coupon, or one whose expiry cannot be read', () => {
    const expired = { ok: false, message: 'Mã giảm giá GIAM10 đã hết hạn.' }
    expect(checkCoupon(coupon({ expiresAt: '2026-03-01T00:00:00.000Z' }), context())).toEqual(expired)
    expect(checkCoupon(coupon({ expiresAt: '2026-03-01T00:00:00.001Z' }), context()).ok).toBe(true)
    // A day alone expires the coupon as that day starts in Vietnam (UTC+7), as WooCommerce does.
    expect(
      checkCoupon(coupon({ expiresAt: '2026-03-01' }), context({ now: new Date('2026-02-28T16:59:59Z') })).ok,
    ).toBe(true)
    expect(
      checkCoupon(coupon({ expiresAt: '2026-03-01' }), context({ now: new Date('2026-02-28T17:00:00Z') })),
    ).toEqual(expired)
    expect(checkCoupon(coupon({ expiresAt: 'mai' }), context())).toEqual(expired)
    expect(() => checkCoupon(coupon(), context({ now: new Date('x') }))).toThrow(RangeError)
  })

  it('refuses a coupon used up, overall or by this customer', () => {
    expect(checkCoupon(coupon({ usageLimit: 3 }), context({ usage: { total: 3, byCustomer: 0 } }))).toEqual({
      ok: false,
      message: 'Mã giảm giá GIAM10 đã hết lượt sử dụng.',
    })
    expect(checkCoupon(coupon({ usageLimit: 3 }), context({ usage: { total: 2, byCustomer: 2 } })).ok).toBe(true)
    expect(checkCoupon(coupon({ usageLimitPerCustomer: 1 }), context({ usage: { total: 9, byCustomer: 1 } }))).toEqual({
      ok: false,
      message: 'Bạn đã dùng hết lượt của mã giảm giá GIAM10.',
    })
  })

  it('refuses a coupon already applied, whatever case it was typed in', () => {
    expect(checkCoupon(coupon(), context({ appliedCodes: ['FREESHIP', 'giam10'] }))).toEqual({
      ok: false,
      message: 'Mã giảm giá GIAM10 đã được áp dụng.',
    })
  })

  it('refuses to combine an individual-use coupon with others', () => {
    const refused = { ok: false, message: 'Mã giảm giá GIAM10 không dùng chung được với mã khác.' }
    expect(checkCoupon(coupon({ individualUse: true }), context({ appliedCodes: ['FREESHIP'] }))).toEqual(refused)
    expect(checkCoupon(coupon(), context({ appliedCodes: ['VIP'], appliedIndividual: true }))).toEqual(refused)
    expect(checkCoupon(coupon({ individualUse: true }), context()).ok).toBe(true)
    expect(checkCoupon(coupon(), context({ appliedCodes: ['FREESHIP'] })).ok).toBe(true)
  })

  it('refuses a cart below the minimum or above the maximum spend, before any discount', () => {
    expect(checkCoupon(coupon({ minSpend: 400_001 }), context())).toEqual({
      ok: false,
      message: 'Đơn hàng cần tối thiểu 400.001\u00a0₫ để dùng mã GIAM10.',
    })
    expect(checkCoupon(coupon({ maxSpend: 300_000 }), context())).toEqual({
      ok: false,
      message: 'Mã GIAM10 chỉ dùng cho đơn hàng tối đa 300.000\u00a0₫.',
    })
    // The subtotal counts every line, eligible or not.
    const lines = [line('1:', { unitPrice: 150_000 }), line('2:', { unitPrice: 150_000, onSale: true })]
    expect(checkCoupon(coupon({ minSpend: 300_000, excludeSaleItems: true }), context({ lines })).ok).toBe(true)
  })

  it('refuses a coupon that applies to no line in the cart', () => {
    const refused = { ok: false, message: 'Mã giảm giá GIAM10 không áp dụng cho sản phẩm nào trong giỏ hàng.' }
    const lines = [line('1:', { onSale: true, categoryIds: [7] })]
    expect(checkCoupon(coupon({ productIds: [2] }), context({ lines }))).toEqual(refused)
    expect(checkCoupon(coupon({ discountType: 'fixed_product', excludeSaleItems: true }), context({ lines }))).toEqual(
      refused,
    )
    expect(checkCoupon(coupon({ discountType: 'fixed_cart', categoryIds: [8] }), context({ lines }))).toEqual(refused)
    expect(checkCoupon(coupon({ discountType: 'percent' }), context({ lines: [] }))).toEqual(refused)
    // A cart-wide fixed coupon that lists no products or categories is not refused for its exclusions (it may grant free shipping).
    expect(checkCoupon(coupon({ discountType: 'fixed_cart', excludeSaleItems: true }), context({ lines })).ok).toBe(
      true,
    )
  })

  it('gives the first failure only', () => {
    const failing = coupon({
      expiresAt: '2026-01-01',
      usageLimit: 1,
      usageLimitPerCustomer: 1,
      individualUse: true,
      minSpend: 10_000_000,
      productIds: [99],
    })
    const everything = context({
      usage: { total: 1, byCustomer: 1 },
      appliedCodes: ['GIAM10'],
      appliedIndividual: true,
    })
    const messages = [
      'Mã giảm giá GIAM10 đã hết hạn.',
      'Mã giảm giá GIAM10 đã hết lượt sử dụng.',
      'Bạn đã dùng hết lượt của mã giảm giá GIAM10.',
      'Mã giảm giá GIAM10 đã được áp dụng.',
      'Mã giảm giá GIAM10 không dùng chung được với mã khác.',
      'Đơn hàng cần tối thiểu 10.000.000\u00a0₫ để dùng mã GIAM10.',
      'Mã giảm giá GIAM10 không áp dụng cho sản phẩm nào trong giỏ hàng.',
    ]
    // Fixing each failure in turn reveals the next one.
    const fixes: [Partial<CouponRules>, Partial<CouponContext>][] = [
      [{ expiresAt: null }, {}],
      [{ usageLimit: null }, {}],
      [{ usageLimitPerCustomer: null }, {}],
      [{}, { appliedCodes: ['FREESHIP'] }],
      [{ individualUse: false }, { appliedIndividual: false }],
      [{ minSpend: null }, {}],
      [{ productIds: [] }, {}],
    ]
    let rules = failing
    let cart = everything
    messages.forEach((message, index) => {
      expect(checkCoupon(rules, cart)).toEqual({ ok: false, message })
      rules = { ...rules, ...fixes[index][0] }
      cart = { ...cart, ...fixes[index][1] }
    })
    expect(checkCoupon(rules, cart)).toEqual({ ok: true })
  })
})

describe('eligible lines', () => {
  const shirt = line('12:Đen / XL', { productId: 12, categoryIds: [3, 4] })

  it('are every line when the coupon lists no products or categories', () => {
    expect(lineEligible(coupon(), shirt)).toBe(true)
  })

  it('are lines of the listed products, or of the listed categories (either is enough)', () => {
    expect(lineEligible(coupon({ productIds: [12] }), shirt)).toBe(true)
    expect(lineEligible(coupon({ productIds: [13] }), shirt)).toBe(false)
    expect(lineEligible(coupon({ categoryIds: [4, 9] }), shirt)).toBe(true)
    expect(lineEligible(coupon({ categoryIds: [9] }), shirt)).toBe(false)
    expect(lineEligible(coupon({ productIds: [13], categoryIds: [3] }), shirt)).toBe(true)
    expect(lineEligible(coupon({ productIds: [12], categoryIds: [9] }), shirt)).toBe(true)
    expect(lineEligible(coupon({ productIds: [13], categoryIds: [9] }), shirt)).toBe(false)
  })

  it('leave out excluded products and categories, and sale items when the coupon excludes them', () => {
    expect(lineEligible(coupon({ productIds: [12], excludeProductIds: [12] }), shirt)).toBe(false)
    expect(lineEligible(coupon({ excludeCategoryIds: [4] }), shirt)).toBe(false)
    expect(lineEligible(coupon({ productIds: [12], excludeCategoryIds: [3] }), shirt)).toBe(false)
    expect(lineEligible(coupon({ excludeSaleItems: true }), shirt)).toBe(true)
    expect(lineEligible(coupon({ excludeSaleItems: true }), { ...shirt, onSale: true })).toBe(false)
    expect(lineEligible(coupon(), { ...shirt, onSale: true })).toBe(true)
  })
})

describe('coupon discounts', () => {
  it('takes a percent off each eligible line, rounded half up to the đồng', () => {
    const lines = [
      line('1:', { unitPrice: 5 }),
      line('2:', { unitPrice: 15 }),
      line('3:', { unitPrice: 14 }),
      line('4:', { unitPrice: 99, onSale: true }),
    ]
    const { byCoupon, byLine, total } = couponDiscounts([coupon({ excludeSaleItems: true })], lines)
    expect(byLine).toEqual({ '1:': 1, '2:': 2, '3:': 1, '4:': 0 })
    expect(byCoupon).toEqual([{ code: 'GIAM10', discount: 4, perLine: byLine }])
    expect(total).toBe(4)
    // Exactly, past 2^53 in between.
    const huge = [line('1:', { unitPrice: Number.MAX_SAFE_INTEGER })]
    expect(couponDiscounts([coupon({ amount: 50 })], huge).total).toBe(4_503_599_627_370_496)
    expect(couponDiscounts([coupon({ amount: 100 })], huge).total).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('applies coupons in order, each to what earlier ones left', () => {
    const lines = [line('1:', { unitPrice: 100_000, quantity: 3 }), line('2:', { unitPrice: 50_000 })]
    const result = couponDiscounts(
      [
        coupon({ code: 'BOT20K', discountType: 'fixed_product', amount: 20_000, productIds: [1] }),
        coupon({ code: 'GIAM10' }),
      ],
      lines,
    )
    expect(result.byCoupon).toEqual([
      { code: 'BOT20K', discount: 60_000, perLine: { '1:': 60_000, '2:': 0 } },
      { code: 'GIAM10', discount: 29_000, perLine: { '1:': 24_000, '2:': 5_000 } },
    ])
    expect(result.byLine).toEqual({ '1:': 84_000, '2:': 5_000 })
    expect(result.total).toBe(89_000)
  })

  it('caps a fixed product discount at what is left of the line', () => {
    const lines = [line('1:', { unitPrice: 15_000, quantity: 2 })]
    expect(couponDiscounts([coupon({ discountType: 'fixed_product', amount: 20_000 })], lines).byLine).toEqual({
      '1:': 30_000,
    })
    expect(
      couponDiscounts(
        [coupon({ discountType: 'fixed_product', amount: Number.MAX_SAFE_INTEGER })],
        [line('1:', { quantity: 7 })],
      ).total,
    ).toBe(700_000)
  })

  it('spreads a fixed cart discount in proportion, the đồng left over to the largest fractional parts', () => {
    const equal = [line('1:'), line('2:'), line('3:')]
    expect(couponDiscounts([coupon({ discountType: 'fixed_cart', amount: 100 })], equal).byLine).toEqual({
      '1:': 34,
      '2:': 33,
      '3:': 33,
    })
    // 10 over 10 : 20 : 30 is 1.67, 3.33, 5: the đồng left over goes to the first line, whose fraction is the largest.
    const weights = [line('1:', { unitPrice: 10 }), line('2:', { unitPrice: 20 }), line('3:', { unitPrice: 30 })]
    expect(couponDiscounts([coupon({ discountType: 'fixed_cart', amount: 10 })], weights).byLine).toEqual({
      '1:': 2,
      '2:': 3,
      '3:': 5,
    })
    // Never more than the eligible lines cost.
    const capped = couponDiscounts(
      [coupon({ discountType: 'fixed_cart', amount: 1_000_000, excludeProductIds: [3] })],
      weights,
    )
    expect(capped.byLine).toEqual({ '1:': 10, '2:': 20, '3:': 0 })
    expect(
      couponDiscounts(
        [coupon({ discountType: 'fixed_cart', amount: 100, excludeSaleItems: true })],
        [line('1:', { onSale: true })],
      ).total,
    ).toBe(0)
  })

  it('refuses what is not money, a percent that is not a whole 0–100, and duplicate line keys', () => {
    expect(() => couponDiscounts([coupon({ amount: 12.5 })], [line('1:')])).toThrow(RangeError)
    expect(() => couponDiscounts([coupon({ amount: 101 })], [line('1:')])).toThrow(RangeError)
    expect(() => couponDiscounts([coupon({ discountType: 'fixed_cart', amount: -1 })], [line('1:')])).toThrow(
      RangeError,
    )
    expect(() => couponDiscounts([coupon()], [line('1:', { unitPrice: 1.5 })])).toThrow(RangeError)
    expect(() => couponDiscounts([coupon()], [line('1:'), line('1:')])).toThrow(RangeError)
    const half = line('1:', { unitPrice: 2 ** 52 })
    expect(() => couponDiscounts([coupon({ amount: 100 })], [half, { ...half, key: '2:' }])).toThrow(RangeError)
  })

  const ids = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 })
  const cartLines = fc
    .array(
      fc.record({
        productId: fc.integer({ min: 1, max: 6 }),
        categoryIds: ids,
        unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
        quantity: fc.integer({ min: 1, max: 50 }),
        onSale: fc.boolean(),
      }),
      { maxLength: 8 },
    )
    .map((lines) => lines.map((rules, index) => ({ ...rules, key: `${rules.productId}:${index}` })))
  const anyCoupon = fc
    .record({
      discountType: fc.constantFrom<CouponRules['discountType']>('percent', 'fixed_cart', 'fixed_product'),
      amount: fc.integer({ min: 0, max: 20_000_000 }),
      productIds: ids,
      excludeProductIds: ids,
      categoryIds: ids,
      excludeCategoryIds: ids,
      excludeSaleItems: fc.boolean(),
      code: fc.constantFrom('GIAM10', 'BOT50K', 'VIP'),
    })
    .map((rules) => coupon({ ...rules, amount: rules.discountType === 'percent' ? rules.amount % 101 : rules.amount }))
  const coupons = fc.array(anyCoupon, { maxLength: 4 })

  it('are whole đồng, never more than a line costs, and add up the same by coupon and by line', () => {
    fc.assert(
      fc.property(coupons, cartLines, (applied, lines) => {
        const { byCoupon, byLine, total } = couponDiscounts(applied, lines)
        expect(isCount(total)).toBe(true)
        for (const { discount, perLine } of byCoupon) {
          expect(isCount(discount)).toBe(true)
          for (const amount of Object.values(perLine)) expect(isCount(amount)).toBe(true)
          expect(Object.values(perLine).reduce((sum, amount) => sum + amount, 0)).toBe(discount)
        }
        for (const cartLine of lines) {
          expect(isCount(byLine[cartLine.key])).toBe(true)
          expect(byLine[cartLine.key]).toBeLessThanOrEqual(lineTotal(cartLine))
          expect(byCoupon.reduce((sum, { perLine }) => sum + perLine[cartLine.key], 0)).toBe(byLine[cartLine.key])
        }
        expect(byCoupon.reduce((sum, { discount }) => sum + discount, 0)).toBe(total)
        expect(Object.values(byLine).reduce((sum, amount) => sum + amount, 0)).toBe(total)
      }),
    )
  })

  it('make every line eligible for a 100 percent coupon free, whatever came before', () => {
    fc.assert(
      fc.property(coupons, anyCoupon, cartLines, (before, free, lines) => {
        const full = { ...free, discountType: 'percent' as const, amount: 100, code: 'FREE' }
        const { byLine } = couponDiscounts([...before, full], lines)
        for (const cartLine of lines.filter((each) => lineEligible(full, each)))
          expect(byLine[cartLine.key]).toBe(lineTotal(cartLine))
      }),
    )
  })

  it('take a fixed cart amount, at most what is left of the eligible lines, never more than what is left of a line', () => {
    fc.assert(
      fc.property(coupons, anyCoupon, cartLines, (before, cart, lines) => {
        const fixedCart = { ...cart, discountType: 'fixed_cart' as const, code: 'CART' }
        const earlier = couponDiscounts(before, lines).byLine
        const left = (cartLine: CouponLine) => lineTotal(cartLine) - earlier[cartLine.key]
        const eligibleLeft = lines
          .filter((each) => lineEligible(fixedCart, each))
          .reduce((sum, each) => sum + left(each), 0)
        const { perLine, discount } = couponDiscounts([...before, fixedCart], lines).byCoupon.at(-1)!
        expect(discount).toBe(Math.min(fixedCart.amount, eligibleLeft))
        for (const cartLine of lines)
          expect(perLine[cartLine.key]).toBeLessThanOrEqual(lineEligible(fixedCart, cartLine) ? left(cartLine) : 0)
      }),
    )
  })
})

describe('free shipping', () => {
  it('is granted when any applied coupon grants it', () => {
    expect(grantsFreeShipping([])).toBe(false)
    expect(grantsFreeShipping([coupon(), coupon({ code: 'FREESHIP', freeShipping: true })])).toBe(true)
    expect(grantsFreeShipping([coupon()])).toBe(false)
  })
})

describe('stored coupons', () => {
  it('are read with their codes normalised and relationship lists as ids', () => {
    expect(
      readCouponRules({
        id: 4,
        code: ' giảm 50k ',
        discountType: 'fixed_product',
        amount: 50_000,
        minSpend: 300_000,
        maxSpend: null,
        usageLimit: 100,
        usageLimitPerCustomer: 1,
        expiresAt: '2026-12-31T17:00:00.000Z',
        productIds: [12, { id: 13, title: 'Sạc dự phòng' }],
        excludeProductIds: [],
        categoryIds: [{ id: 3 }],
        excludeCategoryIds: [5],
        excludeSaleItems: true,
        freeShipping: true,
        individualUse: true,
      }),
    ).toEqual({
      code: 'GIẢM50K',
      discountType: 'fixed_product',
      amount: 50_000,
      minSpend: 300_000,
      maxSpend: null,
      usageLimit: 100,
      usageLimitPerCustomer: 1,
      expiresAt: '2026-12-31T17:00:00.000Z',
      productIds: [12, 13],
      excludeProductIds: [],
      categoryIds: [3],
      excludeCategoryIds: [5],
      excludeSaleItems: true,
      freeShipping: true,
      individualUse: true,
    })
  })

  it('are null without a code', () => {
    for (const code of [undefined, null, '', '  ', 42]) expect(readCouponRules({ code, amount: 10 })).toBeNull()
  })

  it('get safe defaults for anything unreadable', () => {
    expect(
      readCouponRules({
        code: 'X',
        discountType: 'free',
        amount: -5,
        minSpend: '300000',
        maxSpend: 0,
        usageLimit: 1.5,
        usageLimitPerCustomer: Number.NaN,
        expiresAt: '  ',
        productIds: 'all',
        categoryIds: [null, 'x', -1, { id: 'y' }],
        excludeSaleItems: 'yes',
      }),
    ).toEqual(coupon({ code: 'X', discountType: 'fixed_cart', amount: 0 }))
    expect(readCouponRules({ code: 'X', discountType: 'percent', amount: 150 })?.amount).toBe(0)
    expect(readCouponRules({ code: 'X', discountType: 'percent', amount: 12.5 })?.amount).toBe(0)
    expect(readCouponRules({ code: 'X', discountType: 'percent', amount: 100 })?.amount).toBe(100)
  })

  it('keep an expiry that is not text as unreadable, so the coupon counts as expired', () => {
    const rules = readCouponRules({ code: 'X', expiresAt: 1_893_430_800_000 })!
    expect(checkCoupon(rules, context()).ok).toBe(false)
  })

  it('never throw, and always give rules the other functions accept', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('code', 'discountType', 'amount', 'minSpend', 'usageLimit', 'expiresAt', 'productIds'),
          fc.anything(),
        ),
        (stored) => {
          const rules = readCouponRules({ code: 'X', ...stored })
          if (rules === null) return
          expect(() => checkCoupon(rules, context())).not.toThrow()
          expect(isCount(couponDiscounts([rules], context().lines).total)).toBe(true)
        },
      ),
    )
  })
})
