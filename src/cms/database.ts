import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { dataDir } from './paths'

const migrationsRoot = path.resolve('src/cms/migrations')

/** `file:` (default `file:./data/site.db`) → embedded SQLite; `postgres://` → PostgreSQL. */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  if (url?.startsWith('postgres')) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: url || `file:${path.join(dataDir, 'site.db')}` },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
  })
}
