import { payments } from '@/i18n/payments'
import type { CardField } from './card-payment.client'
import { NETWORK_NOTICE_MARKUP, applyFragments, sendForNotice } from './cart.client'
import { type CheckoutForm, checkFields, fieldChanged, fieldMessagesOf, markErrors } from './checkout-fields'
import { checkoutLoginBody } from './checkout-login.client'
import type { WalletHandlers } from './wallet-payment.client'

/**
 * The checkout with JavaScript (docs/shop.md, AJAX actions):
 * - (each address's commune is a search box over the province's communes: address-units.behaviour.ts);
 * - the delivery address is shown only when "Giao tới địa chỉ khác" is ticked, and no address is required for pickup;
 * - the order review and the ways to pay follow the address and delivery (`update_order_review`), keeping the
 *   payment chosen; the coupon box applies a code in place (`apply_coupon`: an HTML notice), closes on success and
 *   refreshes the review, as do the coupons' remove buttons;
 * - the inline login sends `thuthuat_shop_checkout_login_user` (with `remember`, ticked or not): the page reloads
 *   once logged in, otherwise the message goes above the form and a `checkout_error` event is raised;
 * - the card (Stripe's Payment Element, card-payment.client.ts) is loaded only when the reader picks it; "Đặt hàng"
 *   then checks the card, places the order and confirms its payment, and Stripe sends the reader on to the order;
 * - PayPal's buttons (wallet-payment.client.ts) are loaded only when the reader picks PayPal and stand in for
 *   "Đặt hàng": the order is placed when PayPal's window opens, captured on the server once approved; a cancel
 *   leaves it waiting;
 * - a field left empty or wrong is named beside it in the site's words before anything is sent (the browser's own
 *   bubbles are off), its message going as soon as it is fixed;
 * - "Đặt hàng" sends the form once (a second press waits), then goes to the order, or shows what to correct.
 */
const AJAX_HEADERS = { 'x-requested-with': 'XMLHttpRequest' }

/** Sends a form as a script does (`X-Requested-With`); the answer, or null when the server could not be reached. */
async function post(url: string, body: FormData): Promise<Response | null> {
  try {
    return await fetch(url, { method: 'POST', body, headers: AJAX_HEADERS, credentials: 'same-origin' })
  } catch {
    return null
  }
}

/** A notice's markup for a message (Stripe's, or ours), escaped. */
function errorNotice(message: string): string {
  const notice = document.createElement('div')
  notice.className = 'shop-notice shop-notice--error'
  notice.setAttribute('role', 'alert')
  notice.textContent = message
  return notice.outerHTML
}

/** The server's answer to placing the order (and to capturing a PayPal payment). */
interface PlaceAnswer {
  result?: string
  redirect?: string
  messages?: string
  errors?: Record<string, string>
  payment?: { clientSecret?: string; walletOrderId?: string; amount: number }
}

/** The checkout a behaviour drives: its parts, and what changes while the reader fills it in and pays. */
interface CheckoutPage extends CheckoutForm {
  /** The checkout around the form (`.checkout`): the coupon box, the inline login, the ways to pay. */
  page: HTMLElement
  /** Where the checkout's notices go (`data-shop-notices`). */
  notices: HTMLElement
  /** The form's `_nonce`, sent with a coupon's removal and a PayPal capture. */
  nonce: string
  /** Takes the listeners away when the behaviour stops. */
  signal: AbortSignal
  /** The order review's request on its way, aborted by a newer change. */
  reviewing: AbortController | null
  /** Stripe's box (`data-card-payment`), and its field once the reader picked the card. */
  cardBox: HTMLElement | null
  card: Promise<CardField | null> | null
  /** PayPal's box (`data-wallet-payment`), the "Đặt hàng" its buttons stand in for, and whether they rendered. */
  walletBox: HTMLElement | null
  placeButton: HTMLElement | null
  wallet: Promise<boolean> | null
  /** The shop order (`TT-…`) PayPal's window was last opened for. */
  walletOrder: string
  /** Whether "Đặt hàng" is placing the order (a second press waits). */
  placing: boolean
}

export default function start(marker: HTMLElement): (() => void) | void {
  const form = marker.closest<HTMLFormElement>('form.checkout-form')
  const page = form?.closest<HTMLElement>('.checkout')
  const notices = page?.querySelector<HTMLElement>('[data-shop-notices]')
  if (!form || !page || !notices) return
  const controller = new AbortController()
  const checkout: CheckoutPage = {
    form,
    page,
    notices,
    nonce: form.querySelector<HTMLInputElement>('input[name="_nonce"]')?.value ?? '',
    signal: controller.signal,
    fieldMessages: fieldMessagesOf(form),
    reviewing: null,
    cardBox: page.querySelector<HTMLElement>('[data-card-payment]'),
    card: null,
    walletBox: page.querySelector<HTMLElement>('[data-wallet-payment]'),
    placeButton: form.querySelector<HTMLElement>('.checkout-place'),
    wallet: null,
    walletOrder: '',
    placing: false,
  }
  const { signal } = checkout
  if (checkout.fieldMessages) form.noValidate = true
  const recheck = (event: Event) => fieldChanged(checkout, event)
  form.addEventListener('input', recheck, { signal })
  form.addEventListener('change', recheck, { signal })
  form.addEventListener('change', (event) => deliveryChanged(checkout, event), { signal })
  showShippingAddress(checkout)
  requireAddress(checkout)
  form.addEventListener('change', (event) => paymentChanged(checkout, event), { signal })
  showCard(checkout)
  showWallet(checkout)
  // The requests below turn a failure into a notice (post, sendForNotice): nothing is left to catch.
  form.addEventListener('submit', (event) => void submitOrder(checkout, event), { signal })
  const coupon = page.querySelector<HTMLFormElement>('.checkout-coupon__form')
  coupon?.addEventListener('submit', (event) => void applyCoupon(checkout, event, coupon), { signal })
  const login = page.querySelector<HTMLFormElement>('.checkout-login__form')
  login?.addEventListener('submit', (event) => void logIn(checkout, event, login), { signal })
  return () => controller.abort()
}

/** Puts a notice's markup above the form (none clears it) and brings it into view. */
function showNotices(checkout: CheckoutPage, markup: string) {
  checkout.notices.innerHTML = markup
  if (!markup) return
  checkout.notices.focus({ preventScroll: true })
  checkout.notices.scrollIntoView({
    behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    block: 'start',
  })
}

/** Asks the order review and the ways to pay again for what the form says now, keeping the payment chosen. */
async function refreshReview(checkout: CheckoutPage) {
  checkout.reviewing?.abort()
  checkout.reviewing = new AbortController()
  const body = new FormData(checkout.form)
  try {
    const answer = await fetch('/?shop-ajax=update_order_review', {
      method: 'POST',
      body,
      headers: AJAX_HEADERS,
      signal: checkout.reviewing.signal,
    })
    if (!answer.ok) return
    const { fragments } = (await answer.json()) as { fragments?: Record<string, string> }
    if (fragments) {
      // The reader may have picked a way to pay while the review was on its way: their pick stays, when still offered.
      const picked = chosenPayment(checkout)
      applyFragments(fragments)
      const offered = [...checkout.form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')].find(
        (radio) => radio.value === picked,
      )
      if (offered) offered.checked = true
      showCard(checkout)
      showWallet(checkout)
    }
    requireAddress(checkout)
  } catch {
    // Aborted by a newer change, or offline: the review stays as it was; placing the order works it out again.
  }
}

/** Asks an address only for a delivery: picking the order up at the shop asks none. */
function requireAddress(checkout: CheckoutPage) {
  const pickup =
    checkout.form.querySelector<HTMLInputElement>('input[name="shipping_method"]:checked')?.value === 'local_pickup'
  for (const name of ['billing_province', 'billing_ward', 'billing_street']) {
    const field = checkout.form.elements.namedItem(name)
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.required = !pickup
  }
}

/** Shows (and sends) the delivery address only when "Giao tới địa chỉ khác" is ticked. */
function showShippingAddress(checkout: CheckoutPage) {
  const box = checkout.form.querySelector<HTMLInputElement>('[data-ship-elsewhere]')
  const fieldset = checkout.form.querySelector<HTMLFieldSetElement>('[data-shipping-address]')
  if (!box || !fieldset) return
  fieldset.hidden = !box.checked
  fieldset.disabled = !box.checked
}

/** The address or the delivery changed: the delivery address, what is required and the review follow. */
function deliveryChanged(checkout: CheckoutPage, event: Event) {
  const target = event.target as HTMLElement
  if (target.matches('[data-ship-elsewhere]')) showShippingAddress(checkout)
  if (target.matches('input[name="shipping_method"]')) requireAddress(checkout)
  if (
    target.matches(
      '[data-units="province"], [data-ship-elsewhere], input[name="shipping_method"], input[name="billing_email"]',
    )
  )
    void refreshReview(checkout)
}

/** The way to pay ticked in the form (`payment_method`), if any. */
function chosenPayment(checkout: CheckoutPage) {
  return checkout.form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value
}

/** Places the order with what the form says; the server's answer, or null when it could not be reached. */
async function placeOrder(checkout: CheckoutPage): Promise<PlaceAnswer | null> {
  const answer = await post('/?shop-ajax=checkout', new FormData(checkout.form))
  return answer ? ((await answer.json().catch(() => null)) as PlaceAnswer | null) : null
}

/** Shows why the order was not placed, beside the fields and above the form. */
function refused(checkout: CheckoutPage, result: PlaceAnswer | null) {
  showNotices(checkout, result?.messages ?? NETWORK_NOTICE_MARKUP)
  markErrors(checkout.form, result?.errors ?? {})
  checkout.page.dispatchEvent(new CustomEvent('checkout_error', { bubbles: true }))
  void refreshReview(checkout)
}

/** Another way to pay was ticked: the card field or PayPal's buttons follow. */
function paymentChanged(checkout: CheckoutPage, event: Event) {
  if (!(event.target as HTMLElement).matches('input[name="payment_method"]')) return
  showCard(checkout)
  showWallet(checkout)
}

/** Shows the card's box only for the card: Stripe's field is loaded only once the reader picks it. */
function showCard(checkout: CheckoutPage) {
  const box = checkout.cardBox
  if (!box) return
  box.hidden = chosenPayment(checkout) !== 'stripe'
  if (chosenPayment(checkout) === 'stripe' && !checkout.card)
    checkout.card = import('./card-payment.client').then((module) => module.mountCardField(box))
}

/** Checks the card before the order is placed; the field, or null after showing why not. */
async function checkedCard(checkout: CheckoutPage): Promise<CardField | null> {
  const field = await checkout.card
  if (!field) return (showNotices(checkout, errorNotice(payments.cardUnavailable)), null)
  const problem = await field.check()
  return problem ? (showNotices(checkout, errorNotice(problem)), null) : field
}

// The wallet: PayPal's buttons, loaded only once the reader picks PayPal, stand in for "Đặt hàng". Its "Pay" places
// the order and opens PayPal's window; the approval is captured on the server, then the reader goes to the order.

/** Shows PayPal's buttons instead of "Đặt hàng" only for PayPal, loading them the first time. */
function showWallet(checkout: CheckoutPage) {
  const box = checkout.walletBox
  if (!box) return
  const byWallet = chosenPayment(checkout) === 'paypal'
  box.hidden = !byWallet
  if (checkout.placeButton) checkout.placeButton.hidden = byWallet
  if (!byWallet || checkout.wallet) return
  checkout.wallet = import('./wallet-payment.client').then((module) =>
    module.mountWalletButtons(box, walletHandlers(checkout)),
  )
  void checkout.wallet.then((ready) => ready || showNotices(checkout, errorNotice(payments.walletUnavailable)))
}

/** What PayPal's buttons do at this checkout. */
function walletHandlers(checkout: CheckoutPage): WalletHandlers {
  return {
    createOrder: () => placeWalletOrder(checkout),
    onApprove: (walletOrderId) => captureWalletPayment(checkout, walletOrderId),
    onCancel: () => walletCancelled(checkout),
  }
}

/** PayPal's "Pay": places the order; PayPal's order for its window, or throws (after showing why) to keep it closed. */
async function placeWalletOrder(checkout: CheckoutPage): Promise<string> {
  if (!checkFields(checkout)) throw new Error('The checkout form is not complete')
  const result = await placeOrder(checkout)
  if (result?.result !== 'success' || !result.redirect || !result.payment?.walletOrderId)
    throw (refused(checkout, result), new Error('Not placed'))
  checkout.walletOrder = /TT-\d+/.exec(result.redirect)?.[0] ?? ''
  return result.payment.walletOrderId
}

/** The reader approved in PayPal's window: the payment is captured on the server, then the reader goes to the order. */
async function captureWalletPayment(checkout: CheckoutPage, walletOrderId: string): Promise<void> {
  const body = new FormData()
  body.set('_nonce', checkout.nonce)
  body.set('paypal_order', walletOrderId)
  const answer = await post('/?shop-ajax=paypal_capture', body)
  const result = answer ? ((await answer.json().catch(() => null)) as PlaceAnswer | null) : null
  if (result?.result === 'success' && result.redirect) return void location.assign(result.redirect)
  showNotices(checkout, result?.messages ?? NETWORK_NOTICE_MARKUP)
}

/** The reader closed PayPal's window: the order placed waits for its payment, and the page says so. */
function walletCancelled(checkout: CheckoutPage) {
  showNotices(checkout, errorNotice(payments.walletCancelled(checkout.walletOrder)))
}

/**
 * The form sent, by a coupon's remove button (the coupons' remove buttons and the order button share the form) or by
 * "Đặt hàng": places the order once (a second press waits), paying by card when chosen, then goes to the order.
 */
async function submitOrder(checkout: CheckoutPage, event: SubmitEvent) {
  event.preventDefault()
  const submitter = event.submitter as HTMLButtonElement | null
  if (submitter?.name === 'coupon') return removeCoupon(checkout, submitter.value)
  if (checkout.placing || chosenPayment(checkout) === 'paypal' || !checkFields(checkout)) return
  checkout.placing = true
  checkout.form.setAttribute('aria-busy', 'true')
  const byCard = chosenPayment(checkout) === 'stripe'
  const field = byCard ? await checkedCard(checkout) : null
  if (byCard && !field) return placingOver(checkout)
  const result = await placeOrder(checkout)
  if (result?.result === 'success' && result.redirect && result.payment?.clientSecret && field) {
    const failure = await field.pay(
      result.payment.amount,
      result.payment.clientSecret,
      new URL(result.redirect, location.href).href,
    )
    // Paid: Stripe is already taking the reader to the order. Refused: the order waits for another try.
    if (failure) showNotices(checkout, errorNotice(payments.cardRefused(failure)))
    return placingOver(checkout)
  }
  if (result?.result === 'success' && result.redirect) return void location.assign(result.redirect)
  placingOver(checkout)
  refused(checkout, result)
}

/** Placing the order is over (the reader stays): "Đặt hàng" may be pressed again. */
function placingOver(checkout: CheckoutPage) {
  checkout.placing = false
  checkout.form.removeAttribute('aria-busy')
}

/** Takes a coupon off the order (its remove button's value), then refreshes the review. */
async function removeCoupon(checkout: CheckoutPage, code: string) {
  const body = new FormData()
  body.set('security', checkout.nonce)
  body.set('coupon', code)
  showNotices(checkout, (await sendForNotice('/?shop-ajax=remove_coupon', body)).markup)
  return void refreshReview(checkout)
}

/** The coupon box sent: applies the code in place; on success the box empties and closes, and the review follows. */
async function applyCoupon(checkout: CheckoutPage, event: SubmitEvent, coupon: HTMLFormElement) {
  event.preventDefault()
  const answer = await sendForNotice('/?shop-ajax=apply_coupon', new FormData(coupon))
  showNotices(checkout, answer.markup)
  if (answer.ok) {
    coupon.reset()
    coupon.closest('details')?.removeAttribute('open')
    void refreshReview(checkout)
  }
}

/** The inline login sent: the page reloads once logged in, otherwise the message goes above the form. */
async function logIn(checkout: CheckoutPage, event: SubmitEvent, login: HTMLFormElement) {
  event.preventDefault()
  const answer = await post('/wp-admin/admin-ajax.php', checkoutLoginBody(new FormData(login)))
  const result = answer
    ? ((await answer.json().catch(() => null)) as { logged_in?: boolean; message?: string } | null)
    : null
  if (result?.logged_in) return void location.reload()
  showNotices(checkout, result?.message ?? NETWORK_NOTICE_MARKUP)
  checkout.page.dispatchEvent(new CustomEvent('checkout_error', { bubbles: true }))
}
