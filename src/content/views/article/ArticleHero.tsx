import type { Media } from '@/payload-types'
import { ResponsiveImage } from '../../../site/ResponsiveImage'

/** The featured image, wide under the title; it is the page's largest paint, so it loads first. */
export function ArticleHero({ image }: { image: Media | null }) {
  if (!image?.url) return null
  return (
    <figure className="article-hero container container--wide">
      <ResponsiveImage
        src={image.url}
        alt={image.alt}
        width={image.width ?? 1600}
        height={image.height ?? 900}
        sizes="(max-width: 1100px) 100vw, 1100px"
        priority
        className="article-hero__image"
      />
    </figure>
  )
}
