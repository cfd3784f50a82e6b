import { describe, expect, it } from 'vitest'
import { machineAddresses } from './machine-addresses.mjs'
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
    expect(siteOrigins({}, [])).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
    expect(siteOrigins({ SITE_URL: 'http://127.0.0.1:3100' }, [])).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://[::1]:3100',
    ])
    expect(isLoopbackSite({ PORT: '3100' })).toBe(true)
  })

  it("adds the machine's own network addresses, on the same port, for a local site only", () => {
    expect(siteOrigins({ PORT: '3000' }, ['192.168.1.20', 'fd00::5'])).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.20:3000',
      'http://[fd00::5]:3000',
    ])
    expect(siteOrigins({ SITE_URL: 'https://thuthuat.vn' }, ['192.168.1.20'])).toEqual(['https://thuthuat.vn'])
  })

  it("reads this machine's own addresses when none are given, loopback aside", () => {
    expect(siteOrigins({ PORT: '3000' })).toEqual(siteOrigins({ PORT: '3000' }, machineAddresses()))
    expect(machineAddresses()).not.toContain('127.0.0.1')
    expect(machineAddresses()).not.toContain('::1')
  })
})
