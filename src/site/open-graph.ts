import type { Metadata } from 'next'

/** The site's part of every page's Open Graph. */
export function siteOpenGraph(siteName: string) {
  return { siteName, locale: 'vi_VN' }
}

/** Next replaces the layout's Open Graph with a page's own, so a page that has one gets the site's part back. */
export function withSiteOpenGraph(metadata: Metadata, siteName: string): Metadata {
  return metadata.openGraph ? { ...metadata, openGraph: { ...siteOpenGraph(siteName), ...metadata.openGraph } } : metadata
}
