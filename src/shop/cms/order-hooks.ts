import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  canMoveOrder,
  holdsStock,
  isOrderStatus,
  isPaid,
  nextStatuses,
} from '@/shop/rules/order-status'
import { type StockClaim, returnStock, stockClaimsOf } from '@/shop/server/checkout/stock'
import { invalidate } from '@/cms/cache/invalidate'
import { PRODUCTS_TAG, productTag } from '@/cms/cache/tags'
import type { Order } from '@/payload-types'
import { queueOrderMails } from './order-mails'

/** What only the checkout writes: an editor's change to an order never alters what was bought, for how much, by whom. */
const KEPT_FIELDS = [
  'number',
  'customer',
  'email',
  'lines',
  'coupons',
  'shipping',
  'subtotal',
  'discountTotal',
  'shippingTotal',
  'total',
  'paymentMethod',
  'transactionId',
  'foreignAmount',
  'downloads',
  'history',
  'orderKey',
  'stockHeld',
] as const

/** Whether the change comes from the shop's own code (checkout, payment), which may write every field. */

/**
 * Stock given back (an order cancelled, failed or refunded, by hand or by the hold time) is written with SQL, which
 * runs no product hook: the shop's lists, the products' pages and the carts' reads must be told, as after an order.
 */
async function showReturnedStock(req: PayloadRequest, claims: StockClaim[]): Promise<void> {
  if (!claims.length) return
  const ids = [...new Set(claims.map((claim) => claim.productId))]
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    select: { slug: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  await invalidate(
    req.payload,
    [PRODUCTS_TAG, ...docs.flatMap((product) => (product.slug ? [productTag(product.slug)] : []))],
    req,
  )
}

export const SHOP_WRITE = 'shopWrite'

const whoChanged = (user: unknown) => {
  const account = user as { name?: string | null; email?: string } | null
  return account ? account.name || account.email || 'Người quản lý' : 'Hệ thống'
}

/** The statuses' names, quoted and joined, for a refusal. */
const statusNames = (statuses: readonly OrderStatus[]) =>
  statuses.map((status) => `“${ORDER_STATUS_LABELS[status]}”`).join(', ')

/**
 * Before an order is saved: a status may only move as WooCommerce's do (canMoveOrder), and each move writes a line of
 * history (who, when, from, to, the note given with it); moving to cancelled or failed gives the order's stock back;
 * new notes and refunds are stamped with who wrote them and when; refunds never add up to more than the order.
 */
export const checkOrderChange: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const shopWrite = req.context[SHOP_WRITE] === true
  if (!shopWrite) for (const field of KEPT_FIELDS) (data as Record<string, unknown>)[field] = originalDoc[field]
  const who = whoChanged(req.user)
  const at = new Date().toISOString()
  const from = originalDoc.status
  const to = isOrderStatus(data.status) ? data.status : from
  if (from !== to) {
    if (!canMoveOrder(from, to)) {
      const next = nextStatuses(from)
      const message = `Không thể chuyển đơn từ “${ORDER_STATUS_LABELS[from]}” sang “${ORDER_STATUS_LABELS[to]}”. ${next.length ? `Đơn này chỉ chuyển được sang ${statusNames(next)}.` : 'Đơn này đã kết thúc.'}`
      throw new ValidationError({ errors: [{ path: 'status', message }] })
    }
    const note = typeof data.statusNote === 'string' ? data.statusNote.trim().slice(0, 1000) : ''
    data.history = [
      ...(data.history ?? originalDoc.history ?? []),
      { from: ORDER_STATUS_LABELS[from], to: ORDER_STATUS_LABELS[to], by: who, at, note },
    ]
    if (originalDoc.stockHeld && !holdsStock(to)) {
      const claims = stockClaimsOf(originalDoc.lines ?? [])
      await returnStock(req.payload, req, claims)
      await showReturnedStock(req, claims)
      data.stockHeld = false
    }
    if (isPaid({ status: to, paymentMethod: originalDoc.paymentMethod }) && !originalDoc.paidAt) data.paidAt = at
  }
  data.notes = (data.notes ?? []).map((note) => (note.at ? note : { ...note, by: who, at }))
  data.refunds = (data.refunds ?? []).map((refund) => (refund.at ? refund : { ...refund, by: who, at }))
  const refunded = data.refunds.reduce((sum, refund) => sum + (refund.amount ?? 0), 0)
  if (refunded > originalDoc.total) {
    throw new ValidationError({
      errors: [{ path: 'refunds', message: 'Tổng số tiền hoàn không được lớn hơn giá trị đơn hàng.' }],
    })
  }
  return data
}

/** After an order is saved: the customer hears of its new status and of notes written to them (queued mails). */
export const recordOrderChange: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const earlierNotes = new Set((previousDoc.notes ?? []).map((note) => note.id))
  const newNotes = (doc.notes ?? [])
    .filter((note) => note.toCustomer && !earlierNotes.has(note.id))
    .map((note) => note.text)
  await queueOrderMails(
    req.payload,
    doc,
    { statusChangedFrom: previousDoc.status !== doc.status ? previousDoc.status : null, customerNotes: newNotes },
    req,
  )
  return doc
}
