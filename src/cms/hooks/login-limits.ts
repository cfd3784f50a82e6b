import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import {
  forgotPasswordWaitsByAccount,
  forgotPasswordWaitsByAddress,
  type GrowingWait,
  knownAddresses,
  loginWaitsByAccount,
  loginWaitsByAddress,
  tooManyRequestsError,
} from '@/server/rate-limit/limiters'
import { accountKey, clientAddress } from '@/server/rate-limit/logic'

/** Payload's current password hash (`pbkdf2-sha256-v1`), see payload/dist/auth/strategies/local/generatePasswordSaltHash.js. */
export const PASSWORD_HASH_ITERATIONS = 600_000
export const PASSWORD_HASH_BYTES = 32

/** The work Payload does to check a password, spent on an e-mail without an account, so both answer in the same time. */
const hashLikeAStoredPassword = (password: string) => promisify(pbkdf2)(password, 'no-such-account', PASSWORD_HASH_ITERATIONS, PASSWORD_HASH_BYTES, 'sha256')

/**
 * Counts one attempt for each key (null: none) in turn, or, as soon as one must wait, takes back those counted and refuses with
 * 429. The address comes first, so a refused address leaves no trace of the accounts it names (memory stays bounded).
 */
async function waitOrCount(req: PayloadRequest, limits: [GrowingWait, string | null][]) {
  const keyed = limits.filter((limit): limit is [GrowingWait, string] => limit[1] !== null)
  for (const [index, [limit, key]] of keyed.entries()) {
    const wait = await limit.attempt(key)
    if (wait === 0) continue
    await Promise.all(keyed.slice(0, index).map(([counted, countedKey]) => counted.forgive(countedKey)))
    throw tooManyRequestsError(req, wait)
  }
}

/**
 * Login and forgot-password, whether from REST or the admin's forms: growing waits per address and per account
 * instead of Payload's lockout, which any stranger could trigger. Every attempt counts until it succeeds (so
 * parallel guesses are counted too); the same answers, in the same time, whether the account exists or not.
 */
export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const address = clientAddress(req.headers)
  const account = accountKey(data?.email)
  if (operation === 'forgotPassword') {
    await waitOrCount(req, [
      [forgotPasswordWaitsByAddress, address],
      [forgotPasswordWaitsByAccount, account],
    ])
    return
  }
  const slowAccount = account !== null && !(await knownAddresses.has(account, address))
  await waitOrCount(req, [
    [loginWaitsByAddress, address],
    [loginWaitsByAccount, slowAccount ? account : null],
  ])
  const password = data?.password
  if (account && typeof password === 'string' && password.trim()) {
    const user = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: account } }, req })
    if (!user) await hashLikeAStoredPassword(password)
  }
}

/** A successful login forgets its account's failures, takes back its address's attempt, and remembers the address. */
export const forgetLoginFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  const address = clientAddress(req.headers)
  const account = accountKey(user.email)
  await loginWaitsByAddress.forgive(address)
  if (account) await Promise.all([loginWaitsByAccount.reset(account), knownAddresses.remember(account, address)])
}
