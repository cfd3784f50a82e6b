import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Tokens that prove a link was made by this site for one purpose and one subject (an e-mail address), like the
 * confirmation and unsubscribe links of the newsletter. Signed with the site's secret; nothing is stored, nothing
 * expires (an unsubscribe link must work in any old mail).
 */
export function signToken(secret: string, purpose: string, subject: string): string {
  return createHmac('sha256', secret).update(`${purpose}|${subject}`).digest('base64url').slice(0, 32)
}

export function verifyToken(secret: string, purpose: string, subject: string, token: unknown): boolean {
  if (typeof token !== 'string') return false
  const given = Buffer.from(token)
  const expected = Buffer.from(signToken(secret, purpose, subject))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
