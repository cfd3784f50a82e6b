import {
  announceCartChange,
  applyFragments,
  fetchFragments,
  sendCartChange,
  sendForNotice,
  showNotice,
} from './cart.client'
import { onOtherTabChange } from './cart-signals'
import { CART_UPDATE_DELAY_MS } from '../rules/logic'

/**
 * The cart page's form, with JavaScript (docs/shop.md, Mini-cart and cart page): a quantity changed updates the cart
 * CART_UPDATE_DELAY_MS after the last change (`update_cart_automatically`), the update button at once, a line's
 * remove button removes it; the table and totals are replaced from the answer's fragments, focus kept on the
 * quantity being typed. An emptied cart reloads the page (its empty state). Another tab's change reloads it too.
 * The coupon box applies a code in place (`apply_coupon`), as do the totals' remove buttons (`remove_coupon`, which send
 * the coupon box's form): the notice shows, then the cart's fragments bring the totals with their coupons.
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const form = marker.closest<HTMLFormElement>('form.cart-form')
  if (!form) return
  const notices = document.querySelector<HTMLElement>('[data-shop-notices]')
  const automatic = form.hasAttribute('data-update-automatically')
  let timer: ReturnType<typeof setTimeout> | undefined

  async function send(action: 'update_cart' | 'remove_from_cart', body: FormData) {
    clearTimeout(timer)
    const focused =
      document.activeElement instanceof HTMLInputElement && form!.contains(document.activeElement)
        ? document.activeElement.name
        : null
    form!.setAttribute('aria-busy', 'true')
    const answer = await sendCartChange(action, body)
    form!.removeAttribute('aria-busy')
    showNotice(notices, answer.notice)
    if (!answer.fragments) return
    applyFragments(answer.fragments)
    announceCartChange(answer, false)
    if (!form!.querySelector('.cart-line')) return location.reload()
    if (focused) form!.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focused)}"]`)?.focus()
  }

  const onInput = (event: Event) => {
    if (!automatic || !(event.target instanceof HTMLInputElement) || !event.target.name.startsWith('quantity_')) return
    clearTimeout(timer)
    timer = setTimeout(() => void send('update_cart', new FormData(form)), CART_UPDATE_DELAY_MS)
  }
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const submitter = event.submitter as HTMLButtonElement | null
    if (submitter?.name === 'line') {
      const body = new FormData()
      body.set('_nonce', new FormData(form).get('_nonce') as string)
      body.set('line', submitter.value)
      return void send('remove_from_cart', body)
    }
    void send('update_cart', new FormData(form))
  }
  const coupon = document.querySelector<HTMLFormElement>('.cart-page .checkout-coupon__form')
  const applyCoupon = async (event: SubmitEvent) => {
    event.preventDefault()
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null
    const url = submitter?.getAttribute('formaction') ?? coupon!.getAttribute('action') ?? ''
    const answer = await sendForNotice(url, new FormData(coupon!, submitter))
    if (notices) notices.innerHTML = answer.markup
    notices?.scrollIntoView({
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'nearest',
    })
    if (!answer.ok) return
    if (!submitter?.hasAttribute('formaction')) {
      coupon!.reset()
      coupon!.closest('details')?.removeAttribute('open')
    }
    const fragments = await fetchFragments(new FormData(form).get('_nonce') as string)
    if (fragments) applyFragments(fragments)
    // A remove button is gone with the totals it was in: the keyboard goes on from the coupon box.
    if (submitter?.hasAttribute('formaction')) coupon!.closest('details')?.querySelector('summary')?.focus()
  }
  // sendForNotice and fetchFragments turn a failed request into a notice or null: nothing is left to catch.
  const onCoupon = (event: SubmitEvent) => void applyCoupon(event)
  form.addEventListener('input', onInput)
  form.addEventListener('submit', onSubmit)
  coupon?.addEventListener('submit', onCoupon)
  const stopFollowing = onOtherTabChange(() => location.reload())
  return () => {
    clearTimeout(timer)
    form.removeEventListener('input', onInput)
    form.removeEventListener('submit', onSubmit)
    coupon?.removeEventListener('submit', onCoupon)
    stopFollowing()
  }
}
