/**
 * `npm run bench`: throughput and latency of the production server (autocannon), memory under load,
 * and full-text search over 10,000 articles. Figures only; no pass/fail.
 */
import { spawnSync } from 'node:child_process'
import autocannon from 'autocannon'
import { tsScript } from './lib/ts-script.mjs'
import { startSite, warmUp } from './lib/site-process.mjs'

const routes = { 'trang chủ': '/', 'bài viết': '/cach-chup-man-hinh-iphone', 'tìm kiếm': '/tim-kiem?s=chup+man+hinh' }
const site = await startSite({ port: Number(process.env.BENCH_PORT ?? 3200) })
try {
  await warmUp(site.url, Object.values(routes))
  const rows = []
  let peakMemory = 0
  for (const [name, path] of Object.entries(routes)) {
    const sampler = setInterval(async () => (peakMemory = Math.max(peakMemory, await site.memoryMiB())), 500)
    // Browsers ask for compressed pages; so does the load.
    const result = await autocannon({ url: site.url + path, connections: 50, duration: 10, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    clearInterval(sampler)
    rows.push({
      route: `${name} ${path}`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    })
  }
  console.table(rows)
  console.log(`Bộ nhớ máy chủ lúc tải cao nhất: ${Math.round(peakMemory)} MiB`)
} finally {
  site.stop()
}

const search = spawnSync(process.execPath, tsScript('scripts/bench-search.ts'), { stdio: 'inherit', env: process.env })
process.exit(search.status ?? 1)
