import type { CartLine, CartView } from '@/shop/rules/cart-view'
import { maxLineQuantity } from '@/shop/rules/logic'
import { vi } from '@/i18n/vi'
import { html, type Markup } from '@/lib/html'
import { formatVnd } from '@/lib/vi'
import { imageHtml } from '../../site/image-html'

/**
 * The cart's parts as HTML text: the cart page renders them, and every cart change answers them as fragments keyed
 * by these selectors (docs/shop.md, Fragments), so every view of the cart on a page stays in step.
 */
export const CART_FRAGMENTS = {
  count: '.menu-cart__count',
  subtotal: '.menu-cart__subtotal',
  body: '.menu-cart__body',
  table: '.cart-table',
  totals: '.cart-totals',
} as const

import { CART_PATH, CHECKOUT_PATH, SHOP_PATH } from './paths'

/** The cart's coupons as its totals show them: each code applied and what it takes off, and the total after them. */
export interface CartDiscounts {
  coupons: { code: string; discount: number; freeShipping: boolean }[]
  total: number
}

/** The cart page's coupon form (src/shop/views/CouponBox.tsx), which the totals' remove buttons send. */
export const CART_COUPON_FORM = 'cart-coupon-form'
export const APPLY_COUPON_ACTION = '/?shop-ajax=apply_coupon'
export const REMOVE_COUPON_ACTION = '/?shop-ajax=remove_coupon'

const thumb = (line: CartLine, size: string) =>
  line.image?.url
    ? imageHtml(line.image.url, line.image.width ?? 1200, line.image.height ?? 1200, size, 'cart-thumb')
    : html`<span class="cart-thumb"></span>`

const unitPrice = (line: CartLine) =>
  html`${line.unitPrice < line.regularUnitPrice ? html`<del class="price__regular">${formatVnd(line.regularUnitPrice)}</del> ` : ''}${formatVnd(line.unitPrice)}`

/** The header's count badge, read as "3 sản phẩm" (hidden at 0). */
export const cartCountHtml = (count: number): Markup =>
  html`<span class="menu-cart__count" data-count="${count}"><span aria-hidden="true">${count}</span><span class="visually-hidden">${vi.cart.countLabel(count)}</span></span>`

/** The header's subtotal. */
export const cartSubtotalHtml = (subtotal: number): Markup =>
  html`<span class="menu-cart__subtotal">${formatVnd(subtotal)}</span>`

/** One line of the mini-cart: picture, name, variant, price, a quantity stepper and its remove button. */
function miniCartLine(line: CartLine): Markup {
  const max = Math.min(line.available ?? maxLineQuantity, maxLineQuantity)
  return html`<li class="menu-cart__item">
    ${thumb(line, '56px')}
    <div class="menu-cart__item-text">
      <a href="${line.href}" class="menu-cart__item-name">${line.name}</a>
      ${line.variant ? html`<span class="menu-cart__item-variant">${line.variant}</span>` : ''}
      <span class="menu-cart__item-price">${unitPrice(line)}</span>
      <span class="quantity-stepper" role="group" aria-label="${vi.cart.quantityOf(line.name)}">
        <button type="button" data-cart-line="${line.key}" data-cart-quantity="${line.quantity - 1}" aria-label="${vi.cart.less(line.name)}">−</button>
        <span class="quantity-stepper__value">${line.quantity}</span>
        <button type="button" data-cart-line="${line.key}" data-cart-quantity="${line.quantity + 1}" aria-label="${vi.cart.more(line.name)}"${line.quantity >= max ? ' disabled' : ''}>+</button>
      </span>
    </div>
    <button type="button" class="menu-cart__remove" data-cart-line="${line.key}" data-cart-quantity="0" aria-label="${vi.cart.remove(line.name)}">×</button>
  </li>`
}

/** The mini-cart's content: its lines, subtotal and the way to the cart, or a word that it is empty. */
export function miniCartBodyHtml(view: CartView): Markup {
  if (view.lines.length === 0) {
    return html`<div class="menu-cart__body"><p class="menu-cart__empty">${vi.cart.miniEmpty}</p><a class="button button--secondary" href="${SHOP_PATH}">${vi.cart.backToShop}</a></div>`
  }
  return html`<div class="menu-cart__body">
    <ul class="menu-cart__items">${view.lines.map(miniCartLine)}</ul>
    <p class="menu-cart__total"><span>${vi.cart.subtotal}</span> <strong>${formatVnd(view.totals.subtotal)}</strong></p>
    <div class="menu-cart__buttons"><a class="button button--secondary" href="${CART_PATH}">${vi.cart.viewCart}</a><a class="button" href="${CHECKOUT_PATH}">${vi.cart.checkout}</a></div>
  </div>`
}

/** One line of the cart page's table; its remove button sends the table's form to the remove action. */
function cartRow(line: CartLine, index: number): Markup {
  const max = Math.min(line.available ?? maxLineQuantity, maxLineQuantity)
  return html`<tr class="cart-line">
    <td class="cart-line__product">${thumb(line, '72px')}<div><a href="${line.href}" class="cart-line__name">${line.name}</a>${
      line.variant ? html`<p class="cart-line__variant">${line.variant}</p>` : ''
    }</div></td>
    <td class="cart-line__price" data-label="${vi.cart.unitPrice}">${unitPrice(line)}</td>
    <td class="cart-line__quantity" data-label="${vi.cart.quantity}"><input type="hidden" name="line_${index}" value="${line.key}"><label><span class="visually-hidden">${vi.cart.quantityOf(line.name)}</span><input type="number" name="quantity_${index}" value="${line.quantity}" min="0" max="${max}" step="1" inputmode="numeric" required></label></td>
    <td class="cart-line__total" data-label="${vi.cart.lineTotal}">${formatVnd(line.total)}</td>
    <td class="cart-line__remove"><button type="submit" formaction="/?shop-ajax=remove_from_cart" name="line" value="${line.key}" class="cart-line__remove-button" aria-label="${vi.cart.remove(line.name)}"><span aria-hidden="true">×</span></button></td>
  </tr>`
}

/** The cart page's table of lines (inside its update form). */
export function cartTableHtml(view: CartView): Markup {
  return html`<table class="cart-table">
    <caption class="visually-hidden">${vi.cart.caption}</caption>
    <thead><tr><th scope="col">${vi.cart.product}</th><th scope="col">${vi.cart.unitPrice}</th><th scope="col">${vi.cart.quantity}</th><th scope="col">${vi.cart.lineTotal}</th><th scope="col"><span class="visually-hidden">${vi.cart.removeColumn}</span></th></tr></thead>
    <tbody>${view.lines.map(cartRow)}</tbody>
  </table>`
}

/** The cart page's totals: the item count, the savings on sale prices and the subtotal. */
export function cartTotalsHtml(view: CartView, discounts: CartDiscounts | null = null): Markup {
  const { totals } = view
  const coupons = discounts?.coupons ?? []
  return html`<div class="cart-totals">
    <h2 class="cart-totals__title">${vi.cart.totals}</h2>
    <dl>
      <div><dt>${vi.cart.itemCount}</dt><dd>${totals.itemCount}</dd></div>
      ${totals.savings > 0 ? html`<div class="cart-totals__savings"><dt>${vi.cart.savings}</dt><dd>−${formatVnd(totals.savings)}</dd></div>` : ''}
      <div class="cart-totals__subtotal"><dt>${vi.cart.subtotal}</dt><dd>${formatVnd(totals.subtotal)}</dd></div>
      ${coupons.map(
        (
          coupon,
        ) => html`<div class="cart-totals__coupon"><dt>${vi.cart.coupon(coupon.code, coupon.freeShipping)}</dt><dd>${coupon.discount ? `−${formatVnd(coupon.discount)}` : ''}
          <button type="submit" class="coupon-remove" form="${CART_COUPON_FORM}" formaction="${REMOVE_COUPON_ACTION}" formnovalidate name="coupon" value="${coupon.code}" aria-label="${vi.cart.removeCoupon(coupon.code)}">${vi.cart.removeCouponShort}</button></dd></div>`,
      )}
      ${discounts && coupons.length ? html`<div class="cart-totals__total"><dt>${vi.cart.totalAfterCoupons}</dt><dd>${formatVnd(discounts.total)}</dd></div>` : ''}
    </dl>
    <p class="cart-totals__note">${coupons.length ? vi.cart.shippingLaterWithCoupons : vi.cart.shippingLater}</p>
    <a class="button cart-totals__checkout" href="${CHECKOUT_PATH}">${vi.cart.proceedToCheckout}</a>
  </div>`
}

/** Every fragment of the cart, by selector: what each cart change answers (`discounts`: its coupons', when it has some). */
export function cartFragmentsHtml(view: CartView, discounts: CartDiscounts | null = null): Record<string, string> {
  return {
    [CART_FRAGMENTS.count]: cartCountHtml(view.totals.itemCount).html,
    [CART_FRAGMENTS.subtotal]: cartSubtotalHtml(view.totals.subtotal).html,
    [CART_FRAGMENTS.body]: miniCartBodyHtml(view).html,
    [CART_FRAGMENTS.table]: cartTableHtml(view).html,
    [CART_FRAGMENTS.totals]: cartTotalsHtml(view, discounts).html,
  }
}
