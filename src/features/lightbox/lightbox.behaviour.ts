import type { Behaviour } from '@/lib/behaviour'
import { slideshowOf, toSlides } from './logic'
import { openLightbox } from './open'

/**
 * Opens the lightbox when a `[data-lightbox-item]` link inside the enclosing `[data-lightbox-gallery]` is clicked,
 * with the links of the clicked one's slideshow as slides. In the builder's canvas a click selects a block, so a
 * double click on an image block opens it.
 */
const start: Behaviour = (marker, { editing }) => {
  const gallery = marker.closest<HTMLElement>('[data-lightbox-gallery]')
  if (!gallery) return
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    const target = event.target as Element
    const link =
      target.closest<HTMLAnchorElement>('a[data-lightbox-item]') ??
      (editing
        ? (target.closest('[data-puck-component]')?.querySelector<HTMLAnchorElement>('a[data-lightbox-item]') ?? null)
        : null)
    if (!link || !gallery.contains(link)) return
    event.preventDefault()
    // A gallery's images form their own slideshow; a filtered gallery marks only the images it shows.
    const all = [...gallery.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]')]
    const { members, index } = slideshowOf(
      all.map((item) => item.dataset.lightboxSlideshow),
      all.indexOf(link),
    )
    const slides = toSlides(
      members.map((position) => {
        const item = all[position]
        return {
          href: item.getAttribute('href') ?? '',
          title: item.dataset.title,
          description: item.dataset.description,
          width: Number(item.dataset.width) || undefined,
          height: Number(item.dataset.height) || undefined,
        }
      }),
      location.href,
    )
    void openLightbox(slides, index, link)
  }
  const type = editing ? 'dblclick' : 'click'
  gallery.addEventListener(type, onClick)
  return () => gallery.removeEventListener(type, onClick)
}

export default start
