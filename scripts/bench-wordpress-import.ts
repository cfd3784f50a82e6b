/**
 * Import speed (docs/import.md, Importing, Measured): a generated export of 2,000 articles (or the count given),
 * without media, imported into a temporary SQLite database; prints items per second.
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
const started = performance.now()
const report = await importWordPress(payload, file)
const seconds = (performance.now() - started) / 1000
const imported = report.counts.post?.imported ?? 0
console.log(
  `Nhập WordPress: ${imported} bài trong ${seconds.toFixed(1)} s (${Math.round(imported / seconds)} bài/s, không media)`,
)
await done()
