/**
 * The shop's coupon rules, as WooCommerce has them: reading a coupon the shop stored, whether a shopper may apply it to
 * a cart, which lines it discounts, and by how much. Pure: no React, DOM, database or Payload; the time is a parameter.
 *
 * - Codes are compared normalised (`normaliseCouponCode`): no whitespace, upper-case, NFC, so `giảm 10` is `GIẢM10`.
 * - `checkCoupon` checks in a fixed order and the first failure is the shopper's message: expiry, overall and
 *   per-customer usage, already applied, individual use, minimum and maximum spend (on the subtotal before any
 *   discount), then whether it applies to any line. Expiry dates are read as sale dates (`parseSaleDate`: a day alone
 *   is its start in Vietnam, when WooCommerce expires a coupon); one that cannot be read has passed, never lasts for ever.
 * - A line is eligible (`lineEligible`) when it is included (the coupon lists no products and no categories, or lists
 *   its product or one of its categories) and not excluded (by product, by category, or as a sale item).
 * - Discounts are money as in `logic.ts`: whole đồng, safe non-negative integers (anything else is a RangeError). Coupons
 *   apply one after another, each to what earlier ones left of a line, so no line is ever discounted below 0.
 * - In stored coupons a 0 (or missing) spend or usage limit means none, as in WooCommerce.
 */

import { vi } from '@/i18n/vi'
import { relationIds } from '@/lib/stored-values'
import { formatVnd } from '@/lib/vi'
import { isMoney, lineTotal, parseSaleDate } from './logic'

/** Percent off each eligible line; a fixed amount off the eligible lines together; a fixed amount off each eligible item. */
export const COUPON_DISCOUNT_TYPES = ['percent', 'fixed_cart', 'fixed_product'] as const
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number]

/** A coupon as the shop stores it (fields may be null when the editor left them empty). */
export interface CouponRules {
  code: string // stored upper-case, e.g. 'GIAM10'
  discountType: CouponDiscountType
  amount: number // a whole percent 0–100 for 'percent'; đồng for the fixed kinds
  minSpend: number | null // đồng, on the cart subtotal before any discount
  maxSpend: number | null
  usageLimit: number | null // uses by everyone
  usageLimitPerCustomer: number | null
  expiresAt: string | null // an ISO date-time; the coupon works while now < expiresAt
  productIds: number[] // when not empty, the coupon applies only to lines of these products (or of categoryIds)
  excludeProductIds: number[]
  categoryIds: number[] // when not empty, only to lines of products in one of these categories (or of productIds)
  excludeCategoryIds: number[]
  excludeSaleItems: boolean // lines bought at a sale price get no discount
  freeShipping: boolean // the coupon grants free shipping
  individualUse: boolean // the coupon cannot be combined with other coupons
}

/** One cart line as the coupon rules see it. */
export interface CouponLine {
  key: string // the cart line key, e.g. '12:' or '12:Đen / 10.000 mAh'
  productId: number
  categoryIds: number[]
  unitPrice: number // đồng, what the line sells at now
  quantity: number // a positive integer
  onSale: boolean
}

/** How often a coupon was used already: by everyone, and by this customer (by account or e-mail). */
export type CouponUsage = { total: number; byCustomer: number }

/** What `checkCoupon` needs: the cart, the time, the coupon's usage, the codes applied and whether one is for individual use. */
export type CouponContext = {
  lines: readonly CouponLine[]
  now: Date
  usage: CouponUsage
  appliedCodes: readonly string[]
  appliedIndividual: boolean
}

export type CouponCheck = { ok: true } | { ok: false; message: string }

/** The longest code a shopper may type; a longer one is no code. */
export const maxCouponCodeLength = 50

/**
 * Normalises what a shopper typed: whitespace (and invisible characters) removed, upper-cased (Vietnamese letters kept,
 * NFC). '' for anything that is not a string or is longer than `maxCouponCodeLength` characters.
 */
export function normaliseCouponCode(typed: unknown): string {
  if (typeof typed !== 'string') return ''
  const code = typed
    .replace(/[\s\p{Cc}\p{Cf}]/gu, '')
    .toUpperCase()
    .normalize('NFC')
  return [...code].length > maxCouponCodeLength ? '' : code
}

/** Whether `coupon` may be applied now, or why not (see the header); fixed_cart needs an eligible line only when it lists some. */
export function checkCoupon(coupon: CouponRules, context: CouponContext): CouponCheck {
  const { code } = coupon
  const now = context.now.getTime()
  if (Number.isNaN(now)) throw new RangeError('The current time must be a valid date')
  const refuse = (message: string): CouponCheck => ({ ok: false, message })
  const expiresAt = parseSaleDate(coupon.expiresAt)
  // NaN (unreadable) is never later than now: expired.
  if (expiresAt !== null && !(now < expiresAt)) return refuse(vi.coupons.expired(code))
  // A usage count that is not a number (NaN) reaches any limit.
  const reached = (limit: number | null, used: number) => limit !== null && !(used < limit)
  if (reached(coupon.usageLimit, context.usage.total)) return refuse(vi.coupons.usedUp(code))
  if (reached(coupon.usageLimitPerCustomer, context.usage.byCustomer)) return refuse(vi.coupons.usedUpByCustomer(code))
  const applied = context.appliedCodes.map(normaliseCouponCode)
  if (applied.includes(normaliseCouponCode(code))) return refuse(vi.coupons.alreadyApplied(code))
  if ((coupon.individualUse && applied.length > 0) || context.appliedIndividual)
    return refuse(vi.coupons.notCombinable(code))
  // BigInt: a large cart's subtotal may pass 2^53.
  const subtotal = context.lines.reduce((sum, line) => sum + BigInt(couponLineTotal(line)), 0n)
  if (coupon.minSpend !== null && subtotal < coupon.minSpend)
    return refuse(vi.coupons.belowMinSpend(code, formatVnd(coupon.minSpend)))
  if (coupon.maxSpend !== null && subtotal > coupon.maxSpend)
    return refuse(vi.coupons.aboveMaxSpend(code, formatVnd(coupon.maxSpend)))
  const needsEligibleLine =
    coupon.discountType !== 'fixed_cart' || coupon.productIds.length > 0 || coupon.categoryIds.length > 0
  if (needsEligibleLine && !context.lines.some((line) => lineEligible(coupon, line))) {
    return refuse(vi.coupons.noEligibleProduct(code))
  }
  return { ok: true }
}

/** Whether the coupon may discount a line (see the header): either list including it is enough when both are set, as WooCommerce. */
export function lineEligible(coupon: CouponRules, line: CouponLine): boolean {
  const inCategories = (ids: readonly number[]) => line.categoryIds.some((id) => ids.includes(id))
  const unrestricted = coupon.productIds.length === 0 && coupon.categoryIds.length === 0
  const included = unrestricted || coupon.productIds.includes(line.productId) || inCategories(coupon.categoryIds)
  const excluded =
    coupon.excludeProductIds.includes(line.productId) ||
    inCategories(coupon.excludeCategoryIds) ||
    (coupon.excludeSaleItems && line.onSale)
  return included && !excluded
}

/** What one coupon took off, in total and per line key. */
export type CouponDiscount = { code: string; discount: number; perLine: Record<string, number> }

/** What each applied coupon took off, what each line got off in total (by line key), and the whole discount. */
export type CouponDiscounts = { byCoupon: CouponDiscount[]; byLine: Record<string, number>; total: number }

/**
 * The discounts of the coupons applied, in the order given, each on what earlier coupons left of a line:
 *  - percent: `amount`% of each eligible line, rounded half up to the đồng;
 *  - fixed_product: `amount` × quantity off each eligible line, at most what is left of it;
 *  - fixed_cart: `amount`, at most what is left of the eligible lines, split over them in proportion to what is left of
 *    each: whole đồng rounded down, then the đồng left over one by one to the largest fractional parts (ties: line order).
 * Every line key is in every record (0 when not discounted). A RangeError for duplicate line keys, money that is not
 * money (see `isMoney`), a percent that is not a whole 0–100, or discounts too large to count exactly.
 */
export function couponDiscounts(coupons: readonly CouponRules[], lines: readonly CouponLine[]): CouponDiscounts {
  if (new Set(lines.map((line) => line.key)).size !== lines.length)
    throw new RangeError('Cart line keys must be unique')
  const totals = lines.map(couponLineTotal)
  const left = [...totals]
  const byLine = (amounts: readonly number[]) =>
    Object.fromEntries(lines.map((line, index) => [line.key, amounts[index]]))
  const byCoupon = coupons.map((coupon) => {
    // What this coupon may discount of each line: what is left of it when it is eligible, else nothing.
    const open = lines.map((line, index) => (lineEligible(coupon, line) ? left[index] : 0))
    const amounts = couponLineAmounts(coupon, open, lines)
    amounts.forEach((amount, index) => (left[index] -= amount))
    return { code: coupon.code, discount: sumMoney(amounts), perLine: byLine(amounts) }
  })
  const lineDiscounts = totals.map((total, index) => total - left[index])
  return { byCoupon, byLine: byLine(lineDiscounts), total: sumMoney(lineDiscounts) }
}

/** What one coupon takes off each line, given what it may discount of each (`open`, 0 where it does not apply). */
function couponLineAmounts(coupon: CouponRules, open: readonly number[], lines: readonly CouponLine[]): number[] {
  const { amount } = coupon
  if (coupon.discountType === 'percent') {
    if (!Number.isInteger(amount) || amount < 0 || amount > 100)
      throw new RangeError(`A percent must be a whole number from 0 to 100, not ${amount}`)
    // BigInt: what is left × amount may pass 2^53. Half up: + 50 before the floor division by 100.
    return open.map((rest) => Number((BigInt(rest) * BigInt(amount) + 50n) / 100n))
  }
  if (!isMoney(amount))
    throw new RangeError(`A coupon amount must be a safe non-negative integer number of VND, not ${String(amount)}`)
  // amount × quantity past 2^53 is inexact, but still more than any line's total: the cap keeps the result exact.
  if (coupon.discountType === 'fixed_product')
    return open.map((rest, index) => Math.min(rest, amount * lines[index].quantity))
  return spread(amount, open)
}

/**
 * `amount`, at most the sum of `weights`, split in proportion to them: each share rounded down, then the đồng left over
 * one by one to the shares with the largest fractional parts (ties: the earlier). No share exceeds its weight.
 */
function spread(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + BigInt(weight), 0n)
  if (whole === 0n) return weights.map(() => 0)
  const total = BigInt(amount) < whole ? BigInt(amount) : whole
  const exact = weights.map((weight) => total * BigInt(weight))
  const shares = exact.map((product) => Number(product / whole))
  const fractions = exact.map((product) => product % whole)
  const leftOver = Number(total) - shares.reduce((sum, share) => sum + share, 0)
  const order = shares
    .map((_, index) => index)
    .sort((a, b) => (fractions[b] > fractions[a] ? 1 : fractions[b] < fractions[a] ? -1 : a - b))
  for (const index of order.slice(0, leftOver)) shares[index] += 1
  return shares
}

/** What a line costs: unit price × quantity (a RangeError when these are not money and a count, as in `logic.ts`). */
function couponLineTotal(line: CouponLine): number {
  return lineTotal({ unitPrice: line.unitPrice, regularUnitPrice: line.unitPrice, quantity: line.quantity })
}

/** The sum of amounts of money; a RangeError when it is no longer a safe integer. */
function sumMoney(amounts: readonly number[]): number {
  const sum = amounts.reduce((total, amount) => total + amount, 0)
  if (!Number.isSafeInteger(sum)) throw new RangeError('The discounts are too large to count exactly')
  return sum
}

/** Whether any applied coupon grants free shipping. */
export function grantsFreeShipping(coupons: readonly CouponRules[]): boolean {
  return coupons.some((coupon) => coupon.freeShipping)
}

/**
 * A coupon from a stored (untrusted) document with CouponRules' field names, lists of ids or documents; null without a
 * code. Anything unreadable gets a safe default: 'fixed_cart', amount 0 (also for a percent not a whole 0–100), no limit
 * (also for 0, as WooCommerce), empty lists, false; an expiry that is not a string is kept unreadable (expired).
 */
export function readCouponRules(stored: Record<string, unknown>): CouponRules | null {
  const code = normaliseCouponCode(stored.code)
  if (!code) return null
  const discountType = COUPON_DISCOUNT_TYPES.find((type) => type === stored.discountType) ?? 'fixed_cart'
  const { amount } = stored
  return {
    code,
    discountType,
    amount: isMoney(amount) && (discountType !== 'percent' || amount <= 100) ? amount : 0,
    minSpend: storedLimit(stored.minSpend),
    maxSpend: storedLimit(stored.maxSpend),
    usageLimit: storedLimit(stored.usageLimit),
    usageLimitPerCustomer: storedLimit(stored.usageLimitPerCustomer),
    expiresAt: storedExpiry(stored.expiresAt),
    productIds: relationIds(stored.productIds),
    excludeProductIds: relationIds(stored.excludeProductIds),
    categoryIds: relationIds(stored.categoryIds),
    excludeCategoryIds: relationIds(stored.excludeCategoryIds),
    excludeSaleItems: stored.excludeSaleItems === true,
    freeShipping: stored.freeShipping === true,
    individualUse: stored.individualUse === true,
  }
}

/** A stored spend or usage limit: a positive safe integer, or null (none). */
function storedLimit(value: unknown): number | null {
  return isMoney(value) && value > 0 ? value : null
}

/** A stored expiry: null when absent or blank, a string as it is, anything else a text no date reader accepts. */
function storedExpiry(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  return value === null || value === undefined ? null : 'unreadable'
}
