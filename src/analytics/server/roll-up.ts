import type { Payload } from 'payload'
import { vietnamDay } from '@/lib/vi'
import { writeInSharedTransaction } from '@/server/group-commit'
import { rawSql, transactionSql } from '@/server/database/raw-sql'
import { rollUp } from '../rules/rollup'
import { deleteOldSalts } from './salts'
import { eventsOfDay } from './store'

const DAY_MS = 24 * 60 * 60 * 1000
/** Rows written by one statement: well under both databases' limits on bound values. */
const ROWS_PER_INSERT = 500

/**
 * Counts the raw events of `day` into its rollups (docs/measurement.md, Rollups), replacing what was counted before:
 * safe to run again, and again as the day goes on. Answers how many rows it wrote.
 */
export async function rollUpDay(payload: Payload, day: string): Promise<number> {
  const rows = rollUp(await eventsOfDay(payload, day))
  await writeInSharedTransaction(payload, async (req) => {
    const { sql, changed } = await transactionSql(payload, req)
    await changed(sql`DELETE FROM analytics_rollups WHERE day = ${day}`)
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const values = rows
        .slice(start, start + ROWS_PER_INSERT)
        .map((row) => sql`(${day}, ${row.hour}, ${row.metric}, ${row.key}, ${row.count}, ${row.total})`)
      await changed(
        sql`INSERT INTO analytics_rollups (day, hour, metric, key, count, total) VALUES ${sql.join(values, sql`, `)}`,
      )
    }
  })
  return rows.length
}

/** Deletes raw events of the days before the last `keptDays` (their rollups stay) and salts older than 48 hours. */
export async function pruneRawEvents(payload: Payload, keptDays: number, now = Date.now()): Promise<number> {
  const firstKept = vietnamDay(now - keptDays * DAY_MS)
  const db = await rawSql(payload)
  const deleted = await db.changed(db.sql`DELETE FROM analytics_events WHERE day < ${firstKept}`)
  await deleteOldSalts(payload, now)
  return deleted
}
