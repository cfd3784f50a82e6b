import { timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { hasRole } from '@/cms/access'
import { settleCardPayment } from '@/shop/cms/checkout/card-payment.server'
import { readShopSettings } from '@/shop/cms/settings'
import type { Order, Page, User } from '@/payload-types'
import { getPageById } from '@/cms/queries'
import { paymentDue } from '@/shop/server/payments/payment-due'
import type { PaymentDue } from '@/shop/server/payments/payment-due'

const sameKey = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The order a visitor may see at its received page: by its number, with its key (a guest's link, from the checkout
 * and the mail), or as the account that placed it, or as staff. Null otherwise (the page is a 404, as for a number
 * that does not exist: nobody learns which numbers do).
 */
export async function loadReceivedOrder(
  payload: Payload,
  number: string,
  key: string | null,
  user: User | null,
): Promise<{ order: Order; due: PaymentDue | null } | null> {
  if (!/^TT-\d{6,12}$/.test(number)) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0] as Order | undefined
  if (!order) return null
  const owner = typeof order.customer === 'object' ? order.customer?.id : order.customer
  const allowed =
    (key !== null && Boolean(order.orderKey) && sameKey(key, order.orderKey ?? '')) ||
    (user !== null && owner === user.id) ||
    hasRole(user, 'admin', 'editor')
  if (!allowed) return null
  const settled = await settleCardPayment(payload, order)
  return { order: settled, due: await paymentDue(settled, await readShopSettings(payload)) }
}

/** The builder page the shop shows with the order just placed ("Trang tóm tắt đơn hàng"), when one is chosen and published. */
export async function purchaseSummaryPage(payload: Payload): Promise<Page | null> {
  const chosen = (await readShopSettings(payload)).purchaseSummaryPage
  const id = typeof chosen === 'object' ? chosen?.id : chosen
  return id ? getPageById(id) : null
}
