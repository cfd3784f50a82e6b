/**
 * Where a visit came from, grouped as a Vietnamese editor thinks of it (docs/measurement.md, Sources): the search
 * engines and networks Vietnamese readers use, typed-in visits, and other sites by their host. A visit's own
 * `utm_source` names its source ahead of the referrer (a link shared in Zalo arrives without one). Pure.
 */

/** The groups, by id (the dashboard names them in Vietnamese: Google, Cốc Cốc…, Trực tiếp, Trang khác). */
export const SOURCES = ['google', 'coccoc', 'bing', 'facebook', 'zalo', 'youtube', 'tiktok', 'direct', 'other'] as const
export type SourceGroup = (typeof SOURCES)[number]

/** Hosts (and their subdomains) of each named source, and the `utm_source` words that name it. */
const NAMED: { group: SourceGroup; hosts: string[]; words: string[] }[] = [
  { group: 'google', hosts: ['google.com', 'google.com.vn', 'googleusercontent.com'], words: ['google'] },
  { group: 'coccoc', hosts: ['coccoc.com'], words: ['coccoc'] },
  { group: 'bing', hosts: ['bing.com'], words: ['bing'] },
  {
    group: 'facebook',
    hosts: ['facebook.com', 'fb.com', 'messenger.com', 'fb.me'],
    words: ['facebook', 'fb', 'messenger'],
  },
  { group: 'zalo', hosts: ['zalo.me', 'zaloapp.com', 'zalo.vn'], words: ['zalo'] },
  { group: 'youtube', hosts: ['youtube.com', 'youtu.be'], words: ['youtube', 'yt'] },
  { group: 'tiktok', hosts: ['tiktok.com'], words: ['tiktok'] },
]

export interface VisitSource {
  group: SourceGroup
  /** The other site's host for `other`, else null. */
  host: string | null
  /** The visit's `utm_campaign`, if its address named one. */
  campaign: string | null
}

const hostOf = (address: string | null | undefined): string | null =>
  address && URL.canParse(address) ? new URL(address).hostname.toLowerCase().replace(/^www\./, '') : null

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/**
 * A visit's source from the address it landed on and its referrer: the `utm_source` word if it names a known source
 * (else the referrer decides), a known host, direct when there is no referrer or it is the site itself, else another
 * site by its host. An unknown `utm_source` with no referrer counts as another site named by that word.
 */
export function visitSource(landing: string, referrer: string | null | undefined, site: string): VisitSource {
  const parameters = URL.canParse(landing) ? new URL(landing).searchParams : new URLSearchParams()
  const campaign = parameters.get('utm_campaign')?.trim().slice(0, 100) || null
  const word = parameters.get('utm_source')?.trim().toLowerCase().slice(0, 100) || null
  const byWord = word && NAMED.find((source) => source.words.includes(word))
  if (byWord) return { group: byWord.group, host: null, campaign }
  const host = hostOf(referrer)
  const byHost = host && NAMED.find((source) => source.hosts.some((domain) => isUnder(host, domain)))
  if (byHost) return { group: byHost.group, host: null, campaign }
  if (host && host !== hostOf(site)) return { group: 'other', host, campaign }
  if (word) return { group: 'other', host: word, campaign }
  return { group: 'direct', host: null, campaign }
}
