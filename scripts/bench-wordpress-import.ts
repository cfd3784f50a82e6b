/**
 * Import speed (docs/import.md, Importing, Measured): a generated export of 2,000 articles (or the count given),
 * without media, imported into a temporary SQLite database; prints posts per second and the memory it took (heap
 * sampled every 100 posts, the process's peak RSS).
 */
import os from 'node:os'
import path from 'node:path'
import { temporaryPayload } from './lib/temporary-payload'
import { writeWxr } from './lib/generate-wxr'

const posts = Number(process.argv[2]) || 2_000
const { payload, done } = await temporaryPayload('thuthuat-bench-import-')
const { importWordPress } = await import('../src/wordpress/server/import/import-export')
const file = path.join(os.tmpdir(), `thuthuat-bench-import-${process.pid}.xml`)
await writeWxr(file, posts)
const MB = 1024 * 1024
const heapBefore = process.memoryUsage().heapUsed
let heapPeak = heapBefore
const started = performance.now()
const report = await importWordPress(payload, file, {
  onProgress: ({ itemsDone }) => {
    if (itemsDone % 100 === 0) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)
  },
})
const seconds = (performance.now() - started) / 1000
const imported = report.counts.post?.imported ?? 0
const mb = (bytes: number) => (bytes / MB).toFixed(0)
console.log(
  `Nhập WordPress: ${imported} bài trong ${seconds.toFixed(1)} s (${Math.round(imported / seconds)} bài/s, không media); ` +
    `heap trước ${mb(heapBefore)} MB, cao nhất ${mb(heapPeak)} MB, ` +
    `RSS cao nhất ${mb(process.resourceUsage().maxRSS * 1024)} MB`,
)
await done()
