/**
 * A cart's lines as kept in the database (a list of product, variant and quantity) and the changes a shopper makes
 * to them. Prices are never kept here: they are read from the products each time. Pure.
 */
import { isRecord } from '@/lib/stored-values'
import { capQuantity, maxLineQuantity } from './logic'

export interface CartItem {
  productId: number
  /** The variant's key (its option values joined), or '' for a simple product. */
  variant: string
  quantity: number
}

/** Lines a cart may hold: more is not a shopper's cart. */
export const MAX_CART_LINES = 100

/** The key naming a line: one product, one variant. */
export const itemKey = (item: Pick<CartItem, 'productId' | 'variant'>) => `${item.productId}:${item.variant}`

/** A cart's stored lines; whatever is not a line (a broken row, a repeated key) is left out. */
export function readCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const items: CartItem[] = []
  for (const row of value) {
    if (!isRecord(row)) continue
    const { productId, variant, quantity } = row
    if (!Number.isSafeInteger(productId) || (productId as number) < 1 || typeof variant !== 'string') continue
    if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > maxLineQuantity) continue
    const item = { productId: productId as number, variant, quantity: quantity as number }
    if (seen.has(itemKey(item)) || items.length >= MAX_CART_LINES) continue
    seen.add(itemKey(item))
    items.push(item)
  }
  return items
}

export interface CartChange {
  items: CartItem[]
  /** The line's quantity after the change (0: removed). */
  quantity: number
  /** Whether stock (or the line's limit) held the quantity below what was asked. */
  capped: boolean
}

/**
 * Adds `quantity` of a product (variant) to the cart: to its line when there is one, capped by `available` (null: no
 * limit) and the line's limit. A new line beyond MAX_CART_LINES is refused (null).
 */
export function addItem(items: CartItem[], added: CartItem, available: number | null): CartChange | null {
  const key = itemKey(added)
  const existing = items.find((item) => itemKey(item) === key)
  if (!existing && items.length >= MAX_CART_LINES) return null
  const wanted = Math.min((existing?.quantity ?? 0) + added.quantity, maxLineQuantity)
  const { quantity, capped } = capQuantity(wanted, available)
  const askedMore = (existing?.quantity ?? 0) + added.quantity > quantity
  return { items: withQuantity(items, added, quantity), quantity, capped: capped || askedMore }
}

/** Sets a line's quantity (0 removes it), capped by `available`. */
export function setItemQuantity(
  items: CartItem[],
  line: Pick<CartItem, 'productId' | 'variant'>,
  quantity: number,
  available: number | null,
): CartChange {
  const capped = capQuantity(Math.min(quantity, maxLineQuantity), available)
  return {
    items: withQuantity(items, line, capped.quantity),
    quantity: capped.quantity,
    capped: capped.capped || quantity > maxLineQuantity,
  }
}

/** The lines with `line` at `quantity`: added at the end when new, dropped at 0. */
function withQuantity(items: CartItem[], line: Pick<CartItem, 'productId' | 'variant'>, quantity: number): CartItem[] {
  const key = itemKey(line)
  const found = items.some((item) => itemKey(item) === key)
  const updated = found
    ? items.map((item) => (itemKey(item) === key ? { ...item, quantity } : item))
    : [...items, { ...line, quantity }]
  return updated.filter((item) => item.quantity > 0)
}

/** Most coupons a cart holds at once. */
export const MAX_CART_COUPONS = 10

/** The coupon codes a stored cart holds: strings, each once, at most MAX_CART_COUPONS; anything else is dropped. */
export function readCartCoupons(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const codes = value.filter((code): code is string => typeof code === 'string' && code.length > 0 && code.length <= 50)
  return [...new Set(codes)].slice(0, MAX_CART_COUPONS)
}
