import type { PayloadRequest } from 'payload'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible'
import { html } from '@/lib/html'
import { noticePage } from '../notice-page'
import { sharedRedis } from '../redis-store'
import { Refusal, refusalResponse } from '../refusal'
import { earliestAttemptSeconds, retryAfterSeconds, TOO_MANY_REQUESTS_MESSAGE, type WaitPolicy } from './logic'
import { vi } from '@/i18n/vi'

/**
 * The one place that chooses where counters live (docs/instances.md, Shared state): Redis when `REDIS_URL` is set,
 * so every limit below holds across all instances of the site; else this process's memory. While Redis does not
 * answer, each instance counts in its own memory (the insurance) rather than letting everything through.
 */
function createLimiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  const made = ((globalThis as { [LIMITERS]?: Map<string, RateLimiterAbstract> })[LIMITERS] ??= new Map())
  let limiter = made.get(options.keyPrefix)
  if (!limiter) made.set(options.keyPrefix, (limiter = newLimiter(options)))
  return limiter
}

/**
 * This process's limiters by name, on `globalThis`: the server loads this module once per bundle that uses it, and a
 * limit counted apart in each copy would let through as many times more.
 */
const LIMITERS = Symbol.for('thuthuat.limiters')

function newLimiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  const redis = sharedRedis()
  if (!redis) return new RateLimiterMemory(options)
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `tt:limit:${options.keyPrefix}`,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

/** A series of attempts is forgotten a day after its first attempt (or at once on success, where the caller says so). */
const SERIES_SECONDS = 24 * 60 * 60

/**
 * Growing waits per key (an address, an account): a few free attempts, then each next attempt may start only after
 * a wait twice as long as the one before (see `earliestAttemptSeconds`). Refused attempts are not counted, so
 * hammering during a wait never prolongs it.
 */
export class GrowingWait {
  private readonly attempts: RateLimiterAbstract

  constructor(
    name: string,
    private readonly policy: WaitPolicy,
  ) {
    // `points` is never enforced: only `penalty`, `reward` and `delete` are used on this counter.
    this.attempts = createLimiter({ keyPrefix: name, points: 1, duration: SERIES_SECONDS })
  }

  /** Counts an attempt of `key` and answers 0, or answers the milliseconds it must still wait (then not counted). */
  async attempt(key: string): Promise<number> {
    const { consumedPoints, msBeforeNext } = await this.attempts.penalty(key)
    const ageMs = SERIES_SECONDS * 1000 - msBeforeNext
    const waitMs = earliestAttemptSeconds(consumedPoints, this.policy) * 1000 - ageMs
    if (waitMs <= 0) return 0
    await this.forgive(key)
    return waitMs
  }

  /** Takes back one counted attempt that turned out to be legitimate. */
  async forgive(key: string): Promise<void> {
    const { consumedPoints } = await this.attempts.reward(key)
    // A series that ended in between must not leave credit behind.
    if (consumedPoints <= 0) await this.attempts.delete(key)
  }

  /** Forgets every attempt of `key`. */
  async reset(key: string): Promise<void> {
    await this.attempts.delete(key)
  }
}

/** Logins: per address (all accounts it tries), and per account (from addresses it has not signed in from). */
export const loginWaitsByAddress = new GrowingWait('login-address', {
  freeAttempts: 20,
  firstWaitSeconds: 2,
  maxWaitSeconds: 15 * 60,
})
export const loginWaitsByAccount = new GrowingWait('login-account', {
  freeAttempts: 5,
  firstWaitSeconds: 2,
  maxWaitSeconds: 15 * 60,
})

/** Password-reset e-mails: per address and per account. */
export const forgotPasswordWaitsByAddress = new GrowingWait('forgot-address', {
  freeAttempts: 10,
  firstWaitSeconds: 60,
  maxWaitSeconds: 60 * 60,
})
export const forgotPasswordWaitsByAccount = new GrowingWait('forgot-account', {
  freeAttempts: 3,
  firstWaitSeconds: 60,
  maxWaitSeconds: 60 * 60,
})

const KNOWN_ADDRESS_SECONDS = 14 * 24 * 60 * 60
const knownAddressLimiter = createLimiter({
  keyPrefix: 'login-known-address',
  points: 1,
  duration: KNOWN_ADDRESS_SECONDS,
})
const knownAddressKey = (account: string, address: string) => `${account}|${address}`

/**
 * Addresses an account signed in from during the last two weeks: a stranger's failures on the account never slow
 * its owner down there (the owner's own address limits still apply).
 */
export const knownAddresses = {
  async has(account: string, address: string): Promise<boolean> {
    const known = await knownAddressLimiter.get(knownAddressKey(account, address))
    return Boolean(known && known.msBeforeNext > 0)
  },
  async remember(account: string, address: string): Promise<void> {
    await knownAddressLimiter.set(knownAddressKey(account, address), 1, KNOWN_ADDRESS_SECONDS)
  },
}

/** Click tracking: at most 30 reports a minute per address. */
export const clickReportsByAddress = createLimiter({ keyPrefix: 'click-address', points: 30, duration: 60 })
/** Click tracking: one stored click per button, page and address a minute. */
export const storedClicks = createLimiter({ keyPrefix: 'click-once', points: 1, duration: 60 })

/** Batches of measured events (docs/measurement.md, Collection): a reader's page sends a few a minute. */
export const collectBatchesByAddress = createLimiter({ keyPrefix: 'collect-address', points: 120, duration: 60 })

/** Form submissions: 10 a minute per address, enough for a family or an office behind one address. */
export const formSubmissionsByAddress = createLimiter({ keyPrefix: 'form-address', points: 10, duration: 60 })

/** Coupon codes tried at the checkout: 20 a minute per address (codes must not be guessed by trying them all). */
export const couponAttemptsByAddress = createLimiter({ keyPrefix: 'coupon-address', points: 20, duration: 60 })
/** Logins at the checkout: 10 a minute per address and per account (issue: brute force is throttled). */
export const checkoutLoginsByAddress = createLimiter({ keyPrefix: 'checkout-login-address', points: 10, duration: 60 })
export const checkoutLoginsByAccount = createLimiter({ keyPrefix: 'checkout-login-account', points: 10, duration: 60 })

/**
 * Orders placed at the checkout: 20 in ten minutes per address (a family or an office behind one address), 10 an hour
 * per e-mail and per phone number; together with the shop's cap on a buyer's unpaid orders and its hold time, nobody
 * holds the shop's stock with a flood of orders.
 */
export const orderPlacementsByAddress = createLimiter({ keyPrefix: 'order-address', points: 20, duration: 10 * 60 })
export const orderPlacementsByBuyer = createLimiter({ keyPrefix: 'order-buyer', points: 10, duration: 60 * 60 })

/** Cart changes: 60 a minute per address; new guest carts (a row each, kept 30 days): 60 an hour per address. */
export const cartChangesByAddress = createLimiter({ keyPrefix: 'cart-address', points: 60, duration: 60 })
export const newCartsByAddress = createLimiter({ keyPrefix: 'cart-new-address', points: 60, duration: 60 * 60 })

/**
 * New customer accounts (registration and the checkout's "Tạo tài khoản"): 5 an hour per address, counted whether the
 * e-mail had an account or not, so the limit says nothing about it either.
 */
export const accountsByAddress = createLimiter({ keyPrefix: 'account-address', points: 5, duration: 60 * 60 })

/** Privacy choices from the banner: 20 a minute per address (a reader chooses once, a household a few times). */
export const consentChoicesByAddress = createLimiter({ keyPrefix: 'consent-address', points: 20, duration: 60 })

/** Captchas: a solved challenge is accepted once (its signature is kept until it has expired anyway). */
export const solvedCaptchas = createLimiter({ keyPrefix: 'captcha-solved', points: 1, duration: 15 * 60 })
/** Captcha challenges: 30 a minute per address (each costs the server a key derivation). */
export const captchaChallengesByAddress = createLimiter({ keyPrefix: 'captcha-address', points: 30, duration: 60 })

/**
 * Consumes one point of `key`: null when allowed, else the milliseconds before the next point (store errors are
 * thrown, not taken for a refusal).
 */
export async function msUntilAllowed(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key)
    return null
  } catch (refusal) {
    if (isRefusal(refusal)) return Math.max(0, refusal.msBeforeNext)
    throw refusal
  }
}

/**
 * A limiter's refusal, known by its shape: the limiter may come from another bundle's copy of the library (they are
 * shared by name, above), whose class `instanceof` would not recognise.
 */
function isRefusal(value: unknown): value is RateLimiterRes {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as { msBeforeNext?: unknown }).msBeforeNext === 'number'
  )
}

/** The 429 answer of a custom endpoint. */
export function tooManyRequestsResponse(ms: number): Response {
  return refusalResponse(TOO_MANY_REQUESTS_MESSAGE, 429, { 'Retry-After': String(retryAfterSeconds(ms)) })
}

/** The 429 answer of a form sent by the browser itself: a short page with the message and the way back. */
export function tooManyRequestsPage(ms: number, backTo: string): Response {
  const page = noticePage(
    vi.tooManyRequestsTitle,
    html`<p>${TOO_MANY_REQUESTS_MESSAGE}</p><p><a href="${backTo}">${vi.back}</a></p>`,
  )
  return new Response(page, {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds(ms)), 'content-type': 'text/html; charset=utf-8' },
  })
}

/** A refusal while a caller waits; named, so Payload's `loggingLevels` can log it without a stack. */
export class TooManyRequestsError extends Refusal {
  constructor() {
    super(TOO_MANY_REQUESTS_MESSAGE, 429)
    this.name = 'TooManyRequestsError'
  }
}

/** The 429 answer from inside a Payload operation (its hooks): Payload's error answer plus `Retry-After`. */
export function tooManyRequestsError(req: PayloadRequest, ms: number): TooManyRequestsError {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds(ms)))
  return new TooManyRequestsError()
}
