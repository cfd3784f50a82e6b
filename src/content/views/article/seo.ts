import type { Metadata } from 'next'
import { populated } from '@/lib/stored-values'
import { absoluteUrl } from '@/lib/site-url'
import type { Post } from '@/payload-types'
import { indexingOf } from '../../../site/indexing'
import { openGraphImage } from '../../../site/open-graph'

export function articleDescription(post: Post): string {
  return post.seo?.description || post.excerpt || ''
}

export function articleSeo(post: Post): Metadata {
  const url = absoluteUrl(`/${post.slug}`)
  const images = openGraphImage(populated(post.featuredImage))
  const title = post.seo?.title || post.title
  const description = articleDescription(post)
  return {
    title,
    description,
    ...indexingOf(post.seo),
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      url,
      title,
      description,
      images,
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt,
    },
    twitter: { card: 'summary_large_image', title, description, images: images.map((entry) => entry.url) },
  }
}
