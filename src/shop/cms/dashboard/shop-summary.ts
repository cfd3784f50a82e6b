import type { Payload, TypedUser } from 'payload'
import { vietnamDay, vietnamDayStart } from '@/lib/vi'

/** WooCommerce's default "low stock" threshold: a product with this many or fewer left is running out. */
export const LOW_STOCK = 2
const LOW_STOCK_SHOWN = 5

/** Orders waiting for the shop: paid or to be paid on delivery (processing), or waiting for a transfer (on hold). */
export const ORDERS_TO_HANDLE = ['processing', 'on-hold'] as const
/** Today's orders that count as revenue: received, not waiting for a card or cancelled. */
const REVENUE_STATUSES = ['processing', 'on-hold', 'completed'] as const

export interface ShopSummary {
  /** When today began in Vietnam (ISO): today's orders are those placed since. */
  todayStart: string
  ordersToHandle: number
  ordersToday: number
  revenueToday: number
  newSubmissions: number
  lowStock: { id: number; name: string; stockQuantity: number }[]
}

/**
 * What a WooCommerce owner looks at first: orders to handle, today's orders and revenue (Vietnam's day), new form
 * submissions and products running out. Only for those who read orders (editors and administrators): null otherwise.
 */
export async function shopSummary(payload: Payload, user: TypedUser, now = new Date()): Promise<ShopSummary | null> {
  const roles = (user as { roles?: string[] }).roles ?? []
  if (!roles.includes('admin') && !roles.includes('editor')) return null
  const asUser = { user, overrideAccess: false, depth: 0 } as const
  const today = vietnamDayStart(vietnamDay(now)).toISOString()
  const [toHandle, todays, submissions, lowStock] = await Promise.all([
    payload.count({ collection: 'orders', where: { status: { in: [...ORDERS_TO_HANDLE] } }, ...asUser }),
    payload.find({
      collection: 'orders',
      where: { createdAt: { greater_than_equal: today } },
      pagination: false,
      select: { status: true, total: true },
      ...asUser,
    }),
    payload.count({ collection: 'form-submissions', where: { status: { equals: 'new' } }, ...asUser }),
    payload.find({
      collection: 'products',
      where: { and: [{ manageStock: { equals: true } }, { stockQuantity: { less_than_equal: LOW_STOCK } }] },
      sort: 'stockQuantity',
      limit: LOW_STOCK_SHOWN,
      select: { name: true, stockQuantity: true },
      ...asUser,
    }),
  ])
  const received = todays.docs.filter((order) => (REVENUE_STATUSES as readonly string[]).includes(order.status))
  return {
    todayStart: today,
    ordersToHandle: toHandle.totalDocs,
    ordersToday: todays.docs.length,
    revenueToday: received.reduce((sum, order) => sum + (order.total ?? 0), 0),
    newSubmissions: submissions.totalDocs,
    lowStock: lowStock.docs.map((product) => ({
      id: product.id,
      name: product.name,
      stockQuantity: product.stockQuantity ?? 0,
    })),
  }
}
