import { createElement } from 'react'
import type { CartView } from '@/shop/rules/cart-view'
import { staticMarkup } from '@/lib/static-markup'
import { CartCount, CartSubtotal, MiniCartBody } from './CartParts'
import { type CartDiscounts, CartTable, CartTotals } from './CartPageParts'

/**
 * The selectors of the cart's fragments (docs/shop.md, Fragments): every cart change answers each part of the cart
 * under its selector, and the page replaces every element it matches, so every view of the cart on a page stays in
 * step.
 */
export const CART_FRAGMENTS = {
  count: '.menu-cart__count',
  subtotal: '.menu-cart__subtotal',
  body: '.menu-cart__body',
  table: '.cart-table',
  totals: '.cart-totals',
} as const

/**
 * Every fragment of the cart, by selector: the components the pages render, as HTML (README, "One way to make HTML").
 * `discounts`: its coupons', when it has some.
 */
export async function cartFragments(
  view: CartView,
  discounts: CartDiscounts | null = null,
): Promise<Record<string, string>> {
  const [count, subtotal, body, table, totals] = await Promise.all([
    staticMarkup(createElement(CartCount, { count: view.totals.itemCount })),
    staticMarkup(createElement(CartSubtotal, { subtotal: view.totals.subtotal })),
    staticMarkup(createElement(MiniCartBody, { view })),
    staticMarkup(createElement(CartTable, { view })),
    staticMarkup(createElement(CartTotals, { view, discounts })),
  ])
  return {
    [CART_FRAGMENTS.count]: count,
    [CART_FRAGMENTS.subtotal]: subtotal,
    [CART_FRAGMENTS.body]: body,
    [CART_FRAGMENTS.table]: table,
    [CART_FRAGMENTS.totals]: totals,
  }
}
