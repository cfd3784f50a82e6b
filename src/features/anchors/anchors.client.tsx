'use client'

import { useEffect } from 'react'
import { anchorOffset, easedPosition, isValidAnchor, SMOOTH_SCROLL_MS } from './logic'

function stickyHeights(): number[] {
  return [...document.querySelectorAll<HTMLElement>('[data-sticky-header]')]
    .filter((element) => getComputedStyle(element).position === 'sticky' || getComputedStyle(element).position === 'fixed')
    .map((element) => element.getBoundingClientRect().height)
}

/** Same-page links scroll smoothly to their target, below the sticky header. */
export function SmoothAnchors() {
  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const link = (event.target as Element).closest?.('a[href*="#"]') as HTMLAnchorElement | null
      if (!link || link.pathname !== location.pathname || link.origin !== location.origin || !link.hash) return
      if (!isValidAnchor(link.hash)) {
        if (!link.hash.includes('-action:')) console.warn('Invalid selector', link.hash)
        return
      }
      const target = document.getElementById(link.hash.slice(1))
      if (!target) return
      event.preventDefault()
      const adminBar = document.querySelector<HTMLElement>('[data-admin-bar]')?.offsetHeight ?? 0
      const to = target.getBoundingClientRect().top + window.scrollY - anchorOffset(adminBar, stickyHeights()) - 8
      history.pushState(null, '', link.hash)
      const from = window.scrollY
      if (reducedMotion.matches) window.scrollTo(0, to)
      else {
        const start = performance.now()
        const step = (now: number) => {
          window.scrollTo(0, easedPosition(from, to, now - start, SMOOTH_SCROLL_MS))
          if (now - start < SMOOTH_SCROLL_MS) requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      }
      target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return null
}
