/**
 * The shop's money and quantity rules (docs/shop.md, Money): prices with scheduled sales, the sale badge, stock,
 * quantities typed by shoppers, and cart totals. Pure: no React, DOM, database or Payload.
 *
 * - Money is an integer number of đồng, a safe non-negative integer (`isMoney`); money math given anything else throws
 *   a RangeError rather than computing with it, and never produces a fraction, a negative, NaN or an unsafe integer.
 * - A sale price counts only when it is a whole number of đồng from 1 to below the regular price, and `now` is inside
 *   its schedule [saleFrom, saleTo) (either bound may be absent). A sale price that does not count is ignored: the
 *   product sells at its regular price.
 * - Schedule bounds are ISO dates (see `parseSaleDate`); a bound that cannot be read cancels the sale (it never makes
 *   the sale last for ever or start early).
 */

import { vietnamDayStart } from '@/lib/vi'

const DAY_MS = 24 * 60 * 60 * 1000

// ---------------------------------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------------------------------

/** Whether `value` is an amount of money: a safe non-negative integer number of đồng. */
export function isMoney(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** `value` when it is money (see `isMoney`); a RangeError naming `what` otherwise. */
function money(value: unknown, what: string): number {
  if (!isMoney(value))
    throw new RangeError(`${what} must be a safe non-negative integer number of VND, not ${String(value)}`)
  return value
}

/** `value` when it is a safe non-negative integer count; a RangeError naming `what` otherwise. */
function count(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a safe non-negative integer, not ${String(value)}`)
  return value
}

/** `a + b`, a RangeError when the sum is no longer a safe integer. */
function safeAdd(a: number, b: number): number {
  const sum = a + b
  if (!Number.isSafeInteger(sum)) throw new RangeError(`${a} + ${b} is too large to count exactly`)
  return sum
}

/** `amount × quantity`, a RangeError when the product is no longer a safe integer. */
function safeMultiply(amount: number, quantity: number): number {
  const product = amount * quantity
  if (!Number.isSafeInteger(product))
    throw new RangeError(`An amount of ${amount} VND × ${quantity} is too large to count exactly`)
  return product
}

// ---------------------------------------------------------------------------------------------------------------------
// Prices and sales
// ---------------------------------------------------------------------------------------------------------------------

/** What a product (or a variant) says about its price: đồng, and an optional sale with an optional schedule. */
export type PriceSettings = {
  regularPrice: number
  salePrice?: number | null
  saleFrom?: string | null
  saleTo?: string | null
}

/** The price a product sells at now, its regular price, and whether the difference is a sale. */
export type CurrentPrice = { price: number; regularPrice: number; onSale: boolean }

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i

/**
 * A sale bound as an instant (ms since the epoch): null when absent (null, undefined, blank), NaN when unreadable.
 *
 * Read: `yyyy-MM-dd`, and `yyyy-MM-ddTHH:mm[:ss[.fff]]` (`T` or a space) with `Z`, `±HH:mm` or `±HHmm`; a time without
 * a zone is Vietnam's (UTC+7), whatever the server's zone. A day alone is the start of that day in Vietnam, except for
 * the end of a sale (`isEnd`), where it includes that whole day (the sale ends as the next day begins), as WooCommerce's
 * sale end date does. Impossible dates (`2026-02-30`, `25:00`) and any other format are unreadable.
 */
export function parseSaleDate(value: string | null | undefined, isEnd = false): number | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') return Number.NaN
  const text = value.trim()
  if (!text) return null
  const match = ISO_DATE_TIME.exec(text)
  if (!match) return Number.NaN
  const [, year, month, day, hour, minute, second = '00', fraction = '', zone] = match
  const monthNumber = Number(month)
  const dayNumber = Number(day)
  // The day exists in its month (Date would roll 30 February over into March).
  if (monthNumber < 1 || monthNumber > 12 || dayNumber < 1 || dayNumber > daysInMonth(Number(year), monthNumber))
    return Number.NaN
  const date = `${year}-${month}-${day}`
  if (hour === undefined) return vietnamDayStart(date).getTime() + (isEnd ? DAY_MS : 0)
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return Number.NaN
  let offset = '+07:00'
  if (zone && zone.toUpperCase() === 'Z') offset = 'Z'
  else if (zone) {
    const digits = zone.replace(':', '')
    if (Number(digits.slice(1, 3)) > 23 || Number(digits.slice(3, 5)) > 59) return Number.NaN
    offset = `${digits.slice(0, 3)}:${digits.slice(3, 5)}`
  }
  const millis = fraction ? `.${fraction.slice(0, 3).padEnd(3, '0')}` : ''
  return Date.parse(`${date}T${hour}:${minute}:${second}${millis}${offset}`)
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Days in a month (1–12) of the proleptic Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]
}

/** Whether `now` is inside the sale's schedule [from, to): an absent bound is open, an unreadable one means no sale. */
export function isInSaleSchedule(
  saleFrom: string | null | undefined,
  saleTo: string | null | undefined,
  now: Date,
): boolean {
  const time = now.getTime()
  if (Number.isNaN(time)) throw new RangeError('The current time must be a valid date')
  const from = parseSaleDate(saleFrom)
  const to = parseSaleDate(saleTo, true)
  if (Number.isNaN(from) || Number.isNaN(to)) return false
  return (from === null || time >= from) && (to === null || time < to)
}

/** The price a product sells at `now`: its sale price when it is a whole 1…regular−1 đồng and in its schedule. */
export function currentPrice(settings: PriceSettings, now: Date): CurrentPrice {
  const regularPrice = money(settings.regularPrice, 'A regular price')
  if (Number.isNaN(now.getTime())) throw new RangeError('The current time must be a valid date')
  const { salePrice } = settings
  const onSale =
    typeof salePrice === 'number' &&
    Number.isSafeInteger(salePrice) &&
    salePrice > 0 &&
    salePrice < regularPrice &&
    isInSaleSchedule(settings.saleFrom, settings.saleTo, now)
  return onSale ? { price: salePrice, regularPrice, onSale } : { price: regularPrice, regularPrice, onSale }
}

/**
 * The sale badge's whole percent off (250.000 → 199.000 is 20): rounded down, so it never overstates the discount, but
 * at least 1 when there is a discount; 0 when `price` is not below `regularPrice`. From 1 to 99 for any sale that
 * `currentPrice` applies (a sale price is at least 1 đồng); 100 only for a free item.
 */
export function salePercent(regularPrice: number, price: number): number {
  money(regularPrice, 'A regular price')
  money(price, 'A price')
  if (price >= regularPrice) return 0
  // BigInt: (regular − price) × 100 may pass 2^53, and float division may round a hair below a whole percent up to it.
  const percent = Number((BigInt(regularPrice - price) * 100n) / BigInt(regularPrice))
  return Math.max(1, percent)
}

/** The lowest and highest of a variable product's prices, for its card; null when it has none. */
export function priceRange(prices: readonly { price: number }[]): { min: number; max: number } | null {
  if (prices.length === 0) return null
  let min = Number.POSITIVE_INFINITY
  let max = 0
  for (const { price } of prices) {
    money(price, 'A price')
    min = Math.min(min, price)
    max = Math.max(max, price)
  }
  return { min, max }
}

// ---------------------------------------------------------------------------------------------------------------------
// Stock
// ---------------------------------------------------------------------------------------------------------------------

/** In stock, out of stock, on backorder: WooCommerce's names, which imports keep. */
export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const
export type StockStatus = (typeof STOCK_STATUSES)[number]

/** What a product (or a variant) says about its stock. */
export type StockSettings = { manageStock: boolean; stockQuantity?: number | null; stockStatus: StockStatus }

/**
 * How many can be bought now; null for no limit. Out of stock → 0 (whether stock is managed or not); on backorder → no
 * limit; in stock → no limit, or when managed, the quantity (a missing one is 0, a negative one 0). Any other status
 * counts as out of stock. A managed quantity that is not a safe integer is a RangeError.
 */
export function availableQuantity(stock: StockSettings): number | null {
  if (stock.stockStatus === 'onbackorder') return null
  if (stock.stockStatus !== 'instock') return 0
  if (!stock.manageStock) return null
  const quantity = stock.stockQuantity ?? 0
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity))
    throw new RangeError(`A stock quantity must be a safe integer, not ${String(quantity)}`)
  return Math.max(0, quantity)
}

/** Whether at least one can be bought now. */
export function isPurchasable(stock: StockSettings): boolean {
  return availableQuantity(stock) !== 0
}

/**
 * The status the shop acts on, which the admin shows: on backorder as set, else in stock exactly when one can be bought
 * (with stock managed, while the quantity is above 0, as WooCommerce).
 */
export function actingStockStatus(stock: StockSettings): StockStatus {
  if (stock.stockStatus === 'onbackorder') return 'onbackorder'
  return isPurchasable(stock) ? 'instock' : 'outofstock'
}

// ---------------------------------------------------------------------------------------------------------------------
// Quantities
// ---------------------------------------------------------------------------------------------------------------------

/** How long the cart page waits after the last quantity change before it updates (docs/shop.md, Mini-cart and cart page). */
export const CART_UPDATE_DELAY_MS = 1500

/** The most of one product (or variant) a cart line may hold. */
export const maxLineQuantity = 999

/** Why a typed quantity was refused. */
export type QuantityRefusal = 'missing' | 'not-a-whole-number' | 'too-small' | 'too-large'

/** A quantity read from a form or JSON: a whole number from 1 to `maxLineQuantity`, or why it is not one. */
export type ParsedQuantity = { ok: true; quantity: number } | { ok: false; reason: QuantityRefusal }

/**
 * A shopper's quantity: an integer, or a string of ASCII digits with spaces around (`"3"`, `" 03 "`), from 1 to
 * `maxLineQuantity`. null, undefined and blank strings are missing; `-2`/`"-2"` and `0` too small; `1e9` and
 * `"1000"` too large; fractions, exponents, signs other than `-`, NaN, Infinity, booleans, arrays and objects are not
 * whole numbers. A bigint counts as the integer it is.
 */
export function parseQuantity(input: unknown): ParsedQuantity {
  let quantity: number
  if (input === null || input === undefined) return { ok: false, reason: 'missing' }
  if (typeof input === 'number') {
    if (!Number.isInteger(input)) return { ok: false, reason: 'not-a-whole-number' }
    quantity = input
  } else if (typeof input === 'bigint') {
    quantity = input > BigInt(maxLineQuantity) ? maxLineQuantity + 1 : Number(input)
  } else if (typeof input === 'string') {
    const text = input.trim()
    if (!text) return { ok: false, reason: 'missing' }
    if (!/^-?[0-9]+$/.test(text)) return { ok: false, reason: 'not-a-whole-number' }
    if (text.startsWith('-')) return { ok: false, reason: 'too-small' }
    // Past three significant digits it is too large, however long: never read into an inexact number.
    const digits = text.replace(/^0+/, '')
    quantity = digits.length > String(maxLineQuantity).length ? maxLineQuantity + 1 : Number(digits)
  } else {
    return { ok: false, reason: 'not-a-whole-number' }
  }
  if (quantity < 1) return { ok: false, reason: 'too-small' }
  if (quantity > maxLineQuantity) return { ok: false, reason: 'too-large' }
  return { ok: true, quantity }
}

/** A requested quantity lowered to what is available (null: no limit), and whether it had to be. */
export function capQuantity(requested: number, available: number | null): { quantity: number; capped: boolean } {
  count(requested, 'A requested quantity')
  if (available === null) return { quantity: requested, capped: false }
  count(available, 'An available quantity')
  return requested > available ? { quantity: available, capped: true } : { quantity: requested, capped: false }
}

// ---------------------------------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------------------------------

/** A cart line's prices (each for one item, in đồng) and quantity. */
export type CartLineInput = { unitPrice: number; regularUnitPrice: number; quantity: number }

/** The cart's number of items, what it costs, what it would cost at regular prices, and the difference. */
export type CartTotals = { itemCount: number; subtotal: number; regularSubtotal: number; savings: number }

/** What a line costs: unit price × quantity, in đồng. */
export function lineTotal(line: CartLineInput): number {
  return safeMultiply(money(line.unitPrice, 'A unit price'), count(line.quantity, 'A quantity'))
}

/** What a line would cost at its regular price; never less than what it costs (a regular price below the price counts as the price). */
export function regularLineTotal(line: CartLineInput): number {
  const regular = money(line.regularUnitPrice, 'A regular unit price')
  return safeMultiply(Math.max(regular, money(line.unitPrice, 'A unit price')), count(line.quantity, 'A quantity'))
}

/** The cart's totals: sums of its lines' quantities, totals and regular totals, and the savings between the two. */
export function cartTotals(lines: readonly CartLineInput[]): CartTotals {
  let itemCount = 0
  let subtotal = 0
  let regularSubtotal = 0
  for (const line of lines) {
    itemCount = safeAdd(itemCount, count(line.quantity, 'A quantity'))
    subtotal = safeAdd(subtotal, lineTotal(line))
    regularSubtotal = safeAdd(regularSubtotal, regularLineTotal(line))
  }
  return { itemCount, subtotal, regularSubtotal, savings: regularSubtotal - subtotal }
}
