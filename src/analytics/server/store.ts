import type { Payload } from 'payload'
import { vietnamDay } from '@/lib/vi'
import { writeInSharedTransaction } from '@/server/group-commit'
import { rawSql, transactionSql } from '@/server/database/raw-sql'
import type { StoredEvent } from '../rules/rollup'

/** An event to store, and the order it records when it is a purchase (stored once per order). */
export type EventToStore = StoredEvent & { transactionId?: string }

/**
 * Stores the events of one batch, all or none (a purchase whose order is already recorded is left out), in a transaction shared with the batches that arrive with it (the
 * forms' group commit: a burst of readers pays for one commit). Resolves once they are committed.
 */
export function storeEvents(payload: Payload, events: readonly EventToStore[]): Promise<void> {
  if (events.length === 0) return Promise.resolve()
  return writeInSharedTransaction(payload, async (req) => {
    const { sql, changed } = await transactionSql(payload, req)
    const values = events.map(
      (event) =>
        sql`(${event.at}, ${vietnamDay(event.at)}, ${event.name}, ${event.visitor}, ${event.path}, ${event.source},
          ${event.referrer}, ${event.campaign}, ${event.device}, ${event.browser}, ${event.transactionId ?? null},
          ${JSON.stringify(event.params)})`,
    )
    await changed(
      sql`INSERT INTO analytics_events
            (at, day, name, visitor, path, source, referrer, campaign, device, browser, transaction_id, params)
          VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT (transaction_id) DO NOTHING`,
    )
  })
}

/** A stored event as the database answers it: PostgreSQL's bigint as text, the parameters as JSON. */
type EventRow = Omit<StoredEvent, 'at' | 'params'> & { at: number | string; params: string }

/** The events of one Vietnam day, as the rollups count them. */
export async function eventsOfDay(payload: Payload, day: string): Promise<StoredEvent[]> {
  const db = await rawSql(payload)
  const rows = await db.rows<EventRow>(
    db.sql`SELECT at, name, visitor, path, source, referrer, campaign, device, browser, params
           FROM analytics_events WHERE day = ${day}`,
  )
  return rows.map((row) => ({ ...row, at: Number(row.at), params: JSON.parse(row.params) as StoredEvent['params'] }))
}
