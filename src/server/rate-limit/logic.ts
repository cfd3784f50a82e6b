/** Pure decisions of the rate limits: who is asking, and how long they wait. */
import { vi } from '@/i18n/vi'

/** The key of requests whose client address is unknown (no `x-forwarded-for`: the HTTP front always sets it). */
export const UNKNOWN_ADDRESS = 'unknown'

/** The answer while a caller waits (HTTP 429, with `Retry-After`). */
export const TOO_MANY_REQUESTS_MESSAGE = vi.tooManyRequests

/**
 * The client's address: the first entry of `x-forwarded-for`, which the HTTP front (server/serve.mjs) sets to the
 * socket's address. Without it, every such request shares one key.
 */
export function clientAddress(headers: Headers): string {
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim().toLowerCase()
  return first ? first.slice(0, 64) : UNKNOWN_ADDRESS
}

/** The account an e-mail names, normalised as Payload does when it looks the account up; null without one. */
export function accountKey(email: unknown): string | null {
  if (typeof email !== 'string') return null
  const normalised = email.toLowerCase().trim()
  return normalised ? normalised.slice(0, 320) : null
}

/** How a key waits after repeated attempts: a few free ones, then a wait that doubles each time, up to a cap. */
export type WaitPolicy = { freeAttempts: number; firstWaitSeconds: number; maxWaitSeconds: number }

/** Seconds to wait after the `attempts`-th attempt (counting from 1); 0 while attempts are free. */
export function waitAfterAttempts(
  attempts: number,
  { freeAttempts, firstWaitSeconds, maxWaitSeconds }: WaitPolicy,
): number {
  if (attempts < freeAttempts) return 0
  const doublings = Math.min(attempts - freeAttempts, 32)
  return Math.min(maxWaitSeconds, firstWaitSeconds * 2 ** doublings)
}

/**
 * Seconds after the first attempt of a series that attempt number `attempt` may start: the free ones at once, then
 * each after the waits of all before it. Deciding from the attempt's number and the series' age (both read in one
 * atomic increment) also holds for attempts sent in parallel.
 */
export function earliestAttemptSeconds(attempt: number, policy: WaitPolicy): number {
  let total = 0
  for (let previous = policy.freeAttempts; previous < attempt; previous++) {
    const wait = waitAfterAttempts(previous, policy)
    if (wait === policy.maxWaitSeconds) return total + (attempt - previous) * wait
    total += wait
  }
  return total
}

/** The `Retry-After` value, in whole seconds (at least 1) for a wait of `ms` milliseconds. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}
