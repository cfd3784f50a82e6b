import { gzipSync } from 'node:zlib'
import { TAGGED_PAGE_SECONDS, TAGS_HEADER, isAffected } from './page-tags.mjs'
import { NEXT_CACHE_HEADER, isStaleCopy } from '../src/lib/next-internals.mjs'
import { PUBLIC_ANSWER_HEADER } from '../src/lib/public-answer.mjs'
import { hasSecretQuery, isPersonal } from './public-answer.mjs'

/**
 * In-memory copies of the pages Next.js itself marks as shared-cacheable (static or ISR: 200 with
 * `s-maxage`, no cookie set), served without entering Next.js again until they expire or content
 * changes. Each copy is compressed once, when first served from here (most searches never are), and keeps the tags its page stated (page-tags.mjs), so a change drops only
 * the copies that show it. A second instance keeps the build's immutable files
 * (`/_next/static/`), which Next.js would otherwise read and compress again for every request.
 * Only public answers are kept (public-answer.mjs). Pure bookkeeping; the HTTP part is in serve.mjs.
 */
export class PageCache {
  /** `compress`: whether copies are sent compressed (not pictures, which are already). */
  constructor({ maxEntries = 500, now = () => Date.now(), compress = true } = {}) {
    this.entries = new Map()
    this.maxEntries = maxEntries
    this.now = now
    this.compress = compress
  }

  /** Whether a request may be answered from (and stored into) the cache: anonymous, and no secret in its address. */
  static accepts(request) {
    const headers = request.headers
    return (
      request.method === 'GET' &&
      !headers.cookie &&
      !headers.authorization &&
      !headers.rsc &&
      !headers['next-router-prefetch'] &&
      !headers['next-router-state-tree'] &&
      !headers['next-router-segment-prefetch'] &&
      !request.url.startsWith('/admin') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/_next/') &&
      !hasSecretQuery(request.url)
    )
  }

  /** Whether a request is for one of the build's immutable files, whole (not a range). */
  static acceptsAsset(request) {
    return request.method === 'GET' && !request.headers.range && request.url.startsWith('/_next/static/')
  }

  /**
   * Seconds a response may be shared for, or 0 when it must not be stored: `s-maxage`, or `max-age` of an
   * `immutable` file. A stale page (served once while Next.js regenerates it after a content change) is never kept, nor
   * one kept to its reader (`private`, `no-store`, a cookie set).
   */
  static sharedMaxAge(statusCode, headers) {
    if (statusCode !== 200 || isPersonal(headers) || isStaleCopy(headers)) return 0
    const cacheControl = String(headers['cache-control'] ?? '')
    const shared = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl)
    const immutable = /(?:^|,)\s*immutable\s*(?:,|$)/.test(cacheControl)
      ? /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl)
      : null
    const match = shared ?? immutable
    return match ? Number(match[1]) : 0
  }

  /**
   * Seconds an answer may be kept, or 0: what Next.js allows it to be shared for, or, for a page rendered per request
   * that states its tags and that it is public (`statedPublic`), until they change (at most TAGGED_PAGE_SECONDS).
   * Whatever its tags, an answer that sets a cookie, or that Next.js sends `private` and that does not state it is
   * public, is never kept.
   */
  static lifetime(statusCode, headers, tags, statedPublic = false) {
    const shared = PageCache.sharedMaxAge(statusCode, headers)
    if (shared || !tags || !statedPublic || statusCode !== 200 || headers['set-cookie'] || isStaleCopy(headers))
      return shared
    return TAGGED_PAGE_SECONDS
  }

  get(key) {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.expires <= this.now()) {
      this.entries.delete(key)
      return null
    }
    // Most recently used last: the first entry is the one to drop when full.
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.compress) entry.gzip ??= gzipSync(entry.body)
    return entry
  }

  /**
   * Stores an answer; `gzip` is its compressed form when Next.js already made one, `tags` what its page stated (null:
   * none), `public` whether it stated it is the same for every reader (public-answer.mjs).
   */
  set(key, statusCode, headers, body, { gzip, tags = null, public: statedPublic = false } = {}) {
    const maxAge = PageCache.lifetime(statusCode, headers, tags, statedPublic)
    if (!maxAge) return
    const kept = { ...headers }
    for (const name of [
      'content-length',
      'content-encoding',
      'transfer-encoding',
      'connection',
      'date',
      'keep-alive',
      NEXT_CACHE_HEADER,
      TAGS_HEADER,
      PUBLIC_ANSWER_HEADER,
    ])
      delete kept[name]
    this.entries.set(key, { headers: kept, body, gzip: gzip ?? null, tags, expires: this.now() + maxAge * 1000 })
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value)
  }

  /** Drops the copies showing any of `tags` (and those whose page stated none). */
  /** Drops everything kept (in development, when the code changes: serve.mjs). */
  clear() {
    this.entries.clear()
  }

  invalidate(tags) {
    const changed = new Set(tags)
    for (const [key, entry] of this.entries) if (isAffected(entry.tags, changed)) this.entries.delete(key)
  }
}
