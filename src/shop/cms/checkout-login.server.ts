import type { Payload } from 'payload'
import { logIn } from './account/log-in'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import { verifyNonce } from '@/lib/nonce'
import {
  checkoutLoginsByAccount,
  checkoutLoginsByAddress,
  msUntilAllowed,
  tooManyRequestsResponse,
} from '@/server/rate-limit/limiters'
import { accountKey, clientAddress } from '@/server/rate-limit/logic'
import { payloadSecret } from '../../cms/secret'
import { checkoutStateOf } from '@/shop/rules/checkout-state'
import { saveCartCheckout } from '@/shop/server/cart/store'
import { CHECKOUT_PATH } from '@/shop/views/paths'
import { noticesHtml } from './checkout-ajax'
import { cartOwnerOf } from './owner'

/** The AJAX action of the checkout's inline login (docs/shop.md, AJAX actions). */
export const CHECKOUT_LOGIN = 'thuthuat_shop_checkout_login_user'

const BACK = { location: CHECKOUT_PATH }

/**
 * `POST /wp-admin/admin-ajax.php` with `action=thuthuat_shop_checkout_login_user`, `username` (the e-mail), `password`,
 * `nonce`, `remember`: `{logged_in, message}`. Logged in, the session cookie is set (for the browser's session only
 * unless `remember`) and the guest cart joins the account's (the login hook). The same words for an unknown e-mail and
 * a wrong password; 10 tries a minute per address and per account, then 429.
 */
export async function checkoutLogin(payload: Payload, request: Request, body: FormData | null): Promise<Response> {
  // Without JavaScript the form came from the checkout page: back there, with the notice kept on the cart.
  const scripted = request.headers.get('x-requested-with') === 'XMLHttpRequest'
  const refused = async (message: string, status = 200) => {
    if (scripted)
      return Response.json({ logged_in: false, message: await noticesHtml([{ kind: 'error', message }]) }, { status })
    const now = new Date()
    await saveCartCheckout(
      payload,
      await cartOwnerOf(payload, request.headers),
      now,
      checkoutStateOf(new FormData(), [{ kind: 'error', message }], {}, now),
    )
    return new Response(null, { status: 303, headers: BACK })
  }
  if (!verifyNonce(payloadSecret(), SHOP_NONCE, body?.get('nonce'), Date.now()))
    return refused('Trang thanh toán đã mở quá lâu. Hãy tải lại trang.', 403)
  const email = accountKey(body?.get('username'))
  const password = body?.get('password')
  if (!email || typeof password !== 'string' || !password) return refused('Hãy nhập e-mail và mật khẩu.', 400)
  const waits = await Promise.all([
    msUntilAllowed(checkoutLoginsByAddress, clientAddress(request.headers)),
    msUntilAllowed(checkoutLoginsByAccount, email),
  ])
  const wait = waits.find((ms) => ms !== null)
  if (wait !== undefined && wait !== null) return tooManyRequestsResponse(wait)
  const done = await logIn(payload, request.headers, email, password, body?.get('remember') === '1')
  if ('refused' in done)
    return done.refused === 'wait' ? tooManyRequestsResponse(60_000) : refused('Sai e-mail hoặc mật khẩu.')
  const headers = { 'set-cookie': done.cookie }
  return scripted
    ? Response.json({ logged_in: true, message: '' }, { headers })
    : new Response(null, { status: 303, headers: { ...headers, ...BACK } })
}
