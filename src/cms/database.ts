import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'
import { refuseBadReferences } from './bad-references'
import { dataDir } from './paths'
import { serializeWrites, SQLITE_BUSY_TIMEOUT_MS } from '@/server/database/sqlite-writes'

const migrationsRoot = path.resolve('src/cms/migrations')

/**
 * `file:` (default `file:./data/site.db`) → embedded SQLite; `postgres://` → PostgreSQL.
 * Every write runs in a transaction (a save with its hooks and index updates is all or nothing). SQLite runs in
 * WAL mode (readers never wait for the writer; a killed process loses no committed write) with full sync.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  if (url?.startsWith('postgres')) {
    // Read replicas (docs/instances.md, Topology): reads go to them, except in a transaction and for two seconds
    // after a write (Payload's read-after-write interval), which go to the primary.
    const replicas = (process.env.DATABASE_REPLICA_URLS ?? '').split(',').filter((replica) => replica.trim())
    const postgres = postgresAdapter({
      pool: { connectionString: url },
      ...(replicas.length ? { readReplicas: replicas.map((replica) => replica.trim()) } : {}),
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
    return withChecks(postgres)
  }
  const file = url ? url.replace(/^file:/, '') : path.join(dataDir, 'site.db')
  const sqlite = sqliteAdapter({
    client: { url: `file:${file}` },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
    transactionOptions: { behavior: 'immediate' },
    wal: { synchronous: 'FULL' },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
  })
  const pragmas = [`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`, 'PRAGMA synchronous = FULL']
  return withChecks(sqlite, (adapter) => serializeWrites(adapter, { file, pragmas }))
}

/** The adapter, with a bad reference refused as the editor's mistake (400), and any database-specific wrapping. */
function withChecks(
  database: DatabaseAdapterObj,
  wrap: (adapter: BaseDatabaseAdapter) => void = () => {},
): DatabaseAdapterObj {
  return {
    ...database,
    init: (args) => {
      const adapter = database.init(args)
      refuseBadReferences(adapter)
      wrap(adapter)
      return adapter
    },
  }
}
