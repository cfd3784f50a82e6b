import { BACK_TO_TOP_AFTER, FLOATING_BUTTONS_NONCE_HEADER, TRACK_PATH } from './logic'

/**
 * Counts each click on a floating button (sent with the floating buttons' own nonce, without holding up the
 * link), shows "back to top" once the reader has scrolled, and takes them and the keyboard focus back up.
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('[data-floating-buttons]')
  if (!root) return
  const nonce = root.dataset.nonce ?? ''
  const top = root.querySelector<HTMLElement>('[data-floating-kind="top"]')

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-floating-button]')?.dataset.floatingButton
    if (!button) return
    fetch(TRACK_PATH, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', [FLOATING_BUTTONS_NONCE_HEADER]: nonce },
      body: JSON.stringify({ button, path: location.pathname }),
    }).catch(() => undefined)
    if (button !== 'top') return
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
    document.querySelector<HTMLElement>('.skip-link, a[href], button')?.focus({ preventScroll: true })
  }
  const onScroll = () => {
    if (top) top.hidden = window.scrollY < BACK_TO_TOP_AFTER
  }
  root.addEventListener('click', onClick)
  window.addEventListener('scroll', onScroll, { passive: true })
  onScroll()
  return () => {
    root.removeEventListener('click', onClick)
    window.removeEventListener('scroll', onScroll)
  }
}
