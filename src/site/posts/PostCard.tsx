import { vi } from '@/i18n/vi'
import { populated } from '@/lib/stored-values'
import { firstWords } from '@/lib/vi'
import type { Post } from '@/payload-types'
import { ResponsiveImage } from '../ResponsiveImage'
import { CategoryBadge, PostDate, postAuthor, postReadingMinutes, primaryCategory } from './PostMeta'

type Variant = 'hero' | 'standard' | 'compact'

const imageSizes: Record<Variant, string> = {
  hero: '(max-width: 767px) 100vw, 720px',
  standard: '(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px',
  compact: '128px',
}

/** A standard card that phones show as a headline row without its picture (the builder's post lists, after their first card). */
const phoneRowSizes = '(max-width: 1024px) 50vw, 400px'

/**
 * A standard card that phones show as a row with a small picture (`.post-grid--phone-thumbs`). Tablets' half width in
 * pixels: with a `vw` size Next.js leaves the small candidates out of the srcset.
 */
const phoneThumbSizes = '(max-width: 767px) 112px, (max-width: 1024px) 500px, 400px'

/** What a card shows (a post grid's settings); every part by default, the title at the list's heading level. */
export interface CardOptions {
  image: boolean
  /** The picture's height to its width; null: 16:9. */
  imageRatio: number | null
  titleTag: 'h2' | 'h3' | 'h4'
  excerpt: boolean
  /** The excerpt cut to this many words; null: whole. */
  excerptWords: number | null
  category: boolean
  author: boolean
  date: boolean
  readingTime: boolean
  /** The "read more" link's text; empty: none. */
  readMore: string
}

/** The excerpt a card shows: none, whole, or its first words. */
function cardExcerpt(post: Post, options?: CardOptions): string | null {
  if (options?.excerpt === false || !post.excerpt) return null
  return options?.excerptWords ? firstWords(post.excerpt, options.excerptWords) : post.excerpt
}

/** A post teaser: image, category, title, excerpt, byline and date, reading time and a "read more" link when asked for. */
export function PostCard({
  post,
  variant = 'standard',
  priority = false,
  headingLevel = 3,
  phoneRow = false,
  phoneThumb = false,
  options,
}: {
  post: Post
  variant?: Variant
  priority?: boolean
  headingLevel?: 2 | 3
  /** Phones show this card as a headline row: its picture shows from 768 px up. */
  phoneRow?: boolean
  /** Phones show this card as a row with a small picture. */
  phoneThumb?: boolean
  options?: CardOptions
}) {
  const image = populated(post.featuredImage)
  const Heading = options?.titleTag ?? (`h${headingLevel}` as const)
  const author = options?.author === false ? null : postAuthor(post)
  const full = variant !== 'compact'
  const excerpt = full && cardExcerpt(post, options)
  const minutes = full && options?.readingTime ? postReadingMinutes(post) : null
  const mediaStyle = options?.imageRatio ? { aspectRatio: `1 / ${options.imageRatio}` } : undefined
  return (
    <article className={`post-card post-card--${variant}${phoneThumb ? ' post-card--phone-thumb' : ''}`}>
      {options?.image === false ? null : image?.url ? (
        <a href={`/${post.slug}`} className="post-card__media" style={mediaStyle} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={image.url}
            alt=""
            width={image.width ?? 1600}
            height={image.height ?? 900}
            sizes={phoneRow ? phoneRowSizes : phoneThumb ? phoneThumbSizes : imageSizes[variant]}
            priority={priority}
            className="post-card__image"
          />
        </a>
      ) : (
        // A post without a featured image keeps its place in the grid: its category on the site's colours.
        <a
          href={`/${post.slug}`}
          className="post-card__media post-card__media--placeholder"
          style={mediaStyle}
          tabIndex={-1}
          aria-hidden="true"
        >
          <span>{primaryCategory(post)?.name ?? post.title.slice(0, 1)}</span>
        </a>
      )}
      <div className="post-card__body">
        {full && options?.category !== false && <CategoryBadge post={post} />}
        <Heading className="post-card__title">
          <a href={`/${post.slug}`}>{post.title}</a>
        </Heading>
        {excerpt && <p className="post-card__excerpt">{excerpt}</p>}
        {(author || options?.date !== false || minutes) && (
          <p className="post-card__meta">
            {full && author && <span>{author.name}</span>}
            {options?.date !== false && <PostDate post={post} />}
            {minutes && <span>{vi.minutesRead(minutes)}</span>}
          </p>
        )}
        {full && options?.readMore && (
          <a className="post-card__more" href={`/${post.slug}`} aria-label={`${options.readMore}: ${post.title}`}>
            {options.readMore} →
          </a>
        )}
      </div>
    </article>
  )
}
