/**
 * An order's sums at the checkout, always worked out here from the lines as the shop sells them now (never from what
 * a browser sent): each line's total, the coupons' discounts (coupon.ts), delivery (shipping.ts) and the total. Pure.
 *
 * - Subtotal is the lines at their prices now; discounts come off the lines (never below 0); delivery is added after.
 * - A coupon that grants free delivery makes the chosen delivery free whatever its rate (pickup is free anyway).
 * - Every sum is money as in logic.ts: whole đồng, safe non-negative integers.
 */
import { type CouponLine, type CouponRules, couponDiscounts, grantsFreeShipping } from './coupon'
import { cartTotals } from './logic'
import type { ShippingMethod } from './shipping'

/** A line of the order about to be placed: what the coupons need, and what the order keeps of it. */
export interface QuoteLine extends CouponLine {
  name: string
  variant: string
  sku: string
  regularUnitPrice: number
  /** Nothing to deliver (a service, a download). */
  virtual: boolean
}

export interface QuotedLine extends QuoteLine {
  discount: number
  total: number
}

export interface QuoteTotals {
  lines: QuotedLine[]
  coupons: { code: string; discount: number; freeShipping: boolean }[]
  subtotal: number
  discountTotal: number
  shippingTotal: number
  total: number
}

/** Whether anything in the order has to be delivered. */
export const needsShipping = (lines: readonly Pick<QuoteLine, 'virtual'>[]) => lines.some((line) => !line.virtual)

/** The order's sums for these lines, the coupons applied (already checked) and the delivery chosen (none: null). */
export function quoteTotals(
  lines: readonly QuoteLine[],
  coupons: readonly CouponRules[],
  shipping: ShippingMethod | null,
): QuoteTotals {
  const { subtotal } = cartTotals(
    lines.map((line) => ({
      unitPrice: line.unitPrice,
      regularUnitPrice: line.regularUnitPrice,
      quantity: line.quantity,
    })),
  )
  const discounts = couponDiscounts(coupons, lines)
  const quoted = lines.map((line) => {
    const discount = discounts.byLine[line.key] ?? 0
    return { ...line, discount, total: line.unitPrice * line.quantity - discount }
  })
  const shippingTotal = shipping && !grantsFreeShipping(coupons) ? shipping.cost : 0
  return {
    lines: quoted,
    coupons: coupons.map((coupon, index) => ({
      code: coupon.code,
      discount: discounts.byCoupon[index].discount,
      freeShipping: coupon.freeShipping,
    })),
    subtotal,
    discountTotal: discounts.total,
    shippingTotal,
    total: subtotal - discounts.total + shippingTotal,
  }
}
