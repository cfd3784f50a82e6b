import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { ShopSetting } from '@/payload-types'
import { transactionSql } from '@/server/database/raw-sql'
import type { Buyer } from './quote'

/** Orders open and unpaid (isOpenUnpaid): waiting for a payment or a transfer, or cash on delivery not yet completed. */
const OPEN_UNPAID: Where = {
  or: [
    { status: { in: ['pending', 'on-hold'] } },
    { and: [{ status: { equals: 'processing' } }, { paymentMethod: { equals: 'cod' } }] },
  ],
}

/** The shop's cap on a buyer's open unpaid orders (0: none), 3 when unset. */
const capOf = (settings: ShopSetting) =>
  typeof settings.maxOpenUnpaidOrders === 'number' && Number.isFinite(settings.maxOpenUnpaidOrders)
    ? Math.max(0, Math.floor(settings.maxOpenUnpaidOrders))
    : 3

/**
 * Inside the order's transaction: whether the buyer (their e-mail, or their account) already has as many open unpaid
 * orders as the shop allows, so one buyer cannot hold the shop's stock with order after order. On PostgreSQL the
 * buyer's e-mail is locked until the transaction ends, so two orders sent together are counted one after the other
 * (SQLite writes one transaction at a time).
 */
export async function overUnpaidCap(
  payload: Payload,
  req: PayloadRequest,
  settings: ShopSetting,
  buyer: Buyer,
): Promise<number | null> {
  const cap = capOf(settings)
  if (!cap) return null
  if (payload.db.name === 'postgres')
    await (
      await transactionSql(payload, req)
    ).rows(sql`SELECT pg_advisory_xact_lock(hashtext(${`buyer:${buyer.email}`}))`)
  const mine: Where[] = [
    { email: { equals: buyer.email } },
    ...(buyer.customerId !== null ? [{ customer: { equals: buyer.customerId } }] : []),
  ]
  const { totalDocs } = await payload.count({
    collection: 'orders',
    where: { and: [OPEN_UNPAID, { or: mine }] },
    overrideAccess: true,
    req,
  })
  return totalDocs >= cap ? cap : null
}
