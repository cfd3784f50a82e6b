import type { Metadata } from 'next'

/** What a post's or page's "Ẩn khỏi công cụ tìm kiếm" adds to its head: search engines neither index it nor lose its links. */
export function indexingOf(seo: { noindex?: boolean | null } | null | undefined): Metadata {
  return seo?.noindex ? { robots: { index: false, follow: true } } : {}
}
