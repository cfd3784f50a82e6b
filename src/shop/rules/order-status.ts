/**
 * An order's life (docs/shop.md, Orders): WooCommerce's statuses with the moves allowed between them, the readable order
 * number, and what each status means for stock and downloads. Pure.
 *
 * - A new order is `pending` (waiting for payment) or, paid at once or paid on delivery, `processing`.
 * - `cancelled` and `refunded` are final; `failed` may be tried again (back to pending or on to processing).
 * - Stock taken by an order returns when it is cancelled or fails; it is taken again only by a new order.
 * - An order is paid once the money is in (isPaid): a card or wallet order in `processing` (the provider confirmed it),
 *   a transfer the shop confirmed (moved to `processing`), or, for cash on delivery, `completed` (the courier collected).
 *   Its downloads open only then; until then the customer is told what the shop waits for (unpaidReason).
 * - Unpaid orders that hold stock are released after the shop's hold time (holdsUnpaidStock).
 */

import { vi } from '@/i18n/vi'

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = vi.orders.statuses

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'on-hold', 'completed', 'cancelled', 'failed'],
  'on-hold': ['pending', 'processing', 'completed', 'cancelled', 'failed'],
  processing: ['on-hold', 'completed', 'cancelled', 'refunded'],
  completed: ['processing', 'refunded'],
  failed: ['pending', 'processing', 'on-hold', 'cancelled'],
  cancelled: [],
  refunded: [],
}

export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus)

/** Whether an order may move from one status to another (staying put is always allowed). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || MOVES[from].includes(to)
}

/** The statuses an order in `from` may move to, for the admin's explanation of a refused move. */
export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => MOVES[from]

/** Whether an order in this status keeps the stock it took (cancelled and failed orders gave theirs back). */
export const holdsStock = (status: OrderStatus) => status !== 'cancelled' && status !== 'failed'

/** What decides whether an order is paid: its status and how it is paid. */
export interface PaidState {
  status: OrderStatus
  paymentMethod?: string | null
}

/**
 * Whether the customer has paid: downloads open, the order counts as a sale. A cash-on-delivery order is processed at
 * once, but paid only when the shop marks it completed (the money came back with the courier).
 */
export const isPaid = ({ status, paymentMethod }: PaidState) =>
  status === 'completed' || (status === 'processing' && paymentMethod !== 'cod')

/** Whether an order is still open and unpaid: it counts towards a buyer's cap of unpaid orders (cash on delivery included). */
export const isOpenUnpaid = (order: PaidState) =>
  (order.status === 'pending' || order.status === 'on-hold' || order.status === 'processing') && !isPaid(order)

/** The statuses and ways to pay of the orders released when the shop's hold time runs out (see isReleasable). */
export const RELEASABLE = { pending: ['stripe', 'paypal', 'bacs'], 'on-hold': ['bacs'] } as const

/**
 * Whether an unpaid order is released when the shop's hold time runs out: one still waiting for an online payment or
 * a bank transfer, never paid. Cash on delivery is not (the shop is sending it), nor an order the shop held for
 * another reason after it was paid.
 */
export const isReleasable = ({ status, paymentMethod, paidAt }: PaidState & { paidAt?: string | null }) =>
  !paidAt &&
  (RELEASABLE[status as keyof typeof RELEASABLE] as readonly string[] | undefined)?.includes(paymentMethod ?? '') ===
    true

/** The shop's hold time in minutes (0: never released), as the settings give it: a whole number, 60 when unset. */
export const holdMinutesOf = (setting: number | null | undefined) =>
  typeof setting === 'number' && Number.isFinite(setting) ? Math.max(0, Math.floor(setting)) : 60

/** When an order is released if still unpaid, or null: not releasable, or the shop holds stock without limit. */
export function releaseTime(
  order: PaidState & { paidAt?: string | null; createdAt: string },
  holdMinutes: number,
): Date | null {
  return holdMinutes > 0 && isReleasable(order) ? new Date(Date.parse(order.createdAt) + holdMinutes * 60_000) : null
}

/** What an unpaid order's downloads wait for, in the customer's words (null once paid, or when nothing can open them). */
export function unpaidReason(order: PaidState): string | null {
  if (isPaid(order) || !isOpenUnpaid(order)) return null
  if (order.paymentMethod === 'cod') return vi.orders.filesWaiting.cod
  if (order.paymentMethod === 'bacs') return vi.orders.filesWaiting.bacs
  return vi.orders.filesWaiting.online
}

const NUMBER_PREFIX = 'TT-'

/** The readable order number: `TT-` and the order's sequence number, at least six digits (`TT-000123`). */
export function orderNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`An order sequence must be a positive integer, not ${sequence}`)
  return `${NUMBER_PREFIX}${String(sequence).padStart(6, '0')}`
}

/** The sequence number in an order number as typed (`TT-000123`, `tt000123`, `#123`…), or null. */
export function readOrderNumber(text: unknown): number | null {
  if (typeof text !== 'string') return null
  const match = /^\s*(?:#|tt-?)?0*(\d{1,12})\s*$/i.exec(text)
  const sequence = match ? Number(match[1]) : Number.NaN
  return Number.isSafeInteger(sequence) && sequence > 0 ? sequence : null
}
