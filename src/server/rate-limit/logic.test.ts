import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  accountKey,
  clientAddress,
  earliestAttemptSeconds,
  retryAfterSeconds,
  UNKNOWN_ADDRESS,
  waitAfterAttempts,
  type WaitPolicy,
} from './logic'

const login: WaitPolicy = { freeAttempts: 5, firstWaitSeconds: 2, maxWaitSeconds: 900 }

describe('clientAddress', () => {
  it('reads the first entry of x-forwarded-for', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1' }))).toBe('203.0.113.7')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '2001:DB8::1' }))).toBe('2001:db8::1')
  })

  it('falls back to one fixed key', () => {
    expect(clientAddress(new Headers())).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' , 10.0.0.1' }))).toBe(UNKNOWN_ADDRESS)
  })
})

describe('accountKey', () => {
  it('normalises as Payload does', () => {
    expect(accountKey('  Quan-Tri@Example.VN ')).toBe('quan-tri@example.vn')
    expect(accountKey('')).toBeNull()
    expect(accountKey(42)).toBeNull()
  })
})

describe('waitAfterAttempts', () => {
  it('lets the free attempts through, then doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 14, 100].map((n) => waitAfterAttempts(n, login))).toEqual([
      0, 0, 0, 0, 2, 4, 8, 900, 900,
    ])
  })

  const policies = fc.record({
    freeAttempts: fc.integer({ min: 1, max: 50 }),
    firstWaitSeconds: fc.integer({ min: 1, max: 120 }),
    maxWaitSeconds: fc.integer({ min: 120, max: 86_400 }),
  })

  it('never waits during the free attempts and never beyond the cap', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 1, max: 1_000_000 }), (policy, attempts) => {
        const wait = waitAfterAttempts(attempts, policy)
        expect(wait >= 0 && wait <= policy.maxWaitSeconds).toBe(true)
        if (attempts < policy.freeAttempts) expect(wait).toBe(0)
        else expect(wait).toBeGreaterThanOrEqual(Math.min(policy.firstWaitSeconds, policy.maxWaitSeconds))
      }),
    )
  })

  it('never waits less after one more attempt', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 1, max: 10_000 }), (policy, attempts) => {
        expect(waitAfterAttempts(attempts + 1, policy)).toBeGreaterThanOrEqual(waitAfterAttempts(attempts, policy))
      }),
    )
  })
})

describe('earliestAttemptSeconds', () => {
  it('starts the free attempts at once, then adds each wait', () => {
    expect([1, 5, 6, 7, 8].map((n) => earliestAttemptSeconds(n, login))).toEqual([0, 0, 2, 6, 14])
    expect(earliestAttemptSeconds(16, login) - earliestAttemptSeconds(15, login)).toBe(900)
  })

  it('puts exactly the wait after an attempt between it and the next one', () => {
    fc.assert(
      fc.property(
        fc.record({
          freeAttempts: fc.integer({ min: 1, max: 50 }),
          firstWaitSeconds: fc.integer({ min: 1, max: 120 }),
          maxWaitSeconds: fc.integer({ min: 120, max: 86_400 }),
        }),
        fc.integer({ min: 1, max: 100_000 }),
        (policy, attempt) => {
          expect(earliestAttemptSeconds(attempt + 1, policy) - earliestAttemptSeconds(attempt, policy)).toBe(
            waitAfterAttempts(attempt, policy),
          )
          if (attempt <= policy.freeAttempts) expect(earliestAttemptSeconds(attempt, policy)).toBe(0)
        },
      ),
    )
  })
})

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds, at least one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000_000 }), (ms) => {
        const seconds = retryAfterSeconds(ms)
        expect(Number.isInteger(seconds) && seconds >= 1 && seconds * 1000 >= ms).toBe(true)
      }),
    )
  })
})
