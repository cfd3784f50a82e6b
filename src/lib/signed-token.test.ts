import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { signToken, verifyToken } from './signed-token'

describe('signed tokens', () => {
  it('verify for the same secret, purpose and subject only', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.emailAddress(), fc.string(), (secret, purpose, subject, other) => {
        const token = signToken(secret, purpose, subject)
        expect(verifyToken(secret, purpose, subject, token)).toBe(true)
        if (other !== subject) expect(verifyToken(secret, purpose, other, token)).toBe(false)
        if (other !== purpose) expect(verifyToken(secret, other, subject, token)).toBe(false)
      }),
    )
  })

  it('refuses anything that is not a token', () => {
    for (const token of [undefined, null, 42, '', 'x'.repeat(32), ['a']])
      expect(verifyToken('s', 'p', 'a@b.vn', token)).toBe(false)
  })
})
