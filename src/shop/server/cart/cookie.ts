import { randomBytes } from 'node:crypto'
import { signToken, verifyToken } from '@/lib/signed-token'

/**
 * The guest cart's cookie (docs/shop.md, Cart in the browser): the cart's id and its secret token, signed with the site's secret;
 * httpOnly, SameSite=Lax, 30 days. A cookie that is not one of ours (forged, altered, from another site's secret)
 * reads as no cart.
 */
export const CART_COOKIE = 'thuthuat_cart'
export const CART_DAYS = 30
const PURPOSE = 'cart'

export interface CartKey {
  id: number
  token: string
}

/** A new cart's secret token. */
export const newCartToken = () => randomBytes(18).toString('base64url')

export function cartCookieValue(secret: string, { id, token }: CartKey): string {
  return `${id}.${token}.${signToken(secret, PURPOSE, `${id}.${token}`)}`
}

/** The cart a cookie value names, when this site signed it. */
export function readCartCookie(secret: string, value: string | null | undefined): CartKey | null {
  const parts = (value ?? '').split('.')
  if (parts.length !== 3 || !/^[1-9]\d{0,14}$/.test(parts[0]) || !/^[\w-]{16,64}$/.test(parts[1])) return null
  if (!verifyToken(secret, PURPOSE, `${parts[0]}.${parts[1]}`, parts[2])) return null
  return { id: Number(parts[0]), token: parts[1] }
}

/** The cart cookie's value in a request's Cookie header, or null. */
export function cartCookieFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === CART_COOKIE) return value.join('=')
  }
  return null
}

/** The Set-Cookie header that keeps a cart for 30 days (`secure` on an https site). */
export function cartCookieHeader(value: string, secure: boolean): string {
  return `${CART_COOKIE}=${value}; Path=/; Max-Age=${CART_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
