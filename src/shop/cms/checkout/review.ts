import { createElement } from 'react'
import { staticMarkup } from '@/lib/static-markup'
import {
  type CheckoutPaymentChoice,
  type CheckoutReview,
  CHECKOUT_FRAGMENTS,
  CheckoutPayment,
  CheckoutReviewTable,
} from '@/shop/views/CheckoutReview'
import type { Quote } from './quote'

/**
 * The delivery the review marks as chosen: the shopper's, when offered; else the first way of delivering (pickup is
 * never chosen for them: before a province is chosen it is the only way offered, and the address would go unasked).
 */
function shownShipping(quote: Quote, sentId: string): string | null {
  if (quote.shippingMethods.some((method) => method.id === sentId)) return sentId
  return quote.shippingMethods.find((method) => method.id !== 'local_pickup')?.id ?? null
}

/** Whether the checkout asks where to deliver: something to deliver, and the shopper did not choose to pick it up. */
export const asksAddress = (quote: Quote, sentShippingId: string) =>
  quote.needsShipping && sentShippingId !== 'local_pickup'

/** The order review a quote shows, for the delivery the shopper sent. */
export function reviewOf(quote: Quote, sentShippingId: string): CheckoutReview {
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
    chosenShipping: shownShipping(quote, sentShippingId),
  }
}

/** The ways to pay a quote offers. */
export const paymentChoicesOf = (quote: Quote): CheckoutPaymentChoice[] =>
  quote.gateways.map((gateway) => ({
    id: gateway.id,
    title: gateway.title,
    description: gateway.description(quote.settings),
  }))

/** The checkout's fragments for a quote (the review and the ways to pay), keyed by their selectors. */
export async function checkoutFragments(
  quote: Quote,
  sent: { shippingMethodId: string; paymentMethod: string },
): Promise<Record<string, string>> {
  const review = createElement(CheckoutReviewTable, { review: reviewOf(quote, sent.shippingMethodId) })
  const payment = createElement(CheckoutPayment, { choices: paymentChoicesOf(quote), chosen: sent.paymentMethod })
  return {
    [CHECKOUT_FRAGMENTS.review]: await staticMarkup(review),
    [CHECKOUT_FRAGMENTS.payment]: await staticMarkup(payment),
  }
}
