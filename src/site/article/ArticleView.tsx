import Link from 'next/link'
import { ShareButtons } from '@/features/share/ShareButtons'
import { sharePageUrl } from '@/features/share/logic'
import { LightboxTrigger } from '@/features/lightbox/lightbox.client'
import { vi } from '@/i18n/vi'
import { plainText } from '@/lib/lexical'
import { absoluteUrl, siteUrl } from '@/lib/site-url'
import { countWords, formatDate, readingMinutes } from '@/lib/vi'
import type { Media, Post, SiteSetting } from '@/payload-types'
import { Avatar } from '../Avatar'
import { Breadcrumbs, type Crumb } from '../Breadcrumbs'
import { JsonLd } from '../JsonLd'
import { ResponsiveImage } from '../ResponsiveImage'
import { PostGrid } from '../posts/PostGrid'
import { postAuthor, primaryCategory } from '../posts/PostMeta'
import { ArticleBody } from './ArticleBody'
import { articleHeadings } from './headings'
import { PostConfig } from './PostConfig'
import { articleDescription } from './seo'
import { articleJsonLd, howToSteps } from './structured-data'
import { TableOfContents } from './TableOfContents'

export function ArticleView({ post, related, settings, featuredImage }: {
  post: Post
  related: Post[]
  settings: SiteSetting
  featuredImage: Media | null
}) {
  const url = absoluteUrl(`/${post.slug}`)
  const category = primaryCategory(post)
  const author = postAuthor(post)
  const headings = articleHeadings(post.content)
  const minutes = readingMinutes(countWords(plainText(post.content)))
  const imageUrl = featuredImage?.url ? absoluteUrl(featuredImage.url) : undefined
  const trail: Crumb[] = [
    { name: vi.home, href: '/' },
    ...(category ? [{ name: category.name, href: `/chuyen-muc/${category.slug}` }] : []),
    { name: post.title, href: `/${post.slug}` },
  ]
  const tags = (post.tags ?? []).flatMap((tag) => (typeof tag === 'object' ? [tag] : []))

  return (
    <article className="article" data-lightbox-gallery>
      <PostConfig post={post} featuredImage={imageUrl} />
      {articleJsonLd({
          url,
          title: post.title,
          description: articleDescription(post),
          image: imageUrl,
          publishedAt: post.publishedAt,
          updatedAt: post.updatedAt,
          authorName: author?.name,
          authorUrl: author ? absoluteUrl(`/tac-gia/${author.slug}`) : undefined,
          siteName: settings.siteName,
          siteUrl: siteUrl(),
          steps: howToSteps(post.content),
          breadcrumbs: trail,
        }).map((data, index) => (
          <JsonLd key={index} data={data} />
        ))}
      <header className="article-header container container--narrow">
        <Breadcrumbs trail={trail} />
        <h1 className="article-title">{post.title}</h1>
        {post.excerpt && <p className="article-lead">{post.excerpt}</p>}
        <div className="article-meta">
          {author && (
            <span className="article-meta__author">
              <Avatar name={author.name} />
              <span>
                {vi.by} <Link href={`/tac-gia/${author.slug}`}>{author.name}</Link>
              </span>
            </span>
          )}
          {post.publishedAt && (
            <span>
              {vi.publishedOn} <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </span>
          )}
          {category && (
            <Link className="badge" href={`/chuyen-muc/${category.slug}`}>
              {category.name}
            </Link>
          )}
          <span>{vi.minutesRead(minutes)}</span>
        </div>
      </header>

      {featuredImage?.url && (
        <figure className="article-hero container container--wide">
          <ResponsiveImage
            src={featuredImage.url}
            alt={featuredImage.alt}
            width={featuredImage.width ?? 1600}
            height={featuredImage.height ?? 900}
            sizes="(max-width: 1100px) 100vw, 1100px"
            priority
            className="article-hero__image"
          />
        </figure>
      )}

      <div className="article-layout container">
        <div className="article-aside">
          <TableOfContents headings={headings} />
        </div>
        <div className="article-main">
          <ArticleBody content={post.content} headings={headings} />
          {tags.length > 0 && (
            <p className="article-tags">
              <span className="article-tags__label">{vi.tags}:</span>
              {tags.map((tag) => (
                <Link key={tag.id} className="tag" href={`/the/${tag.slug}`}>
                  #{tag.name}
                </Link>
              ))}
            </p>
          )}
          <ShareButtons
            data={{ url: sharePageUrl(url, settings.shareUrl), title: post.title, text: post.excerpt ?? '', image: imageUrl ?? '' }}
          />
          {author && (
            <section className="author-box" aria-label={author.name}>
              <Avatar name={author.name} large />
              <div>
                <p className="author-box__name">
                  <Link href={`/tac-gia/${author.slug}`}>{author.name}</Link>
                </p>
                {author.jobTitle && <p className="author-box__role">{author.jobTitle}</p>}
                {author.bio && <p className="author-box__bio">{author.bio}</p>}
              </div>
            </section>
          )}
        </div>
      </div>

      {related.length > 0 && (
        <section className="container related" aria-labelledby="related-title">
          <h2 id="related-title" className="section-title">
            {vi.related}
          </h2>
          <PostGrid posts={related} />
        </section>
      )}
      <LightboxTrigger />
    </article>
  )
}
