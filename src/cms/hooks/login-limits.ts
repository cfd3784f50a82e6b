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
import { hashLikeAStoredPassword, passwordMatches } from './password-check'

/** Set on a login let through its address's wait (see `ownerGetsIn`): that address had no attempt counted to take back. */
const PAST_ADDRESS_WAIT = 'loginPastAddressWait'

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
  const password = typeof data?.password === 'string' ? data.password : ''
  const knownHere = account !== null && (await knownAddresses.has(account, address))
  const addressWait = await loginWaitsByAddress.attempt(address)
  if (addressWait > 0) {
    if (!knownHere || account === null || !(await ownerGetsIn(req, account, password)))
      throw tooManyRequestsError(req, addressWait)
    req.context[PAST_ADDRESS_WAIT] = true
    return
  }
  const accountWait = account && !knownHere ? await loginWaitsByAccount.attempt(account) : 0
  if (accountWait > 0) {
    await loginWaitsByAddress.forgive(address)
    throw tooManyRequestsError(req, accountWait)
  }
  if (account && password.trim()) {
    const user = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: account } }, req })
    if (!user) await hashLikeAStoredPassword(password)
  }
}

/**
 * An address slowed down by many failures (an office behind one address, where a stranger tries accounts) still lets
 * an account in from where it signed in during the last two weeks, with its right password: checked here, before the
 * refusal, and counted on the account's own growing wait, so guessing there stays as slow as from anywhere. Nobody
 * else is checked while their address waits: an unknown e-mail is refused at once, like any e-mail new to the address.
 */
async function ownerGetsIn(req: PayloadRequest, account: string, password: string): Promise<boolean> {
  if (!password.trim() || (await loginWaitsByAccount.attempt(account)) > 0) return false
  const user = await req.payload.db.findOne<{ id: number; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    where: { email: { equals: account } },
    req,
  })
  return user !== null && (await passwordMatches(user, password))
}

/** A successful login forgets its account's failures, takes back its address's attempt, and remembers the address. */
export const forgetLoginFailures: CollectionAfterLoginHook = async ({ req, user }) => {
  const address = clientAddress(req.headers)
  const account = accountKey(user.email)
  if (!req.context[PAST_ADDRESS_WAIT]) await loginWaitsByAddress.forgive(address)
  if (account) await Promise.all([loginWaitsByAccount.reset(account), knownAddresses.remember(account, address)])
}
