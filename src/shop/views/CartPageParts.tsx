import type { CartLine, CartView } from '@/shop/rules/cart-view'
import { vi } from '@/i18n/vi'
import { formatVnd } from '@/lib/vi'
import { CartThumb, UnitPrice, lineMax } from './CartParts'
import { CART_COUPON_FORM, CouponRemoveButton } from './CouponBox'
import { CHECKOUT_PATH } from './paths'

/**
 * The cart page's parts that follow its changes, its table of lines and its totals: the page renders them, and every
 * cart change re-sends them as fragments rendered from these same components (cart-fragments.ts; docs/shop.md,
 * Fragments).
 */

const REMOVE_LINE_ACTION = '/?shop-ajax=remove_from_cart'

/** The cart's coupons as its totals show them: each code applied and what it takes off, and the total after them. */
export interface CartDiscounts {
  coupons: { code: string; discount: number; freeShipping: boolean }[]
  total: number
}

/** One line of the cart page's table; its remove button sends the table's form to the remove action. */
function CartRow({ line, index }: { line: CartLine; index: number }) {
  return (
    <tr className="cart-line">
      <td className="cart-line__product">
        <CartThumb line={line} sizes="72px" />
        <div>
          <a href={line.href} className="cart-line__name">
            {line.name}
          </a>
          {line.variant && <p className="cart-line__variant">{line.variant}</p>}
        </div>
      </td>
      <td className="cart-line__price" data-label={vi.cart.unitPrice}>
        <UnitPrice line={line} />
      </td>
      <td className="cart-line__quantity" data-label={vi.cart.quantity}>
        <input type="hidden" name={`line_${index}`} value={line.key} />
        <label>
          <span className="visually-hidden">{vi.cart.quantityOf(line.name)}</span>
          <input
            type="number"
            name={`quantity_${index}`}
            defaultValue={line.quantity}
            min={0}
            max={lineMax(line)}
            step={1}
            inputMode="numeric"
            required
          />
        </label>
      </td>
      <td className="cart-line__total" data-label={vi.cart.lineTotal}>
        {formatVnd(line.total)}
      </td>
      <td className="cart-line__remove">
        <button
          type="submit"
          formAction={REMOVE_LINE_ACTION}
          name="line"
          value={line.key}
          className="cart-line__remove-button"
          aria-label={vi.cart.remove(line.name)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </td>
    </tr>
  )
}

/** The cart page's table of lines (inside its update form). */
export function CartTable({ view }: { view: CartView }) {
  return (
    <table className="cart-table">
      <caption className="visually-hidden">{vi.cart.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{vi.cart.product}</th>
          <th scope="col">{vi.cart.unitPrice}</th>
          <th scope="col">{vi.cart.quantity}</th>
          <th scope="col">{vi.cart.lineTotal}</th>
          <th scope="col">
            <span className="visually-hidden">{vi.cart.removeColumn}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {view.lines.map((line, index) => (
          <CartRow key={line.key} line={line} index={index} />
        ))}
      </tbody>
    </table>
  )
}

/** The cart page's totals: the item count, the savings on sale prices, the subtotal and the coupons applied. */
export function CartTotals({ view, discounts = null }: { view: CartView; discounts?: CartDiscounts | null }) {
  const { totals } = view
  const coupons = discounts?.coupons ?? []
  return (
    <div className="cart-totals">
      <h2 className="cart-totals__title">{vi.cart.totals}</h2>
      <dl>
        <div>
          <dt>{vi.cart.itemCount}</dt>
          <dd>{totals.itemCount}</dd>
        </div>
        {totals.savings > 0 && (
          <div className="cart-totals__savings">
            <dt>{vi.cart.savings}</dt>
            <dd>−{formatVnd(totals.savings)}</dd>
          </div>
        )}
        <div className="cart-totals__subtotal">
          <dt>{vi.cart.subtotal}</dt>
          <dd>{formatVnd(totals.subtotal)}</dd>
        </div>
        {coupons.map((coupon) => (
          <div key={coupon.code} className="cart-totals__coupon">
            <dt>{vi.cart.coupon(coupon.code, coupon.freeShipping)}</dt>
            <dd>
              {coupon.discount ? `−${formatVnd(coupon.discount)}` : ''}{' '}
              <CouponRemoveButton code={coupon.code} form={CART_COUPON_FORM} />
            </dd>
          </div>
        ))}
        {discounts && coupons.length > 0 && (
          <div className="cart-totals__total">
            <dt>{vi.cart.totalAfterCoupons}</dt>
            <dd>{formatVnd(discounts.total)}</dd>
          </div>
        )}
      </dl>
      <p className="cart-totals__note">{coupons.length ? vi.cart.shippingLaterWithCoupons : vi.cart.shippingLater}</p>
      <a className="button cart-totals__checkout" href={CHECKOUT_PATH}>
        {vi.cart.proceedToCheckout}
      </a>
    </div>
  )
}
