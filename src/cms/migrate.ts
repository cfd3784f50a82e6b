import type { Payload } from 'payload'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Applies pending migrations of the adapter in use, passed in as modules (they are TypeScript, which a
 * plain dynamic import cannot read). Payload types a migration's arguments as unknown; the generated
 * ones name their adapter's types.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as Migrations })
}

/** Whether the database has every migration this build knows (an instance of an older build must not serve yet). */
export async function migrationsCurrent(payload: Payload): Promise<boolean> {
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  const latest = migrations.at(-1)?.name
  if (!latest) return true
  const found = await payload.db.find({
    collection: 'payload-migrations',
    where: { name: { equals: latest } },
    limit: 1,
    pagination: false,
  })
  return found.docs.length === 1
}
