/**
 * The redirects as the HTTP front answers them, from memory (docs/redirects.md, Matching). Plain JavaScript: the
 * front (front/old-addresses.mjs) builds it from the stored rows; the collection's checks find chains with it.
 */
import { comparableQuery, requestAddress, targetKey } from './address.mjs'

/** The most hops a chain of redirects is followed to its end; a longer one stops at its last hop within it. */
export const MAX_HOPS = 10
/** The most query pairs of a request looked at: a longer query can only match on its path. */
const MAX_PAIRS = 20

/** `location` with the visitor's query pairs `rest` appended (before its `#fragment`, if it has one). */
function withQuery(location, rest) {
  if (!rest) return location
  const hash = location.indexOf('#')
  const base = hash < 0 ? location : location.slice(0, hash)
  const fragment = hash < 0 ? '' : location.slice(hash)
  return `${base}${base.includes('?') ? '&' : '?'}${rest}${fragment}`
}

export class RedirectMap {
  /** @param rows the stored redirects: `from` as normalised (address.mjs), `to`, `status` 301 or 302, `id`. */
  constructor(rows) {
    this.byKey = new Map()
    /** Paths some redirect names with a query (`/` for `/?p=123`): only their requests' queries are looked at. */
    this.queried = new Set()
    for (const row of rows) {
      this.byKey.set(row.from, { id: row.id, status: Number(row.status) === 302 ? 302 : 301, to: row.to })
      const mark = row.from.indexOf('?')
      if (mark >= 0) this.queried.add(row.from.slice(0, mark))
    }
    for (const entry of this.byKey.values()) entry.location = this.end(entry.to)
  }

  get size() {
    return this.byKey.size
  }

  /** Where a chain starting at `to` ends: a `to` that is itself a redirect's `from` is followed (MAX_HOPS at most). */
  end(to) {
    let location = to
    const seen = new Set()
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      const key = targetKey(location)
      const next = key === null ? undefined : this.byKey.get(key)
      if (!next || seen.has(key)) break
      seen.add(key)
      location = next.to
    }
    return location
  }

  /** The redirect a request's address (path and query) answers to: `{ id, status, location }`, or null. */
  find(url) {
    const { path, query } = requestAddress(url)
    if (query && this.queried.has(path)) {
      const whole = this.byKey.get(`${path}?${comparableQuery(query)}`)
      if (whole) return { id: whole.id, status: whole.status, location: whole.location }
      const pairs = [...new URLSearchParams(query)].slice(0, MAX_PAIRS)
      for (const [index, pair] of pairs.entries()) {
        const found = this.byKey.get(`${path}?${new URLSearchParams([pair])}`)
        if (!found) continue
        const rest = new URLSearchParams(pairs.filter((_, other) => other !== index)).toString()
        return { id: found.id, status: found.status, location: withQuery(found.location, rest) }
      }
    }
    const found = this.byKey.get(path)
    return found ? { id: found.id, status: found.status, location: withQuery(found.location, query) } : null
  }
}

/** The cache tag of the redirects: a change reloads the front's map (docs/redirects.md, How the front answers). */
export const REDIRECTS_TAG = 'redirects'
