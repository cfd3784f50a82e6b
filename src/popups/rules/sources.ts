/**
 * Where a visitor came from, as the popups' "sources" rule sees it (docs/popups.md, Timing rules). Pure.
 */

export const SOURCE_KINDS = ['internal', 'external', 'search'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

/** Hosts of the search engines a visitor may come from: the major ones, and Cốc Cốc, which many Vietnamese use. */
const SEARCH_ENGINES = /^(?:google|bing|yahoo|yandex|baidu|duckduckgo|coccoc)\./

/** A host without `www.`, lower case. */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')

/** The host of an address (without `http(s)://`, `www.`, path or port), or '' when it has none. */
function hostOf(address: string): string {
  const match = /^(?:https?:\/\/)?([^/?#:]*)/i.exec(address.trim())
  return bareHost(match?.[1] ?? '')
}

/**
 * The source of a referrer: this site's host is internal; a search engine's is search; anything else, including no
 * referrer, is external.
 */
export function referrerSource(referrer: string, siteHost: string): SourceKind {
  const host = hostOf(referrer)
  // The site's host as the page gives it (`location.host`) may carry a port, which the referrer's host has lost.
  if (host && host === hostOf(siteHost)) return 'internal'
  return SEARCH_ENGINES.test(host) ? 'search' : 'external'
}
