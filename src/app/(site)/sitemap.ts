import type { MetadataRoute } from 'next'
import { getHomePage, getSiteChrome, listIndexablePaths } from '@/cms/queries'
import { absoluteUrl } from '@/lib/site-url'

// The site's address is read when asked, not at build time: a site served at another address than it was built for
// (SITE_URL set later, another instance on the same build) names itself right.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, pages, { categories, settings }] = await Promise.all([
    listIndexablePaths('posts'),
    listIndexablePaths('pages'),
    getSiteChrome(),
  ])
  const home = await getHomePage(settings)
  return [
    { url: absoluteUrl('/'), changeFrequency: 'daily', priority: 1 },
    ...categories.map((category) => ({
      url: absoluteUrl(`/chuyen-muc/${category.slug}`),
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(`/${post.slug}`),
      lastModified: post.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
    ...pages
      .filter((page) => page.slug !== home?.slug)
      .map((page) => ({
        url: absoluteUrl(`/${page.slug}`),
        lastModified: page.updatedAt,
        changeFrequency: 'monthly' as const,
        priority: 0.5,
      })),
  ]
}
