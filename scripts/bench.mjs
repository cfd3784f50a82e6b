/**
 * `npm run bench`: throughput and latency of the production server (autocannon), memory under load, form
 * submissions (bench-forms.mjs), the shop's product page and cart fragments (bench-cart.mjs), placing orders
 * (bench-orders.mjs) and the stock and coupon checks under concurrent orders (bench-stock.ts), full-text search over
 * 10,000 articles, the catalogue over 10,000 products (bench-shop.ts), post loops over 100,000 posts (bench-loops.ts),
 * measured events from 20 connections (bench-collect.mjs), redirects answered by the front (bench-redirects.mjs), the
 * measurement dashboard over 10 million events (bench-dashboard.ts), a WordPress export read (bench-wxr.ts) and
 * imported (bench-wordpress-import.ts), and several instances behind a balancer (bench-cluster.ts, on PostgreSQL).
 * Figures only; no pass/fail.
 */
import { spawnSync } from 'node:child_process'
import autocannon from 'autocannon'
import { benchCart } from './bench-cart.mjs'
import { benchCollect } from './bench-collect.mjs'
import { benchForms } from './bench-forms.mjs'
import { benchOrders } from './bench-orders.mjs'
import { benchRedirects, storeBenchRedirects } from './bench-redirects.mjs'
import { tsScript } from './lib/ts-script.mjs'
import { startSite, warmUp } from './lib/site-process.mjs'

/** Words of the demo articles' titles: two or three of them make a query that finds something, or nothing. */
const words = [
  'chup',
  'man',
  'hinh',
  'iphone',
  'android',
  'pin',
  'sac',
  'wifi',
  'zalo',
  'samsung',
  'anh',
  'tin',
  'nhan',
  'cach',
  'bat',
  'tat',
  'sao',
  'luu',
  'dien',
  'thoai',
]

/** A different query for every request (never twice the same words, so no answer is cached), `/tim-kiem?s=…`. */
function uniqueSearches() {
  const seen = new Set()
  return () => {
    for (;;) {
      const count = 2 + Math.floor(Math.random() * 2)
      const query = Array.from({ length: count }, () => words[Math.floor(Math.random() * words.length)]).join(' ')
      // Past half of the possible queries (minutes of load), repeats are let through rather than searched for.
      if (seen.has(query) && seen.size < words.length ** 3 / 2) continue
      seen.add(query)
      return `/tim-kiem?s=${encodeURIComponent(query)}`
    }
  }
}

const loads = [
  { name: 'trang chủ', path: '/', connections: 50 },
  { name: 'bài viết', path: '/cach-chup-man-hinh-iphone', connections: 50 },
  { name: 'tìm kiếm, một từ khóa lặp lại', path: '/tim-kiem?s=chup+man+hinh', connections: 20 },
  { name: 'tìm kiếm, mỗi lần một từ khóa mới', path: '/tim-kiem?s=…', connections: 20, nextPath: uniqueSearches() },
]

// The form load comes from many addresses, as through a proxy that states them (X-Forwarded-For).
process.env.TRUST_PROXY = '1'
// The front loads the redirects when it starts: the load's are stored before (bench-redirects.mjs).
const redirectsStored = await storeBenchRedirects('data')
const site = await startSite({ port: Number(process.env.BENCH_PORT ?? 3200) })
try {
  await warmUp(site.url, ['/', '/cach-chup-man-hinh-iphone', '/tim-kiem?s=chup+man+hinh'])
  const rows = []
  let peakMemory = 0
  for (const { name, path, connections, nextPath } of loads) {
    const sampler = setInterval(() => (peakMemory = Math.max(peakMemory, site.memoryMiB())), 500)
    // Browsers ask for compressed pages; so does the load.
    const result = await autocannon({
      url: site.url + path,
      connections,
      duration: 10,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
    })
    clearInterval(sampler)
    rows.push({
      route: `${name} ${path}`,
      connections,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    })
  }
  console.table(rows)
  console.log(`Bộ nhớ máy chủ lúc tải cao nhất: ${Math.round(peakMemory)} MiB`)
  await benchForms(site, 'data')
  await benchCollect(site, 'data')
  await benchCart(site)
  await benchOrders(site)
  if (redirectsStored) await benchRedirects(site, 'data')
  else console.log('Chuyển hướng: chưa đo, vì cơ sở dữ liệu chưa có; lần chạy sau sẽ đo.')
} finally {
  site.stop()
}

const search = spawnSync(process.execPath, tsScript('scripts/bench-search.ts'), { stdio: 'inherit', env: process.env })
const shop = spawnSync(process.execPath, tsScript('scripts/bench-shop.ts'), { stdio: 'inherit', env: process.env })
const stock = spawnSync(process.execPath, tsScript('scripts/bench-stock.ts'), { stdio: 'inherit', env: process.env })
let status = (search.status ?? 1) || (shop.status ?? 1) || (stock.status ?? 1)
// Loops over 100,000 posts, on SQLite and, when a server is named, on PostgreSQL.
const databases = process.env.TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite']
for (const database of databases) {
  const loops = spawnSync(process.execPath, [...tsScript('scripts/bench-loops.ts'), database], {
    stdio: 'inherit',
    env: process.env,
  })
  status ||= loops.status ?? 1
  // The measurement dashboard over 10 million events.
  const dashboard = spawnSync(process.execPath, [...tsScript('scripts/bench-dashboard.ts'), database], {
    stdio: 'inherit',
    env: process.env,
  })
  status ||= dashboard.status ?? 1
}
// Moving in from WordPress: a 50,000-post export read with flat memory, then 2,000 posts imported.
const wxr = spawnSync(process.execPath, ['--expose-gc', ...tsScript('scripts/bench-wxr.ts')], {
  stdio: 'inherit',
  env: process.env,
})
const wordpress = spawnSync(process.execPath, tsScript('scripts/bench-wordpress-import.ts'), {
  stdio: 'inherit',
  env: process.env,
})
status ||= (wxr.status ?? 1) || (wordpress.status ?? 1)
// Several instances behind HAProxy over PostgreSQL, PgBouncer, Redis and an object store (docs/instances.md).
if (process.env.TEST_POSTGRES_URL) {
  const cluster = spawnSync(process.execPath, tsScript('scripts/bench-cluster.ts'), {
    stdio: 'inherit',
    env: process.env,
  })
  status ||= cluster.status ?? 1
}
if (!process.env.TEST_POSTGRES_URL)
  console.log(
    'Vòng lặp, thống kê và nhiều máy chủ trên PostgreSQL: bỏ qua (đặt TEST_POSTGRES_URL là địa chỉ một máy chủ PostgreSQL được tạo cơ sở dữ liệu).',
  )
process.exit(status)
