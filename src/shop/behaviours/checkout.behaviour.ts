import { payments } from '@/i18n/payments'
import type { CardField } from './card-payment.client'
import { type CheckoutFieldMessages, checkoutFieldMessage } from '../rules/checkout-field-messages'
import { NETWORK_NOTICE_MARKUP, applyFragments, sendForNotice } from './cart.client'
import { checkoutLoginBody } from './checkout-login.client'

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

export default function start(marker: HTMLElement): (() => void) | void {
  const form = marker.closest<HTMLFormElement>('form.checkout-form')
  const page = form?.closest<HTMLElement>('.checkout')
  const notices = page?.querySelector<HTMLElement>('[data-shop-notices]')
  if (!form || !page || !notices) return
  const nonce = form.querySelector<HTMLInputElement>('input[name="_nonce"]')?.value ?? ''
  const controller = new AbortController()
  const { signal } = controller
  let fieldMessages: CheckoutFieldMessages | null = null
  try {
    fieldMessages = JSON.parse(form.dataset.fieldMessages ?? '')
  } catch {
    // Without its words the form keeps the browser's own checks.
  }
  if (fieldMessages) form.noValidate = true

  /** The browser's findings on the form's fields, in the site's words: field name → message (empty when all is well). */
  function browserProblems(): Record<string, string> {
    const problems: Record<string, string> = {}
    for (const control of form!.elements) {
      if (
        !(
          control instanceof HTMLInputElement ||
          control instanceof HTMLSelectElement ||
          control instanceof HTMLTextAreaElement
        ) ||
        !control.willValidate
      )
        continue
      const message =
        fieldMessages && !(control.name in problems)
          ? checkoutFieldMessage(control.name, control.validity, fieldMessages)
          : null
      if (message) problems[control.name] = message
    }
    return problems
  }

  /** Marks what the browser finds wrong; whether the form may be sent. */
  function checkFields(): boolean {
    if (!fieldMessages) return form!.reportValidity()
    const problems = browserProblems()
    markErrors(form!, problems)
    return Object.keys(problems).length === 0
  }

  // A field's message goes as soon as the field is fixed.
  const recheck = (event: Event) => {
    const control = event.target as HTMLInputElement
    const shown = shownControl(control)
    if (!fieldMessages || shown.getAttribute('aria-invalid') !== 'true' || !control.validity.valid) return
    unmark(shown)
  }
  form.addEventListener('input', recheck, { signal })
  form.addEventListener('change', recheck, { signal })

  function showNotices(markup: string) {
    notices!.innerHTML = markup
    if (!markup) return
    notices!.focus({ preventScroll: true })
    notices!.scrollIntoView({
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'start',
    })
  }

  let reviewing: AbortController | null = null
  async function refreshReview() {
    reviewing?.abort()
    reviewing = new AbortController()
    const body = new FormData(form!)
    try {
      const answer = await fetch('/?shop-ajax=update_order_review', {
        method: 'POST',
        body,
        headers: AJAX_HEADERS,
        signal: reviewing.signal,
      })
      if (!answer.ok) return
      const { fragments } = (await answer.json()) as { fragments?: Record<string, string> }
      if (fragments) {
        // The reader may have picked a way to pay while the review was on its way: their pick stays, when still offered.
        const picked = chosenPayment()
        applyFragments(fragments)
        const offered = [...form!.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')].find(
          (radio) => radio.value === picked,
        )
        if (offered) offered.checked = true
        showCard()
        showWallet()
      }
      requireAddress()
    } catch {
      // Aborted by a newer change, or offline: the review stays as it was; placing the order works it out again.
    }
  }

  // Picking the order up at the shop asks no address.
  function requireAddress() {
    const pickup =
      form!.querySelector<HTMLInputElement>('input[name="shipping_method"]:checked')?.value === 'local_pickup'
    for (const name of ['billing_province', 'billing_ward', 'billing_street']) {
      const field = form!.elements.namedItem(name)
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.required = !pickup
    }
  }

  function showShippingAddress() {
    const box = form!.querySelector<HTMLInputElement>('[data-ship-elsewhere]')
    const fieldset = form!.querySelector<HTMLFieldSetElement>('[data-shipping-address]')
    if (!box || !fieldset) return
    fieldset.hidden = !box.checked
    fieldset.disabled = !box.checked
  }

  form.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLElement
      if (target.matches('[data-ship-elsewhere]')) showShippingAddress()
      if (target.matches('input[name="shipping_method"]')) requireAddress()
      if (
        target.matches(
          '[data-units="province"], [data-ship-elsewhere], input[name="shipping_method"], input[name="billing_email"]',
        )
      )
        void refreshReview()
    },
    { signal },
  )
  showShippingAddress()
  requireAddress()

  const chosenPayment = () => form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value

  /** Places the order with what the form says; the server's answer, or null when it could not be reached. */
  async function placeOrder(): Promise<PlaceAnswer | null> {
    const answer = await post('/?shop-ajax=checkout', new FormData(form!))
    return answer ? ((await answer.json().catch(() => null)) as PlaceAnswer | null) : null
  }

  /** Shows why the order was not placed, beside the fields and above the form. */
  function refused(result: PlaceAnswer | null) {
    showNotices(result?.messages ?? NETWORK_NOTICE_MARKUP)
    markErrors(form!, result?.errors ?? {})
    page!.dispatchEvent(new CustomEvent('checkout_error', { bubbles: true }))
    void refreshReview()
  }

  // The card: Stripe's field is loaded only once the reader picks it.
  const cardBox = page.querySelector<HTMLElement>('[data-card-payment]')
  let card: Promise<CardField | null> | null = null
  function showCard() {
    if (!cardBox) return
    cardBox.hidden = chosenPayment() !== 'stripe'
    if (chosenPayment() === 'stripe' && !card)
      card = import('./card-payment.client').then((module) => module.mountCardField(cardBox))
  }

  /** Checks the card before the order is placed; the field, or null after showing why not. */
  async function checkedCard(): Promise<CardField | null> {
    const field = await card
    if (!field) return (showNotices(errorNotice(payments.cardUnavailable)), null)
    const problem = await field.check()
    return problem ? (showNotices(errorNotice(problem)), null) : field
  }

  // The wallet: PayPal's buttons, loaded only once the reader picks PayPal, stand in for "Đặt hàng". Its "Pay" places
  // the order and opens PayPal's window; the approval is captured on the server, then the reader goes to the order.
  const walletBox = page.querySelector<HTMLElement>('[data-wallet-payment]')
  const placeButton = form.querySelector<HTMLElement>('.checkout-place')
  let wallet: Promise<boolean> | null = null
  let walletOrder = ''
  function showWallet() {
    if (!walletBox) return
    const byWallet = chosenPayment() === 'paypal'
    walletBox.hidden = !byWallet
    if (placeButton) placeButton.hidden = byWallet
    if (!byWallet || wallet) return
    wallet = import('./wallet-payment.client').then((module) =>
      module.mountWalletButtons(walletBox, {
        async createOrder() {
          if (!checkFields()) throw new Error('The checkout form is not complete')
          const result = await placeOrder()
          if (result?.result !== 'success' || !result.redirect || !result.payment?.walletOrderId)
            throw (refused(result), new Error('Not placed'))
          walletOrder = /TT-\d+/.exec(result.redirect)?.[0] ?? ''
          return result.payment.walletOrderId
        },
        async onApprove(walletOrderId) {
          const body = new FormData()
          body.set('_nonce', nonce)
          body.set('paypal_order', walletOrderId)
          const answer = await post('/?shop-ajax=paypal_capture', body)
          const result = answer ? ((await answer.json().catch(() => null)) as PlaceAnswer | null) : null
          if (result?.result === 'success' && result.redirect) return void location.assign(result.redirect)
          showNotices(result?.messages ?? NETWORK_NOTICE_MARKUP)
        },
        onCancel() {
          showNotices(errorNotice(payments.walletCancelled(walletOrder)))
        },
      }),
    )
    void wallet.then((ready) => ready || showNotices(errorNotice(payments.walletUnavailable)))
  }

  form.addEventListener(
    'change',
    (event) => {
      if (!(event.target as HTMLElement).matches('input[name="payment_method"]')) return
      showCard()
      showWallet()
    },
    { signal },
  )
  showCard()
  showWallet()

  // The coupons' remove buttons and the order button share the form.
  let placing = false
  const submitOrder = async (event: SubmitEvent) => {
    event.preventDefault()
    const submitter = event.submitter as HTMLButtonElement | null
    if (submitter?.name === 'coupon') {
      const body = new FormData()
      body.set('security', nonce)
      body.set('coupon', submitter.value)
      showNotices((await sendForNotice('/?shop-ajax=remove_coupon', body)).markup)
      return void refreshReview()
    }
    if (placing || chosenPayment() === 'paypal' || !checkFields()) return
    placing = true
    form.setAttribute('aria-busy', 'true')
    const done = () => {
      placing = false
      form.removeAttribute('aria-busy')
    }
    const byCard = chosenPayment() === 'stripe'
    const field = byCard ? await checkedCard() : null
    if (byCard && !field) return done()
    const result = await placeOrder()
    if (result?.result === 'success' && result.redirect && result.payment?.clientSecret && field) {
      const failure = await field.pay(
        result.payment.amount,
        result.payment.clientSecret,
        new URL(result.redirect, location.href).href,
      )
      // Paid: Stripe is already taking the reader to the order. Refused: the order waits for another try.
      if (failure) showNotices(errorNotice(payments.cardRefused(failure)))
      return done()
    }
    if (result?.result === 'success' && result.redirect) return void location.assign(result.redirect)
    done()
    refused(result)
  }
  // The requests turn a failure into a notice (post, sendForNotice): nothing is left to catch.
  form.addEventListener('submit', (event) => void submitOrder(event), { signal })

  const coupon = page.querySelector<HTMLFormElement>('.checkout-coupon__form')
  const applyCoupon = async (event: SubmitEvent, coupon: HTMLFormElement) => {
    event.preventDefault()
    const answer = await sendForNotice('/?shop-ajax=apply_coupon', new FormData(coupon))
    showNotices(answer.markup)
    if (answer.ok) {
      coupon.reset()
      coupon.closest('details')?.removeAttribute('open')
      void refreshReview()
    }
  }
  // sendForNotice turns a failed request into a notice: nothing is left to catch.
  coupon?.addEventListener('submit', (event) => void applyCoupon(event, coupon), { signal })

  const login = page.querySelector<HTMLFormElement>('.checkout-login__form')
  const logIn = async (event: SubmitEvent, login: HTMLFormElement) => {
    event.preventDefault()
    const answer = await post('/wp-admin/admin-ajax.php', checkoutLoginBody(new FormData(login)))
    const result = answer
      ? ((await answer.json().catch(() => null)) as { logged_in?: boolean; message?: string } | null)
      : null
    if (result?.logged_in) return void location.reload()
    showNotices(result?.message ?? NETWORK_NOTICE_MARKUP)
    page.dispatchEvent(new CustomEvent('checkout_error', { bubbles: true }))
  }
  // post answers null for a failed request, shown as a notice: nothing is left to catch.
  login?.addEventListener('submit', (event) => void logIn(event, login), { signal })
  return () => controller.abort()
}

/** What the reader sees of a control: itself, or the box standing in for a hidden one (the commune's search box). */
function shownControl(field: HTMLElement): HTMLElement {
  const id = field.dataset.shownBy
  return (id && field.ownerDocument.getElementById(id)) || field
}

/** A field's descriptions other than its error note (the commune box's hint). */
const otherDescriptions = (field: Element) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && !id.endsWith('-error'))

/** Takes a field's mark and message away (the note by its id, wherever it was put), keeping its other descriptions. */
function unmark(field: Element) {
  for (const id of (field.getAttribute('aria-describedby') ?? '').split(' '))
    if (id.endsWith('-error')) field.ownerDocument.getElementById(id)?.remove()
  field.removeAttribute('aria-invalid')
  const others = otherDescriptions(field)
  if (others.length) field.setAttribute('aria-describedby', others.join(' '))
  else field.removeAttribute('aria-describedby')
}

/** Marks the fields refused (and clears the marks of the others), each with its message under it; focuses the first. */
function markErrors(form: HTMLFormElement, errors: Record<string, string>) {
  for (const old of form.querySelectorAll('.checkout-field__error')) old.remove()
  for (const field of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) unmark(field)
  let first: HTMLElement | null = null
  for (const [name, message] of Object.entries(errors)) {
    const field = form.elements.namedItem(name)
    if (!(field instanceof HTMLElement)) continue
    const note = document.createElement('p')
    note.className = 'checkout-field__error'
    note.id = `${name}-error`
    note.textContent = message
    const shown = shownControl(field)
    shown.setAttribute('aria-invalid', 'true')
    shown.setAttribute('aria-describedby', [note.id, ...otherDescriptions(shown)].join(' '))
    field.insertAdjacentElement('afterend', note)
    first ??= shown
  }
  first?.focus()
}
