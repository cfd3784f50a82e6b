/**
 * The production HTTP server that `npm start` runs: Next.js, with a page cache in front
 * (see page-cache.mjs). Content changes drop the pages that show them through the page cache the front offers the app
 * (src/lib/front-bridge.mjs), which the revalidation hook calls in this same process (page-tags.mjs: how a page states
 * what it shows). The app offers its answers made without a Next.js request through the same bridge. On the first
 * public page it serves, the front checks the Next.js internals it leans on (next-self-test.mjs) and stops if one has
 * changed.
 *
 * `npm run dev` runs the same front over Next.js in development (`--dev`): the same stripping, headers, checks and
 * caches, the kept pages and files dropped whenever a source file changes, and Next.js's hot reload for the admin.
 *
 * Before anything parses a request, the front puts the security headers on its answer (security-headers.mjs),
 * states the client's address (client-address.mjs), refuses state-changing requests from other origins
 * (request-origin.mjs) and bodies over the route's limit (body-limits.mjs).
 */
import { randomBytes } from 'node:crypto'
import { watch } from 'node:fs'
import http from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'
import next from 'next'
import { ADMIN_AJAX_PATH, CART_FRAGMENTS_ACTION, CART_FRAGMENTS_MAX_BYTES } from '../src/lib/cart-fragments-path.mjs'
import { COLLECT_PATH, MAX_BATCH_BYTES } from '../src/lib/collect-path.mjs'
import { appAnswers, offerPageCache } from '../src/lib/front-bridge.mjs'
import { FRONT_ORIGIN_ENV, FRONT_TOKEN_ENV, PAGE_TAGS_REQUEST_HEADER } from '../src/lib/front-request.mjs'
import { EVERYTHING_TAG } from '../src/lib/everything-tag.mjs'
import { LOOP_REFRESH_PATH } from '../src/lib/loop-refresh-path.mjs'
import { inDraftMode, isNextHeader, nextDataCache } from '../src/lib/next-internals.mjs'
import { PUBLIC_ANSWER_HEADER } from '../src/lib/public-answer.mjs'
import { REDIRECTS_TAG } from '../src/redirects/rules/redirect-map.mjs'
import { SEARCH_FRAME_HEADER, fillSearchFrame } from '../src/lib/search-frame.mjs'
import { siteOrigins, siteUrlFrom } from '../src/lib/site-origin.mjs'
import { behaviourFile, behaviourManifest } from './behaviour-files.mjs'
import { bodyLimit, declaresMoreThan, formatBytes, routePath } from './body-limits.mjs'
import { dropBrowserOnlyCookies } from './browser-cookies.mjs'
import { forwardedFor } from './client-address.mjs'
import { withPageBundle } from './page-bundle.mjs'
import { withPageSheets } from './page-sheets.mjs'
import { PageCache } from './page-cache.mjs'
import {
  PICTURES_KEPT,
  PICTURE_KEEPING,
  answersInFormat,
  asksForPicture,
  mayKeepPicture,
  pictureKey,
} from './picture-cache.mjs'
import { holdAnswer, sendBody } from './held-answer.mjs'
import { HEALTH_PATH, gracefulStop, healthAnswer } from './health.mjs'
import { FLUSH_MS, OldAddresses } from './old-addresses.mjs'
import { stopIfNextChanged } from './next-self-test.mjs'
import { takePageStatus } from './page-status.mjs'
import { TAGS_HEADER, takeCacheTags } from './page-tags.mjs'
import { takePublicStatement } from './public-answer.mjs'
import { comesFromElsewhere, isScriptClient } from './request-origin.mjs'
import { FRAME_KEY, SearchFrames } from './search-frame.mjs'
import { allowPageProviders, securityHeaders } from './security-headers.mjs'
import { stripRuntime } from './strip-runtime.mjs'

const port = Number(process.env.PORT ?? 3000)
const dev = process.argv.includes('--dev')
process.env.NEXT_TELEMETRY_DISABLED = '1'
// Only the front and the app know it: the search page's frame and pages with their tags are for them (src/lib/front-request.mjs).
const token = randomBytes(24).toString('hex')
process.env[FRONT_TOKEN_ENV] = token
process.env[FRONT_ORIGIN_ENV] = `http://127.0.0.1:${port}`
const app = next({ dev, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const site = siteOrigins(process.env)
const https = siteUrlFrom(process.env).startsWith('https:')
const trustProxy = process.env.TRUST_PROXY === '1'

const cache = new PageCache()
// Searches have their own room: a stream of distinct queries must not push the articles out.
const searches = new PageCache()
// Redirects from memory, their hits and the addresses not found written every few seconds (old-addresses.mjs).
const oldAddresses = new OldAddresses(appAnswers)
void oldAddresses.reload()
setInterval(() => void oldAddresses.flush(), FLUSH_MS).unref()
offerPageCache({
  invalidate(tags) {
    for (const store of [cache, searches, pictures]) store.invalidate(tags)
    oldAddresses.changed(tags.includes(REDIRECTS_TAG) || tags.includes(EVERYTHING_TAG))
  },
})
const searchFrames = new SearchFrames(searches, () =>
  fetch(`http://127.0.0.1:${port}/tim-kiem`, { headers: { [SEARCH_FRAME_HEADER]: token } }).then((answer) =>
    answer.arrayBuffer(),
  ),
)
// The build's files never change under their hashed names; content changes do not empty this one.
const assets = new PageCache({ maxEntries: 2000 })
const pictures = new PageCache({ maxEntries: PICTURES_KEPT, compress: false })
// In development the code changes under the same addresses: what was kept goes with it.
if (dev)
  watch(new URL('../src', import.meta.url), { recursive: true }, () => {
    for (const store of [cache, searches, assets, pictures]) store.clear()
  })

/** An editor previewing unpublished changes (Next.js's draft mode). */
const inDraftPreview = (request) => inDraftMode(request.headers.cookie)

const acceptsGzip = (request) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))

/**
 * The app asking for a page with the cache tags it states (src/lib/front-request.mjs): they go in `x-cache-tags`, and
 * `x-cache-public` says the page is public (every kept copy is).
 */
const asksForTags = (request) => request.headers[PAGE_TAGS_REQUEST_HEADER] === token

/**
 * Answers with a kept page, file or picture; `source` says where it came from: HIT (kept as it is), FRAME (a search
 * filled into the frame).
 */
function sendCached(request, response, entry, source = 'HIT') {
  const compressed = entry.gzip !== null
  const gzip = compressed && acceptsGzip(request)
  const body = gzip ? entry.gzip : entry.body
  response.writeHead(200, {
    ...entry.headers,
    ...(asksForTags(request) ? { [TAGS_HEADER]: (entry.tags ?? []).join(' '), [PUBLIC_ANSWER_HEADER]: '1' } : {}),
    'x-page-cache': source,
    'content-length': body.length,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    ...(compressed ? { vary: 'Accept-Encoding' } : {}),
  })
  response.end(body)
}

/**
 * Lets Next.js answer one of the build's files (compressed as usual) or an optimized picture, and hands `remember` its
 * answer, uncompressed and as sent, to keep.
 */
function handleAndRemember(request, response, remember) {
  const chunks = []
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  response.write = (chunk, ...rest) => {
    if (chunk) chunks.push(Buffer.from(chunk))
    return write(chunk, ...rest)
  }
  response.end = (chunk, ...rest) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
    const headers = response.getHeaders()
    const encoding = headers['content-encoding']
    const sent = Buffer.concat(chunks)
    if (encoding === 'gzip') remember(response.statusCode, headers, gunzipSync(sent), sent)
    else if (!encoding) remember(response.statusCode, headers, sent)
    return end(chunk, ...rest)
  }
  return handle(request, response)
}

/**
 * Answers a refusal in Payload's error shape. Node then reads and drops the rest of the body (clients that send it
 * all before reading the answer still get it); a client still sending a few seconds later is cut off.
 */
function refuse(request, response, status, message) {
  const body = JSON.stringify({ errors: [{ message }] })
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
  setTimeout(() => request.complete || request.socket.destroy(), 5000).unref()
}

/** The body of a request, or null as soon as it grows past `limit` bytes (the rest is read and dropped). */
function readUpTo(request, limit) {
  return new Promise((resolve) => {
    const chunks = []
    let size = 0
    const take = (chunk) => {
      size += chunk.length
      if (size <= limit) return chunks.push(chunk)
      request.off('data', take)
      request.resume()
      resolve(null)
    }
    request.on('data', take)
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', () => resolve(null))
  })
}

/** A copy of a request whose body has been read: same connection and headers, the body read again from memory. */
function withBody(request, body) {
  const copy = new http.IncomingMessage(request.socket)
  const { 'transfer-encoding': _, ...headers } = request.headers
  Object.assign(copy, {
    method: request.method,
    url: request.url,
    headers: { ...headers, 'content-length': String(body.length) },
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    complete: true,
  })
  copy.push(body)
  copy.push(null)
  return copy
}

/** Answers 413: the body is over the route's limit. */
const refuseTooLarge = (request, response) =>
  refuse(request, response, 413, `Nội dung gửi lên quá lớn: tối đa ${formatBytes(bodyLimit(request))}.`)

/**
 * The request to hand on, or nothing when its body is over the route's limit (answered 413). Node never reads more
 * than a Content-Length says, so only a chunked body (no Content-Length) is read here first, up to the limit.
 */
async function withinBodyLimit(request, response) {
  const limit = bodyLimit(request)
  if (declaresMoreThan(request, limit)) return refuseTooLarge(request, response)
  if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] === undefined)
    return request
  const body = await readUpTo(request, limit)
  return body ? withBody(request, body) : refuseTooLarge(request, response)
}

/**
 * A public page or file (not the admin, the API, the build's files or a draft preview), asked for whole: the front
 * takes Next.js's answer uncompressed, strips the runtime from HTML, then compresses and may keep it.
 */
function isPublicAnswer(request) {
  return (
    request.method === 'GET' &&
    !request.headers.range &&
    !/^\/(?:admin|api|_next|_b)(?:\/|$)/.test(routePath(request.url)) &&
    !inDraftPreview(request)
  )
}

const compressible = /^(?:text\/|application\/(?:json|xml|rss\+xml|javascript|manifest\+json)|image\/svg\+xml)/

/** A public page with the behaviour bundle and widget sheets it needs (page-bundle.mjs, page-sheets.mjs). */
function forPage(html) {
  const manifest = behaviourManifest()
  return withPageSheets(withPageBundle(html, manifest), manifest)
}

/**
 * Lets Next.js answer a public request (a GET), then sends its answer compressed: HTML without Next.js's runtime
 * (strip-runtime.mjs) with the behaviour bundle and widget sheets that suit it (`forPage`), pages and route answers
 * without their cache-tag markers (page-tags.mjs), which the copy kept for the next readers carries instead, and
 * without their statement that they are public (public-answer.mjs: without it a page rendered per request is never
 * kept), pages without their provider markers, whose policy allows those providers instead (security-headers.mjs),
 * and pages without the status marker they state (page-status.mjs).
 */
function answerPublic(request, response, store, key = request.url) {
  const gzip = acceptsGzip(request)
  delete request.headers['accept-encoding']
  holdAnswer(response, (sent) => {
    // A page's permanent redirect (Next.js writes 308) goes out as WordPress's 301: the same for a GET.
    if (response.statusCode === 308) response.statusCode = 301
    const type = String(response.getHeader('content-type') ?? '')
    const html = type.startsWith('text/html')
    let body = sent
    let tags = null
    let statedPublic = false
    if (html || response.hasHeader(TAGS_HEADER)) {
      const stripped = takePublicStatement(
        html ? forPage(stripRuntime(sent.toString('utf8'))) : sent.toString('utf8'),
        response.getHeaders(),
      )
      statedPublic = stripped.public
      const page = takeCacheTags(stripped.body, response.getHeaders())
      const { body: text, csp } = html
        ? allowPageProviders(page.body, response.getHeader('content-security-policy'))
        : { body: page.body }
      if (csp) response.setHeader('content-security-policy', csp)
      const stated = html ? takePageStatus(text) : { body: text, status: null }
      if (html) stopIfNextChanged(stated.body)
      if (stated.status && response.statusCode === 200) response.statusCode = stated.status
      body = Buffer.from(stated.body)
      tags = page.tags
      response.removeHeader(TAGS_HEADER)
      response.removeHeader(PUBLIC_ANSWER_HEADER)
    }
    store?.set(key, response.statusCode, response.getHeaders(), body, { tags, public: statedPublic })
    if (tags && asksForTags(request)) response.setHeader(TAGS_HEADER, tags.join(' '))
    if (statedPublic && asksForTags(request)) response.setHeader(PUBLIC_ANSWER_HEADER, '1')
    const compress = gzip && compressible.test(type) && body.length > 1024
    if (compressible.test(type)) response.setHeader('vary', 'Accept-Encoding')
    sendBody(response, body, compress ? (store?.get(key)?.gzip ?? gzipSync(body)) : null)
  })
  return handle(request, response)
}

/** The behaviour modules of public pages (dist/behaviours, hashed names), kept compressed in memory like the build's files. */
function sendBehaviourFile(request, response) {
  const key = request.url
  let entry = assets.get(key)
  if (!entry) {
    const file = behaviourFile(routePath(key))
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      return response.end('Không tìm thấy tệp.')
    }
    assets.set(key, 200, file.headers, file.body)
    entry = assets.get(key)
  }
  return sendCached(request, response, entry)
}

/**
 * A search not kept yet, answered without rendering its page: the kept frame filled with the query and the results the
 * app renders as text (src/lib/search-frame.mjs), then kept like a rendered page. Without an answer (an empty query,
 * or an error, which the page then shows) or a frame, Next.js renders the page.
 */
async function answerSearch(request, response) {
  const { searchParams } = new URL(request.url, 'http://front')
  let answer = null
  try {
    answer = (await appAnswers()?.search(searchParams.get('s'), searchParams.get('trang'))) ?? null
  } catch (error) {
    console.error(error)
  }
  const frame = answer && (await searchFrames.frame())
  if (!frame) return answerPublic(request, response, searches)
  const page = Buffer.from(fillSearchFrame(frame.text, answer.escapedQuery, answer.resultsHtml))
  // Public: the kept frame (a page that stated it is) filled with results that are the same for everyone.
  searches.set(request.url, 200, frame.headers, page, {
    tags: [...new Set([...(frame.tags ?? []), ...answer.tags])],
    public: true,
  })
  const entry = searches.get(request.url)
  if (entry) return sendCached(request, response, entry, 'FRAME')
  return answerPublic(request, response, searches)
}

const isSearchPage = (url) => routePath(url) === '/tim-kiem'

/** The app's answer to a loop refresh call (src/loops/cms/answer.ts), or null when its route must answer (a template's grid). */
async function appLoopAnswer(body, request) {
  // Next.js puts its data cache on globalThis when it serves its first request: until then the app's reads outside a
  // request cannot reach it, and the route answers.
  if (!nextDataCache()) return null
  try {
    return (await appAnswers()?.loopRefresh(body.toString('utf8'), new Headers(request.headers))) ?? null
  } catch (error) {
    console.error(error)
    return null
  }
}

/**
 * A loop refresh call, answered like a page: the same body gets the kept answer until the posts or the page it shows
 * change (its tags). The app renders a builder page's grid without a Next.js request; a template's grid comes from its
 * route (src/loops/cms/refresh.ts). The builder's preview (with its nonce) is never kept.
 */
async function answerRefresh(request, response) {
  const body = await readUpTo(request, bodyLimit(request))
  if (!body) return refuseTooLarge(request, response)
  const preview = request.headers['x-wp-nonce'] !== undefined
  const key = `POST ${LOOP_REFRESH_PATH} ${body.toString('utf8')}`
  const entry = preview ? null : cache.get(key)
  if (entry) return sendCached(request, response, entry)
  const answer = await appLoopAnswer(body, request)
  if (!answer)
    return preview
      ? handle(withBody(request, body), response)
      : answerPublic(withBody(request, body), response, cache, key)
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' }
  const json = Buffer.from(answer.body)
  const keep = !preview && answer.status === 200 && answer.tags.length > 0
  if (keep) cache.set(key, 200, headers, json, { tags: answer.tags, public: answer.public })
  const kept = keep && cache.get(key)
  if (kept) return sendCached(request, response, kept, 'MISS')
  response.writeHead(answer.status, { ...headers, 'content-length': json.length })
  response.end(json)
}

/** Whether an address names a loop grid's page (`?e-page-{id}=N`): a builder page's may be made from its kept copy. */
const namesLoopPage = (url) => /[?&]e-page-/.test(url)

/** The kept copy of a page's address without its query (rendered first when nobody has asked for it yet). */
async function pageFrame(url) {
  const path = routePath(url)
  if (!cache.get(path))
    await fetch(`http://127.0.0.1:${port}${path}`).then(
      (answer) => answer.arrayBuffer(),
      () => null,
    )
  return cache.get(path)
}

/** Next.js's own markers of the copy a frame was (its validator and cache state): not true of a page made from it. */
const isFrameOnlyHeader = (name) => name === 'etag' || name === 'last-modified' || isNextHeader(name)

/**
 * A builder page at one of its grids' pages, answered without rendering it whole: the app turns the page's kept copy
 * into that page (src/loops/cms/paged-page.server.ts), kept like a page rendered for its address until what it shows
 * changes. A grid asked past its last page sends the reader to its last (301). Anything else is rendered by Next.js.
 */
async function answerPagedPage(request, response) {
  let frame = null
  const readFrame = async () => {
    frame = await pageFrame(request.url)
    return frame?.body.toString('utf8') ?? null
  }
  let answer = null
  try {
    if (nextDataCache()) answer = (await appAnswers()?.pagedPage(request.url, readFrame)) ?? null
  } catch (error) {
    console.error(error)
  }
  if (!answer) return answerPublic(request, response, cache)
  if (answer.redirect) {
    response.writeHead(301, { location: answer.redirect, 'content-length': 0 })
    return response.end()
  }
  const headers = Object.fromEntries(Object.entries(frame.headers).filter(([name]) => !isFrameOnlyHeader(name)))
  headers['cache-control'] = 'private, no-cache, no-store, max-age=0, must-revalidate'
  // Public: made from the page's kept copy (public, or it would not be kept) and the posts its grids show.
  cache.set(request.url, 200, headers, Buffer.from(answer.html), {
    tags: [...new Set([...(frame.tags ?? []), ...answer.tags])],
    public: true,
  })
  const entry = cache.get(request.url)
  if (entry) return sendCached(request, response, entry, 'LOOP')
  return answerPublic(request, response, cache)
}

/** Whether a request may be the mini-cart's fragments call: a small POST to the CMS AJAX endpoint. */
const mayAskCartFragments = (request) =>
  request.method === 'POST' &&
  routePath(request.url) === ADMIN_AJAX_PATH &&
  Number(request.headers['content-length'] ?? Infinity) <= CART_FRAGMENTS_MAX_BYTES

/**
 * The mini-cart's fragments call, which every page with a cart makes after load: the app answers it without a Next.js
 * request (src/shop/cms/front-fragments.ts). Never kept: it is the visitor's own. Other actions go to the route.
 */
/**
 * A page's batch of measured events: the app answers it without a Next.js request (src/analytics/cms/front-collect.ts),
 * Payload's route when the app has not offered its answers yet. The body is within the route's limit already.
 */
async function answerCollect(request, response) {
  const body = await readUpTo(request, MAX_BATCH_BYTES)
  if (!body) return refuseTooLarge(request, response)
  const answers = appAnswers()
  if (!answers) return handle(withBody(request, body), response)
  let answer
  try {
    answer = await answers.collect(body, new Headers(request.headers))
  } catch (error) {
    console.error(error)
    return refuse(request, response, 503, 'Chưa ghi được số liệu đo lường, hãy thử lại sau.')
  }
  response.writeHead(answer.status, { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) })
  response.end(answer.body)
}

async function answerCartFragments(request, response) {
  const body = await readUpTo(request, CART_FRAGMENTS_MAX_BYTES)
  if (!body) return refuseTooLarge(request, response)
  let answer = null
  try {
    if (nextDataCache() && body.includes(CART_FRAGMENTS_ACTION)) {
      answer = (await appAnswers()?.cartFragments(body, new Headers(request.headers))) ?? null
    }
  } catch (error) {
    console.error(error)
  }
  if (!answer) return handle(withBody(request, body), response)
  const json = Buffer.from(answer.body)
  response.writeHead(answer.status, { ...answer.headers, 'content-length': json.length })
  response.end(json)
}

/** An optimized picture: the kept copy, or Next.js's answer, kept when asked anonymously (picture-cache.mjs). */
function answerPicture(request, response) {
  const key = pictureKey(request)
  const entry = pictures.get(key)
  if (entry) return sendCached(request, response, entry)
  if (!mayKeepPicture(request)) return handle(request, response)
  return handleAndRemember(request, response, (status, headers, body) => {
    if (answersInFormat(request, String(headers['content-type'])))
      pictures.set(key, status, headers, body, PICTURE_KEEPING)
  })
}

/** Whether a request may be for an old address: a visitor's GET or HEAD of a public page. */
const mayBeOldAddress = (request) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !/^\/(?:admin|api|_next|_b)(?:\/|$)/.test(routePath(request.url)) &&
  !inDraftPreview(request)

/**
 * An old address (a redirect, or WordPress's form of an address of ours) answered before anything else; any other
 * public page that answers 404 is counted for the log (docs/redirects.md).
 */
async function answerOldAddress(request, response) {
  const found = await oldAddresses.find(request.url)
  if (!found) {
    response.once('finish', () => {
      if (response.statusCode === 404) oldAddresses.notFound(request.url, request.headers)
    })
    return serve(request, response)
  }
  response.writeHead(found.status, {
    location: found.location,
    // A permanent redirect corrected by an editor reaches browsers within the hour.
    'cache-control': found.status === 301 ? 'public, max-age=3600' : 'no-store',
    'content-length': 0,
  })
  response.end()
}

function serve(request, response) {
  if (request.method === 'GET' && routePath(request.url).startsWith('/_b/')) return sendBehaviourFile(request, response)
  if (request.method === 'POST' && routePath(request.url) === LOOP_REFRESH_PATH) return answerRefresh(request, response)
  if (mayAskCartFragments(request)) return answerCartFragments(request, response)
  if (request.method === 'POST' && routePath(request.url) === COLLECT_PATH) return answerCollect(request, response)
  if (asksForPicture(request)) return answerPicture(request, response)
  const publicAnswer = isPublicAnswer(request)
  if (publicAnswer && request.headers[SEARCH_FRAME_HEADER] === token)
    return answerPublic(request, response, searches, FRAME_KEY)
  const pages = request.url.startsWith('/tim-kiem') ? searches : cache
  const store = publicAnswer && PageCache.accepts(request) ? pages : PageCache.acceptsAsset(request) ? assets : null
  const entry = store?.get(request.url)
  if (entry) return sendCached(request, response, entry)
  if (store === searches && isSearchPage(request.url)) return answerSearch(request, response)
  if (store === cache && publicAnswer && namesLoopPage(request.url)) return answerPagedPage(request, response)
  if (publicAnswer) return answerPublic(request, response, store)
  if (store)
    return handleAndRemember(request, response, (status, headers, body, gzip) =>
      store.set(request.url, status, headers, body, { gzip }),
    )
  return handle(request, response)
}

/** `GET /healthz` for the balancer (health.mjs): never cached, never logged as a reader's visit. */
async function answerHealth(response) {
  const draining = stopping.draining()
  const health = draining ? null : ((await appAnswers()?.health()) ?? null)
  const { status, body } = healthAnswer({ draining, health })
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
}

async function front(request, response) {
  // Told to stop: each connection ends after its answer, so clients open their next one on another instance.
  if (stopping.draining()) response.setHeader('connection', 'close')
  if (request.method === 'GET' && routePath(request.url) === HEALTH_PATH) return answerHealth(response)
  for (const [name, value] of Object.entries(
    securityHeaders(request.url, { https, draft: inDraftPreview(request), dev }),
  ))
    response.setHeader(name, value)
  request.headers['x-forwarded-for'] = forwardedFor(
    request.headers['x-forwarded-for'],
    request.socket.remoteAddress,
    trustProxy,
  )
  if (comesFromElsewhere(request, site)) {
    return refuse(
      request,
      response,
      403,
      'Yêu cầu bị từ chối vì được gửi từ một trang khác. Hãy mở trang bằng địa chỉ chính của nó (SITE_URL) rồi thử lại.',
    )
  }
  // See request-origin.mjs: a script or server passed the check above; Payload reads this header to trust its cookie.
  if (isScriptClient(request.headers)) request.headers['sec-fetch-site'] = 'same-origin'
  dropBrowserOnlyCookies(request)
  const checked = await withinBodyLimit(request, response)
  if (checked && mayBeOldAddress(checked)) return answerOldAddress(checked, response)
  if (checked) return serve(checked, response)
}

const server = http.createServer((request, response) => {
  front(request, response).catch((error) => {
    console.error(error)
    request.socket.destroy()
  })
})
// SIGTERM: /healthz answers 503 for DRAIN_MS (0 unless set: behind a balancer, a few seconds), then the server
// finishes what it has and exits (health.mjs).
const stopping = gracefulStop(server, { drainMs: Number(process.env.DRAIN_MS ?? 0) })
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopping.stop(signal))
// Next.js's hot reload talks over a WebSocket in development.
if (dev) {
  const upgrade = app.getUpgradeHandler()
  server.on('upgrade', (request, socket, head) => {
    upgrade(request, socket, head).catch((error) => {
      console.error(error)
      socket.destroy()
    })
  })
}
server.listen(port, () => {
  console.log(`▲ Thủ Thuật Điện Thoại: http://localhost:${port}`)
  // npm start (scripts/start.mjs) prints the first-administrator link again once the site answers.
  process.send?.({ listening: true })
})
