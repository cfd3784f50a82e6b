import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/** Full-text index of published posts (see src/content/server/search/postgres-index.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`
    CREATE TABLE IF NOT EXISTS posts_search (
      id integer PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
      title text NOT NULL,
      body text NOT NULL,
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
      ) STORED
    )`)
  await db.execute('CREATE INDEX IF NOT EXISTS posts_search_document_idx ON posts_search USING GIN (document)')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute('DROP TABLE IF EXISTS posts_search')
}
