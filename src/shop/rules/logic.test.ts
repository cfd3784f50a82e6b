import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  actingStockStatus,
  availableQuantity,
  capQuantity,
  type CartLineInput,
  cartTotals,
  currentPrice,
  isInSaleSchedule,
  isMoney,
  isPurchasable,
  STOCK_STATUSES,
  lineTotal,
  maxLineQuantity,
  parseQuantity,
  parseSaleDate,
  priceRange,
  salePercent,
  type StockSettings,
} from './logic'

const at = (iso: string) => new Date(iso)
const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0

describe('money', () => {
  it('is a safe non-negative integer of đồng', () => {
    for (const good of [0, 1, 199_000, Number.MAX_SAFE_INTEGER]) expect(isMoney(good), String(good)).toBe(true)
    for (const bad of [
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.MAX_SAFE_INTEGER + 1,
      '199000',
      null,
      undefined,
      10n,
    ]) {
      expect(isMoney(bad), String(bad)).toBe(false)
    }
  })
})

describe('sale schedule dates', () => {
  it('reads ISO instants, and times without a zone in Vietnam’s (UTC+7)', () => {
    expect(parseSaleDate('2026-03-01T00:00:00.000Z')).toBe(Date.UTC(2026, 2, 1))
    expect(parseSaleDate('2026-03-01T07:00:00+07:00')).toBe(Date.UTC(2026, 2, 1))
    expect(parseSaleDate('2026-03-01T07:00:00+0700')).toBe(Date.UTC(2026, 2, 1))
    expect(parseSaleDate('2026-03-01T07:00')).toBe(Date.UTC(2026, 2, 1))
    expect(parseSaleDate('2026-03-01 07:00')).toBe(Date.UTC(2026, 2, 1))
    expect(parseSaleDate(' 2026-03-01T00:00:00.1234z ')).toBe(Date.UTC(2026, 2, 1, 0, 0, 0, 123))
  })

  it('reads a day alone as its start in Vietnam, and as an end, as the start of the next day', () => {
    expect(parseSaleDate('2026-03-01')).toBe(Date.UTC(2026, 1, 28, 17))
    expect(parseSaleDate('2026-03-01', true)).toBe(Date.UTC(2026, 2, 1, 17))
    expect(parseSaleDate('2028-02-29')).toBe(Date.UTC(2028, 1, 28, 17))
  })

  it('is absent when null, undefined or blank, and unreadable (NaN) for anything else', () => {
    for (const absent of [null, undefined, '', '   ']) expect(parseSaleDate(absent), String(absent)).toBeNull()
    for (const bad of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-03-01T24:00',
      '2026-03-01T10:60',
      '2026-03-01T10:00+25:00',
      '01/03/2026',
      'mai',
      '1772323200000',
      '2026-3-1',
    ]) {
      expect(parseSaleDate(bad), bad).toBeNaN()
    }
    expect(parseSaleDate(42 as unknown as string)).toBeNaN()
  })

  it('includes its start and excludes its end', () => {
    const from = '2026-03-01T00:00:00Z'
    const to = '2026-03-08T00:00:00Z'
    expect(isInSaleSchedule(from, to, at(from))).toBe(true)
    expect(isInSaleSchedule(from, to, new Date(Date.parse(from) - 1))).toBe(false)
    expect(isInSaleSchedule(from, to, new Date(Date.parse(to) - 1))).toBe(true)
    expect(isInSaleSchedule(from, to, at(to))).toBe(false)
    // A schedule that ends before (or as) it starts never applies.
    expect(isInSaleSchedule(to, from, at('2026-03-04T00:00:00Z'))).toBe(false)
    expect(isInSaleSchedule(from, from, at(from))).toBe(false)
  })
})

describe('the current price', () => {
  const now = at('2026-03-04T05:00:00Z')
  const sale = { regularPrice: 250_000, salePrice: 199_000 }

  it('is the sale price when it is below the regular price and the schedule holds now', () => {
    expect(currentPrice(sale, now)).toEqual({ price: 199_000, regularPrice: 250_000, onSale: true })
    expect(
      currentPrice({ ...sale, saleFrom: '2026-03-01T00:00:00Z', saleTo: '2026-03-08T00:00:00Z' }, now).onSale,
    ).toBe(true)
    expect(currentPrice({ regularPrice: 250_000, salePrice: 249_999 }, now).price).toBe(249_999)
    expect(currentPrice({ regularPrice: 250_000, salePrice: 1 }, now).price).toBe(1)
  })

  it('starts exactly at saleFrom and has ended exactly at saleTo', () => {
    const scheduled = { ...sale, saleFrom: '2026-03-01T00:00:00Z', saleTo: '2026-03-08T00:00:00Z' }
    expect(currentPrice(scheduled, at('2026-03-01T00:00:00Z')).price).toBe(199_000)
    expect(currentPrice(scheduled, at('2026-02-28T23:59:59.999Z')).price).toBe(250_000)
    expect(currentPrice(scheduled, at('2026-03-07T23:59:59.999Z')).price).toBe(199_000)
    expect(currentPrice(scheduled, at('2026-03-08T00:00:00Z'))).toEqual({
      price: 250_000,
      regularPrice: 250_000,
      onSale: false,
    })
  })

  it('leaves a missing bound open', () => {
    expect(currentPrice({ ...sale, saleFrom: '2026-03-05T00:00:00Z' }, now).onSale).toBe(false)
    expect(
      currentPrice({ ...sale, saleFrom: '2026-03-01T00:00:00Z', saleTo: null }, at('2099-01-01T00:00:00Z')).onSale,
    ).toBe(true)
    expect(
      currentPrice({ ...sale, saleFrom: '', saleTo: '2026-03-05T00:00:00Z' }, at('2000-01-01T00:00:00Z')).onSale,
    ).toBe(true)
    expect(currentPrice({ ...sale, saleTo: '2026-03-04T05:00:00Z' }, now).onSale).toBe(false)
  })

  it('takes a day alone as Vietnamese days, the end day included', () => {
    const days = { ...sale, saleFrom: '2026-03-01', saleTo: '2026-03-07' }
    expect(currentPrice(days, at('2026-02-28T16:59:59.999Z')).onSale).toBe(false)
    expect(currentPrice(days, at('2026-02-28T17:00:00Z')).onSale).toBe(true) // 00:00 on 1 March in Vietnam
    expect(currentPrice(days, at('2026-03-07T16:59:59.999Z')).onSale).toBe(true) // 23:59 on 7 March in Vietnam
    expect(currentPrice(days, at('2026-03-07T17:00:00Z')).onSale).toBe(false)
  })

  it('ignores an unreadable schedule bound: no sale rather than a sale for ever', () => {
    expect(currentPrice({ ...sale, saleFrom: 'hôm qua' }, now).onSale).toBe(false)
    expect(currentPrice({ ...sale, saleTo: '2026-02-30' }, now).onSale).toBe(false)
  })

  it('ignores a sale price that is equal to or above the regular price, zero, negative, fractional or not a number', () => {
    for (const salePrice of [
      250_000,
      300_000,
      0,
      -1,
      199_000.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
      '199000' as unknown as number,
    ]) {
      expect(currentPrice({ regularPrice: 250_000, salePrice }, now), String(salePrice)).toEqual({
        price: 250_000,
        regularPrice: 250_000,
        onSale: false,
      })
    }
    expect(currentPrice({ regularPrice: 0, salePrice: 0 }, now)).toEqual({ price: 0, regularPrice: 0, onSale: false })
  })

  it('refuses a regular price that is not money, and an invalid clock', () => {
    for (const regularPrice of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, '250000' as unknown as number]) {
      expect(() => currentPrice({ regularPrice }, now), String(regularPrice)).toThrow(RangeError)
    }
    expect(() => currentPrice(sale, new Date(Number.NaN))).toThrow(RangeError)
    expect(() => currentPrice({ regularPrice: 1 }, new Date('không'))).toThrow(RangeError)
  })

  it('never sells above the regular price, and is on sale exactly when it sells below it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.option(fc.oneof(fc.integer(), fc.double()), { nil: null }),
        fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
        fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
        fc.date({ noInvalidDate: true }),
        (regularPrice, salePrice, from, to, clock) => {
          const result = currentPrice(
            { regularPrice, salePrice, saleFrom: from?.toISOString(), saleTo: to?.toISOString() },
            clock,
          )
          expect(isMoney(result.price) && result.regularPrice === regularPrice && result.price <= regularPrice).toBe(
            true,
          )
          expect(result.onSale).toBe(result.price < regularPrice)
          if (result.onSale) expect(result.price).toBeGreaterThan(0)
        },
      ),
    )
  })
})

describe('the sale badge', () => {
  it('shows whole percent off, rounded down, at least 1', () => {
    expect(salePercent(250_000, 199_000)).toBe(20)
    expect(salePercent(100_000, 50_000)).toBe(50)
    expect(salePercent(1_000, 1)).toBe(99)
    expect(salePercent(1_000_000, 999_999)).toBe(1)
    expect(salePercent(300, 200)).toBe(33)
    expect(salePercent(300, 100)).toBe(66)
    expect(salePercent(Number.MAX_SAFE_INTEGER, 1)).toBe(99)
  })

  it('is 0 without a discount, and 100 only for a free item', () => {
    expect(salePercent(250_000, 250_000)).toBe(0)
    expect(salePercent(250_000, 300_000)).toBe(0)
    expect(salePercent(0, 0)).toBe(0)
    expect(salePercent(250_000, 0)).toBe(100)
  })

  it('refuses amounts that are not money', () => {
    for (const [regular, price] of [
      [-1, 0],
      [100, -1],
      [100.5, 50],
      [100, Number.NaN],
      [Number.POSITIVE_INFINITY, 1],
    ]) {
      expect(() => salePercent(regular, price), `${regular} → ${price}`).toThrow(RangeError)
    }
  })

  it('is from 1 to 99 for any sale, and equal to the exact percent rounded down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: Number.MAX_SAFE_INTEGER }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (regularPrice, share) => {
          const salePrice = Math.min(regularPrice - 1, Math.max(1, Math.floor(regularPrice * share)))
          const { price, onSale } = currentPrice({ regularPrice, salePrice }, new Date())
          expect(onSale).toBe(true)
          const percent = salePercent(regularPrice, price)
          expect(Number.isInteger(percent) && percent >= 1 && percent <= 99).toBe(true)
          const exact = (BigInt(regularPrice - price) * 100n) / BigInt(regularPrice)
          expect(percent).toBe(Math.max(1, Number(exact)))
        },
      ),
    )
  })
})

describe('a variable product’s price range', () => {
  it('is the lowest and highest price, or null without variants', () => {
    expect(priceRange([{ price: 250_000 }, { price: 199_000 }, { price: 320_000 }])).toEqual({
      min: 199_000,
      max: 320_000,
    })
    expect(priceRange([{ price: 0 }])).toEqual({ min: 0, max: 0 })
    expect(priceRange([])).toBeNull()
    expect(() => priceRange([{ price: 1 }, { price: -5 }])).toThrow(RangeError)
    expect(() => priceRange([{ price: Number.NaN }])).toThrow(RangeError)
  })

  it('holds every price between its bounds', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (prices) => {
        const range = priceRange(prices.map((price) => ({ price })))!
        expect(prices).toContain(range.min)
        expect(prices).toContain(range.max)
        for (const price of prices) expect(range.min <= price && price <= range.max).toBe(true)
      }),
    )
  })
})

describe('stock', () => {
  const stock = (
    manageStock: boolean,
    stockStatus: StockSettings['stockStatus'],
    stockQuantity?: number | null,
  ): StockSettings => ({
    manageStock,
    stockStatus,
    stockQuantity,
  })

  it('is unlimited when not managed and in stock or on backorder, none when out of stock', () => {
    expect(availableQuantity(stock(false, 'instock'))).toBeNull()
    expect(availableQuantity(stock(false, 'instock', 3))).toBeNull()
    expect(availableQuantity(stock(false, 'onbackorder'))).toBeNull()
    expect(availableQuantity(stock(false, 'outofstock'))).toBe(0)
  })

  it('reads "in stock" exactly when one can be bought: a managed stock of 0 is out of stock, whatever was chosen', () => {
    expect(actingStockStatus(stock(true, 'instock', 0))).toBe('outofstock')
    expect(actingStockStatus(stock(true, 'instock', 4))).toBe('instock')
    expect(actingStockStatus(stock(false, 'instock', 0))).toBe('instock')
    expect(actingStockStatus(stock(true, 'onbackorder', 0))).toBe('onbackorder')
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(...STOCK_STATUSES),
        fc.option(fc.integer({ min: -5, max: 5 })),
        (managed, status, quantity) => {
          const settings = stock(managed, status, quantity)
          const acting = actingStockStatus(settings)
          if (acting !== 'onbackorder') expect(acting === 'instock').toBe(isPurchasable(settings))
          expect(isPurchasable({ ...settings, stockStatus: acting })).toBe(isPurchasable(settings))
        },
      ),
    )
  })

  it('is the managed quantity, at least 0, unless on backorder; out of stock wins over a quantity', () => {
    expect(availableQuantity(stock(true, 'instock', 7))).toBe(7)
    expect(availableQuantity(stock(true, 'instock', 0))).toBe(0)
    expect(availableQuantity(stock(true, 'instock', -3))).toBe(0)
    expect(availableQuantity(stock(true, 'instock', null))).toBe(0)
    expect(availableQuantity(stock(true, 'instock'))).toBe(0)
    expect(availableQuantity(stock(true, 'onbackorder', -3))).toBeNull()
    expect(availableQuantity(stock(true, 'outofstock', 7))).toBe(0)
    expect(availableQuantity(stock(true, 'sold' as StockSettings['stockStatus'], 7))).toBe(0)
  })

  it('refuses a managed quantity that is not a safe integer', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '3' as unknown as number]) {
      expect(() => availableQuantity(stock(true, 'instock', bad)), String(bad)).toThrow(RangeError)
    }
  })

  it('can be bought when anything at all is available', () => {
    expect(isPurchasable(stock(false, 'instock'))).toBe(true)
    expect(isPurchasable(stock(true, 'instock', 1))).toBe(true)
    expect(isPurchasable(stock(true, 'onbackorder', 0))).toBe(true)
    expect(isPurchasable(stock(true, 'instock', 0))).toBe(false)
    expect(isPurchasable(stock(false, 'outofstock'))).toBe(false)
  })

  it('is never negative, nor anything but null or a safe integer', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom<StockSettings['stockStatus']>('instock', 'outofstock', 'onbackorder'),
        fc.option(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), { nil: null }),
        (manageStock, stockStatus, stockQuantity) => {
          const available = availableQuantity({ manageStock, stockStatus, stockQuantity })
          expect(available === null || isCount(available)).toBe(true)
          expect(isPurchasable({ manageStock, stockStatus, stockQuantity })).toBe(available !== 0)
        },
      ),
    )
  })
})

describe('a typed quantity', () => {
  it('accepts integers and digit strings from 1 to 999', () => {
    for (const [input, quantity] of [
      [1, 1],
      [3, 3],
      [999, 999],
      ['3', 3],
      [' 3 ', 3],
      ['\t12\n', 12],
      ['007', 7],
      ['999', 999],
      [3n, 3],
    ] as const) {
      expect(parseQuantity(input), String(input)).toEqual({ ok: true, quantity })
    }
    expect(maxLineQuantity).toBe(999)
  })

  it('says why it refuses anything else', () => {
    const cases: [unknown, string][] = [
      [null, 'missing'],
      [undefined, 'missing'],
      ['', 'missing'],
      ['   ', 'missing'],
      [0, 'too-small'],
      [-0, 'too-small'],
      [-1, 'too-small'],
      ['0', 'too-small'],
      ['000', 'too-small'],
      ['-1', 'too-small'],
      [0n, 'too-small'],
      [1000, 'too-large'],
      [1e9, 'too-large'],
      ['1000', 'too-large'],
      ['0001000', 'too-large'],
      ['9'.repeat(400), 'too-large'],
      [10n ** 30n, 'too-large'],
      [1.5, 'not-a-whole-number'],
      ['1.5', 'not-a-whole-number'],
      ['1,5', 'not-a-whole-number'],
      ['1e3', 'not-a-whole-number'],
      ['+3', 'not-a-whole-number'],
      ['0x10', 'not-a-whole-number'],
      ['3 cái', 'not-a-whole-number'],
      ['1 2', 'not-a-whole-number'],
      ['abc', 'not-a-whole-number'],
      ['３', 'not-a-whole-number'],
      [Number.NaN, 'not-a-whole-number'],
      [Number.POSITIVE_INFINITY, 'not-a-whole-number'],
      [Number.NEGATIVE_INFINITY, 'not-a-whole-number'],
      [true, 'not-a-whole-number'],
      [[3], 'not-a-whole-number'],
      [['3'], 'not-a-whole-number'],
      [{ quantity: 3 }, 'not-a-whole-number'],
      [{ valueOf: () => 3 }, 'not-a-whole-number'],
      [() => 3, 'not-a-whole-number'],
      [Symbol('3'), 'not-a-whole-number'],
    ]
    for (const [input, reason] of cases) expect(parseQuantity(input), String(input)).toEqual({ ok: false, reason })
  })

  it('accepts exactly the integers 1…999 and their digit strings', () => {
    const accepted = (input: unknown) => {
      const parsed = parseQuantity(input)
      return parsed.ok ? parsed.quantity : null
    }
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.nat(3), fc.nat(3), (n, zeros, spaces) => {
        const expected = n >= 1 && n <= 999 ? n : null
        expect(accepted(n)).toBe(expected)
        const pad = ' '.repeat(spaces)
        const digits = n < 0 ? `-${'0'.repeat(zeros)}${-n}` : `${'0'.repeat(zeros)}${n}`
        expect(accepted(`${pad}${digits}${pad}`)).toBe(expected)
      }),
    )
    fc.assert(
      fc.property(
        fc.anything({
          withBoxedValues: true,
          withMap: true,
          withSet: true,
          withTypedArray: true,
          withSparseArray: true,
        }),
        (input) => {
          const quantity = accepted(input)
          if (quantity === null) return
          expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= 999).toBe(true)
          const isDigitsOf = typeof input === 'string' && /^\s*[0-9]+\s*$/.test(input) && Number(input) === quantity
          expect(input === quantity || isDigitsOf).toBe(true)
        },
      ),
    )
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.stringMatching(/^\s*-?[0-9.e+]{1,12}\s*$/)), (input) => {
        const quantity = accepted(input)
        const text = typeof input === 'string' ? input.trim() : ''
        const meant = typeof input === 'number' ? input : /^[0-9]+$/.test(text) ? Number(text) : Number.NaN
        expect(quantity).toBe(Number.isInteger(meant) && meant >= 1 && meant <= 999 ? meant : null)
      }),
    )
  })
})

describe('capping a quantity to the stock', () => {
  it('keeps it when there is enough or no limit, and lowers it to what is available otherwise', () => {
    expect(capQuantity(3, null)).toEqual({ quantity: 3, capped: false })
    expect(capQuantity(3, 3)).toEqual({ quantity: 3, capped: false })
    expect(capQuantity(3, 10)).toEqual({ quantity: 3, capped: false })
    expect(capQuantity(5, 2)).toEqual({ quantity: 2, capped: true })
    expect(capQuantity(5, 0)).toEqual({ quantity: 0, capped: true })
    expect(capQuantity(0, 0)).toEqual({ quantity: 0, capped: false })
  })

  it('refuses quantities that are not counts', () => {
    for (const [requested, available] of [
      [-1, 3],
      [1.5, 3],
      [Number.NaN, 3],
      [3, -1],
      [3, 2.5],
      [3, Number.POSITIVE_INFINITY],
    ]) {
      expect(() => capQuantity(requested, available), `${requested}, ${available}`).toThrow(RangeError)
    }
  })

  it('never exceeds what is available nor raises what was requested', () => {
    fc.assert(
      fc.property(fc.nat(), fc.option(fc.nat(), { nil: null }), (requested, available) => {
        const { quantity, capped } = capQuantity(requested, available)
        expect(isCount(quantity) && quantity <= requested).toBe(true)
        if (available !== null) expect(quantity).toBeLessThanOrEqual(available)
        expect(capped).toBe(quantity < requested)
        expect(quantity).toBe(available === null ? requested : Math.min(requested, available))
      }),
    )
  })
})

describe('cart totals', () => {
  it('multiplies a line’s unit price by its quantity', () => {
    expect(lineTotal({ unitPrice: 199_000, regularUnitPrice: 250_000, quantity: 3 })).toBe(597_000)
    expect(lineTotal({ unitPrice: 199_000, regularUnitPrice: 250_000, quantity: 0 })).toBe(0)
  })

  it('sums the lines, and what they would cost at regular prices', () => {
    const lines: CartLineInput[] = [
      { unitPrice: 199_000, regularUnitPrice: 250_000, quantity: 2 },
      { unitPrice: 1_250_000, regularUnitPrice: 1_250_000, quantity: 1 },
    ]
    expect(cartTotals(lines)).toEqual({
      itemCount: 3,
      subtotal: 1_648_000,
      regularSubtotal: 1_750_000,
      savings: 102_000,
    })
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0, regularSubtotal: 0, savings: 0 })
  })

  it('counts a regular price below the unit price as the unit price: savings are never negative', () => {
    expect(cartTotals([{ unitPrice: 300_000, regularUnitPrice: 250_000, quantity: 2 }])).toEqual({
      itemCount: 2,
      subtotal: 600_000,
      regularSubtotal: 600_000,
      savings: 0,
    })
  })

  it('refuses amounts and quantities that are not safe non-negative integers, and totals past the safe range', () => {
    const line = { unitPrice: 199_000, regularUnitPrice: 250_000, quantity: 1 }
    for (const bad of [
      { unitPrice: -1 },
      { unitPrice: 1.5 },
      { regularUnitPrice: Number.NaN },
      { quantity: -1 },
      { quantity: 0.5 },
      { quantity: Number.POSITIVE_INFINITY },
    ]) {
      expect(() => cartTotals([{ ...line, ...bad }]), JSON.stringify(bad)).toThrow(RangeError)
    }
    expect(() => lineTotal({ unitPrice: 2 ** 52, regularUnitPrice: 2 ** 52, quantity: 3 })).toThrow(RangeError)
    const half = { unitPrice: 2 ** 52, regularUnitPrice: 2 ** 52, quantity: 1 }
    expect(() => cartTotals([half, half])).toThrow(RangeError)
  })

  it('equals the sum of its lines, with subtotal ≤ regular subtotal and savings the difference', () => {
    const cartLine = fc
      .record({
        unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
        regularUnitPrice: fc.integer({ min: 0, max: 50_000_000 }),
        quantity: fc.integer({ min: 0, max: maxLineQuantity }),
      })
      .map((line) => ({ ...line, regularUnitPrice: Math.max(line.unitPrice, line.regularUnitPrice) }))
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 30 }), (lines) => {
        const totals = cartTotals(lines)
        for (const value of Object.values(totals)) expect(isCount(value)).toBe(true)
        expect(totals.itemCount).toBe(lines.reduce((sum, line) => sum + line.quantity, 0))
        expect(totals.subtotal).toBe(lines.reduce((sum, line) => sum + lineTotal(line), 0))
        expect(totals.regularSubtotal).toBe(lines.reduce((sum, line) => sum + line.regularUnitPrice * line.quantity, 0))
        expect(totals.subtotal).toBeLessThanOrEqual(totals.regularSubtotal)
        expect(totals.savings).toBe(totals.regularSubtotal - totals.subtotal)
        expect(totals.savings).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('never yields a negative, a fraction or an unsafe integer, whatever the prices, or refuses them', () => {
    const anyNumber = fc.oneof(
      fc.integer({ min: -10, max: 2 ** 40 }),
      fc.double(),
      fc.constant(Number.MAX_SAFE_INTEGER),
    )
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPrice: anyNumber, regularUnitPrice: anyNumber, quantity: anyNumber }), {
          maxLength: 5,
        }),
        (lines) => {
          let totals
          try {
            totals = cartTotals(lines)
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError)
            return
          }
          for (const value of Object.values(totals)) expect(isCount(value)).toBe(true)
          expect(totals.savings).toBe(totals.regularSubtotal - totals.subtotal)
        },
      ),
    )
  })
})
