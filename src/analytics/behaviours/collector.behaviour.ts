import type { Behaviour } from '@/lib/behaviour'
import { CONSENT_COOKIE, consentInForce, type Consent } from '../rules/consent'
import { searchTerm } from '../rules/links'
import {
  batchBodies,
  boundedNumber,
  COLLECT_PATH,
  MAX_LENGTH,
  pageAddress,
  type PageEvent,
  parameterText,
} from '../rules/sending'
import type { Emit } from './interactions'

/** What the page may send: nothing, page views alone (counted without a visitor), or everything. */
const NOTHING = 0
const VIEWS = 1
const EVERYTHING = 2

/** Events wait this long for others to go with them, unless the page is hidden or left first. */
const SEND_AFTER_MS = 1000

/**
 * First-party measurement (docs/measurement.md, How a page sends): what the original site's analytics tag counted,
 * under GA4's names, sent to our own endpoint in small batches. With the reader's consent to analytics it sends every
 * event, loading what follows the reader's scrolls, links, forms and videos only then; without it, page views alone
 * when the owner chose to count them so, else nothing. It follows the banner's choice (`tt:consent`) and stops at once
 * when analytics is turned off. It writes nothing in the browser.
 */
const start: Behaviour = (marker) => {
  const { consentVersion, beforeConsent } = marker.dataset
  const cookie = document.cookie.match(`(^|; )${CONSENT_COOKIE}=([^;]*)`)?.[2]
  const modeFor = (analytics?: boolean) => (analytics ? EVERYTHING : beforeConsent === 'aggregate' ? VIEWS : NOTHING)
  // Global Privacy Control refuses advertising only: analytics follows the cookie alone.
  let mode = modeFor(consentInForce(cookie, Number(consentVersion), false)?.analytics)

  let queue: PageEvent[] = []
  let timer = 0
  /** The page view's address (without its fragment), where it came from, and whether its `page_view` went. */
  let shown = pageAddress(location.href)
  let referrer = document.referrer
  let viewed = false
  let following = false

  /**
   * Sends what waits as text (`text/plain;charset=UTF-8`, which needs no preflight), never reading the answer. A timer
   * still set when the page was hidden later finds nothing, or what came since, to send.
   */
  const send = () => {
    for (const body of batchBodies(queue))
      if (!navigator.sendBeacon(COLLECT_PATH, body))
        fetch(COLLECT_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined)
    queue = []
    timer = 0
  }

  /** Queues one event with where it happened; false when the page may not send it. */
  const emit: Emit = (name, params) => {
    if (mode < (name === 'page_view' ? VIEWS : EVERYTHING)) return false
    const page = {
      page_location: parameterText(location.href, MAX_LENGTH.address),
      page_title: parameterText(document.title),
    }
    queue.push({ name, params: { ...page, ...params } })
    timer ||= window.setTimeout(send, SEND_AFTER_MS)
    return true
  }

  /** The page's view, and its search when its address holds one (with the count the search page gives). */
  const pageView = () => {
    viewed = emit('page_view', { page_referrer: parameterText(referrer, MAX_LENGTH.address) })
    const term = searchTerm(location.href)
    const found = document.querySelector<HTMLElement>('[data-search-results]')?.dataset.searchResults
    if (term)
      emit('view_search_results', {
        search_term: parameterText(term),
        search_results: found ? boundedNumber(+found) : undefined,
      })
  }

  /** With consent, what the reader does is followed too, from then on. */
  const follow = () => {
    if (mode < EVERYTHING || following) return
    following = true
    import('./interactions').then(({ followInteractions }) => followInteractions(emit, send)).catch(() => undefined)
  }

  /** A new address without a load (a loop's page or filters): a page view, unless only the fragment changed. */
  const onAddress = () => {
    if (pageAddress(location.href) === shown) return
    referrer = shown
    shown = pageAddress(location.href)
    pageView()
  }
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history)
    history[method] = (...args) => {
      original(...args)
      onAddress()
    }
  }

  /** The banner's choice (docs/measurement.md, Consent): analytics on starts, off stops and forgets what waits. */
  const onConsent = (event: Event) => {
    const before = mode
    mode = modeFor((event as CustomEvent<Consent | null>).detail?.analytics)
    if (mode < before) queue = []
    else if (mode > before && !viewed) pageView()
    follow()
  }

  pageView()
  follow()
  addEventListener('popstate', onAddress)
  addEventListener('pagehide', send)
  document.addEventListener('visibilitychange', () => document.hidden && send())
  document.addEventListener('tt:consent', onConsent)
}

export default start
