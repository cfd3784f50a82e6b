'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { type LightboxSlide, toSlides } from './logic'

const LightboxView = lazy(() => import('./LightboxView'))

/**
 * Opens the lightbox when a `[data-lightbox-item]` link inside the enclosing `[data-lightbox-gallery]`
 * is clicked. The lightbox library loads on the first click only.
 */
export function LightboxTrigger() {
  const marker = useRef<HTMLSpanElement>(null)
  const [state, setState] = useState<{ slides: LightboxSlide[]; index: number } | null>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const gallery = marker.current?.closest<HTMLElement>('[data-lightbox-gallery]')
    if (!gallery) return
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lightbox-item]')
      if (!link || !gallery.contains(link)) return
      event.preventDefault()
      const links = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]')]
      const slides = toSlides(
        links.map((item) => ({
          href: item.getAttribute('href') ?? '',
          title: item.dataset.title,
          description: item.dataset.description,
          width: Number(item.dataset.width) || undefined,
          height: Number(item.dataset.height) || undefined,
        })),
        location.href,
      )
      opener.current = link
      setState({ slides, index: links.indexOf(link) })
    }
    gallery.addEventListener('click', onClick)
    return () => gallery.removeEventListener('click', onClick)
  }, [])

  return (
    <span ref={marker} hidden>
      {state && (
        <Suspense fallback={null}>
          <LightboxView
            slides={state.slides}
            index={state.index}
            onClose={() => {
              setState(null)
              opener.current?.focus()
            }}
          />
        </Suspense>
      )}
    </span>
  )
}
