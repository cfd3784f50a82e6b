'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { type LightboxSlide, slideshowOf, toSlides } from './logic'

const LightboxView = lazy(() => import('./LightboxView'))

export type OpenLightbox = { slides: LightboxSlide[]; index: number }

/**
 * The lightbox while `open` is set, its library loaded on first use; closing hands the keyboard focus back to the
 * element that opened it.
 */
export function LazyLightbox({ open, opener, onClose }: { open: OpenLightbox | null; opener: { current: HTMLElement | null }; onClose: () => void }) {
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <LightboxView
        slides={open.slides}
        index={open.index}
        onClose={() => {
          onClose()
          opener.current?.focus()
          opener.current = null
        }}
      />
    </Suspense>
  )
}

/**
 * Opens the lightbox when a `[data-lightbox-item]` link inside the enclosing `[data-lightbox-gallery]`
 * is clicked, with the links of the clicked one's slideshow as slides. The lightbox library loads on the first click only.
 * In the builder's canvas (`inEditor`) a click selects a block, so a double click on an image block opens it.
 */
export function LightboxTrigger({ inEditor = false }: { inEditor?: boolean }) {
  const marker = useRef<HTMLSpanElement>(null)
  const [state, setState] = useState<OpenLightbox | null>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const gallery = marker.current?.closest<HTMLElement>('[data-lightbox-gallery]')
    if (!gallery) return
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const target = event.target as Element
      const link =
        target.closest<HTMLAnchorElement>('a[data-lightbox-item]') ??
        (inEditor ? (target.closest('[data-puck-component]')?.querySelector<HTMLAnchorElement>('a[data-lightbox-item]') ?? null) : null)
      if (!link || !gallery.contains(link)) return
      event.preventDefault()
      // A gallery's images form their own slideshow; a filtered gallery marks only the images it shows.
      const all = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]')]
      const { members, index } = slideshowOf(
        all.map((item) => item.dataset.lightboxSlideshow),
        all.indexOf(link),
      )
      const links = members.map((position) => all[position])
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
      setState({ slides, index })
    }
    const type = inEditor ? 'dblclick' : 'click'
    gallery.addEventListener(type, onClick)
    return () => gallery.removeEventListener(type, onClick)
  }, [inEditor])

  return (
    <span ref={marker} hidden>
      <LazyLightbox open={state} opener={opener} onClose={() => setState(null)} />
    </span>
  )
}
