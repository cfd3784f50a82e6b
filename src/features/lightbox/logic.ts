/** Lightbox slides gathered from the page. Pure. */

export interface LightboxItem {
  href: string
  title?: string
  description?: string
  width?: number
  height?: number
}

export interface LightboxSlide {
  src: string
  title?: string
  description?: string
  width?: number
  height?: number
  download?: { url: string; filename: string }
  share?: { url: string; title?: string }
  /** A video opened by a hash action: an embedded player (YouTube, Vimeo) or one of our files. */
  video?: { kind: 'youtube' | 'vimeo' | 'file'; url: string }
}

/** One slide per item; the file name to download is the last part of the image path. */
export function toSlides(items: LightboxItem[], origin: string): LightboxSlide[] {
  return items.map((item) => {
    const url = new URL(item.href, origin)
    return {
      src: url.toString(),
      title: item.title || undefined,
      description: item.description || undefined,
      width: item.width || undefined,
      height: item.height || undefined,
      download: { url: url.toString(), filename: decodeURIComponent(url.pathname.split('/').pop() || 'anh') },
      share: { url: url.toString(), title: item.title || undefined },
    }
  })
}

/**
 * The slides a click on the link at `clicked` opens, as positions among the page's lightbox links: the links of
 * its slideshow (the same `data-lightbox-slideshow`, or the page's links without one), in page order, and the
 * clicked one's position among them.
 */
export function slideshowOf(
  slideshows: readonly (string | undefined)[],
  clicked: number,
): { members: number[]; index: number } {
  const group = slideshows[clicked]
  const members = slideshows.flatMap((slideshow, position) => (slideshow === group ? [position] : []))
  return { members, index: Math.max(0, members.indexOf(clicked)) }
}

/** The address sharing a slide shares: its own share address, else its picture's. */
export function slideShareUrl(slide: { src?: string; share?: unknown }): string | undefined {
  const { share } = slide
  if (typeof share === 'string' && share) return share
  if (share && typeof share === 'object' && 'url' in share && typeof share.url === 'string' && share.url)
    return share.url
  return slide.src || undefined
}
