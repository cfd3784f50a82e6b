import type { CartLine, CartView as CartContents, ShopNotice } from '@/features/shop/cart-view'
import { maxLineQuantity } from '@/features/shop/logic'
import { vi } from '@/i18n/vi'
import { formatVnd } from '@/lib/vi'
import { Breadcrumbs } from '../Breadcrumbs'
import { ResponsiveImage } from '../ResponsiveImage'
import { SHOP_PATH } from './CatalogueView'
import { ShopNotices } from './ShopNotices'

export const CART_PATH = '/gio-hang'
const UPDATE_ACTION = '/?shop-ajax=update_cart'
const REMOVE_ACTION = '/?shop-ajax=remove_from_cart'

/** One line: picture, name and variant, unit price, quantity, line total, and its remove button. */
function CartRow({ line, index }: { line: CartLine; index: number }) {
  const max = Math.min(line.available ?? maxLineQuantity, maxLineQuantity)
  return (
    <tr className="cart-line">
      <td className="cart-line__product">
        {line.image?.url && (
          <ResponsiveImage
            src={line.image.url}
            alt=""
            width={line.image.width ?? 1200}
            height={line.image.height ?? 1200}
            sizes="72px"
            className="cart-line__image"
          />
        )}
        <div>
          <a href={line.href} className="cart-line__name">
            {line.name}
          </a>
          {line.variant && <p className="cart-line__variant">{line.variant}</p>}
        </div>
      </td>
      <td className="cart-line__price" data-label={vi.cart.unitPrice}>
        {line.unitPrice < line.regularUnitPrice && <del className="price__regular">{formatVnd(line.regularUnitPrice)}</del>} {formatVnd(line.unitPrice)}
      </td>
      <td className="cart-line__quantity" data-label={vi.cart.quantity}>
        <input type="hidden" name={`line_${index}`} value={line.key} />
        <label>
          <span className="visually-hidden">{vi.cart.quantityOf(line.name)}</span>
          <input type="number" name={`quantity_${index}`} defaultValue={line.quantity} min={0} max={max} step={1} inputMode="numeric" required />
        </label>
      </td>
      <td className="cart-line__total" data-label={vi.cart.lineTotal}>
        {formatVnd(line.total)}
      </td>
      <td className="cart-line__remove">
        <button
          type="submit"
          formAction={REMOVE_ACTION}
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

/** The cart's totals: what it would cost at regular prices, the savings, and the subtotal. */
export function CartTotals({ contents }: { contents: CartContents }) {
  const { totals } = contents
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
      </dl>
      <p className="cart-totals__note">{vi.cart.shippingLater}</p>
    </div>
  )
}

/**
 * The cart page: its notices, its lines in a form that updates them (each line's remove button sends the same form
 * to the remove action), and its totals. Works without JavaScript; an empty cart leads back to the shop.
 */
export function CartView({ contents, notices, nonce }: { contents: CartContents; notices: ShopNotice[]; nonce: string }) {
  const all = [...notices, ...contents.notices]
  return (
    <div className="cart-page container">
      <Breadcrumbs
        trail={[
          { name: vi.home, href: '/' },
          { name: vi.cart.title, href: CART_PATH },
        ]}
      />
      <h1 className="cart-page__title">{vi.cart.title}</h1>
      <ShopNotices notices={all} />
      {contents.lines.length === 0 ? (
        <div className="cart-empty">
          <p>{vi.cart.empty}</p>
          <a className="button" href={SHOP_PATH}>
            {vi.cart.backToShop}
          </a>
        </div>
      ) : (
        <div className="cart-page__layout">
          <form className="cart-form" method="post" action={UPDATE_ACTION}>
            <input type="hidden" name="_nonce" value={nonce} />
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
                {contents.lines.map((line, index) => (
                  <CartRow key={line.key} line={line} index={index} />
                ))}
              </tbody>
            </table>
            <div className="cart-form__actions">
              <a href={SHOP_PATH}>← {vi.cart.continueShopping}</a>
              <button type="submit" className="button button--secondary">
                {vi.cart.update}
              </button>
            </div>
          </form>
          <CartTotals contents={contents} />
        </div>
      )}
    </div>
  )
}
