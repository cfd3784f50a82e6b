import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { vi } from '@/i18n/vi'
import { staticMarkup } from '@/lib/static-markup'
import { formatVnd } from '@/lib/vi'
import type { Media } from '@/payload-types'
import type { CartLine, CartView } from '@/shop/rules/cart-view'
import { maxLineQuantity } from '@/shop/rules/logic'
import { CartCount, CartSubtotal, MiniCartBody } from './CartParts'
import { cartLine } from './cart-line.fixture'
import { CART_PATH, CHECKOUT_PATH, SHOP_PATH } from './paths'

const line = cartLine

const view = (lines: CartLine[]): CartView => ({
  lines,
  totals: { itemCount: 3, subtotal: 420_000, regularSubtotal: 470_000, savings: 50_000 },
  notices: [],
})

/** The opening tag of the element holding `attribute` (attribute order is React's, not ours). */
const tagWith = (html: string, attribute: string) => html.match(new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`))?.[0] ?? ''

/** The text of an element that opens with `opening`, up to its first closing tag. */
const textAfter = (html: string, opening: string) => html.split(opening)[1]?.split('</')[0] ?? ''

describe('the header cart', () => {
  it('shows the count to the eye and says it in words to a screen reader', async () => {
    const html = await staticMarkup(createElement(CartCount, { count: 3 }))
    expect(html).toMatch(/^<span class="menu-cart__count" data-count="3">/)
    expect(textAfter(html, '<span aria-hidden="true">')).toBe('3')
    expect(textAfter(html, '<span class="visually-hidden">')).toBe(vi.cart.countLabel(3))
  })

  it('shows the subtotal in đồng', async () => {
    const html = await staticMarkup(createElement(CartSubtotal, { subtotal: 420_000 }))
    expect(html).toBe(`<span class="menu-cart__subtotal">${formatVnd(420_000)}</span>`)
  })
})

describe('the mini-cart', () => {
  const onSale = line('sac', {
    name: 'Sạc <nhanh> & "gọn"',
    variant: 'Trắng',
    unitPrice: 150_000,
    regularUnitPrice: 200_000,
    quantity: 2,
    image: { id: 1, url: '/media/sac.jpg', width: 800, height: 600 } as Media,
  })
  const lastInStock = line('op', { name: 'Ốp lưng', quantity: 5, available: 5 })
  const atTheLimit = line('cap', { name: 'Cáp', quantity: maxLineQuantity, available: 5_000 })

  it('lists each line with its name (escaped), variant, regular price struck through and a lazy picture', async () => {
    const html = await staticMarkup(createElement(MiniCartBody, { view: view([onSale, lastInStock]) }))
    expect(html).toMatch(/^<div class="menu-cart__body"><ul class="menu-cart__items">/)
    expect(tagWith(html, 'class="menu-cart__item-name"')).toContain('href="/san-pham/sac"')
    expect(textAfter(html, 'class="menu-cart__item-name">')).toBe('Sạc &lt;nhanh&gt; &amp; &quot;gọn&quot;')
    expect(textAfter(html, '<span class="menu-cart__item-variant">')).toBe('Trắng')
    expect(html).toContain(`<del class="price__regular">${formatVnd(200_000)}</del> ${formatVnd(150_000)}</span>`)
    const picture = tagWith(html, 'class="cart-thumb"')
    expect(picture).toMatch(/^<img alt="" loading="lazy" width="800" height="600"/)
    expect(picture).toContain('sizes="56px"')
    expect(html).toContain('<span class="cart-thumb"></span>')
    expect(html.match(/menu-cart__item-variant/g)).toHaveLength(1)
  })

  it('offers one more until the stock or the limit a line is reached', async () => {
    const html = await staticMarkup(createElement(MiniCartBody, { view: view([onSale, lastInStock, atTheLimit]) }))
    const more = (name: string) => tagWith(html, `aria-label="${vi.cart.more(name)}"`)
    expect(more('Sạc &lt;nhanh&gt; &amp; &quot;gọn&quot;')).not.toContain('disabled')
    expect(more('Sạc &lt;nhanh&gt; &amp; &quot;gọn&quot;')).toContain('data-cart-quantity="3"')
    expect(more('Ốp lưng')).toContain('disabled=""')
    expect(more('Cáp')).toContain('disabled=""')
    expect(tagWith(html, `aria-label="${vi.cart.less('Ốp lưng')}"`)).toContain('data-cart-quantity="4"')
    const remove = tagWith(html, `aria-label="${vi.cart.remove('Ốp lưng')}"`)
    expect(remove).toContain('data-cart-line="op"')
    expect(remove).toContain('data-cart-quantity="0"')
  })

  it('ends with the subtotal and the ways to the cart and the checkout', async () => {
    const html = await staticMarkup(createElement(MiniCartBody, { view: view([onSale]) }))
    expect(html).toContain(`<span>${vi.cart.subtotal}</span> <strong>${formatVnd(420_000)}</strong>`)
    expect(textAfter(html, `href="${CART_PATH}">`)).toBe(vi.cart.viewCart)
    expect(textAfter(html, `href="${CHECKOUT_PATH}">`)).toBe(vi.cart.checkout)
  })

  it('says when it is empty and leads back to the shop', async () => {
    const html = await staticMarkup(createElement(MiniCartBody, { view: view([]) }))
    expect(html).toMatch(/^<div class="menu-cart__body"><p class="menu-cart__empty">/)
    expect(textAfter(html, '<p class="menu-cart__empty">')).toBe(vi.cart.miniEmpty)
    expect(textAfter(html, `href="${SHOP_PATH}">`)).toBe(vi.cart.backToShop)
    expect(html).not.toContain('menu-cart__items')
    expect(html).not.toContain(CHECKOUT_PATH)
  })
})
