import { vi } from '@/i18n/vi'

export const APPLY_COUPON_ACTION = '/?shop-ajax=apply_coupon'
export const REMOVE_COUPON_ACTION = '/?shop-ajax=remove_coupon'

/** The id of the cart page's coupon box form, which the cart totals' remove buttons send (they sit outside it). */
export const CART_COUPON_FORM = 'cart-coupon-form'

/**
 * A coupon's remove button, in the cart's totals and the checkout's review: it sends its form to the remove action
 * without checking the form's fields. `form` names the form it sends when it sits outside it (the cart page's).
 */
export function CouponRemoveButton({ code, form }: { code: string; form?: string }) {
  return (
    <button
      type="submit"
      className="coupon-remove"
      form={form}
      formAction={REMOVE_COUPON_ACTION}
      formNoValidate
      name="coupon"
      value={code}
      aria-label={vi.cart.removeCoupon(code)}
    >
      {vi.cart.removeCouponShort}
    </button>
  )
}

/**
 * The coupon box (docs/shop.md, AJAX actions) of the checkout and the cart page: folded until opened; with JavaScript it
 * applies the code in place. `back` names the page a form sent without JavaScript comes back to (the checkout's
 * otherwise); `id` lets the cart totals' remove buttons send it.
 */
export function CouponBox({ nonce, back, id }: { nonce: string; back?: string; id?: string }) {
  return (
    <details className="checkout-box checkout-coupon">
      <summary>{vi.checkout.haveCoupon}</summary>
      <form id={id} method="post" action={APPLY_COUPON_ACTION} className="checkout-coupon__form">
        <input type="hidden" name="security" value={nonce} />
        {back && <input type="hidden" name="back" value={back} />}
        <label htmlFor="coupon_code" className="visually-hidden">
          {vi.checkout.couponCode}
        </label>
        <input
          id="coupon_code"
          name="coupon_code"
          type="text"
          placeholder={vi.checkout.couponCode}
          autoComplete="off"
          maxLength={50}
          required
        />
        <button type="submit" className="button button--secondary">
          {vi.checkout.applyCoupon}
        </button>
      </form>
    </details>
  )
}
