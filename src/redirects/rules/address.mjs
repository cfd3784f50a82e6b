/**
 * Addresses as redirects compare them (docs/redirects.md, Addresses): a path, lowercase, its percent-encoding undone
 * but for the characters that would change its meaning, without a trailing slash, and a query sorted by name. Plain
 * JavaScript: the collection (cms/) and the HTTP front (front/old-addresses.mjs) share it.
 */

/** Paths that are the site's machinery, never an old address: a redirect there would lock editors out. */
const MACHINERY = /^\/(?:admin|api|_next|_b)(?:\/|$)/

/** The longest address kept or compared (a longer request is no old address of ours). */
export const MAX_ADDRESS_LENGTH = 1000

/** Characters left encoded in a path: those that would end it or change what it says. */
const KEPT_ENCODED = /[%?#\s\u0000-\u001f\u007f]/g

function segment(raw) {
  let decoded = raw
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    // A malformed escape stays as written.
  }
  return decoded.toLowerCase().replace(KEPT_ENCODED, (char) => encodeURIComponent(char))
}

/** A path as compared: `/Tin-Tuc//Bai-Viet/` and `/tin-tuc/bai%2Dviet` are both `/tin-tuc/bai-viet`. */
export function comparablePath(path) {
  const joined = path.split('/').filter(Boolean).map(segment).join('/')
  return `/${joined}`
}

/** A query as compared: its pairs sorted by name, then value (`b=2&a=1` → `a=1&b=2`). */
export function comparableQuery(query) {
  const pairs = [...new URLSearchParams(query)].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
  return new URLSearchParams(pairs).toString()
}

/** A request's address split into the compared path and the query pairs as the visitor wrote them. */
export function requestAddress(url) {
  const hash = url.indexOf('#')
  const whole = hash < 0 ? url : url.slice(0, hash)
  const mark = whole.indexOf('?')
  const path = comparablePath(mark < 0 ? whole : whole.slice(0, mark))
  return { path, query: mark < 0 ? '' : whole.slice(mark + 1) }
}

/** A compared address: the path, then `?` and the sorted query when there is one. */
export function addressKey(path, query) {
  const sorted = query ? comparableQuery(query) : ''
  return sorted ? `${path}?${sorted}` : path
}

/** What an editor typed, without scheme and host: `https://old.example/a?p=1` → `/a?p=1`; null when not an address. */
function withoutHost(input) {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(input) && !input.startsWith('//')) return input.startsWith('/') ? input : `/${input}`
  try {
    const url = new URL(input.startsWith('//') ? `https:${input}` : input)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}

/**
 * An old address as stored (`from`): `{ from }`, or `{ error }` naming what is wrong (an i18n key of
 * `vi.redirects.errors`). The host is dropped: whatever site it named, requests for it now come here.
 */
export function normaliseFrom(input) {
  const typed = String(input ?? '').trim()
  if (!typed) return { error: 'fromEmpty' }
  if (typed.length > MAX_ADDRESS_LENGTH) return { error: 'tooLong' }
  const address = withoutHost(typed)
  if (address === null) return { error: 'fromNotAddress' }
  const { path, query } = requestAddress(address)
  if (MACHINERY.test(path)) return { error: 'fromMachinery' }
  return { from: addressKey(path, query) }
}

/**
 * Where a redirect sends (`to`): a path of ours (an address on one of `ownOrigins` becomes its path) or an absolute
 * https address; `{ to }` or `{ error }` as for `normaliseFrom`. The path keeps its case and query: it is the
 * visitor's next request, not a compared address.
 */
export function normaliseTo(input, ownOrigins = []) {
  const typed = String(input ?? '').trim()
  if (!typed) return { error: 'toEmpty' }
  if (typed.length > MAX_ADDRESS_LENGTH) return { error: 'tooLong' }
  if (/[\s\u0000-\u001f\u007f\\]/.test(typed)) return { error: 'toUnsafe' }
  if (typed.startsWith('//')) return { error: 'toUnsafe' }
  if (typed.startsWith('/')) return { to: typed }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(typed)) return { to: `/${typed}` }
  let url
  try {
    url = new URL(typed)
  } catch {
    return { error: 'toUnsafe' }
  }
  if (ownOrigins.includes(url.origin)) return { to: `${url.pathname}${url.search}${url.hash}` }
  if (url.protocol === 'https:') return { to: url.href }
  return { error: url.protocol === 'http:' ? 'toNotHttps' : 'toUnsafe' }
}

/** The compared address a `to` of ours names (to find loops and chains), or null for another site's. */
export function targetKey(to) {
  if (!to.startsWith('/')) return null
  const { path, query } = requestAddress(to)
  return addressKey(path, query)
}
