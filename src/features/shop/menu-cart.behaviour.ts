import {
  CART_CHANGED_EVENT,
  type CartAnswer,
  announceCartChange,
  applyFragments,
  cartCount,
  fetchFragments,
  onOtherTabChange,
  sendCartChange,
} from './cart-client'

/**
 * The header's cart (spec sections 2 to 4, "Mini-cart"; BEHAVIOUR.md "Shop"). The toggle opens the mini-cart on click
 * or on mouseover (`data-open-cart`), except where the page is both the cart and the checkout page, where it stays a
 * link to the cart page. The mini-cart closes on an outside click, Escape or its close button; focus moves into it and
 * back to the toggle. It opens by itself after an add (`data-auto-open`). The count, subtotal and lines come from the
 * fragments call: at once when the cart's readable cookie says it holds something, else when the mini-cart opens, and
 * again when another tab changes the cart.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'
const HOVER_CLOSE_MS = 300

const samePath = (url: string) => {
  try {
    return new URL(url, location.href).pathname === location.pathname
  } catch {
    return false
  }
}

export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('.menu-cart')
  const toggle = root?.querySelector<HTMLAnchorElement>('.menu-cart__toggle')
  const panel = root?.querySelector<HTMLElement>('.menu-cart__panel')
  if (!root || !toggle || !panel) return
  const { openCart, autoOpen, cartUrl = '', checkoutUrl = '', nonce = '' } = root.dataset
  // Spec section 2: on a page that is both the cart and the checkout page, the toggle is a plain link to the cart.
  if (samePath(cartUrl) && samePath(checkoutUrl)) return

  let loaded = false
  let hoverTimer: ReturnType<typeof setTimeout> | undefined
  toggle.setAttribute('role', 'button')
  toggle.setAttribute('aria-controls', panel.id)
  toggle.setAttribute('aria-expanded', 'false')

  async function refresh() {
    const fragments = await fetchFragments(nonce)
    if (!fragments) return
    // Only the header's parts: the cart page's table is the page's own to update (a reader may be typing in it).
    applyFragments(Object.fromEntries(Object.entries(fragments).filter(([selector]) => selector.startsWith('.menu-cart__'))))
    loaded = true
  }

  const isOpen = () => !panel.hidden
  function open(moveFocus: boolean) {
    if (!loaded) void refresh()
    panel!.hidden = false
    toggle!.setAttribute('aria-expanded', 'true')
    if (moveFocus) (panel!.querySelector<HTMLElement>(`.menu-cart__body ${FOCUSABLE}`) ?? panel!.querySelector<HTMLElement>('.menu-cart__close'))?.focus()
  }
  function close(returnFocus: boolean) {
    if (!isOpen()) return
    panel!.hidden = true
    toggle!.setAttribute('aria-expanded', 'false')
    if (returnFocus) toggle!.focus()
  }

  const onToggle = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    if (isOpen()) close(false)
    else open(event.detail === 0)
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) close(true)
    // Space on a link-turned-button opens it too.
    if (event.key === ' ' && event.target === toggle) {
      event.preventDefault()
      if (isOpen()) close(false)
      else open(true)
    }
  }
  const onOutside = (event: PointerEvent) => {
    if (isOpen() && !root.contains(event.target as Node)) close(false)
  }
  const onPanelClick = async (event: MouseEvent) => {
    const target = event.target as Element
    if (target.closest('.menu-cart__close')) return close(true)
    const step = target.closest<HTMLButtonElement>('button[data-cart-line]')
    if (!step) return
    const body = new FormData()
    body.set('_nonce', nonce)
    body.set('line_0', step.dataset.cartLine ?? '')
    body.set('quantity_0', step.dataset.cartQuantity ?? '0')
    step.disabled = true
    const answer = await sendCartChange('update_cart', body)
    if (answer.fragments) applyFragments(answer.fragments)
    announceCartChange(answer, false)
    panel.querySelector<HTMLElement>(`.menu-cart__body ${FOCUSABLE}`)?.focus()
  }
  const onChanged = (event: Event) => {
    const { answer, added } = (event as CustomEvent<{ answer: CartAnswer; added: boolean }>).detail
    if (answer.fragments) loaded = true
    if (added && answer.ok && autoOpen === 'true') open(false)
  }
  const onEnter = () => {
    clearTimeout(hoverTimer)
    if (!isOpen()) open(false)
  }
  const onLeave = () => {
    hoverTimer = setTimeout(() => close(false), HOVER_CLOSE_MS)
  }

  toggle.addEventListener('click', onToggle)
  document.addEventListener('keydown', onKey)
  document.addEventListener('pointerdown', onOutside)
  panel.addEventListener('click', onPanelClick)
  document.addEventListener(CART_CHANGED_EVENT, onChanged)
  if (openCart === 'mouseover') {
    root.addEventListener('mouseenter', onEnter)
    root.addEventListener('mouseleave', onLeave)
  }
  const stopFollowing = onOtherTabChange(() => void refresh())
  if (cartCount() > 0) void refresh()
  return () => {
    toggle.removeEventListener('click', onToggle)
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('pointerdown', onOutside)
    panel.removeEventListener('click', onPanelClick)
    document.removeEventListener(CART_CHANGED_EVENT, onChanged)
    root.removeEventListener('mouseenter', onEnter)
    root.removeEventListener('mouseleave', onLeave)
    stopFollowing()
  }
}
