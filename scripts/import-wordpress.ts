/**
 * `npm run import:wordpress -- <export.xml> [--media <folder or base URL>]` (docs/import.md, Importing): imports a
 * WordPress export into the site's database (DATABASE_URL, or data/site.db), printing progress and the report, and
 * writes the report as CSV beside the export. Run again with the same file: nothing is made twice, and a run stopped
 * half-way goes on where it stopped. WORDPRESS_IMPORT_PAUSE_MS slows each item (the resuming test kills a slow run).
 */
import fs from 'node:fs'
import { getPayload } from 'payload'
import { invalidate } from '../src/cms/cache/invalidate'
import config from '../src/cms/payload.config'
import { migrateDatabase } from '../src/cms/migrate'
import { wordpressImport } from '../src/i18n/wordpress-import'
import { REDIRECTS_TAG } from '../src/redirects/rules'
import { kindLabel, reportCsv } from '../src/wordpress/rules/import/report'
import { importWordPress } from '../src/wordpress/server/import/import-export'
import { WxrRefusal } from '../src/wordpress/rules/wxr'

const args = process.argv.slice(2)
const mediaAt = args.indexOf('--media')
const media = mediaAt >= 0 ? args[mediaAt + 1] : undefined
const file = args.find((arg, index) => !arg.startsWith('--') && index !== mediaAt + 1)
if (!file || !fs.existsSync(file)) {
  console.error('Cách dùng: npm run import:wordpress -- <tệp-xuất.xml> [--media <thư mục hoặc địa chỉ>]')
  process.exit(2)
}
const pauseMs = Number(process.env.WORDPRESS_IMPORT_PAUSE_MS) || 0

const payload = await getPayload({ config })
await migrateDatabase(payload)
const { progress } = wordpressImport
try {
  const report = await importWordPress(payload, file, {
    media,
    onProgress: async (at) => {
      console.log(`${progress.items(at.itemsDone, at.itemsTotal)} · ${progress.media(at.mediaFetched, at.mediaFailed)}`)
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    },
    // The import writes its redirects itself: instances on PostgreSQL reload them once, at the end.
  }).finally(() => invalidate(payload, [REDIRECTS_TAG]))
  for (const [kind, c] of Object.entries(report.counts))
    console.log(
      `${kindLabel(kind)}: ${wordpressImport.csv.counts(c.found, c.imported, c.existing, c.skipped, c.failed)}`,
    )
  for (const line of report.lines)
    console.log(
      `${wordpressImport.csv.outcomes[line.outcome]} · ${kindLabel(line.kind)} #${line.wpKey}: ${line.message}`,
    )
  const csvFile = `${file.replace(/\.xml$/i, '')}.bao-cao.csv`
  fs.writeFileSync(csvFile, reportCsv(report))
  console.log(`Báo cáo CSV: ${csvFile}`)
  process.exit(0)
} catch (error) {
  console.error(error instanceof WxrRefusal ? error.message : error)
  process.exit(1)
}
