import { describe, expect, it } from 'vitest'
import { CONSENT_COOKIE } from '../src/analytics/rules/consent'
import { dropBrowserOnlyCookies, withoutBrowserOnlyCookies } from './browser-cookies.mjs'

const consent = `${CONSENT_COOKIE}=1.10.AAAAAAAAAAAAAAAAAAAAAA`

describe('withoutBrowserOnlyCookies', () => {
  it('drops the privacy choice and keeps every other cookie as sent', () => {
    expect(withoutBrowserOnlyCookies(consent)).toBeUndefined()
    expect(withoutBrowserOnlyCookies(`payload-token=abc; ${consent}; thuthuat_cart_count=2`)).toBe(
      'payload-token=abc; thuthuat_cart_count=2',
    )
    expect(withoutBrowserOnlyCookies(`${consent};__prerender_bypass=x=y`)).toBe('__prerender_bypass=x=y')
    expect(withoutBrowserOnlyCookies('tt_consent_old=1; flag')).toBe('tt_consent_old=1; flag')
    expect(withoutBrowserOnlyCookies(undefined)).toBeUndefined()
    expect(withoutBrowserOnlyCookies(' ; ')).toBeUndefined()
  })
})

describe('dropBrowserOnlyCookies', () => {
  it('leaves a reading request that carried only the choice without a cookie, so kept copies answer it', () => {
    const request = { method: 'GET', headers: { cookie: consent, accept: 'text/html' } as Record<string, string> }
    dropBrowserOnlyCookies(request)
    expect(request.headers).toEqual({ accept: 'text/html' })
    const signedIn = { method: 'HEAD', headers: { cookie: `${consent}; payload-token=abc` } }
    dropBrowserOnlyCookies(signedIn)
    expect(signedIn.headers.cookie).toBe('payload-token=abc')
  })

  it('keeps it on the order received page, which records the purchase under it', () => {
    const request = { method: 'GET', url: '/thanh-toan/don-hang/TT-1042?key=abc', headers: { cookie: consent } }
    dropBrowserOnlyCookies(request)
    expect(request.headers.cookie).toBe(consent)
    const shop = { method: 'GET', url: '/thanh-toan', headers: { cookie: consent } }
    dropBrowserOnlyCookies(shop)
    expect(shop.headers).toEqual({})
  })

  it('keeps it on writes: the consent endpoint reads the id it holds', () => {
    const request = { method: 'POST', headers: { cookie: consent } }
    dropBrowserOnlyCookies(request)
    expect(request.headers.cookie).toBe(consent)
  })
})
