import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'

/** PostgreSQL needs TEST_POSTGRES_URL: a server and a role that may create databases (`.ci/run` starts one). */
export type TestDatabase = 'sqlite' | 'postgres'

/** Makes a new, empty PostgreSQL database for one test file; returns its URL and how to drop it. */
async function freshPostgresDatabase(adminUrl: string) {
  const { default: pg } = await import('pg')
  const name = `thuthuat_test_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    // FORCE ends the test's own connections; an autovacuum worker (the server's, not the role's) cannot be ended by
    // the test role ("must be a member of the role whose process is being terminated"): it is waited for, a few times.
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
            return
          } catch (error) {
            if (attempt >= 10) throw error
            await new Promise((resolve) => setTimeout(resolve, 500))
          }
        }
      } finally {
        await client.end()
      }
    },
  }
}

/**
 * A real Payload instance over a new, empty database (a SQLite file in a temporary folder, or a new
 * PostgreSQL database), migrated like production. The environment must be set before the config is
 * imported, so the config is loaded here, lazily; one database per test file.
 */
export async function startPayload(
  database: TestDatabase = 'sqlite',
): Promise<{ payload: Payload; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thuthuat-int-'))
  const postgres = database === 'postgres' ? await freshPostgresDatabase(process.env.TEST_POSTGRES_URL!) : null
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = postgres?.url ?? `file:${path.join(dataDir, 'test.db')}`
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
      // Dropping the database ends the connections Payload's pool still holds; that is expected here.
      ;(payload.db as { pool?: { on(event: 'error', listener: () => void): void } }).pool?.on('error', () => {})
      await payload.destroy()
      await postgres?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A user account with the given roles (all test accounts share one long enough password). */
export function createUser(payload: Payload, email: string, roles: User['roles']): Promise<User> {
  return payload.create({ collection: 'users', data: { email, password: 'mat-khau-du-dai-123', roles } })
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

/** The field messages a refused Payload operation gives (none when it succeeds). */
export async function fieldErrors(action: Promise<unknown>): Promise<string[]> {
  const error = await action.then(
    () => null,
    (reason: { data?: { errors?: { message: string }[] } }) => reason,
  )
  return error?.data?.errors?.map((item) => item.message) ?? []
}
