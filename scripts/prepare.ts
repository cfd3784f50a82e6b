/**
 * Run by `npm start` (with tsx) before the server starts:
 * applies pending migrations, fills an empty database with the demo site and,
 * while no account exists, prints the one-time link that creates the first administrator and tells `npm start`
 * (over the IPC channel it opens), which prints it again once the site answers.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import config from '../src/cms/payload.config'
import { migrateDatabase } from '../src/cms/migrate'
import { dataDir } from '../src/cms/paths'
import { seedDemoContent } from '../demo'
import { machineAddresses } from '../src/lib/machine-addresses.mjs'
import { firstAdminMessage, startMessages } from './lib/start-messages.mjs'

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
if ((await payload.count({ collection: 'posts' })).totalDocs === 0) payload.logger.info(startMessages.seeding)
const seeded = await seedDemoContent(payload, (line) => payload.logger.info(line))
fs.rmSync(seedMarker)
if (seeded) payload.logger.info(startMessages.seeded(Date.now() - started))
if (seeded || !fs.existsSync(instanceFile)) fs.writeFileSync(instanceFile, randomUUID())
const needsFirstAdmin =
  (await payload.count({ collection: 'users' })).totalDocs === 0 && Boolean(process.env.SETUP_TOKEN)
if (needsFirstAdmin) console.log(firstAdminMessage(process.env, process.env.SETUP_TOKEN!, machineAddresses()))
if (process.send) process.send({ needsFirstAdmin }, undefined, undefined, () => process.exit(0))
else process.exit(0)
