import type { CollectionAfterLoginHook } from 'payload'
import { cartCookieFrom, readCartCookie } from '@/shop/server/cart/cookie'
import { claimGuestCart } from '@/shop/server/cart/store'
import { payloadSecret } from '../../../cms/secret'

/**
 * Logging in merges the shopper's guest cart into their account's (docs/shop.md, Cart in the browser: quantities added, capped by
 * stock when the cart is next read), so the cart page and the mini-cart show it at once; in the login's transaction
 * (which already holds SQLite's write lock). A failure here never stops the login: the next change tries again.
 */
export const claimGuestCartAtLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const key = readCartCookie(payloadSecret(), cartCookieFrom(req.headers.get('cookie')))
  if (!key) return
  try {
    await claimGuestCart(req.payload, { key, customerId: Number(user.id) }, new Date(), req)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Không gộp được giỏ hàng của khách vào tài khoản khi đăng nhập.' })
  }
}
