import { Redis } from 'ioredis'

/**
 * The store several instances of the site share for what must hold across them (docs/instances.md, Shared state):
 * Redis at `REDIS_URL`, or none (one instance: each keeps its counters in its own memory, as `npm start` does).
 * One connection per process (on `globalThis`: the server may load this module more than once), opened when the
 * server starts, never while the site is being built.
 */
const CLIENT = Symbol.for('thuthuat.shared-redis')
const slot = globalThis as { [CLIENT]?: Redis | null }

/** How long a command may wait for Redis before the caller falls back to this process's own memory. */
const COMMAND_TIMEOUT_MS = 1000

export function sharedRedis(): Redis | null {
  if (slot[CLIENT] !== undefined) return slot[CLIENT]
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return (slot[CLIENT] = null)
  const redis = new Redis(url, {
    lazyConnect: true,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Reconnects every half second at most: limits fall back to memory meanwhile, then use Redis again.
    retryStrategy: (times) => Math.min(times * 100, 500),
  })
  let reported = false
  redis.on('error', (error: Error) => {
    if (reported) return
    reported = true
    console.error(`Redis (REDIS_URL) không trả lời: ${error.message}. Các giới hạn tạm dùng bộ nhớ của máy này.`)
  })
  redis.on('ready', () => (reported = false))
  redis.connect().catch(() => undefined)
  return (slot[CLIENT] = redis)
}
