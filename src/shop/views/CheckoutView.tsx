import type { ShopNotice } from '@/shop/rules/cart-view'
import { CHECKOUT_FIELD_MESSAGES, type CheckoutErrors } from '@/shop/rules/checkout-form'
import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { Breadcrumbs } from '../../site/Breadcrumbs'
import { AddressFields, FieldError, LoginFields, TextField, errorProps } from './AddressFields'
import { type CheckoutPaymentChoice, type CheckoutReview, CheckoutPayment, CheckoutReviewTable } from './CheckoutReview'
import { EmptyCart } from './CartView'
import { CouponBox } from './CouponBox'
import { CART_PATH, CHECKOUT_PATH } from './paths'
import { ShopNotices } from './ShopNotices'

export interface Checkout {
  review: CheckoutReview
  payments: CheckoutPaymentChoice[]
  /** What the shopper typed so far (kept on the cart), or their saved addresses. */
  values: Record<string, string>
  errors: CheckoutErrors
  notices: ShopNotice[]
  /** Whether the shopper is logged in (no login box then). */
  loggedIn: boolean
  /** Whether the address is asked (something to deliver, not picked up). */
  needsAddress: boolean
  empty: boolean
  nonce: string
  checkoutKey: string
  /** The card gateway's public key, when cards are taken (Stripe's Payment Element is loaded only once chosen). */
  cardKey: string | null
  /** The wallet gateway's client id, when PayPal is taken (its buttons are loaded only once chosen). */
  walletClientId: string | null
}

/**
 * Where PayPal's buttons go when the reader picks PayPal (src/shop/behaviours/wallet-payment.client.ts): they replace
 * "Đặt hàng".
 */
function WalletBox({ clientId }: { clientId: string }) {
  return (
    <div className="checkout-wallet" data-wallet-payment data-client-id={clientId} hidden>
      <p className="checkout-card__title">{vi.checkout.walletHint}</p>
      <div className="checkout-wallet__buttons" data-wallet-buttons />
    </div>
  )
}

/**
 * Where Stripe's card field goes when the reader picks the card (src/shop/behaviours/card-payment.client.ts): hidden
 * until then, outside the payment choices (which the review's refreshes replace) so the field survives them.
 */
function CardBox({ publishableKey, amount, canSave }: { publishableKey: string; amount: number; canSave: boolean }) {
  return (
    <div className="checkout-card" data-card-payment data-publishable-key={publishableKey} data-amount={amount} hidden>
      <p className="checkout-card__title">{vi.checkout.cardDetails}</p>
      <div className="checkout-card__element" data-card-element />
      {canSave && (
        <label className="checkout-card__save">
          <input type="checkbox" name="save_card" value="1" /> {vi.checkout.saveCard}
        </label>
      )}
      <p className="checkout-card__status" role="status" data-card-status />
    </div>
  )
}

/** "Đã có tài khoản?": the inline login (docs/shop.md, AJAX actions), a form of its own; with JavaScript it logs in in place. */
function CheckoutLogin({ nonce }: { nonce: string }) {
  return (
    <details className="checkout-box checkout-login">
      <summary>{vi.checkout.haveAccount}</summary>
      <form method="post" action="/wp-admin/admin-ajax.php" className="checkout-login__form">
        <input type="hidden" name="action" value="thuthuat_shop_checkout_login_user" />
        <input type="hidden" name="nonce" value={nonce} />
        <LoginFields idPrefix="checkout" emailName="username" />
        <button type="submit" className="button button--secondary">
          {vi.account.logIn}
        </button>
      </form>
    </details>
  )
}

/**
 * The checkout (`/thanh-toan`): notices, login and coupon boxes, then one form: who buys and where it goes (the
 * Vietnamese address: province, district, ward, street), a different delivery address, a note, and beside it the
 * order review and the ways to pay. Works without JavaScript (each change sent back through the server); with it,
 * the review follows the address and delivery at once and the order is placed without leaving the page until done.
 */
export function CheckoutView({ checkout }: { checkout: Checkout }) {
  const { values, errors, review, nonce } = checkout
  const shipElsewhere = values.ship_to_different_address === '1' || values.ship_to_different_address === 'on'
  return (
    <div className="checkout container">
      <Breadcrumbs
        trail={[
          { name: vi.home, href: '/' },
          { name: vi.cart.title, href: CART_PATH },
          { name: vi.cart.checkout, href: CHECKOUT_PATH },
        ]}
      />
      <h1 className="checkout__title">{vi.cart.checkout}</h1>
      <div className="shop-notices checkout-notices" data-shop-notices tabIndex={-1}>
        <ShopNotices notices={checkout.notices} />
      </div>
      {checkout.empty ? (
        <EmptyCart />
      ) : (
        <>
          <div className="checkout-boxes">
            {!checkout.loggedIn && <CheckoutLogin nonce={nonce} />}
            <CouponBox nonce={nonce} />
          </div>
          <form
            className="checkout-form"
            method="post"
            action="/?shop-ajax=checkout"
            data-field-messages={JSON.stringify(CHECKOUT_FIELD_MESSAGES)}
          >
            <input type="hidden" name="_nonce" value={nonce} />
            <input type="hidden" name="checkout_key" value={checkout.checkoutKey} />
            <div className="checkout-columns">
              <section className="checkout-details" aria-labelledby="checkout-billing">
                <h2 id="checkout-billing">{vi.checkout.buyerDetails}</h2>
                <TextField
                  name="billing_full_name"
                  label={vi.account.fullName}
                  values={values}
                  errors={errors}
                  autoComplete="name"
                  maxLength={100}
                />
                <div className="checkout-pair">
                  <TextField
                    name="billing_phone"
                    label={vi.account.phone}
                    type="tel"
                    values={values}
                    errors={errors}
                    autoComplete="tel"
                    maxLength={20}
                  />
                  <TextField
                    name="billing_email"
                    label={vi.account.email}
                    type="email"
                    values={values}
                    errors={errors}
                    autoComplete="email"
                    maxLength={254}
                  />
                </div>
                {checkout.needsAddress && <AddressFields prefix="billing" values={values} errors={errors} />}
                {checkout.needsAddress && (
                  <div className="checkout-elsewhere">
                    <p className="checkout-check">
                      <label>
                        <input
                          type="checkbox"
                          name="ship_to_different_address"
                          value="1"
                          defaultChecked={shipElsewhere}
                          data-ship-elsewhere
                        />{' '}
                        {vi.checkout.shipElsewhere}
                      </label>
                    </p>
                    <fieldset className="checkout-shipping-address" data-shipping-address>
                      <legend>{vi.checkout.shippingAddress}</legend>
                      <TextField
                        name="shipping_full_name"
                        label={vi.checkout.recipient}
                        values={values}
                        errors={errors}
                        autoComplete="shipping name"
                        required={false}
                        maxLength={100}
                      />
                      <TextField
                        name="shipping_phone"
                        label={vi.checkout.recipientPhone}
                        type="tel"
                        values={values}
                        errors={errors}
                        autoComplete="shipping tel"
                        required={false}
                        maxLength={20}
                      />
                      <AddressFields prefix="shipping" values={values} errors={errors} />
                    </fieldset>
                  </div>
                )}
                {!checkout.loggedIn && (
                  <fieldset className="checkout-account">
                    <legend className="visually-hidden">{vi.account.title}</legend>
                    <p className="checkout-check">
                      <label>
                        <input
                          type="checkbox"
                          name="createaccount"
                          value="1"
                          defaultChecked={values.createaccount === '1'}
                        />{' '}
                        {vi.checkout.createAccount}
                      </label>
                    </p>
                    <div className="checkout-field">
                      <label htmlFor="account_password">{vi.checkout.accountPassword}</label>
                      <input
                        id="account_password"
                        name="account_password"
                        type="password"
                        autoComplete="new-password"
                        minLength={10}
                        maxLength={200}
                        {...errorProps('account_password', errors)}
                      />
                      <FieldError name="account_password" errors={errors} />
                    </div>
                  </fieldset>
                )}
                <div className="checkout-field">
                  <label htmlFor="order_comments">{vi.checkout.orderNote}</label>
                  <textarea
                    id="order_comments"
                    name="order_comments"
                    rows={3}
                    maxLength={1000}
                    defaultValue={values.order_comments ?? ''}
                    placeholder={vi.checkout.orderNotePlaceholder}
                    {...errorProps('order_comments', errors)}
                  />
                  <FieldError name="order_comments" errors={errors} />
                </div>
              </section>
              <aside className="checkout-summary" aria-labelledby="checkout-order">
                <h2 id="checkout-order">{vi.checkout.yourOrder}</h2>
                <div>
                  <CheckoutReviewTable review={review} />
                </div>
                <FieldError name="shipping_method" errors={errors} />
                <div>
                  <CheckoutPayment choices={checkout.payments} chosen={values.payment_method ?? ''} />
                </div>
                {checkout.cardKey && (
                  <CardBox publishableKey={checkout.cardKey} amount={review.total} canSave={checkout.loggedIn} />
                )}
                {checkout.walletClientId && <WalletBox clientId={checkout.walletClientId} />}
                <FieldError name="payment_method" errors={errors} />
                <FieldError name="checkout_key" errors={errors} />
                <button type="submit" className="button checkout-place">
                  {vi.checkout.placeOrder}
                </button>
                <p className="checkout-summary__note">{vi.checkout.terms}</p>
              </aside>
            </div>
            <BehaviourMarker name="addressUnits" />
            <BehaviourMarker name="checkout" />
          </form>
        </>
      )}
    </div>
  )
}
