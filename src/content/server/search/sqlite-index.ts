import { ftsMatchExpression } from '@/content/rules/search/logic'
import type { RawSql } from '../../../server/database/raw-sql'
import type { IndexedCollection, SearchIndex } from './types'

/**
 * Full-text index in SQLite FTS5 (tables `posts_fts` and `products_fts`, created by migrations), rowid = document id.
 * Text is stored folded (no diacritics, lower case) so `chup man hinh` finds `chụp màn hình`.
 * Ranking: BM25 with the title weighted ten times the body. Its vocabulary (`…_fts_vocab`, an fts5vocab table) gives
 * the number of documents holding each word.
 */
export function sqliteSearchIndex(db: RawSql, collection: IndexedCollection): SearchIndex {
  const { sql } = db
  const table = sql.raw(`${collection}_fts`)
  const vocabulary = sql.raw(`${collection}_fts_vocab`)
  return {
    async upsert(id, title, body) {
      await db.changed(sql`DELETE FROM ${table} WHERE rowid = ${id}`)
      await db.changed(sql`INSERT INTO ${table} (rowid, title, body) VALUES (${id}, ${title}, ${body})`)
    },
    async remove(id) {
      await db.changed(sql`DELETE FROM ${table} WHERE rowid = ${id}`)
    },
    async query(terms, limit, offset) {
      const match = ftsMatchExpression(terms)
      const rows = await db.rows<{ id: number }>(
        sql`SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ${match} ORDER BY bm25(${table}, 10.0, 1.0) LIMIT ${limit} OFFSET ${offset}`,
      )
      const [{ total }] = await db.rows<{ total: number }>(
        sql`SELECT count(*) AS total FROM ${table} WHERE ${table} MATCH ${match}`,
      )
      return { ids: rows.map((row) => Number(row.id)), total: Number(total) }
    },
    async documentCounts(words) {
      if (!words.length) return new Map()
      const rows = await db.rows<{ term: string; doc: number }>(
        sql`SELECT term, doc FROM ${vocabulary} WHERE term IN (SELECT value FROM json_each(${JSON.stringify(words)}))`,
      )
      return new Map(rows.map((row) => [row.term, Number(row.doc)]))
    },
    async holdsPrefix(prefix) {
      const rows = await db.rows(
        sql`SELECT 1 FROM ${table} WHERE ${table} MATCH ${ftsMatchExpression([prefix])} LIMIT 1`,
      )
      return rows.length > 0
    },
  }
}
