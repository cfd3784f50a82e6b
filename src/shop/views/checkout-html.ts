import type { ShippingMethod } from '@/shop/rules/shipping'
import { html, type Markup } from '@/lib/html'
import { formatVnd } from '@/lib/vi'
import { vi } from '@/i18n/vi'
import { REMOVE_COUPON_ACTION } from './cart-html'

/**
 * The checkout's parts that follow the shopper's choices, as HTML text: the page renders them, and the order review
 * call (`update_order_review`) and the coupon calls answer them as fragments keyed by these selectors, so the totals
 * change without reloading the page (and without touching what the shopper is typing).
 */
export const CHECKOUT_FRAGMENTS = { review: '.checkout-review', payment: '.checkout-payment' } as const

/** What the order review shows: the lines, coupons, delivery choices and totals of the quote. */
export interface CheckoutReview {
  lines: { key: string; name: string; variant: string; quantity: number; total: number }[]
  coupons: { code: string; discount: number; freeShipping: boolean }[]
  subtotal: number
  shippingTotal: number
  total: number
  needsShipping: boolean
  shippingMethods: ShippingMethod[]
  chosenShipping: string | null
}

/** A way to pay, as the payment list shows it. */
export interface CheckoutPaymentChoice {
  id: string
  title: string
  description: string
}

function shippingChoices(review: CheckoutReview): Markup {
  if (!review.needsShipping) return html`<p class="checkout-review__note">${vi.checkout.noDeliveryNeeded}</p>`
  if (!review.shippingMethods.length)
    return html`<p class="checkout-review__note" role="alert">${vi.checkout.noDeliveryHere}</p>`
  const onlyPickup = review.shippingMethods.every((method) => method.id === 'local_pickup')
  return html`${onlyPickup ? html`<p class="checkout-review__note">${vi.checkout.chooseProvinceForDelivery}</p>` : ''}<ul class="checkout-shipping">
    ${review.shippingMethods.map(
      (
        method,
      ) => html`<li><label><input type="radio" name="shipping_method" value="${method.id}"${method.id === review.chosenShipping ? ' checked' : ''}>
        <span>${method.label}</span><span class="checkout-shipping__cost">${method.cost ? formatVnd(method.cost) : vi.checkout.free}</span></label></li>`,
    )}
  </ul>`
}

/** The order review: a table of what is bought, the coupons (each with its remove button), delivery and the total. */
export function checkoutReviewHtml(review: CheckoutReview): Markup {
  return html`<div class="checkout-review" aria-live="polite">
    <table class="checkout-review__table">
      <caption class="visually-hidden">${vi.checkout.yourOrder}</caption>
      <thead><tr><th scope="col">${vi.cart.product}</th><th scope="col">${vi.cart.subtotal}</th></tr></thead>
      <tbody>
        ${review.lines.map(
          (line) => html`<tr>
            <td>${line.name}${line.variant ? html` <span class="checkout-review__variant">(${line.variant})</span>` : ''} <strong>× ${line.quantity}</strong></td>
            <td>${formatVnd(line.total)}</td>
          </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr><th scope="row">${vi.cart.subtotal}</th><td>${formatVnd(review.subtotal)}</td></tr>
        ${review.coupons.map(
          (coupon) => html`<tr class="checkout-review__coupon">
            <th scope="row">${vi.cart.coupon(coupon.code, coupon.freeShipping)}</th>
            <td>${coupon.discount ? `−${formatVnd(coupon.discount)}` : ''}
              <button type="submit" class="coupon-remove" formaction="${REMOVE_COUPON_ACTION}" formnovalidate name="coupon" value="${coupon.code}" aria-label="${vi.cart.removeCoupon(coupon.code)}">${vi.cart.removeCouponShort}</button></td>
          </tr>`,
        )}
        <tr class="checkout-review__shipping"><th scope="row" colspan="2">${vi.checkout.delivery}</th></tr>
        <tr><td colspan="2">${shippingChoices(review)}</td></tr>
        <tr class="checkout-review__total"><th scope="row">${vi.checkout.total}</th><td><strong>${formatVnd(review.total)}</strong></td></tr>
      </tfoot>
    </table>
  </div>`
}

/** The ways to pay, as radio buttons with their descriptions; a word when none is offered. */
export function checkoutPaymentHtml(choices: CheckoutPaymentChoice[], chosen: string): Markup {
  if (!choices.length)
    return html`<div class="checkout-payment"><p role="alert">${vi.checkout.noPaymentMethods}</p></div>`
  const picked = choices.some((choice) => choice.id === chosen) ? chosen : choices[0].id
  return html`<div class="checkout-payment">
    <fieldset>
      <legend>${vi.checkout.paymentMethod}</legend>
      ${choices.map(
        (choice) => html`<label class="checkout-payment__choice">
          <input type="radio" name="payment_method" value="${choice.id}"${choice.id === picked ? ' checked' : ''} required>
          <span class="checkout-payment__title">${choice.title}</span>
          <span class="checkout-payment__description">${choice.description}</span>
        </label>`,
      )}
    </fieldset>
  </div>`
}
