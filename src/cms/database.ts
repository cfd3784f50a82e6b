import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { dataDir } from './paths'
import { serializeWrites, SQLITE_BUSY_TIMEOUT_MS } from './sqlite-writes'

const migrationsRoot = path.resolve('src/cms/migrations')

/**
 * `file:` (default `file:./data/site.db`) → embedded SQLite; `postgres://` → PostgreSQL.
 * Every write runs in a transaction (a save with its hooks and index updates is all or nothing). SQLite runs in
 * WAL mode (readers never wait for the writer; a killed process loses no committed write) with full sync.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  if (url?.startsWith('postgres')) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
  }
  const sqlite = sqliteAdapter({
    client: { url: url || `file:${path.join(dataDir, 'site.db')}` },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
    transactionOptions: { behavior: 'immediate' },
    wal: { synchronous: 'FULL' },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
  })
  return {
    ...sqlite,
    init: (args) => {
      const adapter = sqlite.init(args)
      serializeWrites(adapter)
      return adapter
    },
  }
}
