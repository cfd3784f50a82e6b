import type { Order } from '@/payload-types'

/** Orders that never count as a purchase: the buyer did not pay and will not (docs/measurement.md, Purchases). */
const NOT_PURCHASES: readonly Order['status'][] = ['cancelled', 'failed']

/** An item as GA4's `purchase` lists it. */
interface PurchaseItem {
  item_id: string
  item_name: string
  item_variant?: string
  price: number
  quantity: number
}

/**
 * The `purchase` event's parameters for an order, under GA4's names (docs/measurement.md, Purchases): the order number
 * as `transaction_id`, its total in đồng as `value`, `VND`, the coupon codes and the lines as `items`; null for an
 * order cancelled or failed.
 */
export function purchaseOf(order: Order): Record<string, unknown> | null {
  if (NOT_PURCHASES.includes(order.status)) return null
  const items: PurchaseItem[] = (order.lines ?? []).map((line) => ({
    item_id: line.sku || String(typeof line.product === 'object' ? line.product?.id : (line.product ?? '')),
    item_name: line.name,
    ...(line.variant ? { item_variant: line.variant } : {}),
    price: line.unitPrice,
    quantity: line.quantity,
  }))
  const coupon = (order.coupons ?? []).map((coupon) => coupon.code).join(',')
  return {
    transaction_id: order.number,
    value: order.total,
    currency: 'VND',
    ...(coupon ? { coupon } : {}),
    items,
  }
}
