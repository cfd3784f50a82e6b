import { type LightboxSlide, toSlides } from '@/features/lightbox/logic'
import { openLightbox } from '@/features/lightbox/open'
import type { Behaviour } from '@/lib/behaviour'
import { type LightboxRequest, lightboxRequest, parseHashAction, safeUrl } from './logic'

/** The slides a lightbox request opens, and which one first; null when there is nothing to show. */
function slidesFor(request: LightboxRequest): { slides: LightboxSlide[]; index: number } | null {
  if (request.type === 'image')
    return {
      slides: toSlides([{ href: request.url, title: request.title, description: request.description }], location.href),
      index: 0,
    }
  if (request.type === 'video')
    return {
      slides: [{ src: request.embedUrl, title: request.title, video: { kind: request.kind, url: request.embedUrl } }],
      index: 0,
    }
  // A slideshow gathers every link marked with the same slideshow id, in page order, but those a filter hides.
  const links = [
    ...document.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item][data-lightbox-slideshow]'),
  ].filter((link) => link.dataset.lightboxSlideshow === request.slideshow)
  const items = links
    .map((link) => ({
      href: safeUrl(link.getAttribute('href'), location.href),
      title: link.dataset.title,
      description: link.dataset.description,
    }))
    .filter(
      (item): item is { href: string; title: string | undefined; description: string | undefined } =>
        item.href !== null,
    )
  if (items.length === 0) return null
  return {
    slides: toSlides(items, location.href),
    index: Math.max(
      0,
      items.findIndex((item) => item.href === request.url),
    ),
  }
}

/**
 * Runs hash actions site-wide: a link to `#thuthuat-action:action=lightbox&settings=…`, or an address arriving
 * with one, opens the image, video or slideshow. Malformed or unsafe ones do nothing. The lightbox loads only then.
 */
const start: Behaviour = () => {
  const run = (hash: string, opener: HTMLElement | null): boolean => {
    const action = parseHashAction(hash)
    if (action?.name !== 'lightbox') return false
    const request = lightboxRequest(action.settings, location.href)
    const opened = request && slidesFor(request)
    if (opened) void openLightbox(opened.slides, opened.index, opener)
    return true
  }
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href*="-action:"]')
    const href = link?.getAttribute('href') ?? ''
    if (link && run(href.slice(href.indexOf('#')), link)) event.preventDefault()
  }
  const onHashChange = () => run(location.hash, null)
  run(location.hash, null)
  document.addEventListener('click', onClick)
  window.addEventListener('hashchange', onHashChange)
  return () => {
    document.removeEventListener('click', onClick)
    window.removeEventListener('hashchange', onHashChange)
  }
}

export default start
