/** The public origin used in canonical URLs, feeds, sitemaps and share links. */
export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl()}/`).toString()
}
