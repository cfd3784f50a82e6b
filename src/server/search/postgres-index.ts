import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { tsQueryExpression } from '@/features/search/logic'
import type { SearchIndex } from './types'

/**
 * Full-text index in PostgreSQL (table `posts_search`, created by a migration): a generated tsvector,
 * title weighted A and body B, under a GIN index. Text is stored folded, as in SQLite.
 */
export function postgresSearchIndex(db: PostgresAdapter['drizzle']): SearchIndex {
  return {
    async upsert(id, title, body) {
      await db.execute(
        sql`INSERT INTO posts_search (id, title, body) VALUES (${id}, ${title}, ${body})
            ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body`,
      )
    },
    async remove(id) {
      await db.execute(sql`DELETE FROM posts_search WHERE id = ${id}`)
    },
    async query(terms, limit, offset) {
      const query = sql`to_tsquery('simple', ${tsQueryExpression(terms)})`
      const { rows } = await db.execute<{ id: number }>(
        sql`SELECT id FROM posts_search WHERE document @@ ${query}
            ORDER BY ts_rank(document, ${query}) DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      )
      const { rows: counted } = await db.execute<{ total: string }>(sql`SELECT count(*) AS total FROM posts_search WHERE document @@ ${query}`)
      return { ids: rows.map((row) => Number(row.id)), total: Number(counted[0].total) }
    },
  }
}
