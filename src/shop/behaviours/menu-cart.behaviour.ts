import type { CartAnswer } from './cart.client'
import { CART_CHANGED_EVENT, cartCount, onOtherTabChange } from './cart-signals'
import type { Waiting } from './menu-cart-panel'

const samePath = (url: string) => {
  try {
    return new URL(url, location.href).pathname === location.pathname
  } catch {
    return false
  }
}

/**
 * The header's cart toggle (docs/shop.md, Mini-cart and cart page). Every page has it, so this part is small: the
 * mini-cart itself (menu-cart-panel.ts) loads at once only when the cart's readable cookie says it holds something,
 * else when the reader comes near the toggle (pointer, focus, touch), clicks it, adds to the cart or changes the cart
 * in another tab. Until then the toggle is a link to the cart page. On a page that is both the cart and the checkout
 * page it stays that link (docs/shop.md, Mini-cart and cart page).
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('.menu-cart')
  const toggle = root?.querySelector<HTMLAnchorElement>('.menu-cart__toggle')
  const panel = root?.querySelector<HTMLElement>('.menu-cart__panel')
  if (!root || !toggle || !panel) return
  const { cartUrl = '', checkoutUrl = '' } = root.dataset
  if (samePath(cartUrl) && samePath(checkoutUrl)) return

  let stopped = false
  let stopPanel: (() => void) | undefined
  let loading: Promise<void> | undefined
  // What the mini-cart is to finish once loaded: the latest event before then (a click wins over coming near).
  let waiting: Waiting = { kind: 'none' }
  const load = (event: Waiting) => {
    if (event.kind !== 'none' && waiting.kind !== 'click') waiting = event
    // Should the mini-cart fail to load, the toggle is the cart page's link again.
    loading ??= import('./menu-cart-panel')
      .then(({ startMenuCart }) => {
        stopWaiting()
        if (!stopped) stopPanel = startMenuCart(root, toggle, panel, waiting)
      })
      .catch(stopWaiting)
  }

  const onNear = () => load({ kind: 'none' })
  // Until the mini-cart has started, a click on the toggle waits for it instead of following the link.
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    load({ kind: 'click', keyboard: event.detail === 0 })
  }
  const onChanged = (event: Event) => {
    const { answer, added } = (event as CustomEvent<{ answer: CartAnswer; added: boolean }>).detail
    load({ kind: 'changed', answer, added })
  }
  const nearEvents = ['pointerenter', 'focusin', 'touchstart'] as const
  for (const name of nearEvents) root.addEventListener(name, onNear, { passive: true })
  toggle.addEventListener('click', onClick)
  document.addEventListener(CART_CHANGED_EVENT, onChanged)
  const stopFollowing = onOtherTabChange(() => load({ kind: 'refresh' }))
  function stopWaiting() {
    for (const name of nearEvents) root!.removeEventListener(name, onNear)
    toggle!.removeEventListener('click', onClick)
    document.removeEventListener(CART_CHANGED_EVENT, onChanged)
    stopFollowing()
  }

  if (cartCount() > 0) load({ kind: 'refresh' })
  return () => {
    stopped = true
    stopWaiting()
    stopPanel?.()
  }
}
