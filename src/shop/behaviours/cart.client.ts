import { cartRequests } from '@/i18n/cart-requests'
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from './cart-signals'

/**
 * What the shop's behaviours share in the browser: sending a cart change, asking for the cart's fragments, putting
 * fragments into the page, and telling the other parts of the page and the other tabs that the cart changed.
 */

export interface CartNotice {
  kind: 'success' | 'error' | 'info'
  message: string
  link?: { href: string; label: string }
}

export interface CartAnswer {
  ok: boolean
  notice: CartNotice | null
  fragments: Record<string, string> | null
}

const NETWORK_ERROR: CartNotice = {
  kind: 'error',
  message: cartRequests.unreachable,
}

/** The same notice as the shop's HTML notices write it (the checkout's calls answer such markup). */
export const NETWORK_NOTICE_MARKUP = `<div class="shop-notice shop-notice--error" role="alert">${NETWORK_ERROR.message}</div>`

async function postJson(
  url: string,
  body: FormData,
): Promise<{ status: number; json: Record<string, unknown> } | null> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    })
    return { status: answer.status, json: (await answer.json()) as Record<string, unknown> }
  } catch {
    return null
  }
}

/** Sends a cart change (`add_to_cart`, `update_cart`, `remove_from_cart`) to the shop's AJAX endpoint. */
export async function sendCartChange(action: string, body: FormData): Promise<CartAnswer> {
  const answer = await postJson(`/?shop-ajax=${action}`, body)
  if (!answer) return { ok: false, notice: NETWORK_ERROR, fragments: null }
  const { notice, fragments } = answer.json as { notice?: CartNotice; fragments?: Record<string, string> }
  return { ok: answer.status < 400, notice: notice ?? null, fragments: fragments ?? null }
}

/**
 * Sends one of the calls that answer an HTML notice (`apply_coupon`, `remove_coupon`, docs/shop.md, AJAX actions) as a script
 * does (`X-Requested-With`): whether it was taken, and the notice's markup.
 */
export async function sendForNotice(url: string, body: FormData): Promise<{ ok: boolean; markup: string }> {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      credentials: 'same-origin',
    })
    return { ok: answer.ok, markup: await answer.text() }
  } catch {
    return { ok: false, markup: NETWORK_NOTICE_MARKUP }
  }
}

/** The cart's fragments (docs/shop.md, Fragments), or null when they cannot be had. */
export async function fetchFragments(nonce: string): Promise<Record<string, string> | null> {
  const body = new FormData()
  body.set('action', 'thuthuat_menu_cart_fragments')
  body.set('_nonce', nonce)
  body.set('is_editor', '0')
  for (const element of document.querySelectorAll<HTMLElement>('[data-template-id]'))
    body.append('templates[]', element.dataset.templateId ?? '')
  const answer = await postJson('/wp-admin/admin-ajax.php', body)
  return answer && answer.status < 400 ? ((answer.json.fragments as Record<string, string>) ?? null) : null
}

/** Replaces every element matching a fragment's selector with the fragment's HTML. */
export function applyFragments(fragments: Record<string, string>): void {
  for (const [selector, markup] of Object.entries(fragments)) {
    for (const element of document.querySelectorAll(selector)) {
      const template = document.createElement('template')
      template.innerHTML = markup.trim()
      const fresh = template.content.firstElementChild
      if (fresh) element.replaceWith(fresh)
    }
  }
}

/** Tells this page (an event) and the other tabs (storage) that the cart changed. */
export function announceCartChange(answer: CartAnswer, added: boolean): void {
  document.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: { answer, added } }))
  try {
    localStorage.setItem(CART_STORAGE_KEY, String(Date.now()))
  } catch {
    // Storage refused (private mode): other tabs follow on their next page.
  }
}

/** Shows a notice in a notices container (docs/shop.md, Notices: a status or an alert, scrolled into view). */
export function showNotice(container: HTMLElement | null, notice: CartNotice | null): void {
  if (!container || !notice) return
  const element = document.createElement('div')
  element.className = `shop-notice shop-notice--${notice.kind}`
  element.setAttribute('role', notice.kind === 'error' ? 'alert' : 'status')
  element.textContent = notice.message
  if (notice.link) {
    const link = document.createElement('a')
    link.href = notice.link.href
    link.textContent = notice.link.label
    element.append(' ', link)
  }
  container.replaceChildren(element)
  container.scrollIntoView({
    behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    block: 'nearest',
  })
}
