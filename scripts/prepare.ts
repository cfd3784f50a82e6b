/**
 * Run by `npm start` (with tsx) before the server starts:
 * applies pending migrations, fills an empty database with the demo site and,
 * while no account exists, prints the one-time link that creates the first administrator.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import config from '../src/cms/payload.config'
import { migrateDatabase } from '../src/cms/migrate'
import { dataDir } from '../src/cms/paths'
import { seedDemoContent } from '../src/cms/seed'

/** Names this database's content; a new seed gets a new name, so `npm start` rebuilds pages made from the old one. */
const instanceFile = path.join(dataDir, 'instance-id')

const payload = await getPayload({ config })
await migrateDatabase(payload)
// A seed stopped half-way (Ctrl+C, crash) leaves some posts, which would stop the next seed: say so plainly.
const seedMarker = path.join(dataDir, 'seed-in-progress')
if (fs.existsSync(seedMarker)) {
  console.error(
    `\n  Lần tạo nội dung mẫu trước đã bị dừng giữa chừng, nên cơ sở dữ liệu chưa đầy đủ.\n` +
      `  Hãy xoá cơ sở dữ liệu (thư mục ${path.relative(process.cwd(), dataDir) || '.'} với SQLite) rồi chạy lại npm start.\n`,
  )
  process.exit(1)
}
fs.mkdirSync(dataDir, { recursive: true })
fs.writeFileSync(seedMarker, new Date().toISOString())
const started = Date.now()
const seeded = await seedDemoContent(payload, (line) => payload.logger.info(line))
fs.rmSync(seedMarker)
if (seeded) payload.logger.info(`Đã tạo nội dung mẫu trong ${((Date.now() - started) / 1000).toFixed(1)} giây.`)
if (seeded || !fs.existsSync(instanceFile)) fs.writeFileSync(instanceFile, randomUUID())
if ((await payload.count({ collection: 'users' })).totalDocs === 0 && process.env.SETUP_TOKEN) {
  const base = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`
  console.log(`\n  Chưa có tài khoản quản trị. Mở liên kết dùng một lần này để tạo:\n  ${base}/admin/first-user?token=${process.env.SETUP_TOKEN}\n`)
}
process.exit(0)
