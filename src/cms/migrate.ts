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
