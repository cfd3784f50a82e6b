/**
 * Old addresses, answered by the front before Next.js (docs/redirects.md, How the front answers): the redirects kept
 * in memory, loaded from the app through the bridge when first needed and again whenever one changes (their cache
 * tag), WordPress's own address forms asked of the app, and the counts of both redirects' hits and addresses that
 * answered 404, written in batches rather than once per request.
 */
import { isbot } from 'isbot'
import { MAX_ADDRESS_LENGTH, requestAddress } from '../src/redirects/rules/address.mjs'
import { RedirectMap } from '../src/redirects/rules/redirect-map.mjs'
import { ourAddress, wordpressForm } from '../src/redirects/rules/wordpress-address.mjs'

/** How often the counted hits and addresses not found are written. */
export const FLUSH_MS = 5000
/** The most distinct addresses not found counted between two writes: a flood beyond it is not counted. */
export const MAX_NOT_FOUND_BATCH = 1000
/** The longest address the 404 log keeps, and the longest referrer it notes. */
export const MAX_LOGGED_PATH = 300
const MAX_REFERRER = 500
/** The WordPress addresses' answers kept (our address or none), until content changes. */
const MAX_FORMS_KEPT = 2000

/** How long after a failed load the redirects are loaded again. */
const RETRY_MS = 30_000

/** Characters a `Location` header cannot carry as they are: percent-encoded (an editor may type Vietnamese). */
const asciiLocation = (location) => location.replace(/[^\x21-\x7e]+/gu, (text) => encodeURI(text))

export class OldAddresses {
  /**
   * @param answers the app's answers through the bridge (null until it offers them)
   * @param now the clock, in milliseconds
   */
  constructor(answers, now = Date.now) {
    this.answers = answers
    this.now = now
    this.map = new RedirectMap([])
    this.loading = null
    this.loaded = false
    this.again = false
    this.hits = new Map()
    this.missing = new Map()
    this.forms = new Map()
  }

  /** Loads the redirects (again); a change heard while loading loads once more after it. */
  reload() {
    if (this.loading) {
      this.again = true
      return this.loading
    }
    const app = this.answers()
    if (!app) return Promise.resolve()
    this.loading = app
      .redirects()
      .then((rows) => {
        this.map = new RedirectMap(rows)
        this.loaded = true
      })
      .catch((error) => {
        // Not asked again by every request meanwhile: the next change, or a while, loads them again.
        console.error(error)
        this.loaded = true
        setTimeout(() => void this.reload(), RETRY_MS).unref()
      })
      .finally(() => {
        this.loading = null
        if (this.again) {
          this.again = false
          void this.reload()
        }
      })
    return this.loading
  }

  /** Content changed (its cache tags): WordPress addresses are asked again; the redirects reloaded if they changed. */
  changed(redirects) {
    this.forms.clear()
    if (redirects) void this.reload()
  }

  /** The answer to a request's address: `{ status, location }`, or null to let the site answer it. */
  async find(url) {
    if (url.length > MAX_ADDRESS_LENGTH) return null
    if (!this.loaded) await this.reload()
    const found = this.map.find(url)
    if (found) {
      this.countHit(found.id)
      return { status: found.status, location: asciiLocation(found.location) }
    }
    const { path, query } = requestAddress(url)
    const form = wordpressForm(path)
    if (!form) return null
    const location = await this.formTarget(path, form)
    return location ? { status: 301, location: asciiLocation(query ? `${location}?${query}` : location) } : null
  }

  async formTarget(path, form) {
    if (this.forms.has(path)) return this.forms.get(path)
    const app = this.answers()
    if (!app) return null
    let location = null
    try {
      location = form.kind === 'home' ? ourAddress(form) : await app.oldAddress(form)
    } catch (error) {
      // The site answers the address itself (its 404) rather than no answer at all; asked again next time.
      console.error(error)
      return null
    }
    if (this.forms.size >= MAX_FORMS_KEPT) this.forms.clear()
    this.forms.set(path, location)
    return location
  }

  countHit(id) {
    const counted = this.hits.get(id)
    const at = this.now()
    if (counted) {
      counted.hits += 1
      counted.at = at
    } else this.hits.set(id, { hits: 1, at })
  }

  /** A public address answered 404: counted for the log, unless a robot asked or the address is too long. */
  notFound(url, headers) {
    if (isbot(headers['user-agent'] ?? '')) return
    const { path } = requestAddress(url)
    if (path.length > MAX_LOGGED_PATH) return
    const at = this.now()
    const referrer = typeof headers.referer === 'string' ? headers.referer.slice(0, MAX_REFERRER) : null
    const seen = this.missing.get(path)
    if (seen) {
      seen.hits += 1
      seen.lastSeen = at
      if (referrer) seen.referrer = referrer
    } else if (this.missing.size < MAX_NOT_FOUND_BATCH)
      this.missing.set(path, { hits: 1, firstSeen: at, lastSeen: at, referrer })
  }

  /** Writes what was counted since the last time (what fails to be written is not counted again). */
  async flush() {
    const app = this.answers()
    if (!app || (this.hits.size === 0 && this.missing.size === 0)) return
    const iso = (ms) => new Date(ms).toISOString()
    const hits = [...this.hits].map(([id, { hits, at }]) => ({ id, hits, lastHitAt: iso(at) }))
    const missing = [...this.missing].map(([path, seen]) => ({
      path,
      hits: seen.hits,
      firstSeen: iso(seen.firstSeen),
      lastSeen: iso(seen.lastSeen),
      referrer: seen.referrer,
    }))
    this.hits = new Map()
    this.missing = new Map()
    await Promise.all([app.redirectHits(hits), app.notFound(missing)]).catch((error) => console.error(error))
  }
}
