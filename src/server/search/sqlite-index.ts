import { sql } from '@payloadcms/db-sqlite'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { ftsMatchExpression } from '@/features/search/logic'
import type { SearchIndex } from './types'

/**
 * Full-text index in SQLite FTS5 (table `posts_fts`, created by a migration), rowid = post id.
 * Text is stored folded (no diacritics, lower case) so `chup man hinh` finds `chụp màn hình`.
 * Ranking: BM25 with the title weighted ten times the body.
 */
export function sqliteSearchIndex(db: SQLiteAdapter['drizzle']): SearchIndex {
  return {
    async upsert(id, title, body) {
      await db.run(sql`DELETE FROM posts_fts WHERE rowid = ${id}`)
      await db.run(sql`INSERT INTO posts_fts (rowid, title, body) VALUES (${id}, ${title}, ${body})`)
    },
    async remove(id) {
      await db.run(sql`DELETE FROM posts_fts WHERE rowid = ${id}`)
    },
    async query(terms, limit, offset) {
      const match = ftsMatchExpression(terms)
      const rows = await db.all<{ id: number }>(
        sql`SELECT rowid AS id FROM posts_fts WHERE posts_fts MATCH ${match} ORDER BY bm25(posts_fts, 10.0, 1.0) LIMIT ${limit} OFFSET ${offset}`,
      )
      const [{ total }] = await db.all<{ total: number }>(sql`SELECT count(*) AS total FROM posts_fts WHERE posts_fts MATCH ${match}`)
      return { ids: rows.map((row) => Number(row.id)), total: Number(total) }
    },
  }
}
