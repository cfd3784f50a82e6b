import type { Metadata } from 'next'
import { absoluteUrl } from '@/lib/site-url'
import type { Media } from '@/payload-types'

export interface OpenGraphImage {
  url: string
  width?: number
  height?: number
  alt?: string
}

/** An uploaded image as an Open Graph image (absolute address, size, alt text). */
export function openGraphImage(
  image: Pick<Media, 'url' | 'width' | 'height' | 'alt'> | null | undefined,
): OpenGraphImage[] {
  return image?.url
    ? [
        {
          url: absoluteUrl(image.url),
          width: image.width ?? undefined,
          height: image.height ?? undefined,
          alt: image.alt,
        },
      ]
    : []
}

/** The site's part of every page's Open Graph: its name, the language, and the default share image. */
export function siteOpenGraph(siteName: string, shareImage: Media | null) {
  return { siteName, locale: 'vi_VN', images: openGraphImage(shareImage) }
}

/**
 * Next replaces the layout's Open Graph with a page's own, so a page that has one gets the site's part back; a page
 * without an image of its own (a post without a featured image, a builder page) is shared with the default image.
 */
export function withSiteOpenGraph(metadata: Metadata, siteName: string, shareImage: Media | null): Metadata {
  if (!metadata.openGraph) return metadata
  const own = metadata.openGraph.images
  const hasOwnImage = Array.isArray(own) ? own.length > 0 : Boolean(own)
  if (hasOwnImage) return { ...metadata, openGraph: { ...siteOpenGraph(siteName, shareImage), ...metadata.openGraph } }
  const images = openGraphImage(shareImage)
  return {
    ...metadata,
    openGraph: { ...siteOpenGraph(siteName, shareImage), ...metadata.openGraph, images },
    ...(metadata.twitter ? { twitter: { ...metadata.twitter, images: images.map((image) => image.url) } } : {}),
  }
}
