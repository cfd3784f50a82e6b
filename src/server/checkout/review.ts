import { type CheckoutPaymentChoice, type CheckoutReview, CHECKOUT_FRAGMENTS, checkoutPaymentHtml, checkoutReviewHtml } from '@/site/shop/checkout-html'
import type { Quote } from './quote'

/** The order review a quote shows. */
export function reviewOf(quote: Quote): CheckoutReview {
  return {
    lines: quote.totals.lines.map((line) => ({
      key: line.key,
      name: line.name,
      variant: line.variant,
      quantity: line.quantity,
      total: line.unitPrice * line.quantity,
    })),
    coupons: quote.totals.coupons,
    subtotal: quote.totals.subtotal,
    shippingTotal: quote.totals.shippingTotal,
    total: quote.totals.total,
    needsShipping: quote.needsShipping,
    shippingMethods: quote.shippingMethods,
    chosenShipping: quote.shipping?.id ?? null,
  }
}

/** The ways to pay a quote offers. */
export const paymentChoicesOf = (quote: Quote): CheckoutPaymentChoice[] =>
  quote.gateways.map((gateway) => ({ id: gateway.id, title: gateway.title, description: gateway.description(quote.settings) }))

/** The checkout's fragments for a quote (the review and the ways to pay), keyed by their selectors. */
export function checkoutFragments(quote: Quote, paymentMethod: string): Record<string, string> {
  return {
    [CHECKOUT_FRAGMENTS.review]: checkoutReviewHtml(reviewOf(quote)).html,
    [CHECKOUT_FRAGMENTS.payment]: checkoutPaymentHtml(paymentChoicesOf(quote), paymentMethod).html,
  }
}
