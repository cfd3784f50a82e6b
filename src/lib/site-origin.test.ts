import { describe, expect, it } from 'vitest'
import { isLoopbackSite, siteOrigins, siteUrlFrom } from './site-origin.mjs'

describe('siteUrlFrom', () => {
  it('is SITE_URL without its trailing slash, else localhost on PORT', () => {
    expect(siteUrlFrom({ SITE_URL: 'https://thuthuat.vn/' })).toBe('https://thuthuat.vn')
    expect(siteUrlFrom({ PORT: '3100' })).toBe('http://localhost:3100')
    expect(siteUrlFrom({})).toBe('http://localhost:3000')
  })
})

describe('siteOrigins', () => {
  it('is the public origin of a site on the internet', () => {
    expect(siteOrigins({ SITE_URL: 'https://thuthuat.vn/' })).toEqual(['https://thuthuat.vn'])
    expect(isLoopbackSite({ SITE_URL: 'https://thuthuat.vn' })).toBe(false)
  })

  it("is every name of this machine on the site's port for a local site", () => {
    expect(siteOrigins({})).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
    expect(siteOrigins({ SITE_URL: 'http://127.0.0.1:3100' })).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100'])
    expect(isLoopbackSite({ PORT: '3100' })).toBe(true)
  })
})
