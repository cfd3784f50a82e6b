/**
 * What a clicked link or an address says to the measurement (docs/measurement.md, Events), as GA4's enhanced
 * measurement reads it: a file download by its extension, an outbound link by its host, a site search by its
 * parameter. Pure; the page's behaviour reads links with it, so it avoids what the site's browsers lack
 * (`URL.canParse`).
 */

/** An address read against `base`, or null when it is none. */
export function urlOf(address: string, base?: string): URL | null {
  try {
    return new URL(address, base)
  } catch {
    return null
  }
}

/** GA4's default download extensions, on an address's path. */
const DOWNLOAD =
  /\.(pdf|xlsx?|docx?|txt|rtf|csv|exe|key|pp[st]|pptx|7z|pkg|rar|gz|zip|avi|mov|mp4|mpe?g|wmv|midi?|mp3|wav|wma)$/i

/** The query parameters that carry a site search's words, in the order they are looked for. */
export const SEARCH_PARAMETERS = ['q', 's', 'search', 'query', 'keyword'] as const

/** The extension of a file an address downloads (`pdf`, lower case), or null when it names no such file. */
export function downloadExtension(address: string, base: string): string | null {
  const match = DOWNLOAD.exec(urlOf(address, base)?.pathname ?? '')
  return match ? match[1].toLowerCase() : null
}

/** The file's name at the end of an address's path, decoded (`cam-nang.pdf`). */
export function fileName(address: string, base: string): string {
  const last = urlOf(address, base)?.pathname.split('/').pop() ?? ''
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/**
 * Whether a link leaves the site: an http(s) address on another host than the site's (`www.` aside). `mailto:`,
 * `tel:` and in-page links are not outbound.
 */
export function isOutbound(address: string, site: string): boolean {
  const target = urlOf(address, site)
  if (target?.protocol !== 'http:' && target?.protocol !== 'https:') return false
  return bareHost(target.hostname) !== bareHost(new URL(site).hostname)
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')

/** The words a site search was made with (the first search parameter present and not blank), or null. */
export function searchTerm(address: string): string | null {
  const parameters = urlOf(address)?.searchParams
  if (!parameters) return null
  for (const name of SEARCH_PARAMETERS) {
    const value = parameters.get(name)?.trim()
    if (value) return value
  }
  return null
}
