/**
 * Every Next.js internal the site leans on, in one place (docs/caching.md, "Next.js internals"): none of them is public
 * API, so any Next.js upgrade may change them. The front checks them once it serves (front/next-self-test.mjs) and
 * stops with a plain message when one has changed, rather than serving pages with the runtime left in or caches that
 * are never dropped. Plain JavaScript: the front and the app use it; the types are in next-internals.d.mts.
 */

/** The cookie of Next.js's draft mode: an editor previewing unpublished changes. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** Whether a request's Cookie header carries the draft-mode cookie. */
export function inDraftMode(cookieHeader) {
  return String(cookieHeader ?? '')
    .split(';')
    .some((pair) => pair.trim().startsWith(`${DRAFT_MODE_COOKIE}=`))
}

/** Where Next.js serves its build's files, its runtime scripts among them. */
export const NEXT_FILES_PATH = '/_next/'

/** The header naming the copy of its cache Next.js answered from; a `STALE` one is being replaced. */
export const NEXT_CACHE_HEADER = 'x-nextjs-cache'

/** Whether Next.js answered with a stale copy (served once while it renders the page again). */
export function isStaleCopy(headers) {
  return headers[NEXT_CACHE_HEADER] === 'STALE'
}

/** Whether a header is one of Next.js's own (its cache state and the like). */
export function isNextHeader(name) {
  return name.toLowerCase().startsWith('x-nextjs-')
}

/**
 * Next.js's data and page cache, which it puts on `globalThis` when it serves its first request: the only way to
 * expire tags outside a request. Null until then, and outside the Next.js server.
 */
export function nextDataCache() {
  const cache = globalThis.__incrementalCache
  return cache && typeof cache.revalidateTag === 'function' ? cache : null
}
