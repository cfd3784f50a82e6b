import type { Payload } from 'payload'
import type { LoopPlan } from '@/loops/rules/query'
import { rawSql } from '../../server/database/raw-sql'
import { type LoopStatements, planSql, publishedCountSql } from './plan-sql'

export interface LoopPage {
  ids: number[]
  total: number
}

/** Up to how many posts SQLite reads a page from the sets its conditions pick from rather than in order (plan-sql.ts). */
export const FEW_POSTS = 1000

type Rows = <R>(statement: LoopStatements['page']) => Promise<R[]>

interface LoopReadOptions {
  /** Up to how many posts SQLite reads a page from the sets (the tests try both ways). */
  fewPosts?: number
  /** How many posts are published, when the caller keeps that number (it changes only with the posts). */
  publishedCount?: () => Promise<number>
  /** The moment read at: posts dated later are scheduled, not shown (the tests move it). */
  now?: Date
}

/** A plan's count: what its positive conditions select (every published post when none) minus what it leaves out. */
async function countOf(statements: LoopStatements, rows: Rows, publishedCount: () => Promise<number>): Promise<number> {
  const total = async (statement: LoopStatements['page']) =>
    Number((await rows<{ total: number | string }>(statement))[0].total)
  const [counted, subtracted] = await Promise.all([
    statements.counted ? total(statements.counted) : publishedCount(),
    statements.subtracted ? total(statements.subtracted) : 0,
  ])
  return counted - subtracted
}

/**
 * The ids of the posts on a loop's page, in order, and how many posts the loop has in all. On SQLite the count comes
 * first: when it is at most `fewPosts`, the page is read from the sets.
 */
export async function loopPostIds(payload: Payload, plan: LoopPlan, options: LoopReadOptions = {}): Promise<LoopPage> {
  const now = (options.now ?? new Date()).toISOString()
  const db = await rawSql(payload)
  const rows: Rows = (statement) => db.rows(statement)
  const statements = planSql(db.sql, plan, now)
  if (!statements) return { ids: [], total: 0 }
  const publishedCount =
    options.publishedCount ??
    (async () => Number((await rows<{ total: number | string }>(publishedCountSql(db.sql, now)))[0].total))
  if (db.dialect === 'sqlite') {
    const total = await countOf(statements, rows, publishedCount)
    const page =
      statements.pageFromSets && total <= (options.fewPosts ?? FEW_POSTS) ? statements.pageFromSets : statements.page
    return { ids: (await rows<{ id: number }>(page)).map((row) => Number(row.id)), total }
  }
  const [ids, total] = await Promise.all([
    rows<{ id: number }>(statements.page),
    countOf(statements, rows, publishedCount),
  ])
  return { ids: ids.map((row) => Number(row.id)), total }
}
