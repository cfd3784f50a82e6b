import { POSTS_TAG, SITE_TAG } from '@/cms/cache/tags'
import { getSiteChrome } from '@/cms/queries'
import { listPosts } from '@/content/reads/posts'
import { PUBLIC_ANSWER_HEADER } from '@/lib/public-answer.mjs'
import { populated, populatedAll } from '@/lib/stored-values'
import { absoluteUrl, siteUrl } from '@/lib/site-url'
import { rssFeed } from '@/content/views/feed'

// The site's address is read when asked, not at build time: a site served at another address than it was built for
// (SITE_URL set later, another instance on the same build) names itself right.
export const dynamic = 'force-dynamic'

/** RSS 2.0 of the 20 newest posts. */
export async function GET() {
  const [{ settings }, { posts }] = await Promise.all([getSiteChrome(), listPosts({}, 1, 20)])
  const xml = rssFeed({
    title: settings.siteName,
    link: siteUrl(),
    description: settings.description ?? settings.tagline ?? '',
    selfUrl: absoluteUrl('/feed'),
    items: posts.map((post) => {
      const image = populated(post.featuredImage)
      return {
        title: post.title,
        link: absoluteUrl(`/${post.slug}`),
        description: post.excerpt ?? '',
        publishedAt: post.publishedAt ?? post.createdAt,
        categories: populatedAll(post.categories).map((category) => category.name),
        image: image?.url
          ? { url: absoluteUrl(image.url), type: image.mimeType ?? 'image/webp', length: image.filesize ?? 0 }
          : undefined,
      }
    }),
  })
  // The same for every reader, and what it shows: the page cache in front of Next.js keeps it until posts change
  // (front/public-answer.mjs, front/page-tags.mjs).
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'x-cache-tags': `${SITE_TAG} ${POSTS_TAG}`,
      [PUBLIC_ANSWER_HEADER]: '1',
    },
  })
}
