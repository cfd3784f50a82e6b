/**
 * Search at scale: 10,000 articles in a temporary SQLite database, 300 queries through the same
 * code the search page uses. Prints p50 and p95.
 */
import { temporaryPayload } from './lib/temporary-payload'

const { payload, run, done } = await temporaryPayload('thuthuat-bench-')
const { sql } = await import('@payloadcms/db-sqlite')
const { seedArticles } = await import('../src/cms/seed/articles')
const { searchPostIds } = await import('../src/server/search')
const { foldDiacritics } = await import('../src/lib/vi')

const COUNT = 10_000
console.log(`Đang tạo chỉ mục ${COUNT} bài…`)
await run(sql`BEGIN`)
for (let id = 1; id <= COUNT; id++) {
  const article = seedArticles[id % seedArticles.length]
  const title = foldDiacritics(`${article.title} ${id}`)
  const body = foldDiacritics(article.body)
  await run(sql`INSERT INTO posts_fts (rowid, title, body) VALUES (${id}, ${title}, ${body})`)
}
await run(sql`COMMIT`)

const queries = ['chup man hinh', 'tiet kiem pin', 'dien thoai', 'zalo', 'sao luu icloud', 'wi-fi yeu', 'bao mat', 'ma qr', 'che do toi', 'khong co gi']
const timings: number[] = []
for (let round = 0; round < 30; round++) {
  for (const query of queries) {
    const started = performance.now()
    await searchPostIds(payload, query, 1 + (round % 3), 10)
    timings.push(performance.now() - started)
  }
}
timings.sort((a, b) => a - b)
const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(1)
console.log(`Tìm kiếm trên ${COUNT} bài (${timings.length} truy vấn): p50 ${at(50)} ms, p95 ${at(95)} ms`)
await done()
process.exit(0)
