import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import { readCheckoutState } from '@/shop/rules/checkout-state'
import { issueNonce } from '@/lib/nonce'
import type { User } from '@/payload-types'
import { payloadSecret } from '@/cms/secret'
import { type CartOwner, findCart } from '@/shop/server/cart/store'
import { buildQuote } from '@/shop/cms/checkout/quote'
import { asksAddress, paymentChoicesOf, reviewOf } from '@/shop/cms/checkout/review'
import { cardPaymentsReady, walletPaymentsReady } from '@/shop/server/payments/gateways'
import type { Checkout } from '@/shop/views/CheckoutView'

/** A saved address's fields as the checkout form names them. */
function savedAddress(
  prefix: 'billing' | 'shipping',
  address: NonNullable<User['billing']> | null | undefined,
): Record<string, string> {
  if (!address) return {}
  const entries: [string, unknown][] = [
    [`${prefix}_full_name`, address.fullName],
    [`${prefix}_phone`, address.phone],
    [`${prefix}_province`, address.province],
    [`${prefix}_ward`, address.ward],
    [`${prefix}_street`, address.street],
    ...(prefix === 'billing'
      ? [[`billing_email`, (address as { email?: string | null }).email] as [string, unknown]]
      : []),
  ]
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  )
}

/**
 * What the checkout page shows the owner now: their cart's quote for the address and delivery typed so far (or their
 * saved addresses, for a customer who has not typed anything yet), the last attempt's notices and field errors, a
 * new checkout key for this attempt and the shop's nonce.
 */
export async function loadCheckout(payload: Payload, owner: CartOwner, user: User | null): Promise<Checkout> {
  const now = new Date()
  const state = readCheckoutState((await findCart(payload, owner, now))?.checkout, now)
  const saved: Record<string, string> = user
    ? {
        billing_email: user.email,
        ...savedAddress('billing', user.billing),
        ...savedAddress('shipping', user.shippingAddress),
      }
    : {}
  const values: Record<string, string> = Object.keys(state.fields).length ? state.fields : saved
  const elsewhere = values.ship_to_different_address === '1' || values.ship_to_different_address === 'on'
  const provinceCode = (elsewhere ? values.shipping_province : values.billing_province) ?? ''
  const quote = await buildQuote(payload, owner, now, {
    provinceCode,
    shippingMethodId: values.shipping_method ?? '',
    buyer: { customerId: owner.customerId, email: values.billing_email ?? '' },
  })
  return {
    review: reviewOf(quote, values.shipping_method ?? ''),
    payments: paymentChoicesOf(quote),
    values,
    errors: state.errors,
    notices: [...state.notices, ...quote.view.notices, ...quote.couponNotices],
    loggedIn: Boolean(user),
    needsAddress: asksAddress(quote, values.shipping_method ?? ''),
    empty: quote.lines.length === 0,
    nonce: issueNonce(payloadSecret(), SHOP_NONCE, Date.now()),
    checkoutKey: randomBytes(18).toString('base64url'),
    cardKey: cardPaymentsReady(quote.settings) ? (quote.settings.stripe?.publishableKey ?? null) : null,
    walletClientId: walletPaymentsReady(quote.settings) ? (quote.settings.paypal?.clientId ?? null) : null,
  }
}
