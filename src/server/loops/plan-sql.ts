import type { sql as SqliteSql } from '@payloadcms/db-sqlite'
import { type LoopCondition, type LoopPlan, RANDOM_MODULUS, type TermField } from '@/features/loops/query'

/** Drizzle's `sql` tag of the adapter in use (SQLite's and PostgreSQL's are the same drizzle version). */
export type SqlTag = typeof SqliteSql
type Sql = ReturnType<SqlTag>
type Condition = Exclude<LoopCondition, { kind: 'nothing' }>

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
function conditionSql(sql: SqlTag, condition: Condition): Sql {
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

/** The posts a negative condition leaves out, as the positive condition that picks them. */
function leftOut(condition: Extract<Condition, { kind: 'noTerm' | 'notIds' }>): Condition {
  return condition.kind === 'noTerm' ? { kind: 'anyTerm', field: condition.field, ids: condition.ids } : { kind: 'ids', ids: condition.ids }
}

const isNegative = (condition: Condition): condition is Extract<Condition, { kind: 'noTerm' | 'notIds' }> =>
  condition.kind === 'noTerm' || condition.kind === 'notIds'

/** Conditions that pick posts from a set of ids (terms, ids, bylines) rather than from every post. */
const picksFromSet = (condition: Condition) => condition.kind === 'anyTerm' || condition.kind === 'ids' || condition.kind === 'author'

/**
 * The order of a plan's posts. Published posts always have a date (the collection sets it on publishing) and a
 * modification time, so no NULLS clause is needed, which lets both databases read the order from an index. `unindexed`
 * writes the column as an expression (SQLite's `+`), which keeps SQLite from walking its index.
 */
function orderSql(sql: SqlTag, sort: LoopPlan['sort'], unindexed = false): Sql {
  if (sort.by === 'random') return sql`(CAST(p.id AS BIGINT) * ${sort.seed}) % ${RANDOM_MODULUS}, p.id DESC`
  const column = sql`${unindexed ? sql.raw('+') : sql``}p.${sql.identifier({ date: 'published_at', title: 'title', modified: 'updated_at' }[sort.by])}`
  return sort.direction === 'asc' ? sql`${column} ASC, p.id DESC` : sql`${column} DESC, p.id DESC`
}

const published = (sql: SqlTag) => sql`p._status = 'published'`

/**
 * How many published posts a plan selects. Leaving posts out is counted as all the others take minus those left
 * out: counting "not in this set" tests every post, counting "in this set" reads only the set.
 */
function countSql(sql: SqlTag, conditions: Condition[]): Sql {
  const negatives = conditions.filter(isNegative)
  const base = sql.join(
    [published(sql), ...conditions.filter((condition) => !isNegative(condition)).map((condition) => conditionSql(sql, condition))],
    sql` AND `,
  )
  if (!negatives.length) return sql`SELECT count(*) AS total FROM posts p WHERE ${base}`
  const excluded = sql.join(
    negatives.map((condition) => conditionSql(sql, leftOut(condition))),
    sql` OR `,
  )
  return sql`SELECT (SELECT count(*) FROM posts p WHERE ${base}) - (SELECT count(*) FROM posts p WHERE ${base} AND (${excluded})) AS total`
}

export interface LoopStatements {
  page: Sql
  count: Sql
  /**
   * The page read from the sets its conditions pick from, sorted afterwards: for SQLite (`+`), when those sets hold few
   * posts. Without statistics SQLite walks the order's index even then, testing every post against the sets (two tags
   * together: 12 ms over 100,000 posts, rather than under 1). Null when no condition picks from a set.
   */
  pageFromSets: Sql | null
}

/**
 * The page of published post ids a plan selects and their count, as statements; null when it matches nothing.
 * Ties are broken by id, so pages never repeat or skip a post.
 */
export function planSql(sql: SqlTag, plan: LoopPlan): LoopStatements | null {
  if (plan.conditions.some((condition) => condition.kind === 'nothing')) return null
  const conditions = plan.conditions as Condition[]
  const rest = conditions.map((condition) => conditionSql(sql, condition))
  const where = sql.join([published(sql), ...rest], sql` AND `)
  const window = sql`LIMIT ${plan.limit} OFFSET ${plan.offset}`
  const fromSets = conditions.some(picksFromSet)
    ? sql`SELECT p.id AS id FROM posts p WHERE ${sql.join([sql`+p._status = 'published'`, ...rest], sql` AND `)} ORDER BY ${orderSql(sql, plan.sort, true)} ${window}`
    : null
  return {
    page: sql`SELECT p.id AS id FROM posts p WHERE ${where} ORDER BY ${orderSql(sql, plan.sort)} ${window}`,
    count: countSql(sql, conditions),
    pageFromSets: fromSets,
  }
}
