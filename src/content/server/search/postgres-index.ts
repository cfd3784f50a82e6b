import { tsQueryExpression } from '@/content/rules/search/logic'
import type { RawSql } from '../../../server/database/raw-sql'
import type { IndexedCollection, SearchIndex } from './types'

/**
 * Full-text index in PostgreSQL (tables `posts_search` and `products_search`, created by migrations): a generated
 * tsvector, title weighted A and body B, under a GIN index. Text is stored folded, as in SQLite. The GIN index is the
 * vocabulary: a word's documents are counted from it.
 */
export function postgresSearchIndex(db: RawSql, collection: IndexedCollection): SearchIndex {
  const { sql } = db
  const table = sql.raw(`${collection}_search`)
  return {
    async upsert(id, title, body) {
      await db.changed(
        sql`INSERT INTO ${table} (id, title, body) VALUES (${id}, ${title}, ${body})
            ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body`,
      )
    },
    async remove(id) {
      await db.changed(sql`DELETE FROM ${table} WHERE id = ${id}`)
    },
    async query(terms, limit, offset) {
      const query = sql`to_tsquery('simple', ${tsQueryExpression(terms)})`
      const rows = await db.rows<{ id: number }>(
        sql`SELECT id FROM ${table} WHERE document @@ ${query}
            ORDER BY ts_rank(document, ${query}) DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      )
      const counted = await db.rows<{ total: string }>(
        sql`SELECT count(*) AS total FROM ${table} WHERE document @@ ${query}`,
      )
      return { ids: rows.map((row) => Number(row.id)), total: Number(counted[0].total) }
    },
    async documentCounts(words) {
      if (!words.length) return new Map()
      // Words hold only letters and digits (candidates of `searchTerms`' terms), so each is one lexeme, never syntax.
      const rows = await db.rows<{ word: string; docs: string }>(
        sql`SELECT word, docs FROM json_array_elements_text(${JSON.stringify(words)}::json) AS word,
              LATERAL (SELECT count(*) AS docs FROM ${table} WHERE document @@ to_tsquery('simple', word)) AS counted
            WHERE docs > 0`,
      )
      return new Map(rows.map((row) => [row.word, Number(row.docs)]))
    },
    async holdsPrefix(prefix) {
      const rows = await db.rows(
        sql`SELECT 1 FROM ${table} WHERE document @@ to_tsquery('simple', ${tsQueryExpression([prefix])}) LIMIT 1`,
      )
      return rows.length > 0
    },
  }
}
