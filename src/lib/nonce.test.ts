import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { issueNonce, NONCE_TICK_MS, verifyNonce } from './nonce'

const secret = 'bí-mật-thử-nghiệm'
const now = Date.UTC(2026, 10, 23, 8, 0, 0)

describe('nonce', () => {
  it('is accepted in its own tick and the next one, and refused after', () => {
    const nonce = issueNonce(secret, 'floating-buttons', now)
    expect(verifyNonce(secret, 'floating-buttons', nonce, now)).toBe(true)
    expect(verifyNonce(secret, 'floating-buttons', nonce, now + NONCE_TICK_MS)).toBe(true)
    expect(verifyNonce(secret, 'floating-buttons', nonce, now + 2 * NONCE_TICK_MS)).toBe(false)
    expect(verifyNonce(secret, 'floating-buttons', nonce, now - 2 * NONCE_TICK_MS)).toBe(false)
  })

  it('belongs to one purpose and one secret', () => {
    const nonce = issueNonce(secret, 'floating-buttons', now)
    expect(verifyNonce(secret, 'forms', nonce, now)).toBe(false)
    expect(verifyNonce('another secret', 'floating-buttons', nonce, now)).toBe(false)
  })

  it('refuses anything that is not the nonce', () => {
    fc.assert(
      fc.property(fc.anything(), (token) => {
        expect(verifyNonce(secret, 'floating-buttons', token, now)).toBe(false)
      }),
    )
    const nonce = issueNonce(secret, 'floating-buttons', now)
    fc.assert(
      fc.property(fc.string({ minLength: 22, maxLength: 22 }), (token) => {
        fc.pre(token !== nonce)
        expect(verifyNonce(secret, 'floating-buttons', token, now)).toBe(false)
      }),
    )
  })

  it('is URL-safe and the same for everyone within a tick', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (time) => {
        const nonce = issueNonce(secret, 'floating-buttons', time)
        expect(nonce).toMatch(/^[\w-]{22}$/)
        const tickStart = Math.floor(time / NONCE_TICK_MS) * NONCE_TICK_MS
        expect(issueNonce(secret, 'floating-buttons', tickStart)).toBe(nonce)
      }),
    )
  })
})
