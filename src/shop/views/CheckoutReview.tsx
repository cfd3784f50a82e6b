import type { ShippingMethod } from '@/shop/rules/shipping'
import { formatVnd } from '@/lib/vi'
import { vi } from '@/i18n/vi'
import { CouponRemoveButton } from './CouponBox'

/**
 * The checkout's parts that follow the shopper's choices: the page renders them, and the order review call
 * (`update_order_review`) and the coupon calls answer them as fragments keyed by these selectors (rendered from these
 * same components: src/shop/cms/checkout/review.ts), so the totals change without reloading the page (and without
 * touching what the shopper is typing).
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

function ShippingChoices({ review }: { review: CheckoutReview }) {
  if (!review.needsShipping) return <p className="checkout-review__note">{vi.checkout.noDeliveryNeeded}</p>
  if (!review.shippingMethods.length)
    return (
      <p className="checkout-review__note" role="alert">
        {vi.checkout.noDeliveryHere}
      </p>
    )
  const onlyPickup = review.shippingMethods.every((method) => method.id === 'local_pickup')
  return (
    <>
      {onlyPickup && <p className="checkout-review__note">{vi.checkout.chooseProvinceForDelivery}</p>}
      <ul className="checkout-shipping">
        {review.shippingMethods.map((method) => (
          <li key={method.id}>
            <label>
              <input
                type="radio"
                name="shipping_method"
                value={method.id}
                defaultChecked={method.id === review.chosenShipping}
              />
              <span>{method.label}</span>
              <span className="checkout-shipping__cost">{method.cost ? formatVnd(method.cost) : vi.checkout.free}</span>
            </label>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The order review: a table of what is bought, the coupons (each with its remove button), delivery and the total. */
export function CheckoutReviewTable({ review }: { review: CheckoutReview }) {
  return (
    <div className="checkout-review" aria-live="polite">
      <table className="checkout-review__table">
        <caption className="visually-hidden">{vi.checkout.yourOrder}</caption>
        <thead>
          <tr>
            <th scope="col">{vi.cart.product}</th>
            <th scope="col">{vi.cart.subtotal}</th>
          </tr>
        </thead>
        <tbody>
          {review.lines.map((line) => (
            <tr key={line.key}>
              <td>
                {line.name}
                {line.variant && (
                  <>
                    {' '}
                    <span className="checkout-review__variant">({line.variant})</span>
                  </>
                )}{' '}
                <strong>× {line.quantity}</strong>
              </td>
              <td>{formatVnd(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{vi.cart.subtotal}</th>
            <td>{formatVnd(review.subtotal)}</td>
          </tr>
          {review.coupons.map((coupon) => (
            <tr key={coupon.code} className="checkout-review__coupon">
              <th scope="row">{vi.cart.coupon(coupon.code, coupon.freeShipping)}</th>
              <td>
                {coupon.discount ? `−${formatVnd(coupon.discount)}` : ''} <CouponRemoveButton code={coupon.code} />
              </td>
            </tr>
          ))}
          <tr className="checkout-review__shipping">
            <th scope="row" colSpan={2}>
              {vi.checkout.delivery}
            </th>
          </tr>
          <tr>
            <td colSpan={2}>
              <ShippingChoices review={review} />
            </td>
          </tr>
          <tr className="checkout-review__total">
            <th scope="row">{vi.checkout.total}</th>
            <td>
              <strong>{formatVnd(review.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/** The ways to pay, as radio buttons with their descriptions; a word when none is offered. */
export function CheckoutPayment({ choices, chosen }: { choices: CheckoutPaymentChoice[]; chosen: string }) {
  if (!choices.length)
    return (
      <div className="checkout-payment">
        <p role="alert">{vi.checkout.noPaymentMethods}</p>
      </div>
    )
  const picked = choices.some((choice) => choice.id === chosen) ? chosen : choices[0].id
  return (
    <div className="checkout-payment">
      <fieldset>
        <legend>{vi.checkout.paymentMethod}</legend>
        {choices.map((choice) => (
          <label key={choice.id} className="checkout-payment__choice">
            <input
              type="radio"
              name="payment_method"
              value={choice.id}
              defaultChecked={choice.id === picked}
              required
            />
            <span className="checkout-payment__title">{choice.title}</span>
            <span className="checkout-payment__description">{choice.description}</span>
          </label>
        ))}
      </fieldset>
    </div>
  )
}
