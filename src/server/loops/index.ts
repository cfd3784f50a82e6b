import { type PostgresAdapter, sql as postgresSql } from '@payloadcms/db-postgres'
import { type SQLiteAdapter, sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import type { LoopPlan } from '@/features/loops/query'
import { planSql, type SqlTag } from './plan-sql'

export interface LoopPage {
  ids: number[]
  total: number
}

/** The ids of the posts on a loop's page, in order, and how many posts the loop has in all. */
export async function loopPostIds(payload: Payload, plan: LoopPlan): Promise<LoopPage> {
  if (payload.db.name === 'sqlite') {
    const db = (payload.db as unknown as SQLiteAdapter).drizzle
    const statements = planSql(sqliteSql, plan)
    if (!statements) return { ids: [], total: 0 }
    const [rows, [{ total }]] = await Promise.all([db.all<{ id: number }>(statements.page), db.all<{ total: number }>(statements.count)])
    return { ids: rows.map((row) => Number(row.id)), total: Number(total) }
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
