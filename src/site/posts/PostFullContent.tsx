import { vi } from '@/i18n/vi'
import { populated } from '@/lib/stored-values'
import type { Post } from '@/payload-types'
import { ArticleBody } from '../../content/views/article/ArticleBody'
import { ResponsiveImage } from '../ResponsiveImage'
import type { CardOptions } from './PostCard'
import { CategoryBadge, PostDate, postAuthor, postReadingMinutes } from './PostMeta'

/**
 * A post given whole in a list (a post grid's full-content skin): category, linked title, byline, date and reading
 * time as the grid asks, the featured image, then the body (its headings without the article page's anchors).
 */
export function PostFullContent({ post, options }: { post: Post; options: CardOptions }) {
  const image = options.image ? populated(post.featuredImage) : null
  const Heading = options.titleTag
  const author = options.author ? postAuthor(post) : null
  return (
    <article className="post-full">
      {options.category && <CategoryBadge post={post} />}
      <Heading className="post-full__title">
        <a href={`/${post.slug}`}>{post.title}</a>
      </Heading>
      <p className="post-card__meta">
        {author && <span>{author.name}</span>}
        {options.date && <PostDate post={post} />}
        {options.readingTime && <span>{vi.minutesRead(postReadingMinutes(post))}</span>}
      </p>
      {image?.url && (
        <ResponsiveImage
          src={image.url}
          alt={image.alt}
          width={image.width ?? 1600}
          height={image.height ?? 900}
          sizes="(max-width: 767px) 100vw, 720px"
          className="post-full__image"
        />
      )}
      <ArticleBody content={post.content} headings={[]} />
    </article>
  )
}
