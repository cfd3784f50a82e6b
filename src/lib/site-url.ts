import { siteUrlFrom } from './site-origin.mjs'

/** The public origin used in canonical URLs, feeds, sitemaps and share links. */
export function siteUrl(): string {
  return siteUrlFrom(process.env)
}

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl()}/`).toString()
}
