import type { Payload } from 'payload'
import { cartCookieFrom, readCartCookie } from '@/shop/server/cart/cookie'
import type { CartOwner } from '@/shop/server/cart/store'
import { payloadSecret } from '../../cms/secret'

/** Whose cart a request is about: the signed guest cookie's, and the logged-in account's (Payload's session cookie). */
export async function cartOwnerOf(payload: Payload, headers: Headers): Promise<CartOwner> {
  const cookie = headers.get('cookie')
  const key = readCartCookie(payloadSecret(), cartCookieFrom(cookie))
  const signedIn = Boolean(cookie?.includes('payload-token='))
  const user = signedIn ? (await payload.auth({ headers })).user : null
  return { key, customerId: user ? Number(user.id) : null }
}
