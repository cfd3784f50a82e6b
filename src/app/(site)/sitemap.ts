import type { MetadataRoute } from 'next'
import { getSiteChrome, listAllPaths } from '@/cms/queries'
import { absoluteUrl } from '@/lib/site-url'

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, pages, { categories }] = await Promise.all([listAllPaths('posts'), listAllPaths('pages'), getSiteChrome()])
  return [
    { url: absoluteUrl('/'), changeFrequency: 'daily', priority: 1 },
    ...categories.map((category) => ({ url: absoluteUrl(`/chuyen-muc/${category.slug}`), changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...posts.map((post) => ({ url: absoluteUrl(`/${post.slug}`), lastModified: post.updatedAt, changeFrequency: 'monthly' as const, priority: 0.8 })),
    ...pages.map((page) => ({ url: absoluteUrl(`/${page.slug}`), lastModified: page.updatedAt, changeFrequency: 'monthly' as const, priority: 0.5 })),
  ]
}
