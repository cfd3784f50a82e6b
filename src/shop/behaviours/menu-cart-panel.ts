import { type CartAnswer, announceCartChange, applyFragments, fetchFragments, sendCartChange } from './cart.client'
import { CART_CHANGED_EVENT, onOtherTabChange } from './cart-signals'

/**
 * The header's mini-cart once loaded (docs/shop.md, Mini-cart and cart page; menu-cart.behaviour.ts
 * loads it). The toggle opens it on click or on mouseover (`data-open-cart`); it closes on an outside click, Escape or
 * its close button; focus moves into it and back to the toggle. It opens by itself after an add (`data-auto-open`).
 * The count, subtotal and lines come from the fragments call: at once when the cart holds something, else when the
 * mini-cart opens, and again when another tab changes the cart.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'
const HOVER_CLOSE_MS = 300

/** What happened before the mini-cart loaded, for it to finish: a click on the toggle, or a change of the cart. */
export type Waiting =
  | { kind: 'none' | 'refresh' }
  | { kind: 'click'; keyboard: boolean }
  | { kind: 'changed'; answer: CartAnswer; added: boolean }

export function startMenuCart(
  root: HTMLElement,
  toggle: HTMLAnchorElement,
  panel: HTMLElement,
  waiting: Waiting,
): () => void {
  const { openCart, autoOpen, nonce = '' } = root.dataset
  let loaded = false
  let hoverTimer: ReturnType<typeof setTimeout> | undefined
  toggle.setAttribute('role', 'button')
  toggle.setAttribute('aria-controls', panel.id)
  toggle.setAttribute('aria-expanded', 'false')

  async function refresh() {
    const fragments = await fetchFragments(nonce)
    if (!fragments) return
    // Only the header's parts: the cart page's table is the page's own to update (a reader may be typing in it).
    applyFragments(
      Object.fromEntries(Object.entries(fragments).filter(([selector]) => selector.startsWith('.menu-cart__'))),
    )
    loaded = true
  }

  const isOpen = () => !panel.hidden
  function open(moveFocus: boolean) {
    if (!loaded) void refresh()
    panel.hidden = false
    toggle.setAttribute('aria-expanded', 'true')
    if (moveFocus)
      (
        panel.querySelector<HTMLElement>(`.menu-cart__body ${FOCUSABLE}`) ??
        panel.querySelector<HTMLElement>('.menu-cart__close')
      )?.focus()
  }
  function close(returnFocus: boolean) {
    if (!isOpen()) return
    panel.hidden = true
    toggle.setAttribute('aria-expanded', 'false')
    if (returnFocus) toggle.focus()
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
  const panelClick = async (event: MouseEvent) => {
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
  const afterChange = (answer: CartAnswer, added: boolean) => {
    if (answer.fragments) loaded = true
    if (added && answer.ok && autoOpen === 'true') open(false)
  }
  const onChanged = (event: Event) => {
    const { answer, added } = (event as CustomEvent<{ answer: CartAnswer; added: boolean }>).detail
    afterChange(answer, added)
  }
  const onEnter = () => {
    clearTimeout(hoverTimer)
    if (!isOpen()) open(false)
  }
  const onLeave = () => {
    hoverTimer = setTimeout(() => close(false), HOVER_CLOSE_MS)
  }

  // sendCartChange turns a failed request into an answer with a notice: nothing is left to catch.
  const onPanelClick = (event: MouseEvent) => void panelClick(event)
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
  if (waiting.kind === 'refresh') void refresh()
  else if (waiting.kind === 'changed') afterChange(waiting.answer, waiting.added)
  else if (waiting.kind === 'click') open(waiting.keyboard)
  else if (openCart === 'mouseover' && root.matches(':hover')) onEnter()
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
