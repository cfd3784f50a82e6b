/**
 * Cookies only the reader's browser reads: the privacy choice `tt_consent` (docs/measurement.md, Consent), which the
 * page's scripts read and no page or picture the server renders depends on. A request carrying a cookie is never
 * answered from the copies kept for everyone (page-cache.mjs, picture-cache.mjs), so the front drops these from GET
 * and HEAD requests: a reader who has chosen still gets the kept pages and pictures. Writes (`POST /api/consent`,
 * `POST /api/collect`) and the order received page keep them.
 */
import { routePath } from './body-limits.mjs'

const BROWSER_ONLY = new Set(['tt_consent'])

/**
 * The one page the server reads the choice on, never kept for everyone: the order received page, which records the
 * purchase under the buyer's consent (docs/measurement.md, Purchases).
 */
const READS_CONSENT = /^\/thanh-toan\/don-hang\//

/** The Cookie header without the cookies only the browser reads, or undefined when none other is left. */
export function withoutBrowserOnlyCookies(cookie) {
  if (!cookie) return undefined
  const kept = String(cookie)
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => {
      const equals = pair.indexOf('=')
      return pair !== '' && !BROWSER_ONLY.has((equals < 0 ? pair : pair.slice(0, equals)).trim())
    })
  return kept.length ? kept.join('; ') : undefined
}

/**
 * Drops the cookies only the browser reads from a GET or HEAD request, before anything reads its headers, except on
 * the page that reads the choice.
 */
export function dropBrowserOnlyCookies(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return
  if (READS_CONSENT.test(routePath(request.url))) return
  const cookie = withoutBrowserOnlyCookies(request.headers.cookie)
  if (cookie) request.headers.cookie = cookie
  else delete request.headers.cookie
}
