import { timingSafeEqual } from 'node:crypto'

export const setupCookieName = 'thuthuat_setup'

/** Whether `candidate` is the one-time first-administrator token the server was started with. */
export function setupTokenMatches(candidate: string | null | undefined): boolean {
  const expected = process.env.SETUP_TOKEN
  if (!expected || !candidate) return false
  const a = Buffer.from(candidate)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
