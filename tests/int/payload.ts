import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * A real Payload instance over a new SQLite file in a temporary folder, migrated like production.
 * DATA_DIR must be set before the config is imported, so the config is loaded here, lazily.
 */
export async function startPayload(): Promise<{ payload: Payload; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thuthuat-int-'))
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = `file:${path.join(dataDir, 'test.db')}`
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/cms/payload.config')
  const { migrateDatabase } = await import('@/cms/migrate')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return {
    payload,
    dataDir,
    stop: async () => {
      await payload.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A rich-text body with the given paragraphs. */
export function richText(...paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [{ type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
      })),
    },
  }
}
