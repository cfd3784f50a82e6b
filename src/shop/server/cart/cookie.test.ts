import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cartCookieFrom, cartCookieHeader, cartCookieValue, newCartToken, readCartCookie } from './cookie'

const secret = 'bí mật của trang'

describe('the cart cookie', () => {
  it('reads back the cart it names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (id) => {
        const key = { id, token: newCartToken() }
        expect(readCartCookie(secret, cartCookieValue(secret, key))).toEqual(key)
      }),
    )
  })

  it('reads a forged, altered or foreign cookie as no cart', () => {
    const value = cartCookieValue(secret, { id: 7, token: newCartToken() })
    const [, token, signature] = value.split('.')
    expect(readCartCookie(secret, `8.${token}.${signature}`)).toBeNull()
    expect(readCartCookie('another secret', value)).toBeNull()
    for (const bad of ['', '7', '7.x.y', `0.${token}.${signature}`, '<script>', null])
      expect(readCartCookie(secret, bad)).toBeNull()
  })

  it('is found among other cookies and kept httpOnly, SameSite=Lax for 30 days', () => {
    expect(cartCookieFrom('a=1; thuthuat_cart=5.abc.def; b=2')).toBe('5.abc.def')
    expect(cartCookieFrom(null)).toBeNull()
    expect(cartCookieHeader('v', true)).toBe('thuthuat_cart=v; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure')
  })
})
