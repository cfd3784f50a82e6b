import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { vi } from '@/i18n/vi'
import { staticMarkup } from '@/lib/static-markup'
import { formatVnd } from '@/lib/vi'
import type { CartLine, CartView } from '@/shop/rules/cart-view'
import { CartTable, CartTotals } from './CartPageParts'
import { CART_COUPON_FORM, REMOVE_COUPON_ACTION } from './CouponBox'
import { cartLine } from './cart-line.fixture'
import { CHECKOUT_PATH } from './paths'

const line = cartLine

const view = (savings: number, lines: CartLine[] = []): CartView => ({
  lines,
  totals: { itemCount: 3, subtotal: 420_000, regularSubtotal: 420_000 + savings, savings },
  notices: [],
})

/** The opening tag of the element holding `attribute` (attribute order is React's, not ours). */
const tagWith = (html: string, attribute: string) => html.match(new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`))?.[0] ?? ''

/** A row of the totals' list, by its class, as its term and its value. */
const row = (html: string, className: string) =>
  html.match(new RegExp(`<div class="${className}"><dt>(.*?)</dt><dd>(.*?)</dd></div>`))?.slice(1) ?? null

describe('the cart page table', () => {
  const lines = [
    line('sac', { name: 'Sạc <nhanh>', variant: 'Trắng', quantity: 2, unitPrice: 90_000, regularUnitPrice: 120_000 }),
    line('op', { name: 'Ốp lưng', quantity: 4, available: 5 }),
    line('cap', { name: 'Cáp', quantity: 1, available: 5_000 }),
  ]

  it('names each quantity field for its line and bounds it by the stock or the limit a line', async () => {
    const html = await staticMarkup(createElement(CartTable, { view: view(0, lines) }))
    expect(html).toMatch(/^<table class="cart-table"><caption class="visually-hidden">/)
    expect(html).toContain(`<label><span class="visually-hidden">${vi.cart.quantityOf('Sạc &lt;nhanh&gt;')}</span>`)
    const first = tagWith(html, 'name="quantity_0"')
    expect(first).toMatch(/type="number" min="0" max="999"/)
    expect(first).toContain('value="2"')
    expect(first).toMatch(/required=""/)
    expect(tagWith(html, 'name="quantity_1"')).toContain('max="5"')
    expect(tagWith(html, 'name="quantity_2"')).toContain('max="999"')
    expect(tagWith(html, 'name="line_1"')).toMatch(/type="hidden".*value="op"/)
    expect(html).toContain(`<del class="price__regular">${formatVnd(120_000)}</del> ${formatVnd(90_000)}</td>`)
    expect(html).toContain('<p class="cart-line__variant">Trắng</p>')
  })

  it("gives each line a remove button named for it that sends the line's key to the remove action", async () => {
    const html = await staticMarkup(createElement(CartTable, { view: view(0, lines) }))
    const remove = tagWith(html, `aria-label="${vi.cart.remove('Ốp lưng')}"`)
    expect(remove).toMatch(/^<button type="submit" value="op" class="cart-line__remove-button"/)
    expect(remove).toMatch(/formAction="\/\?shop-ajax=remove_from_cart"/i)
  })
})

describe('the cart page totals', () => {
  const discounts = {
    coupons: [
      { code: 'GIAM10', discount: 42_000, freeShipping: false },
      { code: 'FREESHIP', discount: 0, freeShipping: true },
    ],
    total: 378_000,
  }

  it('shows the savings on sale prices only when there are some', async () => {
    const saved = await staticMarkup(createElement(CartTotals, { view: view(50_000) }))
    expect(row(saved, 'cart-totals__savings')).toEqual([vi.cart.savings, `−${formatVnd(50_000)}`])
    expect(row(saved, 'cart-totals__subtotal')).toEqual([vi.cart.subtotal, formatVnd(420_000)])
    const none = await staticMarkup(createElement(CartTotals, { view: view(0) }))
    expect(none).not.toContain(vi.cart.savings)
    expect(none).toContain(`<dt>${vi.cart.itemCount}</dt><dd>3</dd>`)
  })

  it('without coupons, says that coupons come at the checkout and shows no total after them', async () => {
    for (const none of [null, { coupons: [], total: 420_000 }]) {
      const html = await staticMarkup(createElement(CartTotals, { view: view(0), discounts: none }))
      expect(html).toContain(`<p class="cart-totals__note">${vi.cart.shippingLater}</p>`)
      expect(html).not.toContain('cart-totals__coupon')
      expect(html).not.toContain(vi.cart.totalAfterCoupons)
      expect(tagWith(html, 'class="button cart-totals__checkout"')).toContain(`href="${CHECKOUT_PATH}"`)
    }
  })

  it("lists each coupon with what it takes off, a remove button that sends the coupon box's form, and the total after them", async () => {
    const html = await staticMarkup(createElement(CartTotals, { view: view(0), discounts }))
    expect(html).toContain(`<dt>${vi.cart.coupon('GIAM10', false)}</dt><dd>−${formatVnd(42_000)} <button`)
    expect(html).toContain(`<dt>${vi.cart.coupon('FREESHIP', true)}</dt><dd> <button`)
    const remove = tagWith(html, 'value="GIAM10"')
    expect(remove).toMatch(/^<button type="submit" class="coupon-remove"/)
    expect(remove).toContain(`form="${CART_COUPON_FORM}"`)
    expect(remove).toMatch(new RegExp(`formAction="${REMOVE_COUPON_ACTION.replace(/[?]/g, '\\?')}"`, 'i'))
    expect(remove).toMatch(/formNoValidate=""/i)
    expect(remove).toContain('name="coupon"')
    expect(remove).toContain(`aria-label="${vi.cart.removeCoupon('GIAM10')}"`)
    expect(html).toContain(`>${vi.cart.removeCouponShort}</button>`)
    expect(row(html, 'cart-totals__total')).toEqual([vi.cart.totalAfterCoupons, formatVnd(378_000)])
    expect(html).toContain(`<p class="cart-totals__note">${vi.cart.shippingLaterWithCoupons}</p>`)
  })
})
