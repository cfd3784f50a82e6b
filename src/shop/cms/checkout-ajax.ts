import type { Payload } from 'payload'
import type { ShopNotice } from '@/shop/rules/cart-view'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import { checkCoupon, normaliseCouponCode } from '@/shop/rules/coupon'
import { type CheckoutErrors, type CheckoutForm, readCheckoutDraft, readCheckoutForm } from '@/shop/rules/checkout-form'
import { checkoutStateOf, withCartNotices } from '@/shop/rules/checkout-state'
import { createElement } from 'react'
import { staticMarkup } from '@/lib/static-markup'
import { verifyNonce } from '@/lib/nonce'
import { changeCartCoupons, findCart, saveCartCheckout } from '@/shop/server/cart/store'
import type { CartOwner } from '@/shop/server/cart/store'
import { startCardPayment } from '@/shop/cms/checkout/card-payment.server'
import { captureWalletPayment, startWalletPayment } from '@/shop/cms/checkout/wallet-payment.server'
import { placeOrder } from '@/shop/cms/checkout/place-order'
import { buildQuote, couponUsage, findCoupons } from '@/shop/cms/checkout/quote'
import { checkoutFragments } from '@/shop/cms/checkout/review'
import {
  couponAttemptsByAddress,
  msUntilAllowed,
  orderPlacementsByAddress,
  orderPlacementsByBuyer,
  tooManyRequestsPage,
  tooManyRequestsResponse,
} from '@/server/rate-limit/limiters'
import { TOO_MANY_REQUESTS_MESSAGE, clientAddress, retryAfterSeconds } from '@/server/rate-limit/logic'
import { CART_PATH, CHECKOUT_PATH, orderReceivedPath } from '@/shop/views/paths'
import { ShopNotices } from '@/shop/views/ShopNotices'
import { logIn } from './account/log-in'
import { openAccount } from './account/open-account'
import { payloadSecret } from '../../cms/secret'
import { cartOwnerOf } from './owner'

/** The checkout's calls on the shop's AJAX endpoint (docs/shop.md, AJAX actions). */
export const CHECKOUT_ACTIONS = [
  'checkout',
  'update_order_review',
  'apply_coupon',
  'remove_coupon',
  'paypal_capture',
] as const
export type CheckoutAction = (typeof CHECKOUT_ACTIONS)[number]
export const isCheckoutAction = (action: string | null): action is CheckoutAction =>
  CHECKOUT_ACTIONS.includes(action as CheckoutAction)

/** Shop notices as the page shows them, for the checkout's answers (docs/shop.md, Notices). */
export const noticesHtml = (notices: ShopNotice[]) => staticMarkup(createElement(ShopNotices, { notices }))

const backToCheckout = () => new Response(null, { status: 303, headers: { location: CHECKOUT_PATH } })

/** The coupon box of the cart page says so (`back`): a coupon sent from it without JavaScript goes back there. */
const CART_BACK = 'gio-hang'

/** Back to the cart page with the coupon's notice, kept for it alone (the checkout's typed fields stay as they were). */
async function backToCart(payload: Payload, owner: CartOwner, now: Date, notice: ShopNotice): Promise<Response> {
  const cart = await findCart(payload, owner, now)
  await saveCartCheckout(payload, owner, now, withCartNotices(cart?.checkout, [notice], now))
  return new Response(null, { status: 303, headers: { location: CART_PATH } })
}

/** Where the order is delivered, as the form says so far: its province and the delivery chosen. */
function deliveryAsked(fields: FormData) {
  const draft = readCheckoutDraft(fields)
  const address = draft.shipToDifferentAddress && draft.shipping ? draft.shipping : draft.billing
  return {
    provinceCode: address.province,
    shippingMethodId: draft.shippingMethod,
    email: draft.billing.email,
    paymentMethod: draft.paymentMethod,
  }
}

/** Applies a coupon to the owner's cart after checking it against the cart as it is now. */
async function applyCoupon(payload: Payload, owner: CartOwner, fields: FormData, now: Date): Promise<ShopNotice> {
  const code = normaliseCouponCode(fields.get('coupon_code'))
  if (!code) return { kind: 'error', message: 'Hãy nhập mã giảm giá.' }
  const coupon = (await findCoupons(payload, [code])).get(code)
  if (!coupon) return { kind: 'error', message: `Mã giảm giá “${code}” không tồn tại.` }
  const asked = deliveryAsked(fields)
  const buyer = { customerId: owner.customerId, email: asked.email }
  const quote = await buildQuote(payload, owner, now, { ...asked, buyer })
  if (!quote.lines.length) return { kind: 'error', message: 'Giỏ hàng đang trống.' }
  const usage = await couponUsage(payload, coupon, buyer)
  const applied = quote.coupons
  const check = checkCoupon(coupon, {
    lines: quote.lines,
    now,
    usage,
    appliedCodes: applied.map((kept) => kept.code),
    appliedIndividual: applied.some((kept) => kept.individualUse),
  })
  if (!check.ok) return { kind: 'error', message: check.message }
  await changeCartCoupons(payload, owner, now, (codes) => ({
    coupons: codes.includes(code) ? codes : [...codes, code],
    result: null,
  }))
  return { kind: 'success', message: `Đã áp dụng mã giảm giá ${code}.` }
}

async function removeCoupon(payload: Payload, owner: CartOwner, fields: FormData, now: Date): Promise<ShopNotice> {
  const code = normaliseCouponCode(fields.get('coupon'))
  const changed = await changeCartCoupons(payload, owner, now, (codes) => ({
    coupons: codes.filter((kept) => kept !== code),
    result: codes.includes(code),
  }))
  return changed?.result
    ? { kind: 'success', message: `Đã bỏ mã giảm giá ${code}.` }
    : { kind: 'error', message: 'Mã giảm giá này không có trong đơn hàng.' }
}

/** How long before this buyer (their e-mail, their phone number) may place another order; null: now. */
async function buyerWait(form: CheckoutForm): Promise<number | null> {
  for (const key of [`email:${form.billing.email}`, `phone:${form.billing.phone}`]) {
    const wait = await msUntilAllowed(orderPlacementsByBuyer, key)
    if (wait !== null) return wait
  }
  return null
}

/**
 * The checkout's 429 (too many orders or new accounts from one address or buyer): the notice in the checkout's answer,
 * or a page with the way back for a form sent without JavaScript; with Retry-After. Nothing was ordered.
 */
async function waitBeforeCheckout(scripted: boolean, ms: number): Promise<Response> {
  if (!scripted) return tooManyRequestsPage(ms, CHECKOUT_PATH)
  const messages = await noticesHtml([
    { kind: 'error', message: `${TOO_MANY_REQUESTS_MESSAGE} Đơn hàng chưa được đặt.` },
  ])
  return Response.json(
    { result: 'failure', messages },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds(ms)), 'cache-control': 'no-store' } },
  )
}

/**
 * "Tạo tài khoản" at the checkout: a customer account for the buyer's e-mail, unless the addresses' limit on new
 * accounts says wait. An e-mail that has an account already buys as a guest (its owner is told by mail, see
 * `openAccount`), so the answer is the same order page; a new account's order is placed as theirs, then they are logged
 * in (after, so the login's merging of the guest cart finds it already emptied by the order).
 */
async function accountAtCheckout(
  payload: Payload,
  headers: Headers,
  email: string,
  password: string,
  name: string,
): Promise<{ error: string } | { wait: number } | { userId: number | null }> {
  const opened = await openAccount(payload, headers, { email, name, password })
  if ('closed' in opened)
    return { error: 'Cửa hàng chưa mở đăng ký tài khoản. Hãy bỏ chọn "Tạo tài khoản" để đặt hàng.' }
  return 'wait' in opened ? opened : { userId: 'opened' in opened ? opened.opened.id : null }
}

/**
 * The checkout's calls (`POST /?shop-ajax={action}`), each with the shop's nonce (`_nonce`, or `security` for the
 * coupon calls, as docs/shop.md names it; 403 when stale): `apply_coupon` and `remove_coupon` answer an HTML notice
 * (docs/shop.md, AJAX actions), `update_order_review` the review's fragments, `checkout` places the order (`{result, redirect}` or
 * `{result: 'failure', messages, errors}`). A form sent without JavaScript is sent back to the checkout (or on to its
 * order), the typed fields and the notices kept on the cart for the page to show; a coupon sent from the cart page
 * (`back=gio-hang`) goes back there. `paypal_capture` takes the payment of a PayPal order the buyer approved.
 */
export async function handleCheckoutAjax(
  payload: Payload,
  request: Request,
  action: CheckoutAction,
): Promise<Response> {
  const scripted = request.headers.get('x-requested-with') === 'XMLHttpRequest'
  let fields: FormData
  try {
    fields = await request.formData()
  } catch {
    return Response.json(
      {
        result: 'failure',
        messages: await noticesHtml([{ kind: 'error', message: 'Dữ liệu gửi lên không đọc được. Hãy tải lại trang.' }]),
      },
      { status: 400 },
    )
  }
  const nonce = fields.get('_nonce') ?? fields.get('security')
  if (!verifyNonce(payloadSecret(), SHOP_NONCE, nonce, Date.now())) {
    const notice: ShopNotice = {
      kind: 'error',
      message: 'Trang thanh toán đã mở quá lâu. Hãy tải lại trang rồi thử lại.',
    }
    return scripted
      ? Response.json({ result: 'failure', messages: await noticesHtml([notice]) }, { status: 403 })
      : new Response(await noticesHtml([notice]), {
          status: 403,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        })
  }
  const owner = await cartOwnerOf(payload, request.headers)
  const now = new Date()
  const keep = (notices: ShopNotice[], errors: CheckoutErrors = {}) =>
    saveCartCheckout(payload, owner, now, checkoutStateOf(fields, notices, errors, now))

  if (action === 'apply_coupon' || action === 'remove_coupon') {
    if (action === 'apply_coupon') {
      const wait = await msUntilAllowed(couponAttemptsByAddress, clientAddress(request.headers))
      if (wait !== null) return tooManyRequestsResponse(wait)
    }
    const notice =
      action === 'apply_coupon'
        ? await applyCoupon(payload, owner, fields, now)
        : await removeCoupon(payload, owner, fields, now)
    if (!scripted && fields.get('back') === CART_BACK) return backToCart(payload, owner, now, notice)
    if (!scripted) return (await keep([notice]), backToCheckout())
    return new Response(await noticesHtml([notice]), {
      status: notice.kind === 'error' ? 400 : 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    })
  }

  if (action === 'paypal_capture') {
    const order = fields.get('paypal_order')
    const captured = await captureWalletPayment(payload, typeof order === 'string' ? order : '')
    if ('error' in captured)
      return Response.json(
        { result: 'failure', messages: await noticesHtml([{ kind: 'error', message: captured.error }]) },
        { status: 402 },
      )
    return Response.json({ result: 'success', redirect: orderReceivedPath(captured.order) })
  }

  if (action === 'update_order_review') {
    await keep([])
    if (!scripted) return backToCheckout()
    const asked = deliveryAsked(fields)
    const quote = await buildQuote(payload, owner, now, {
      ...asked,
      buyer: { customerId: owner.customerId, email: asked.email },
    })
    return Response.json(
      {
        fragments: await checkoutFragments(quote, asked),
        notices: await noticesHtml([...quote.view.notices, ...quote.couponNotices]),
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  }

  // Placing an order: a flood from one address, or for one buyer, is refused before any work (issue: no stock held).
  const addressWait = await msUntilAllowed(orderPlacementsByAddress, clientAddress(request.headers))
  if (addressWait !== null) return waitBeforeCheckout(scripted, addressWait)
  const asked = deliveryAsked(fields)
  const quote = await buildQuote(payload, owner, now, {
    ...asked,
    buyer: { customerId: owner.customerId, email: asked.email },
  })
  let newAccount = false
  const { form, errors } = readCheckoutForm(fields, {
    address: quote.needsShipping && quote.shipping?.id !== 'local_pickup',
    accountPossible: owner.customerId === null,
  })
  // The card field and PayPal's window run in the browser: a form sent without JavaScript cannot pay with them.
  if (!scripted && (form.paymentMethod === 'stripe' || form.paymentMethod === 'paypal')) {
    errors.payment_method =
      'Thanh toán thẻ và PayPal cần bật JavaScript. Hãy bật JavaScript hoặc chọn cách thanh toán khác.'
  }
  if (!Object.keys(errors).length) {
    const wait = await buyerWait(form)
    if (wait !== null) return waitBeforeCheckout(scripted, wait)
  }
  if (!Object.keys(errors).length && form.createAccount) {
    const made = await accountAtCheckout(
      payload,
      request.headers,
      form.billing.email,
      form.accountPassword,
      form.billing.fullName,
    )
    if ('wait' in made) return waitBeforeCheckout(scripted, made.wait)
    if ('error' in made) errors.billing_email = made.error
    else if (made.userId !== null) {
      owner.customerId = made.userId
      newAccount = true
    }
  }
  const outcome = Object.keys(errors).length
    ? {
        ok: false as const,
        status: 400,
        errors,
        notices: [{ kind: 'error' as const, message: 'Hãy sửa những ô được đánh dấu rồi đặt hàng lại.' }],
      }
    : await placeOrder(payload, owner, form, now, quote)
  const login = newAccount
    ? await logIn(payload, request.headers, form.billing.email, form.accountPassword, false)
    : null
  const headers: Record<string, string> = login && 'cookie' in login ? { 'set-cookie': login.cookie } : {}
  if (outcome.ok) {
    const redirect = orderReceivedPath(outcome.order)
    const paying = outcome.order.status === 'pending' ? outcome.order.paymentMethod : null
    if (paying === 'stripe' || paying === 'paypal') {
      // The browser pays with the provider: Stripe then sends the reader on to the order's page; PayPal's approval comes
      // back to `paypal_capture`.
      const started =
        paying === 'stripe'
          ? await startCardPayment(payload, outcome.order, fields.get('save_card') === '1')
          : await startWalletPayment(payload, outcome.order)
      if ('error' in started)
        return Response.json(
          { result: 'failure', messages: await noticesHtml([{ kind: 'error', message: started.error }]) },
          { status: 502, headers },
        )
      return Response.json(
        { result: 'success', redirect, payment: { ...started, amount: outcome.order.total } },
        { headers },
      )
    }
    return scripted
      ? Response.json({ result: 'success', redirect }, { headers })
      : new Response(null, { status: 303, headers: { ...headers, location: redirect } })
  }
  await keep(outcome.notices, outcome.errors)
  if (!scripted) return new Response(null, { status: 303, headers: { ...headers, location: CHECKOUT_PATH } })
  return Response.json(
    { result: 'failure', messages: await noticesHtml(outcome.notices), errors: outcome.errors },
    { status: outcome.status, headers },
  )
}
