// @ts-nocheck: its `sql` and `db` come from two installed copies of drizzle-orm (same version, separate type
// declarations), so TypeScript rejects the pair although they work together.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { productIndexText } from '@/content/server/search'
import { onPostgres } from '@/server/database/raw-sql'
import { postgresSearchIndex } from '@/content/server/search/postgres-index'

/**
 * Search finds products too (src/content/server/search/postgres-index.ts): a full-text index of published products like
 * `posts_search`, filled with those already published.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS products_search (
      id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
      title text NOT NULL,
      body text NOT NULL,
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
      ) STORED
    )`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS products_search_document_idx ON products_search USING GIN (document)`)
  const { rows } = await db.execute(
    sql`SELECT id, name, short_description, description FROM products WHERE _status = 'published'`,
  )
  const index = postgresSearchIndex(onPostgres(db), 'products')
  for (const product of rows) {
    const { title, body } = productIndexText({
      id: product.id,
      name: product.name,
      shortDescription: product.short_description,
      description: product.description,
    })
    await index.upsert(product.id, title, body)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS products_search`)
}
