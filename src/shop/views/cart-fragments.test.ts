import { describe, expect, it } from 'vitest'
import type { CartView } from '@/shop/rules/cart-view'
import { CART_FRAGMENTS, cartFragments } from './cart-fragments'
import type { CartDiscounts } from './CartPageParts'

const view: CartView = {
  lines: [
    {
      key: 'sac',
      productId: 1,
      name: 'Sạc',
      href: '/san-pham/sac',
      image: null,
      variant: '',
      unitPrice: 90_000,
      regularUnitPrice: 90_000,
      quantity: 2,
      available: null,
      total: 180_000,
    },
  ],
  totals: { itemCount: 2, subtotal: 180_000, regularSubtotal: 180_000, savings: 0 },
  notices: [],
}
const empty: CartView = {
  lines: [],
  totals: { itemCount: 0, subtotal: 0, regularSubtotal: 0, savings: 0 },
  notices: [],
}
const discounts: CartDiscounts = {
  coupons: [{ code: 'GIAM10', discount: 18_000, freeShipping: false }],
  total: 162_000,
}

/** The classes of a fragment's outer element: the page puts the fragment in place of the element its selector matches. */
const outerClasses = (html: string) => html.match(/^<[a-z]+ class="([^"]*)"/)?.[1].split(' ') ?? []

describe("the cart's fragments", () => {
  it('are one element each, matched by its own selector, for an empty cart and one with lines', async () => {
    const carts: [CartView, CartDiscounts | null][] = [
      [view, discounts],
      [empty, null],
    ]
    for (const [contents, coupons] of carts) {
      const fragments = await cartFragments(contents, coupons)
      expect(Object.keys(fragments).sort()).toEqual(Object.values(CART_FRAGMENTS).sort())
      for (const [selector, html] of Object.entries(fragments)) {
        expect(outerClasses(html)).toContain(selector.slice(1))
        expect(html).not.toContain('<!-- -->')
      }
    }
  })

  it('carry the count, the subtotal and the coupons of the cart they were made for', async () => {
    const fragments = await cartFragments(view, discounts)
    expect(fragments[CART_FRAGMENTS.count]).toContain('data-count="2"')
    expect(fragments[CART_FRAGMENTS.subtotal]).toContain('180.000')
    expect(fragments[CART_FRAGMENTS.totals]).toContain('value="GIAM10"')
    expect(fragments[CART_FRAGMENTS.table]).toContain('name="quantity_0"')
    expect(fragments[CART_FRAGMENTS.body]).toContain('data-cart-line="sac"')
  })
})
