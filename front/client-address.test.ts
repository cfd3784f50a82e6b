import { describe, expect, it } from 'vitest'
import { forwardedFor } from './client-address.mjs'

describe('forwardedFor', () => {
  it("replaces a client's own X-Forwarded-For with the connection's address", () => {
    expect(forwardedFor('1.2.3.4', '203.0.113.9', false)).toBe('203.0.113.9')
    expect(forwardedFor(undefined, '::1', false)).toBe('::1')
  })

  it("keeps a trusted proxy's chain and appends the proxy's address", () => {
    expect(forwardedFor('198.51.100.7, 10.0.0.2', '10.0.0.1', true)).toBe('198.51.100.7, 10.0.0.2, 10.0.0.1')
    expect(forwardedFor(undefined, '10.0.0.1', true)).toBe('10.0.0.1')
  })
})
