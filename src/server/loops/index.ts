import { type PostgresAdapter, sql as postgresSql } from '@payloadcms/db-postgres'
import { type SQLiteAdapter, sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { LoopPlan } from '@/features/loops/query'
import { planSql, type SqlTag } from './plan-sql'

export interface LoopPage {
  ids: number[]
  total: number
}

/** Up to how many posts SQLite reads a page from the sets its conditions pick from rather than in order (plan-sql.ts). */
export const FEW_POSTS = 1000

/**
 * The ids of the posts on a loop's page, in order, and how many posts the loop has in all. On SQLite the count comes
 * first: when it is at most `fewPosts`, the page is read from the sets (the tests try both ways).
 */
export async function loopPostIds(payload: Payload, plan: LoopPlan, { fewPosts = FEW_POSTS } = {}): Promise<LoopPage> {
  if (payload.db.name === 'sqlite') {
    const db = (payload.db as unknown as SQLiteAdapter).drizzle
    const statements = planSql(sqliteSql, plan)
    if (!statements) return { ids: [], total: 0 }
    const total = Number((await db.all<{ total: number }>(statements.count))[0].total)
    const page = statements.pageFromSets && total <= fewPosts ? statements.pageFromSets : statements.page
    const rows = await db.all<{ id: number }>(page)
    return { ids: rows.map((row) => Number(row.id)), total }
  }
  if (payload.db.name === 'postgres') {
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const statements = planSql(postgresSql as unknown as SqlTag, plan)
    if (!statements) return { ids: [], total: 0 }
    const [{ rows }, counted] = await Promise.all([db.execute<{ id: number }>(statements.page), db.execute<{ total: string }>(statements.count)])
    return { ids: rows.map((row) => Number(row.id)), total: Number(counted.rows[0].total) }
  }
  throw new Error(`Loops cannot query the ${payload.db.name} database adapter`)
}
