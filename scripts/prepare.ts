/**
 * Run by `npm start` (through `payload run`) before the server starts:
 * applies pending migrations, fills an empty database with the demo site and,
 * while no account exists, prints the one-time link that creates the first administrator.
 */
import { getPayload } from 'payload'
import config from '../src/cms/payload.config'
import { seedDemoContent } from '../src/cms/seed'

const payload = await getPayload({ config })
await payload.db.migrate()
const started = Date.now()
if (await seedDemoContent(payload, (line) => payload.logger.info(line))) {
  payload.logger.info(`Đã tạo nội dung mẫu trong ${((Date.now() - started) / 1000).toFixed(1)} giây.`)
}
if ((await payload.count({ collection: 'users' })).totalDocs === 0 && process.env.SETUP_TOKEN) {
  const base = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`
  console.log(`\n  Chưa có tài khoản quản trị. Mở liên kết dùng một lần này để tạo:\n  ${base}/admin/first-user?token=${process.env.SETUP_TOKEN}\n`)
}
process.exit(0)
