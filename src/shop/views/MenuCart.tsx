import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { CartCount, CartSubtotal } from './CartParts'
import { CART_PATH } from './paths'

/** The cart settings (docs/shop.md, Mini-cart and cart page) that the header's cart reads. */
export interface MenuCartSettings {
  automatically_open_cart: boolean
  open_cart: 'click' | 'mouseover'
  cart_page_url: string
  checkout_page_url: string
}

export const defaultMenuCartSettings: MenuCartSettings = {
  automatically_open_cart: true,
  open_cart: 'click',
  cart_page_url: CART_PATH,
  checkout_page_url: '/thanh-toan',
}

/** A trolley, drawn for the header's cart toggle. */
function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M3 4h2.2l2.1 10.2a1.6 1.6 0 0 0 1.6 1.3h8.3a1.6 1.6 0 0 0 1.5-1.2L20.5 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.6" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.6" fill="currentColor" />
    </svg>
  )
}

/**
 * The header's cart (docs/shop.md, Mini-cart and cart page): a link to the cart page that, with JavaScript, opens the
 * mini-cart beside it. The page is the same for every visitor (it stays cacheable): the count, the subtotal and the
 * mini-cart's lines are filled in by the fragments call once the page knows the visitor has a cart.
 */
export function MenuCart({
  nonce,
  settings = defaultMenuCartSettings,
  id = 'menu-cart',
}: {
  nonce: string
  settings?: MenuCartSettings
  id?: string
}) {
  const panelId = `${id}-panel`
  return (
    <div
      className="menu-cart"
      data-open-cart={settings.open_cart}
      data-auto-open={settings.automatically_open_cart ? 'true' : 'false'}
      data-cart-url={settings.cart_page_url}
      data-checkout-url={settings.checkout_page_url}
      data-nonce={nonce}
    >
      <a className="menu-cart__toggle" href={settings.cart_page_url} data-panel={panelId}>
        <CartIcon />
        <span className="visually-hidden">{vi.cart.toggleLabel}</span>
        <CartCount count={0} />
        <CartSubtotal subtotal={0} />
      </a>
      <div className="menu-cart__panel" id={panelId} role="dialog" aria-label={vi.cart.open} hidden>
        <div className="menu-cart__head">
          <p className="menu-cart__title">{vi.cart.open}</p>
          <button type="button" className="menu-cart__close" aria-label={vi.cart.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="menu-cart__body" />
      </div>
      <BehaviourMarker name="menuCart" />
    </div>
  )
}
