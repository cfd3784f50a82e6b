import { announceCartChange, applyFragments, sendCartChange, showNotice } from './cart.client'

/**
 * An add-to-cart form, with JavaScript: sent without leaving the page, its notice shown above it, every view of the
 * cart on the page updated from the answer's fragments, and the mini-cart opened when it is set to (menu-cart).
 * A second press while one is being sent is ignored. Without JavaScript the form goes to the cart page.
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const form = marker.closest<HTMLFormElement>('form.add-to-cart')
  if (!form) return
  const notices = form.parentElement?.querySelector<HTMLElement>('[data-shop-notices]') ?? null
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const submit = async (event: SubmitEvent) => {
    event.preventDefault()
    if (form.getAttribute('aria-busy') === 'true') return
    form.setAttribute('aria-busy', 'true')
    if (button) button.disabled = true
    const answer = await sendCartChange('add_to_cart', new FormData(form))
    form.removeAttribute('aria-busy')
    if (button) button.disabled = false
    showNotice(notices, answer.notice)
    if (answer.fragments) applyFragments(answer.fragments)
    if (answer.ok) announceCartChange(answer, true)
  }
  // sendCartChange turns a failed request into an answer with a notice: nothing is left to catch.
  const onSubmit = (event: SubmitEvent) => void submit(event)
  form.addEventListener('submit', onSubmit)
  return () => form.removeEventListener('submit', onSubmit)
}
