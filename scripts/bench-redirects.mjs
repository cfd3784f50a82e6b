/**
 * Redirects answered by the HTTP front from memory (part of `npm run bench`; docs/redirects.md, How the front
 * answers): 10,000 stored redirects, half old paths (`/bai-cu-do-tai-{n}`) and half WordPress ids (`/?p={n}`), asked
 * in turn from 50 connections for 10 seconds, never twice the same in a row. Prints the redirects answered a second
 * and their latency, then checks that the hits the front counted were written (in its batches) and removes the
 * load's redirects: the site keeps none of them. The target is 10,000 redirects a second on 2 cores.
 *
 * The redirects are stored before the site starts (`storeBenchRedirects`), since the front loads them when it
 * starts and reloads them only on an editor's change. Run alone (`node scripts/bench-redirects.mjs`), it does both
 * on a site of its own over `data/` (BENCH_DATA_DIR to choose another), started once before so its database exists.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import autocannon from 'autocannon'

const REDIRECTS = 10_000
const CONNECTIONS = 50
const SECONDS = 10
const MARK = '/bai-cu-do-tai-'
const FIRST_ID = 990_000_000
/** Where the load's redirects lead, which marks them: no editor's redirect leads there, so none is removed. */
const TARGET = '/cach-chup-man-hinh-iphone?nguon=do-tai'
/** The front writes hits every 5 seconds (front/old-addresses.mjs): waited for, with a margin. */
const FLUSH_WAIT_MS = 7000

function database(dataDir) {
  return createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
}

const fromOf = (index) => (index % 2 === 0 ? `${MARK}${index}` : `/?p=${FIRST_ID + index}`)
const benchRows = { sql: `"to" = ?`, args: [TARGET] }

/** Stores the load's redirects in the site's database, once its migrations made the table; false when they did not. */
export async function storeBenchRedirects(dataDir) {
  if (!fs.existsSync(path.join(dataDir, 'site.db'))) return false
  const db = database(dataDir)
  try {
    await db.execute('PRAGMA busy_timeout = 5000')
    const table = await db.execute(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'redirects'`)
    if (table.rows.length === 0) return false
    await db.execute({ sql: `DELETE FROM redirects WHERE ${benchRows.sql}`, args: benchRows.args })
    // OR IGNORE: an editor's redirect from one of the same addresses stays as it is.
    const statements = Array.from({ length: REDIRECTS }, (_, index) => ({
      sql: `INSERT OR IGNORE INTO redirects ("from", "to", status, hits) VALUES (?, ?, '301', 0)`,
      args: [fromOf(index), TARGET],
    }))
    await db.batch(statements, 'write')
    return true
  } finally {
    db.close()
  }
}

/** The load on a running site whose database holds the load's redirects; prints its row, then removes them. */
export async function benchRedirects(site, dataDir) {
  let next = 0
  const result = await autocannon({
    url: site.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: fromOf((next = (next + 7919) % REDIRECTS)) }) }],
  })
  await new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS))
  const db = database(dataDir)
  await db.execute('PRAGMA busy_timeout = 5000')
  const counted = await db.execute({
    sql: `SELECT COALESCE(SUM(hits), 0) AS n FROM redirects WHERE ${benchRows.sql}`,
    args: benchRows.args,
  })
  await db.execute({ sql: `DELETE FROM redirects WHERE ${benchRows.sql}`, args: benchRows.args })
  db.close()
  const answered = result['3xx']
  console.table([
    {
      'chuyển hướng: 10.000 địa chỉ cũ': 'nhanh nhất có thể',
      connections: CONNECTIONS,
      'chuyển hướng/s': Math.round(answered / SECONDS),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      // Requests in flight when the load stops are counted without being answered: a few more may be counted.
      'đã trả lời': answered,
      'lượt đã ghi': Number(counted.rows[0].n),
      errors: result.errors + result['2xx'] + result['4xx'] + result['5xx'],
    },
  ])
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startSite } = await import('./lib/site-process.mjs')
  const dataDir = process.env.BENCH_DATA_DIR ?? 'data'
  if (!(await storeBenchRedirects(dataDir))) {
    console.log(`Chưa có cơ sở dữ liệu đã cập nhật ở ${dataDir}: hãy chạy npm start một lần trước.`)
    process.exit(1)
  }
  const site = await startSite({ port: Number(process.env.BENCH_PORT ?? 3200), dataDir })
  try {
    await benchRedirects(site, dataDir)
  } finally {
    site.stop()
  }
}
