/**
 * Reading a WordPress export: a generated one of 50,000 articles (or the count given) written to a temporary file,
 * then read back through the reader the import uses (docs/import.md, Measured). Prints items per second and the
 * memory the reading took: the heap over what it was before (sampled every 1,000 items) and the process's peak RSS.
 * Figures only; no pass/fail.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readExport } from '../src/wordpress/server/read-export'
import { writeWxr } from './lib/generate-wxr'

const POSTS = Number(process.argv[2] ?? 50_000)
const MB = 1024 * 1024
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'thuthuat-bench-wxr-'))
const file = path.join(folder, 'export.xml')

try {
  console.log(`Đang tạo bản xuất WordPress ${POSTS} bài…`)
  await writeWxr(file, POSTS)
  const size = fs.statSync(file).size

  globalThis.gc?.()
  const before = process.memoryUsage()
  let heapPeak = before.heapUsed
  let rssPeak = before.rss
  let items = 0
  let problems = 0
  const started = performance.now()
  for await (const record of readExport(file)) {
    if (record.kind === 'problem') problems++
    if (record.kind !== 'item' || ++items % 1000 !== 0) continue
    const { heapUsed, rss } = process.memoryUsage()
    heapPeak = Math.max(heapPeak, heapUsed)
    rssPeak = Math.max(rssPeak, rss)
  }
  const seconds = (performance.now() - started) / 1000
  globalThis.gc?.()
  const after = process.memoryUsage()

  const mb = (bytes: number) => (bytes / MB).toFixed(1)
  console.log(
    `Đọc ${items} mục (${mb(size)} MB) trong ${seconds.toFixed(1)} s: ${Math.round(items / seconds)} mục/s, ` +
      `${mb(size / seconds)} MB/s, ${problems} vấn đề`,
  )
  console.log(
    `Bộ nhớ: heap trước ${mb(before.heapUsed)} MB, cao nhất ${mb(heapPeak)} MB (+${mb(heapPeak - before.heapUsed)}), ` +
      `sau ${mb(after.heapUsed)} MB${globalThis.gc ? '' : ' (chạy với --expose-gc để dọn rác trước khi đo)'}; ` +
      `RSS trước ${mb(before.rss)} MB, cao nhất ${mb(rssPeak)} MB, ` +
      `đỉnh của tiến trình ${mb(process.resourceUsage().maxRSS * 1024)} MB`,
  )
} finally {
  fs.rmSync(folder, { recursive: true, force: true })
}
