import type { CartView as CartContents, ShopNotice } from '@/shop/rules/cart-view'
import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { Breadcrumbs } from '../../site/Breadcrumbs'
import { type CartDiscounts, CartTable, CartTotals } from './CartPageParts'
import { CART_COUPON_FORM, CouponBox } from './CouponBox'
import { CART_PATH, SHOP_PATH } from './paths'
import { ShopNotices } from './ShopNotices'

const UPDATE_ACTION = '/?shop-ajax=update_cart'

/** An empty cart's word, and the way back to the shop (the cart and checkout pages). */
export function EmptyCart() {
  return (
    <div className="cart-empty">
      <p>{vi.cart.empty}</p>
      <a className="button" href={SHOP_PATH}>
        {vi.cart.backToShop}
      </a>
    </div>
  )
}

/**
 * The cart page: its notices, its lines in a form that updates them (each line's remove button sends the same form
 * to the remove action), its totals with the coupons applied, and the coupon box. Works without JavaScript; with it,
 * the cart updates 1500 ms after the last change (`update_cart_automatically`) and a coupon applies in place. An empty
 * cart leads back to the shop.
 */
export function CartView({
  contents,
  discounts,
  notices,
  nonce,
}: {
  contents: CartContents
  discounts: CartDiscounts | null
  notices: ShopNotice[]
  nonce: string
}) {
  return (
    <div className="cart-page container">
      <Breadcrumbs
        trail={[
          { name: vi.home, href: '/' },
          { name: vi.cart.title, href: CART_PATH },
        ]}
      />
      <h1 className="cart-page__title">{vi.cart.title}</h1>
      <div className="shop-notices" data-shop-notices>
        <ShopNotices notices={[...notices, ...contents.notices]} />
      </div>
      {contents.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-page__layout">
          <form className="cart-form" method="post" action={UPDATE_ACTION} data-update-automatically>
            <input type="hidden" name="_nonce" value={nonce} />
            <CartTable view={contents} />
            <div className="cart-form__actions">
              <a href={SHOP_PATH}>← {vi.cart.continueShopping}</a>
              <button type="submit" className="button button--secondary">
                {vi.cart.update}
              </button>
            </div>
            <BehaviourMarker name="cartPage" />
          </form>
          <div className="cart-page__side">
            <CartTotals view={contents} discounts={discounts} />
            <CouponBox nonce={nonce} back="gio-hang" id={CART_COUPON_FORM} />
          </div>
        </div>
      )}
    </div>
  )
}
