'use client'

import { useEffect, useRef } from 'react'

/** Spec: a section background starts loading when it is within 200 px above or below the viewport. */
export const LAZY_MARGIN = '200px 0px'

/** Marks its section's background loaded once the section comes near the viewport; the image is in the CSS. */
export function LazyBackground() {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const section = marker.current?.closest<HTMLElement>('[data-lazy-background]')
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
  }, [])
  return <span ref={marker} hidden />
}
