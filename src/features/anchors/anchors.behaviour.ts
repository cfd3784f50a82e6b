import type { Behaviour } from '@/lib/behaviour'
import { isValidAnchor } from './logic'
import { scrollBelowStickyHeaders } from './scroll'

/** Same-page links scroll smoothly to their target, below the sticky header. */
const start: Behaviour = () => {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href*="#"]')
    if (!link || link.pathname !== location.pathname || link.origin !== location.origin || !link.hash) return
    if (!isValidAnchor(link.hash)) {
      if (!link.hash.includes('-action:')) console.warn('Invalid selector', link.hash)
      return
    }
    const target = document.getElementById(link.hash.slice(1))
    if (!target) return
    event.preventDefault()
    history.pushState(null, '', link.hash)
    scrollBelowStickyHeaders(target)
    target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }
  document.addEventListener('click', onClick)
  return () => document.removeEventListener('click', onClick)
}

export default start
