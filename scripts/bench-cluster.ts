/**
 * Several instances (part of `npm run bench`, on PostgreSQL only; docs/instances.md): a cached article and a new
 * search every request, through HAProxy in front of 1, 2 and 3 instances over PgBouncer, Redis and a local
 * S3-compatible server, against one instance answering directly with none of them. On a 2-core machine more
 * instances cannot show more throughput (the load generator, the balancer and the instances share the two cores):
 * what this measures is the cost of the balancer and the shared stores. Then the cost of one rate-limit check kept
 * in Redis against one kept in memory. Figures only; needs TEST_POSTGRES_URL and the build in `.next`.
 */
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { SERVER_NODE_FLAGS } from '../front/node-flags.mjs'
import { startCluster } from './lib/cluster/index.mjs'
import { freePort, startProcess } from './lib/cluster/processes.mjs'
import { startRedis } from './lib/cluster/redis.mjs'
import { temporaryDatabase } from './lib/temporary-database'

const ARTICLE = '/cach-chup-man-hinh-iphone'
const words = ['chup', 'man', 'hinh', 'iphone', 'android', 'pin', 'sac', 'wifi', 'zalo', 'samsung', 'anh', 'tin']

/** A query never asked before on every request, so no answer is kept. */
function newSearches() {
  let count = 0
  return () => {
    count++
    const query = [words[count % words.length], words[Math.floor(count / words.length) % words.length], count]
    return `/tim-kiem?s=${encodeURIComponent(query.join(' '))}`
  }
}

async function measure(url: string) {
  const rows = []
  for (const load of [
    { name: 'bài viết (đã lưu sẵn)', path: ARTICLE, connections: 50 },
    { name: 'tìm kiếm, mỗi lần từ khóa mới', path: '/tim-kiem?s=…', connections: 20, next: newSearches() },
  ]) {
    const next = load.next
    const result = await autocannon({
      url: url + load.path,
      connections: load.connections,
      duration: 10,
      headers: { 'accept-encoding': 'gzip' },
      ...(next ? { requests: [{ setupRequest: (request: object) => ({ ...request, path: next() }) }] } : {}),
    })
    rows.push({
      name: load.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
    })
  }
  return rows
}

async function warm(url: string) {
  for (let i = 0; i < 20; i++) await (await fetch(url + ARTICLE)).arrayBuffer()
}

/** Microseconds per check of `limiter`, each on a key of its own, one after another. */
async function checkCost(limiter: RateLimiterAbstract, checks = 5000) {
  for (let i = 0; i < 200; i++) await limiter.consume(`warm-${i}`).catch(() => undefined)
  const started = performance.now()
  for (let i = 0; i < checks; i++) await limiter.consume(`198.51.100.${i}`).catch(() => undefined)
  return Math.round(((performance.now() - started) * 1000) / checks)
}

const database = await temporaryDatabase('postgres', 'bench-cluster')
const databaseUrl = process.env.DATABASE_URL!
const dir = fs.mkdtempSync(path.join(database.dir, 'cluster-'))
try {
  {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../src/cms/payload.config')
    const { migrateDatabase } = await import('../src/cms/migrate')
    const { seedDemoContent } = await import('../demo')
    const payload = await getPayload({ config })
    await migrateDatabase(payload)
    await seedDemoContent(payload)
    await payload.destroy()
  }
  const table: Record<string, string | number>[] = []
  const port = await freePort()
  const alone = await startProcess('one instance', process.execPath, [...SERVER_NODE_FLAGS, 'front/serve.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SITE_URL: `http://localhost:${port}` },
    ready: async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200,
    timeoutMs: 120_000,
  })
  try {
    await warm(`http://localhost:${port}`)
    for (const row of await measure(`http://localhost:${port}`))
      table.push({ 'cách chạy': '1 máy, không cân bằng tải, không Redis/PgBouncer', ...row })
  } finally {
    await alone.stop('SIGKILL')
  }
  for (const instances of [1, 2, 3]) {
    const cluster = await startCluster({ databaseUrl, instances, dir, env: { DATA_DIR: database.dir } })
    try {
      await warm(cluster.url)
      for (const row of await measure(cluster.url))
        table.push({ 'cách chạy': `HAProxy + ${instances} máy + PgBouncer + Redis + S3`, ...row })
    } finally {
      await cluster.stop()
    }
  }
  console.table(table)

  const redis = await startRedis()
  const client = new Redis(redis.url)
  try {
    const options = { keyPrefix: 'bench', points: 10, duration: 60 }
    const memory = await checkCost(new RateLimiterMemory(options))
    const shared = await checkCost(new RateLimiterRedis({ ...options, storeClient: client }))
    console.table([
      { 'giới hạn lượt': 'trong bộ nhớ', 'µs mỗi lần kiểm tra': memory },
      { 'giới hạn lượt': 'trong Redis (cùng máy)', 'µs mỗi lần kiểm tra': shared },
    ])
  } finally {
    client.disconnect()
    await redis.stop()
  }
} finally {
  await database.drop()
}
process.exit(0)
