import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** Full-text index of published posts (see src/content/server/search/sqlite-index.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS posts_fts USING fts5(title, body, tokenize = 'unicode61')`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS posts_fts`)
}
