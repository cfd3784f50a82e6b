import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { GrowingWait, msUntilAllowed } from './limiters'

const policy = { freeAttempts: 3, firstWaitSeconds: 10, maxWaitSeconds: 60 }
const attempts = (wait: GrowingWait, key: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => wait.attempt(key)))

afterEach(() => {
  vi.useRealTimers()
})

describe('GrowingWait', () => {
  it('lets the free attempts through, even in parallel, and refuses the rest with the time left', async () => {
    const waits = await attempts(new GrowingWait('test-parallel', policy), 'a', 10)
    expect(waits.slice(0, 3)).toEqual([0, 0, 0])
    for (const wait of waits.slice(3)) expect(wait).toBeGreaterThan(9_000)
  })

  it('never prolongs a wait for refused attempts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const wait = new GrowingWait('test-hammering', policy)
    await attempts(wait, 'a', 3)
    for (let second = 0; second < 10; second++) {
      expect(await wait.attempt('a')).toBeGreaterThan(0)
      vi.setSystemTime(Date.now() + 1000)
    }
    expect(await wait.attempt('a')).toBe(0)
  })

  it('gives no credit for forgiving attempts that were never counted', async () => {
    const wait = new GrowingWait('test-credit', policy)
    for (let i = 0; i < 5; i++) await wait.forgive('a')
    expect((await attempts(wait, 'a', 4)).filter((ms) => ms > 0)).toHaveLength(1)
  })

  it('starts over after a reset', async () => {
    const wait = new GrowingWait('test-reset', policy)
    await attempts(wait, 'a', 5)
    await wait.reset('a')
    expect(await attempts(wait, 'a', 3)).toEqual([0, 0, 0])
  })
})

describe('msUntilAllowed', () => {
  const refusing = (reason: unknown) => ({ consume: () => Promise.reject(reason) }) as unknown as RateLimiterAbstract

  it('reads a refusal by its shape, even from another copy of the library', async () => {
    const refusal = { msBeforeNext: 4200, remainingPoints: 0, consumedPoints: 11, isFirstInDuration: false }
    expect(await msUntilAllowed(refusing(refusal), '198.51.100.1')).toBe(4200)
  })

  it('lets a store error through rather than taking it for a refusal', async () => {
    await expect(msUntilAllowed(refusing(new Error('Redis đã ngắt')), '198.51.100.1')).rejects.toThrow('Redis')
  })
})
