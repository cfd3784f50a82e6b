import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { productIndexText } from '@/content/server/search'
import { onSqlite } from '@/server/database/raw-sql'
import { sqliteSearchIndex } from '@/content/server/search/sqlite-index'

/**
 * Search finds products too, and corrects a mistyped word from what the site holds (src/content/server/search/sqlite-index.ts):
 * a full-text index of published products, filled with those already published, and the vocabularies of both indexes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5(title, body, tokenize = 'unicode61')`)
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS posts_fts_vocab USING fts5vocab(posts_fts, 'row')`)
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS products_fts_vocab USING fts5vocab(products_fts, 'row')`)
  const products = await db.all<{
    id: number
    name: string | null
    short_description: string | null
    description: string | null
  }>(sql`SELECT id, name, short_description, description FROM products WHERE _status = 'published'`)
  const index = sqliteSearchIndex(onSqlite(db), 'products')
  for (const product of products) {
    const { title, body } = productIndexText({
      id: product.id,
      name: product.name,
      shortDescription: product.short_description,
      description: product.description ? JSON.parse(product.description) : null,
    })
    await index.upsert(product.id, title, body)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS products_fts_vocab`)
  await db.run(sql`DROP TABLE IF EXISTS posts_fts_vocab`)
  await db.run(sql`DROP TABLE IF EXISTS products_fts`)
}
