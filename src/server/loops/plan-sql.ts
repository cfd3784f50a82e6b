import type { sql as SqliteSql } from '@payloadcms/db-sqlite'
import { type LoopCondition, type LoopPlan, RANDOM_MODULUS, type TermField } from '@/features/loops/query'

/** Drizzle's `sql` tag of the adapter in use (SQLite's and PostgreSQL's are the same drizzle version). */
export type SqlTag = typeof SqliteSql
type Sql = ReturnType<SqlTag>

/** The join table column of each term relationship (Payload's `posts_rels`). */
const TERM_COLUMNS: Record<TermField, string> = { categories: 'categories_id', tags: 'tags_id' }

function idList(sql: SqlTag, ids: number[]): Sql {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
}

/**
 * Each condition of a plan as SQL on `posts p`. Terms are a set of post ids from the join table, read once from its
 * (path, term, post) index rather than once per post: both databases then either walk that set or the posts in order,
 * whichever is cheaper (migrations `*_loop_indexes`).
 */
function conditionSql(sql: SqlTag, condition: Exclude<LoopCondition, { kind: 'nothing' }>): Sql {
  switch (condition.kind) {
    case 'anyTerm':
    case 'noTerm': {
      const column = sql.identifier(TERM_COLUMNS[condition.field])
      const posts = sql`SELECT r.parent_id FROM posts_rels r WHERE r.path = ${condition.field} AND r.${column} IN (${idList(sql, condition.ids)})`
      return condition.kind === 'anyTerm' ? sql`p.id IN (${posts})` : sql`p.id NOT IN (${posts})`
    }
    case 'author':
      return sql`p.author_id IN (${idList(sql, condition.ids)})`
    case 'featured':
      // A boolean in PostgreSQL, 0 or 1 in SQLite: either reads as a condition.
      return sql`p.featured`
    case 'ids':
      return sql`p.id IN (${idList(sql, condition.ids)})`
    case 'notIds':
      return sql`p.id NOT IN (${idList(sql, condition.ids)})`
  }
}

/**
 * The order of a plan's posts. Published posts always have a date (the collection sets it on publishing) and a
 * modification time, so no NULLS clause is needed, which lets both databases read the order from an index.
 */
function orderSql(sql: SqlTag, sort: LoopPlan['sort']): Sql {
  if (sort.by === 'random') return sql`(CAST(p.id AS BIGINT) * ${sort.seed}) % ${RANDOM_MODULUS}, p.id DESC`
  const column = sql.identifier({ date: 'published_at', title: 'title', modified: 'updated_at' }[sort.by])
  return sort.direction === 'asc' ? sql`p.${column} ASC, p.id DESC` : sql`p.${column} DESC, p.id DESC`
}

/**
 * The page of published post ids a plan selects and their count, as two statements; null when it matches nothing.
 * Ties are broken by id, so pages never repeat or skip a post.
 */
export function planSql(sql: SqlTag, plan: LoopPlan): { page: Sql; count: Sql } | null {
  if (plan.conditions.some((condition) => condition.kind === 'nothing')) return null
  const conditions = plan.conditions.map((condition) => conditionSql(sql, condition as Exclude<LoopCondition, { kind: 'nothing' }>))
  const where = sql.join([sql`p._status = 'published'`, ...conditions], sql` AND `)
  return {
    page: sql`SELECT p.id AS id FROM posts p WHERE ${where} ORDER BY ${orderSql(sql, plan.sort)} LIMIT ${plan.limit} OFFSET ${plan.offset}`,
    count: sql`SELECT count(*) AS total FROM posts p WHERE ${where}`,
  }
}
