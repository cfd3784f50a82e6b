import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

/** Payload's current password hash (`pbkdf2-sha256-v1`), see payload/dist/auth/strategies/local/generatePasswordSaltHash.js. */
export const PASSWORD_HASH_ITERATIONS = 600_000
export const PASSWORD_HASH_BYTES = 32
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
/** Payload's older hash, still accepted for accounts that have not signed in since. */
const LEGACY = { iterations: 25_000, bytes: 512 }

const derive = promisify(pbkdf2)

/** The work Payload does to check a password, spent where there is no account, so both answer in the same time. */
export const hashLikeAStoredPassword = (password: string) =>
  derive(password, 'no-such-account', PASSWORD_HASH_ITERATIONS, PASSWORD_HASH_BYTES, 'sha256')

/** Whether `password` is the one stored as `hash` and `salt` (a row as the database holds it), checked as Payload checks it. */
export async function passwordMatches(stored: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return (await hashLikeAStoredPassword(password), false)
  const current = hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const { iterations, bytes } = current ? { iterations: PASSWORD_HASH_ITERATIONS, bytes: PASSWORD_HASH_BYTES } : LEGACY
  const actual = await derive(password, salt, iterations, bytes, 'sha256')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
