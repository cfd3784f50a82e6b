/** What a shopper's cart shows: its lines at today's prices, its totals and the notices about it. Types only. */
import type { Media } from '@/payload-types'
import type { CartTotals } from './logic'

/** A message about the cart, shown above it (docs/shop.md, Notices: success, error or info). */
export interface ShopNotice {
  kind: 'success' | 'error' | 'info'
  message: string
  link?: { href: string; label: string }
}

export interface CartLine {
  key: string
  productId: number
  name: string
  href: string
  image: Media | null
  /** The variant's option values, e.g. "Đen / 10.000 mAh" ('' for a simple product). */
  variant: string
  unitPrice: number
  regularUnitPrice: number
  quantity: number
  /** How many can be bought (null: no limit). */
  available: number | null
  total: number
}

export interface CartView {
  lines: CartLine[]
  totals: CartTotals
  notices: ShopNotice[]
}
