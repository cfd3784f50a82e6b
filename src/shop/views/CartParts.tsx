import type { CartLine, CartView } from '@/shop/rules/cart-view'
import { maxLineQuantity } from '@/shop/rules/logic'
import { vi } from '@/i18n/vi'
import { formatVnd } from '@/lib/vi'
import { ResponsiveImage } from '../../site/ResponsiveImage'
import { CART_PATH, CHECKOUT_PATH, SHOP_PATH } from './paths'

/**
 * The header's parts of the cart (count, subtotal, mini-cart) and what its lines share with the cart page's table
 * (CartPageParts.tsx). The page renders them, and every cart change re-sends them as fragments rendered from these
 * same components (cart-fragments.ts; docs/shop.md, Fragments).
 */

/** How many of a line can be bought: its stock, at most the cart's limit a line. */
export const lineMax = (line: CartLine) => Math.min(line.available ?? maxLineQuantity, maxLineQuantity)

/** A line's picture, lazy and decorative (the name beside it says what it is), or an empty square without one. */
export function CartThumb({ line, sizes }: { line: CartLine; sizes: string }) {
  if (!line.image?.url) return <span className="cart-thumb" />
  const { url, width, height } = line.image
  return (
    <ResponsiveImage
      src={url}
      alt=""
      width={width ?? 1200}
      height={height ?? 1200}
      sizes={sizes}
      className="cart-thumb"
    />
  )
}

/** A line's price for one: the regular price struck through before it when on sale. */
export function UnitPrice({ line }: { line: CartLine }) {
  return (
    <>
      {line.unitPrice < line.regularUnitPrice && (
        <>
          <del className="price__regular">{formatVnd(line.regularUnitPrice)}</del>{' '}
        </>
      )}
      {formatVnd(line.unitPrice)}
    </>
  )
}

/** The header's count badge, read as "3 sản phẩm" (hidden at 0). */
export function CartCount({ count }: { count: number }) {
  return (
    <span className="menu-cart__count" data-count={count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{vi.cart.countLabel(count)}</span>
    </span>
  )
}

/** The header's subtotal. */
export function CartSubtotal({ subtotal }: { subtotal: number }) {
  return <span className="menu-cart__subtotal">{formatVnd(subtotal)}</span>
}

/** One line of the mini-cart: picture, name, variant, price, a quantity stepper and its remove button. */
function MiniCartLine({ line }: { line: CartLine }) {
  return (
    <li className="menu-cart__item">
      <CartThumb line={line} sizes="56px" />
      <div className="menu-cart__item-text">
        <a href={line.href} className="menu-cart__item-name">
          {line.name}
        </a>
        {line.variant && <span className="menu-cart__item-variant">{line.variant}</span>}
        <span className="menu-cart__item-price">
          <UnitPrice line={line} />
        </span>
        <span className="quantity-stepper" role="group" aria-label={vi.cart.quantityOf(line.name)}>
          <button
            type="button"
            data-cart-line={line.key}
            data-cart-quantity={line.quantity - 1}
            aria-label={vi.cart.less(line.name)}
          >
            −
          </button>
          <span className="quantity-stepper__value">{line.quantity}</span>
          <button
            type="button"
            data-cart-line={line.key}
            data-cart-quantity={line.quantity + 1}
            aria-label={vi.cart.more(line.name)}
            disabled={line.quantity >= lineMax(line)}
          >
            +
          </button>
        </span>
      </div>
      <button
        type="button"
        className="menu-cart__remove"
        data-cart-line={line.key}
        data-cart-quantity={0}
        aria-label={vi.cart.remove(line.name)}
      >
        ×
      </button>
    </li>
  )
}

/** The mini-cart's content: its lines, subtotal and the way to the cart, or a word that it is empty. */
export function MiniCartBody({ view }: { view: CartView }) {
  if (view.lines.length === 0)
    return (
      <div className="menu-cart__body">
        <p className="menu-cart__empty">{vi.cart.miniEmpty}</p>
        <a className="button button--secondary" href={SHOP_PATH}>
          {vi.cart.backToShop}
        </a>
      </div>
    )
  return (
    <div className="menu-cart__body">
      <ul className="menu-cart__items">
        {view.lines.map((line) => (
          <MiniCartLine key={line.key} line={line} />
        ))}
      </ul>
      <p className="menu-cart__total">
        <span>{vi.cart.subtotal}</span> <strong>{formatVnd(view.totals.subtotal)}</strong>
      </p>
      <div className="menu-cart__buttons">
        <a className="button button--secondary" href={CART_PATH}>
          {vi.cart.viewCart}
        </a>
        <a className="button" href={CHECKOUT_PATH}>
          {vi.cart.checkout}
        </a>
      </div>
    </div>
  )
}
