import { vi } from '@/i18n/vi'
import { formatDate } from '@/lib/vi'
import type { Post } from '@/payload-types'
import { Avatar } from '../../../site/Avatar'
import { Breadcrumbs, type Crumb } from '../../../site/Breadcrumbs'
import { postAuthor, postReadingMinutes, primaryCategory } from '../../../site/posts/PostMeta'

/** Home › category › article: the breadcrumb trail shown above the title and given to search engines. */
export function articleTrail(post: Post): Crumb[] {
  const category = primaryCategory(post)
  return [
    { name: vi.home, href: '/' },
    ...(category ? [{ name: category.name, href: `/chuyen-muc/${category.slug}` }] : []),
    { name: post.title, href: `/${post.slug}` },
  ]
}

/** Breadcrumbs, the title (the page's h1), the lead and the byline of an article. */
export function ArticleHeader({ post }: { post: Post }) {
  const category = primaryCategory(post)
  const author = postAuthor(post)
  const minutes = postReadingMinutes(post)
  return (
    <header className="article-header container container--narrow">
      <Breadcrumbs trail={articleTrail(post)} />
      <h1 className="article-title">{post.title}</h1>
      {post.excerpt && <p className="article-lead">{post.excerpt}</p>}
      <div className="article-meta">
        {author && (
          <span className="article-meta__author">
            <Avatar name={author.name} />
            <span>
              {vi.by} <a href={`/tac-gia/${author.slug}`}>{author.name}</a>
            </span>
          </span>
        )}
        {post.publishedAt && (
          <span>
            {vi.publishedOn} <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </span>
        )}
        {category && (
          <a className="badge" href={`/chuyen-muc/${category.slug}`}>
            {category.name}
          </a>
        )}
        <span>{vi.minutesRead(minutes)}</span>
      </div>
    </header>
  )
}
