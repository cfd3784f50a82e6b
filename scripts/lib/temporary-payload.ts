import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * Payload over a new SQLite file in a temporary folder, migrated like production, for the benches that fill a
 * database of their own. The environment is set before the config is loaded (it reads where its files go once).
 */
export async function temporaryPayload(
  prefix: string,
): Promise<{ payload: Payload; run: (query: unknown) => Promise<unknown>; done: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  process.env.DATA_DIR = dir
  process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/cms/payload.config')
  const { migrateDatabase } = await import('../../src/cms/migrate')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const { rawSql } = await import('../../src/server/database/raw-sql')
  const db = await rawSql(payload)
  return {
    payload,
    run: (query) => db.changed(query as Parameters<typeof db.changed>[0]),
    done: async () => {
      await payload.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
