import { type LoopCondition, type LoopPlan, RANDOM_MODULUS, type TermField } from '@/loops/rules/query'
import type { Sql, SqlTag } from '../../server/database/raw-sql'

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
  return condition.kind === 'noTerm'
    ? { kind: 'anyTerm', field: condition.field, ids: condition.ids }
    : { kind: 'ids', ids: condition.ids }
}

const isNegative = (condition: Condition): condition is Extract<Condition, { kind: 'noTerm' | 'notIds' }> =>
  condition.kind === 'noTerm' || condition.kind === 'notIds'

/** Conditions that pick posts from a set of ids (terms, ids, bylines) rather than from every post. */
const picksFromSet = (condition: Condition) =>
  condition.kind === 'anyTerm' || condition.kind === 'ids' || condition.kind === 'author'

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

/**
 * The posts visitors may see: published and dated `now` or earlier (a post published with a future date is
 * scheduled). `now` is an ISO time: SQLite keeps dates as ISO text, PostgreSQL reads it as a timestamp.
 */
const published = (sql: SqlTag, now: string, unindexed = false) => {
  const plus = unindexed ? sql.raw('+') : sql``
  return sql`${plus}p._status = 'published' AND ${plus}p.published_at <= ${now}`
}

type TermCondition = Extract<Condition, { kind: 'anyTerm' }>
const isTermCondition = (condition: Condition): condition is TermCondition => condition.kind === 'anyTerm'

/** The join table's rows of a term condition (`r`): the (path, term, post) index reads them. */
function termRowsSql(sql: SqlTag, { field, ids }: TermCondition): Sql {
  return sql`r.path = ${field} AND r.${sql.identifier(TERM_COLUMNS[field])} IN (${idList(sql, ids)})`
}

/**
 * How many published posts have every one of these terms' conditions, counted from the join table: the posts it
 * lists minus the unpublished ones among them (drafts and scheduled posts are few). Counting through the posts instead looks up every
 * post of the set (three categories of 100,000 posts: 5 ms rather than 1.5).
 */
function termCountSql(sql: SqlTag, now: string, [first, ...others]: TermCondition[]): Sql {
  const alsoIn = others.map(
    (condition) => sql` AND r.parent_id IN (SELECT r.parent_id FROM posts_rels r WHERE ${termRowsSql(sql, condition)})`,
  )
  const listed = sql`SELECT count(DISTINCT r.parent_id) FROM posts_rels r WHERE ${termRowsSql(sql, first)}${sql.join(alsoIn, sql``)}`
  const has = (condition: TermCondition) =>
    sql`EXISTS (SELECT 1 FROM posts_rels r WHERE ${termRowsSql(sql, condition)} AND r.parent_id = p.id)`
  const hidden = sql`(p._status = 'draft' OR p._status IS NULL OR p.published_at IS NULL OR p.published_at > ${now})`
  const unpublished = sql`SELECT count(*) FROM posts p WHERE ${hidden} AND ${sql.join([first, ...others].map(has), sql` AND `)}`
  return sql`SELECT (${listed}) - (${unpublished}) AS total`
}

/** How many published posts meet all these conditions (none negative); null for all of them (read and kept by the caller). */
function positiveCountSql(sql: SqlTag, now: string, conditions: Condition[]): Sql | null {
  if (!conditions.length) return null
  if (conditions.every(isTermCondition)) return termCountSql(sql, now, conditions)
  return sql`SELECT count(*) AS total FROM posts p WHERE ${sql.join([published(sql, now), ...conditions.map((condition) => conditionSql(sql, condition))], sql` AND `)}`
}

/**
 * How a plan's posts are counted: the published posts its positive conditions select (`counted`, null for all
 * published posts), minus those of them its negative conditions leave out (`subtracted`): counting "not in this set"
 * tests every post, counting "in this set" reads only the set.
 */
function countSql(sql: SqlTag, now: string, conditions: Condition[]): { counted: Sql | null; subtracted: Sql | null } {
  const positives = conditions.filter((condition) => !isNegative(condition))
  const negatives = conditions.filter(isNegative)
  const counted = positiveCountSql(sql, now, positives)
  if (!negatives.length) return { counted, subtracted: null }
  if (negatives.length === 1)
    return { counted, subtracted: positiveCountSql(sql, now, [...positives, leftOut(negatives[0])]) }
  const excluded = sql.join(
    negatives.map((condition) => conditionSql(sql, leftOut(condition))),
    sql` OR `,
  )
  const base = [published(sql, now), ...positives.map((condition) => conditionSql(sql, condition))]
  return {
    counted,
    subtracted: sql`SELECT count(*) AS total FROM posts p WHERE ${sql.join(base, sql` AND `)} AND (${excluded})`,
  }
}

export interface LoopStatements {
  page: Sql
  /** The count is `counted` (null: every published post) minus `subtracted` (null: none). */
  counted: Sql | null
  subtracted: Sql | null
  /**
   * The page read from the sets its conditions pick from, sorted afterwards: for SQLite (`+`), when those sets hold few
   * posts. Without statistics SQLite walks the order's index even then, testing every post against the sets (two tags
   * together: 12 ms over 100,000 posts, rather than under 1). Null when no condition picks from a set.
   */
  pageFromSets: Sql | null
}

/** Every post visitors may see at `now`: what a loop without positive conditions counts from. */
export const publishedCountSql = (sql: SqlTag, now: string): Sql =>
  sql`SELECT count(*) AS total FROM posts p WHERE ${published(sql, now)}`

/**
 * The page of published post ids a plan selects at `now` (ISO time) and their count, as statements; null when it
 * matches nothing. Ties are broken by id, so pages never repeat or skip a post.
 */
export function planSql(sql: SqlTag, plan: LoopPlan, now: string): LoopStatements | null {
  if (plan.conditions.some((condition) => condition.kind === 'nothing')) return null
  const conditions = plan.conditions as Condition[]
  const rest = conditions.map((condition) => conditionSql(sql, condition))
  const where = sql.join([published(sql, now), ...rest], sql` AND `)
  const window = sql`LIMIT ${plan.limit} OFFSET ${plan.offset}`
  const fromSets = conditions.some(picksFromSet)
    ? sql`SELECT p.id AS id FROM posts p WHERE ${sql.join([published(sql, now, true), ...rest], sql` AND `)} ORDER BY ${orderSql(sql, plan.sort, true)} ${window}`
    : null
  return {
    page: sql`SELECT p.id AS id FROM posts p WHERE ${where} ORDER BY ${orderSql(sql, plan.sort)} ${window}`,
    ...countSql(sql, now, conditions),
    pageFromSets: fromSets,
  }
}
