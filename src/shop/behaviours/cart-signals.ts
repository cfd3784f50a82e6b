/**
 * How the parts of the shop in the browser learn that the cart changed, kept apart from the rest of the cart's code
 * so that the header's cart can wait for them without loading it (menu-cart.behaviour.ts).
 */

/** The event the page receives after a cart change (`detail`: the answer and whether an add made it). */
export const CART_CHANGED_EVENT = 'thuthuat:cart-changed'
/** The storage key whose change tells other tabs to read the cart again. */
export const CART_STORAGE_KEY = 'thuthuat_cart_changed'

/** How many items the cart holds, as its readable cookie says (0 without a cart). */
export function cartCount(): number {
  const match = /(?:^|;\s*)thuthuat_cart_count=(\d+)/.exec(document.cookie)
  return match ? Number(match[1]) : 0
}

/** Calls `listener` when another tab changed the cart. */
export function onOtherTabChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === CART_STORAGE_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
