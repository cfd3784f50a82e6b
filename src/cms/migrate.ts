import type { Payload } from 'payload'
import { migrations as sqliteMigrations } from './migrations/sqlite'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Applies pending migrations. SQLite's are passed in as modules (they are TypeScript, which a plain
 * dynamic import cannot read); other adapters read their own migration folder.
 * Payload types a migration's arguments as unknown; the generated ones name the adapter's types.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  await payload.db.migrate(payload.db.name === 'sqlite' ? { migrations: sqliteMigrations as Migrations } : undefined)
}
