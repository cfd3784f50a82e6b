import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'
import { transactionSql } from '../../../server/database/raw-sql'

/**
 * The next order's sequence number, counted in the transaction of `req` (so an order rolled back gives its number
 * back, and a number once used is never given again, even after its order is deleted). The counter's one row is
 * made by the first order.
 */
export async function nextOrderSequence(payload: Payload, req: PayloadRequest): Promise<number> {
  const db = await transactionSql(payload, req)
  const [row] = await db.rows<{ last_order_number: number | string }>(
    sql`UPDATE shop_counter SET last_order_number = COALESCE(last_order_number, 0) + 1 RETURNING last_order_number`,
  )
  if (row) return Number(row.last_order_number)
  await payload.updateGlobal({ slug: 'shop-counter', data: { lastOrderNumber: 1 }, req, overrideAccess: true })
  return 1
}
