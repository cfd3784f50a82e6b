import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Nonces for state-changing calls from public pages, in the manner of the original site: the same for every
 * visitor of one purpose during a 12-hour tick, valid for the current tick and the one before (12–24 hours), so a
 * page cached for an hour still carries a working one. Signed with the site's secret; nothing is stored.
 */
export const NONCE_TICK_MS = 12 * 60 * 60 * 1000

const sign = (secret: string, purpose: string, tick: number) =>
  createHmac('sha256', secret).update(`${purpose}|${tick}`).digest('base64url').slice(0, 22)

/** The nonce for `purpose` at time `now` (ms). */
export function issueNonce(secret: string, purpose: string, now: number): string {
  return sign(secret, purpose, Math.floor(now / NONCE_TICK_MS))
}

/** Whether `token` is this purpose's nonce of the current or the previous tick. */
export function verifyNonce(secret: string, purpose: string, token: unknown, now: number): boolean {
  if (typeof token !== 'string' || token.length !== 22) return false
  const tick = Math.floor(now / NONCE_TICK_MS)
  const given = Buffer.from(token)
  return [tick, tick - 1].some((candidate) => {
    const expected = Buffer.from(sign(secret, purpose, candidate))
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}
