import type { Payload } from 'payload'
import type { ShopNotice } from '@/shop/rules/cart-view'
import type { CartOwner, StoredCart } from '@/shop/server/cart/store'
import type { CartDiscounts } from '@/shop/views/CartPageParts'
import { buildQuote } from './checkout/quote'

/**
 * The coupons of the owner's cart as the cart page's totals show them (each checked against the cart now, as the
 * checkout does; those that no longer apply come back as notices). Nothing is read for a cart without coupons: most.
 */
export async function cartDiscounts(
  payload: Payload,
  owner: CartOwner,
  cart: StoredCart | null,
  now: Date,
): Promise<{ discounts: CartDiscounts | null; notices: ShopNotice[] }> {
  if (!cart?.coupons.length) return { discounts: null, notices: [] }
  const quote = await buildQuote(payload, owner, now, {
    provinceCode: '',
    shippingMethodId: '',
    buyer: { customerId: owner.customerId, email: '' },
  })
  const { coupons, subtotal, discountTotal } = quote.totals
  return { discounts: { coupons, total: subtotal - discountTotal }, notices: quote.couponNotices }
}
