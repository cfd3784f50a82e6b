import type { Payload, TaskConfig, Where } from 'payload'
import { RELEASABLE, holdMinutesOf, isReleasable } from '@/shop/rules/order-status'
import { readShopSettings } from './settings'

/** How often unpaid orders past the hold time are looked for: an order is released within this time of its deadline. */
const EVERY_MINUTES = 5
/** Orders released per run; the next run takes the rest. */
const BATCH = 100

/** The orders the hold time releases now: never paid, waiting for a payment online or by transfer, placed before the deadline. */
function releasableWhere(before: string): Where {
  return {
    and: [
      { createdAt: { less_than: before } },
      { paidAt: { exists: false } },
      {
        or: Object.entries(RELEASABLE).map(([status, methods]): Where => ({
          and: [{ status: { equals: status } }, { paymentMethod: { in: [...methods] } }],
        })),
      },
    ],
  }
}

/**
 * WooCommerce's "hold stock": an order still unpaid when the shop's hold time runs out is cancelled, which gives its
 * stock (and its coupons' uses) back; the customer is told by e-mail, with the reason as a note to them. Each order is
 * read again just before, so a payment confirmed meanwhile keeps it. The number released.
 */
export async function releaseUnpaidOrders(payload: Payload, now = new Date()): Promise<number> {
  const minutes = holdMinutesOf((await readShopSettings(payload)).holdMinutes)
  if (!minutes) return 0
  const before = new Date(now.getTime() - minutes * 60_000).toISOString()
  const { docs } = await payload.find({
    collection: 'orders',
    where: releasableWhere(before),
    sort: 'createdAt',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
  })
  let released = 0
  for (const found of docs) {
    const order = await payload.findByID({
      collection: 'orders',
      id: found.id,
      depth: 0,
      overrideAccess: true,
    })
    if (!isReleasable(order)) continue
    const reason = `Đơn hàng đã tự huỷ vì sau ${minutes} phút cửa hàng vẫn chưa nhận được thanh toán, và hàng đã được trả lại kho. Nếu bạn vẫn muốn mua, hãy đặt lại đơn mới.`
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        status: 'cancelled',
        statusNote: `Tự huỷ: quá ${minutes} phút chưa thanh toán.`,
        notes: [...(order.notes ?? []), { text: reason, toCustomer: true }],
      },
      overrideAccess: true,
      depth: 0,
    })
    released++
  }
  return released
}

export const releaseUnpaidOrdersTask: TaskConfig<'releaseUnpaidOrders'> = {
  slug: 'releaseUnpaidOrders',
  label: 'Huỷ đơn chưa thanh toán quá thời gian giữ hàng',
  schedule: [{ cron: `0 */${EVERY_MINUTES} * * * *`, queue: 'default' }],
  outputSchema: [{ name: 'released', type: 'number' }],
  handler: async ({ req }) => ({ output: { released: await releaseUnpaidOrders(req.payload) } }),
}
