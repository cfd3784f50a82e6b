import { describe, expect, it } from 'vitest'
import { claimedOrigin, comesFromElsewhere, isScriptClient } from './request-origin.mjs'

const site = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']

function request(method: string, headers: Record<string, string> = {}) {
  return { method, headers }
}

describe('comesFromElsewhere', () => {
  it('refuses a state-changing request from another origin, another port of the same host included', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(comesFromElsewhere(request(method, { origin: 'http://localhost:3111' }), site)).toBe(true)
      expect(comesFromElsewhere(request(method, { origin: 'https://evil.example' }), site)).toBe(true)
    }
    expect(comesFromElsewhere(request('POST', { origin: 'https://localhost:3000' }), site)).toBe(true)
  })

  it('reads the Referer when there is no Origin, and refuses opaque or unreadable origins', () => {
    expect(comesFromElsewhere(request('POST', { referer: 'http://localhost:3111/form' }), site)).toBe(true)
    expect(comesFromElsewhere(request('POST', { referer: 'http://localhost:3000/admin/login' }), site)).toBe(false)
    expect(comesFromElsewhere(request('POST', { origin: 'null' }), site)).toBe(true)
    expect(comesFromElsewhere(request('POST', { referer: 'not a url' }), site)).toBe(true)
    // The Origin decides when both are present.
    expect(
      comesFromElsewhere(request('POST', { origin: 'http://localhost:3000', referer: 'http://localhost:3111/' }), site),
    ).toBe(false)
  })

  it('lets the site, scripts and servers, and every reading request through', () => {
    expect(comesFromElsewhere(request('POST', { origin: 'http://localhost:3000' }), site)).toBe(false)
    expect(comesFromElsewhere(request('POST', { origin: 'http://127.0.0.1:3000' }), site)).toBe(false)
    expect(comesFromElsewhere(request('POST'), site)).toBe(false)
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(comesFromElsewhere(request(method, { origin: 'https://evil.example' }), site)).toBe(false)
  })
})

describe('claimedOrigin', () => {
  it('is the origin named by Origin or Referer, or null', () => {
    expect(claimedOrigin({ referer: 'https://thuthuat.vn/bai-viet?x=1' })).toBe('https://thuthuat.vn')
    expect(claimedOrigin({})).toBeNull()
  })
})

describe('isScriptClient', () => {
  it('is a request without any header a browser adds', () => {
    expect(isScriptClient({ cookie: 'payload-token=x' })).toBe(true)
    expect(isScriptClient({ 'sec-fetch-site': 'cross-site' })).toBe(false)
    expect(isScriptClient({ referer: 'https://evil.example/' })).toBe(false)
    expect(isScriptClient({ origin: 'http://localhost:3000' })).toBe(false)
  })
})
