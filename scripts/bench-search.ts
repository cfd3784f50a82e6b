/**
 * Search at scale: 10,000 articles in a temporary SQLite database, 300 queries through the same
 * code the search page uses. Prints p50 and p95.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thuthuat-bench-'))
process.env.DATA_DIR = dir
process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`

const { sql } = await import('@payloadcms/db-sqlite')
const { getPayload } = await import('payload')
const { default: config } = await import('../src/cms/payload.config')
const { migrateDatabase } = await import('../src/cms/migrate')
const { seedArticles } = await import('../src/cms/seed/articles')
const { searchPostIds } = await import('../src/server/search')
const { foldDiacritics } = await import('../src/lib/vi')

const payload = await getPayload({ config })
await migrateDatabase(payload)
const db = (payload.db as unknown as { drizzle: { run: (query: unknown) => Promise<unknown> } }).drizzle

const COUNT = 10_000
console.log(`Đang tạo chỉ mục ${COUNT} bài…`)
await db.run(sql`BEGIN`)
for (let id = 1; id <= COUNT; id++) {
  const article = seedArticles[id % seedArticles.length]
  const title = foldDiacritics(`${article.title} ${id}`)
  const body = foldDiacritics(article.body)
  await db.run(sql`INSERT INTO posts_fts (rowid, title, body) VALUES (${id}, ${title}, ${body})`)
}
await db.run(sql`COMMIT`)

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
await payload.destroy()
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
