import type { CartLine } from '@/shop/rules/cart-view'

/** A cart line for the views' tests: one product at 100.000 ₫, with `changes` on top. */
export const cartLine = (key: string, changes: Partial<CartLine>): CartLine => ({
  key,
  productId: 1,
  name: key,
  href: `/san-pham/${key}`,
  image: null,
  variant: '',
  unitPrice: 100_000,
  regularUnitPrice: 100_000,
  quantity: 1,
  available: null,
  total: 100_000,
  ...changes,
})
