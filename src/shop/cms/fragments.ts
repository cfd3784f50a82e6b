import type { Payload } from 'payload'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import { CART_FRAGMENTS_ACTION } from '@/lib/cart-fragments-path.mjs'
import { verifyNonce } from '@/lib/nonce'
import { cartFragments } from '@/shop/views/cart-fragments'
import { payloadSecret } from '../../cms/secret'
import { viewCart } from './cart.server'
import { cartDiscounts } from './cart-discounts'
import { cartOwnerOf } from './owner'

/** The AJAX action of the mini-cart's fragments (docs/shop.md, AJAX actions). */
export const MENU_CART_FRAGMENTS = CART_FRAGMENTS_ACTION

/** The readable cookie that tells the page's script how many items the cart holds (the cart's own is httpOnly). */
export const CART_COUNT_COOKIE = 'thuthuat_cart_count'

export const cartCountCookie = (count: number, secure: boolean) =>
  `${CART_COUNT_COOKIE}=${count}; Path=/; Max-Age=${count > 0 ? 30 * 86_400 : 0}; SameSite=Lax${secure ? '; Secure' : ''}`

/**
 * `POST /wp-admin/admin-ajax.php` with `action=thuthuat_menu_cart_fragments`, `templates`, `_nonce`, `is_editor`:
 * `{fragments: {selector: html}}` of the visitor's cart (count, subtotal, mini-cart body, the cart page's table and
 * totals). Never cached: it is the visitor's own. A stale nonce is refused (403).
 */
export async function cartFragmentsAnswer(
  payload: Payload,
  request: Request,
  body: FormData | null,
  secure: boolean,
): Promise<Response> {
  if (!verifyNonce(payloadSecret(), SHOP_NONCE, body?.get('_nonce'), Date.now())) {
    return Response.json({ success: false, message: 'Trang đã mở quá lâu. Hãy tải lại trang.' }, { status: 403 })
  }
  const owner = await cartOwnerOf(payload, request.headers)
  const now = new Date()
  const { cart, view } = await viewCart(payload, owner, now)
  const { discounts } = await cartDiscounts(payload, owner, cart, now)
  return Response.json(
    { fragments: await cartFragments(view, discounts) },
    { headers: { 'cache-control': 'private, no-store', 'set-cookie': cartCountCookie(view.totals.itemCount, secure) } },
  )
}
