import { anchorOffset, easedPosition, SMOOTH_SCROLL_MS } from './logic'

/** Browser only: scroll the window so `target` lands below the admin bar and the active sticky header. */

function stickyHeights(): number[] {
  return [...document.querySelectorAll<HTMLElement>('[data-sticky-header]')]
    .filter(
      (element) => getComputedStyle(element).position === 'sticky' || getComputedStyle(element).position === 'fixed',
    )
    .map((element) => element.getBoundingClientRect().height)
}

export function scrollBelowStickyHeaders(target: Element) {
  const adminBar = document.querySelector<HTMLElement>('[data-admin-bar]')?.offsetHeight ?? 0
  const to = target.getBoundingClientRect().top + window.scrollY - anchorOffset(adminBar, stickyHeights()) - 8
  const from = window.scrollY
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, to)
    return
  }
  const start = performance.now()
  const step = (now: number) => {
    window.scrollTo(0, easedPosition(from, to, now - start, SMOOTH_SCROLL_MS))
    if (now - start < SMOOTH_SCROLL_MS) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}
