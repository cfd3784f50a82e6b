import type { Behaviour } from '@/lib/behaviour'
import { LAZY_MARGIN } from './lazy-margin'

/** Marks its section's background loaded once the section comes near the viewport; the image is in the CSS. */
const start: Behaviour = (marker) => {
  const section = marker.closest<HTMLElement>('[data-lazy-background]')
  if (!section) return
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      section.classList.add('is-background-loaded')
      observer.disconnect()
    },
    { rootMargin: LAZY_MARGIN },
  )
  observer.observe(section)
  return () => observer.disconnect()
}

export default start
