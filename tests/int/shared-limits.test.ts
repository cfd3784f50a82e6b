import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRedis } from '../../scripts/lib/cluster/redis.mjs'

/**
 * The limits with `REDIS_URL` set (docs/instances.md, Shared state): each instance of the site loads its own copy of
 * the limiters; here two copies of the module stand for two instances, on a real Redis.
 */
type Limiters = typeof import('@/server/rate-limit/limiters')

async function instance(redisUrl: string | undefined): Promise<Limiters> {
  // Another process: its own copies of the modules, and nothing of this one's on globalThis.
  vi.resetModules()
  for (const slot of ['thuthuat.limiters', 'thuthuat.shared-redis'])
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(slot)]
  if (redisUrl) vi.stubEnv('REDIS_URL', redisUrl)
  else vi.stubEnv('REDIS_URL', '')
  const limiters = await import('@/server/rate-limit/limiters')
  vi.unstubAllEnvs()
  // A server starts taking requests seconds after it connects; until Redis is ready, each counts in its own memory.
  const redis = (await import('@/server/redis-store')).sharedRedis()
  if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
  return limiters
}

const refusals = (results: (number | null)[]) => results.filter((ms) => ms !== null && ms > 0).length

// .ci/run installs Debian's redis-server; a machine without it has no Redis to share limits through.
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0

describe.runIf(hasRedis)('limits shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let a: Limiters
  let b: Limiters

  beforeAll(async () => {
    redis = await startRedis()
    a = await instance(redis.url)
    b = await instance(redis.url)
  })

  afterAll(async () => redis?.stop())

  it('counts login attempts from one address over both instances: the free ones, then a wait', async () => {
    const waits: number[] = []
    for (let i = 0; i < 20; i++) waits.push(await (i % 2 ? b : a).loginWaitsByAddress.attempt('203.0.113.7'))
    expect(waits.every((ms) => ms === 0)).toBe(true)
    expect(await b.loginWaitsByAddress.attempt('203.0.113.7')).toBeGreaterThan(1000)
    expect(await a.loginWaitsByAddress.attempt('203.0.113.7')).toBeGreaterThan(1000)
    // Another address is not slowed down.
    expect(await a.loginWaitsByAddress.attempt('203.0.113.8')).toBe(0)
  })

  it('refuses the eleventh form of a minute, whichever instance received the first ten', async () => {
    const results: (number | null)[] = []
    for (let i = 0; i < 10; i++)
      results.push(await a.msUntilAllowed((i < 5 ? a : b).formSubmissionsByAddress, '198.51.100.1'))
    expect(refusals(results)).toBe(0)
    const eleventh = await b.msUntilAllowed(b.formSubmissionsByAddress, '198.51.100.1')
    expect(eleventh).toBeGreaterThan(0)
    expect(eleventh).toBeLessThanOrEqual(60_000)
  })

  it('holds under a burst sent to both at once: exactly the limit gets through', async () => {
    const burst = Array.from({ length: 40 }, (_, i) =>
      a.msUntilAllowed((i % 2 ? b : a).couponAttemptsByAddress, '198.51.100.2'),
    )
    const results = await Promise.all(burst)
    expect(results.filter((ms) => ms === null)).toHaveLength(20)
  })

  it('accepts a solved captcha once, even when it is replayed to the other instance', async () => {
    expect(await a.msUntilAllowed(a.solvedCaptchas, 'signature-1')).toBeNull()
    expect(await b.msUntilAllowed(b.solvedCaptchas, 'signature-1')).toBeGreaterThan(0)
  })

  it('remembers the addresses an account signed in from on every instance', async () => {
    await a.knownAddresses.remember('ban-doc@example.vn', '203.0.113.9')
    expect(await b.knownAddresses.has('ban-doc@example.vn', '203.0.113.9')).toBe(true)
    expect(await b.knownAddresses.has('ban-doc@example.vn', '203.0.113.10')).toBe(false)
  })

  it('still limits when Redis stops answering: each instance counts in its own memory', async () => {
    await redis.stop()
    const results: (number | null)[] = []
    for (let i = 0; i < 11; i++) results.push(await a.msUntilAllowed(a.formSubmissionsByAddress, '198.51.100.3'))
    expect(results.slice(0, 10).every((ms) => ms === null)).toBe(true)
    expect(results[10]).toBeGreaterThan(0)
  })
})

describe('limits without Redis', () => {
  it('are each instance’s own, as with one `npm start`', async () => {
    const a = await instance(undefined)
    const b = await instance(undefined)
    for (let i = 0; i < 10; i++) expect(await a.msUntilAllowed(a.formSubmissionsByAddress, '192.0.2.1')).toBeNull()
    expect(await a.msUntilAllowed(a.formSubmissionsByAddress, '192.0.2.1')).toBeGreaterThan(0)
    expect(await b.msUntilAllowed(b.formSubmissionsByAddress, '192.0.2.1')).toBeNull()
  })
})
