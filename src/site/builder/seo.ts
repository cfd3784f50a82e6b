import type { Metadata } from 'next'
import { absoluteUrl } from '@/lib/site-url'
import type { Page } from '@/payload-types'
import { indexingOf } from '@/site/indexing'

/** A builder page's metadata: its SEO fields, else its title; canonical at `path` (`/` for the page chosen as home). */
export function builderPageSeo(page: Page, path: string): Metadata {
  const url = absoluteUrl(path)
  const title = page.seo?.title || page.title
  // Without its own description a page keeps the site's (a key set to undefined would remove it).
  const description = page.seo?.description ? { description: page.seo.description } : {}
  return {
    title,
    ...description,
    ...indexingOf(page.seo),
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title, ...description },
  }
}
