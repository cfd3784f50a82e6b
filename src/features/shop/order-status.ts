/**
 * An order's life (BEHAVIOUR.md "Shop"): WooCommerce's statuses with the moves allowed between them, the readable order
 * number, and what each status means for stock and downloads. Pure.
 *
 * - A new order is `pending` (waiting for payment) or, paid at once or paid on delivery, `processing`.
 * - `cancelled` and `refunded` are final; `failed` may be tried again (back to pending or on to processing).
 * - Stock taken by an order returns when it is cancelled or fails; it is taken again only by a new order.
 * - Downloads open once the order is paid (`processing` or `completed`).
 */

export const ORDER_STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ thanh toán',
  processing: 'Đang xử lý',
  'on-hold': 'Tạm giữ',
  completed: 'Hoàn thành',
  cancelled: 'Đã huỷ',
  refunded: 'Đã hoàn tiền',
  failed: 'Thất bại',
}

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

/** Whether the customer has paid (or the shop counts it so): downloads open, the order counts as a sale. */
export const isPaid = (status: OrderStatus) => status === 'processing' || status === 'completed'

const NUMBER_PREFIX = 'TT-'

/** The readable order number: `TT-` and the order's sequence number, at least six digits (`TT-000123`). */
export function orderNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`An order sequence must be a positive integer, not ${sequence}`)
  return `${NUMBER_PREFIX}${String(sequence).padStart(6, '0')}`
}

/** The sequence number in an order number as typed (`TT-000123`, `tt000123`, `#123`…), or null. */
export function readOrderNumber(text: unknown): number | null {
  if (typeof text !== 'string') return null
  const match = /^\s*(?:#|tt-?)?0*(\d{1,12})\s*$/i.exec(text)
  const sequence = match ? Number(match[1]) : Number.NaN
  return Number.isSafeInteger(sequence) && sequence > 0 ? sequence : null
}
