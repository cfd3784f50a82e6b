import type { ReactNode } from 'react'
import { BehaviourMarker } from '@/lib/behaviour'
import { populated } from '@/lib/stored-values'
import { absoluteUrl, siteUrl } from '@/lib/site-url'
import type { Post, SiteSetting } from '@/payload-types'
import { JsonLd } from '../../../site/JsonLd'
import { postAuthor } from '../../../site/posts/PostMeta'
import { articleTrail } from './ArticleHeader'
import { PostConfig } from './PostConfig'
import { articleDescription } from './seo'
import { articleJsonLd, howToSteps } from './structured-data'

/**
 * What every article page carries whatever its layout (built-in or a single-post template): the `<article>`,
 * the post configuration (docs/routes.md, Article page), structured data and the lightbox for its images.
 */
export function ArticleFrame({ post, settings, children }: { post: Post; settings: SiteSetting; children: ReactNode }) {
  const image = populated(post.featuredImage)
  const imageUrl = image?.url ? absoluteUrl(image.url) : undefined
  const author = postAuthor(post)
  return (
    <article className="article" data-lightbox-gallery>
      <PostConfig post={post} featuredImage={imageUrl} />
      {articleJsonLd({
        url: absoluteUrl(`/${post.slug}`),
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
        breadcrumbs: articleTrail(post),
      }).map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
      {children}
      <BehaviourMarker name="lightbox" />
    </article>
  )
}
