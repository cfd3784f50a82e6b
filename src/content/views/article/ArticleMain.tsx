import { ShareButtons } from '@/features/share/ShareButtons'
import { articleShareTargets, sharePageUrl } from '@/features/share/logic'
import { populated, populatedAll } from '@/lib/stored-values'
import { vi } from '@/i18n/vi'
import { absoluteUrl } from '@/lib/site-url'
import type { Post } from '@/payload-types'
import { Avatar } from '../../../site/Avatar'
import { postAuthor } from '../../../site/posts/PostMeta'
import { ArticleBody } from './ArticleBody'
import { articleHeadings } from './headings'
import { TableOfContents } from './TableOfContents'

/** The reading column with the table of contents beside it: body, tags, share buttons and the author box. */
export function ArticleMain({
  post,
  shareUrl,
  shareNetworks,
}: {
  post: Post
  shareUrl?: string | null
  shareNetworks?: readonly string[] | null
}) {
  const author = postAuthor(post)
  const headings = articleHeadings(post.content)
  const image = populated(post.featuredImage)
  const tags = populatedAll(post.tags)
  return (
    // An article without headings has no table of contents: the text takes the middle of the page.
    <div className={headings.length ? 'article-layout container' : 'article-layout article-layout--single container'}>
      {headings.length > 0 && (
        <div className="article-aside">
          <TableOfContents headings={headings} />
        </div>
      )}
      <div className="article-main">
        <ArticleBody content={post.content} headings={headings} />
        {tags.length > 0 && (
          <p className="article-tags">
            <span className="article-tags__label">{vi.tags}:</span>
            {tags.map((tag) => (
              <a key={tag.id} className="tag" href={`/the/${tag.slug}`}>
                #{tag.name}
              </a>
            ))}
          </p>
        )}
        <ShareButtons
          data={{
            url: sharePageUrl(absoluteUrl(`/${post.slug}`), shareUrl),
            title: post.title,
            text: post.excerpt ?? '',
            image: image?.url ? absoluteUrl(image.url) : '',
          }}
          targets={articleShareTargets(shareNetworks)}
        />
        {author && (
          <section className="author-box" aria-label={author.name}>
            <Avatar name={author.name} large />
            <div>
              <p className="author-box__name">
                <a href={`/tac-gia/${author.slug}`}>{author.name}</a>
              </p>
              {author.jobTitle && <p className="author-box__role">{author.jobTitle}</p>}
              {author.bio && <p className="author-box__bio">{author.bio}</p>}
            </div>
          </section>
        )}
      </div>
    </div>
  )
}
