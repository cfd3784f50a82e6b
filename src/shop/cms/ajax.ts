import type { Payload } from 'payload'
import { SHOP_NONCE, readCartRequest } from '@/shop/rules/cart-request'
import type { ShopNotice } from '@/shop/rules/cart-view'
import { html } from '@/lib/html'
import { verifyNonce } from '@/lib/nonce'
import { siteUrl } from '@/lib/site-url'
import { cartCookieHeader, cartCookieValue, CART_COOKIE } from '@/shop/server/cart/cookie'
import { type CartOwner, claimGuestCart, findCart } from '@/shop/server/cart/store'
import { cartChangesByAddress, msUntilAllowed, newCartsByAddress } from '@/server/rate-limit/limiters'
import { TOO_MANY_REQUESTS_MESSAGE, clientAddress, retryAfterSeconds } from '@/server/rate-limit/logic'
import { noticePage } from '@/server/notice-page'
import { payloadSecret } from '../../cms/secret'
import { SHOP_PATH } from '@/shop/views/paths'
import { cartFragments } from '@/shop/views/cart-fragments'
import { cartDiscounts } from './cart-discounts'
import { changeCartFor, viewCart } from './cart.server'
import { cartCountCookie } from './fragments'
import { cartOwnerOf } from './owner'

/** The notice the cart page shows after a change made without JavaScript (`/gio-hang?thong-bao=…`). */
export const CART_NOTICE_PARAM = 'thong-bao'
const noticeCodes = { add_to_cart: 'them', update_cart: 'cap-nhat', remove_from_cart: 'xoa' } as const

/** The path of the page a form was sent from (Referer), on this site only. */
function refererPath(request: Request): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    return referer.origin === new URL(request.url).origin ? `${referer.pathname}${referer.search}` : SHOP_PATH
  } catch {
    return SHOP_PATH
  }
}

/** A refusal: JSON for the shop's scripts, a short page with the way back for a form sent without script. */
function refusal(request: Request, status: number, notice: ShopNotice, wantsJson: boolean): Response {
  if (wantsJson) return Response.json({ success: false, notice }, { status })
  const body = html`<p>${notice.message}</p>
    <p><a href="${refererPath(request)}">← Quay lại trang trước</a> · <a href="/gio-hang">Xem giỏ hàng</a></p>`
  return new Response(noticePage('Chưa cập nhật được giỏ hàng', body), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  })
}

/** Whether adding to this owner's cart would make a new cart row: a guest without a live cart of their own. */
async function makesNewCart(payload: Payload, owner: CartOwner, now: Date): Promise<boolean> {
  if (owner.customerId !== null) return false
  return !owner.key || !(await findCart(payload, owner, now))
}

/**
 * How long the address must wait before this change (null: now): 60 changes a minute, and a new guest cart (a row kept
 * 30 days) only 60 times an hour, so a flood of adds from one address neither fills the database nor slows the shop.
 */
async function waitBeforeChange(
  payload: Payload,
  request: Request,
  owner: CartOwner,
  adds: boolean,
  now: Date,
): Promise<number | null> {
  const address = clientAddress(request.headers)
  const wait = await msUntilAllowed(cartChangesByAddress, address)
  if (wait !== null || !adds || !(await makesNewCart(payload, owner, now))) return wait
  return msUntilAllowed(newCartsByAddress, address)
}

/**
 * The shop's AJAX endpoint (docs/shop.md, AJAX actions: `POST /?shop-ajax={name}`): `add_to_cart`, `update_cart`,
 * `remove_from_cart`. Every change carries the shop's nonce (`_nonce`, 403 when stale or missing); input is checked
 * (400, in Vietnamese), the product must be published (404). The cart cookie is set when a cart is made, cleared once
 * a guest cart has joined the account's. Too many changes from one address are refused with 429. Scripts get the notice and the cart's fragments (every view of the cart on
 * the page follows); a form sent without script is sent on to the cart page with its notice.
 */
export async function handleShopAjax(payload: Payload, request: Request): Promise<Response> {
  const action = new URL(request.url).searchParams.get('shop-ajax')
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refusal(
      request,
      400,
      { kind: 'error', message: 'Dữ liệu gửi lên không đọc được. Hãy tải lại trang rồi thử lại.' },
      wantsJson,
    )
  }
  if (!verifyNonce(payloadSecret(), SHOP_NONCE, form.get('_nonce'), Date.now())) {
    return refusal(
      request,
      403,
      { kind: 'error', message: 'Trang đã mở quá lâu nên phiên mua hàng đã hết hạn. Hãy tải lại trang rồi thử lại.' },
      wantsJson,
    )
  }
  const read = readCartRequest(action, form)
  if (!read.ok) return refusal(request, 400, { kind: 'error', message: read.error }, wantsJson)
  const owner = await cartOwnerOf(payload, request.headers)
  const now = new Date()
  const wait = await waitBeforeChange(payload, request, owner, read.request.action === 'add_to_cart', now)
  if (wait !== null) {
    const refused = refusal(request, 429, { kind: 'error', message: TOO_MANY_REQUESTS_MESSAGE }, wantsJson)
    refused.headers.set('retry-after', String(retryAfterSeconds(wait)))
    return refused
  }
  const claimed = await claimGuestCart(payload, owner, now)
  const outcome = await changeCartFor(payload, claimed ? { ...owner, key: null } : owner, read.request, now)
  const headers = new Headers()
  const secure = siteUrl().startsWith('https:')
  if (claimed) headers.append('set-cookie', `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
  else if (outcome.created && outcome.cart && owner.customerId === null)
    headers.append('set-cookie', cartCookieHeader(cartCookieValue(payloadSecret(), outcome.cart), secure))
  if (outcome.status >= 400) {
    const refused = refusal(request, outcome.status, outcome.notice, wantsJson)
    headers.forEach((value, name) => refused.headers.append(name, value))
    return refused
  }
  const cart = outcome.cart
  const cartOwner = { key: cart && !cart.customer ? cart : null, customerId: owner.customerId }
  const { view } = await viewCart(payload, cartOwner, now, cart)
  headers.append('set-cookie', cartCountCookie(view.totals.itemCount, secure))
  if (wantsJson) {
    const { discounts } = await cartDiscounts(payload, cartOwner, cart, now)
    return Response.json(
      { success: true, notice: outcome.notice, fragments: await cartFragments(view, discounts) },
      { headers },
    )
  }
  headers.set('location', `/gio-hang?${CART_NOTICE_PARAM}=${noticeCodes[read.request.action]}`)
  return new Response(null, { status: 303, headers })
}
