/**
 * The production HTTP server that `npm start` runs: Next.js, with a page cache in front
 * (see page-cache.mjs). Content changes drop the pages that show them through `globalThis.__thuthuatPageCache`,
 * which the revalidation hook calls in this same process (page-tags.mjs: how a page states what it shows).
 *
 * Before anything parses a request, the front puts the security headers on its answer (security-headers.mjs),
 * states the client's address (client-address.mjs), refuses state-changing requests from other origins
 * (request-origin.mjs) and bodies over the route's limit (body-limits.mjs).
 */
import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import next from 'next'
import { siteOrigins, siteUrlFrom } from '../src/lib/site-origin.mjs'
import { bodyLimit, declaresMoreThan, formatBytes } from './body-limits.mjs'
import { forwardedFor } from './client-address.mjs'
import { PageCache } from './page-cache.mjs'
import { takeCacheTags } from './page-tags.mjs'
import { comesFromElsewhere, isScriptClient } from './request-origin.mjs'
import { securityHeaders } from './security-headers.mjs'

const port = Number(process.env.PORT ?? 3000)
const app = next({ dev: false, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const site = siteOrigins(process.env)
const https = siteUrlFrom(process.env).startsWith('https:')
const trustProxy = process.env.TRUST_PROXY === '1'

const cache = new PageCache()
// Searches have their own room: a stream of distinct queries must not push the articles out.
const searches = new PageCache()
globalThis.__thuthuatPageCache = {
  invalidate(tags) {
    cache.invalidate(tags)
    searches.invalidate(tags)
  },
}
// The build's files never change under their hashed names; content changes do not empty this one.
const assets = new PageCache({ maxEntries: 2000 })

function sendCached(request, response, entry) {
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  const body = gzip ? entry.gzip : entry.body
  response.writeHead(200, {
    ...entry.headers,
    'x-page-cache': 'HIT',
    'content-length': body.length,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    vary: 'Accept-Encoding',
  })
  response.end(body)
}

/**
 * Lets Next.js answer (compressed as usual), keeping a copy when the answer may be shared.
 * Only gzip or uncompressed answers are kept, so the cache can serve both forms.
 */
function handleAndRemember(request, response, key, store) {
  const chunks = []
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  response.write = (chunk, ...rest) => {
    if (chunk) chunks.push(Buffer.from(chunk))
    return write(chunk, ...rest)
  }
  response.end = (chunk, ...rest) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
    remember(store, key, response.statusCode, response.getHeaders(), Buffer.concat(chunks))
    return end(chunk, ...rest)
  }
  return handle(request, response)
}

/**
 * Keeps a copy of an answer that may be kept (PageCache.lifetime): a page, without its cache-tag markers and with the
 * tags they stated; a build file as it is. Pages that Next.js renders per request are read only if they are HTML.
 */
function remember(store, key, statusCode, headers, sent) {
  const encoding = headers['content-encoding']
  if (statusCode !== 200 || (encoding && encoding !== 'gzip')) return
  const html = store !== assets && String(headers['content-type'] ?? '').startsWith('text/html')
  if (!PageCache.sharedMaxAge(statusCode, headers) && !html) return
  const gzip = encoding === 'gzip' ? sent : undefined
  const body = gzip ? gunzipSync(gzip) : sent
  if (store === assets) return store.set(key, statusCode, headers, body, { gzip })
  const page = takeCacheTags(body.toString(), headers)
  if (page.tags === null) store.set(key, statusCode, headers, body, { gzip })
  else store.set(key, statusCode, headers, Buffer.from(page.body), { tags: page.tags })
}

/**
 * Answers a refusal in Payload's error shape. Node then reads and drops the rest of the body (clients that send it
 * all before reading the answer still get it); a client still sending a few seconds later is cut off.
 */
function refuse(request, response, status, message) {
  const body = JSON.stringify({ errors: [{ message }] })
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
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

/**
 * The request to hand on, or nothing when its body is over the route's limit (answered 413). Node never reads more
 * than a Content-Length says, so only a chunked body (no Content-Length) is read here first, up to the limit.
 */
async function withinBodyLimit(request, response) {
  const limit = bodyLimit(request)
  const tooLarge = () => refuse(request, response, 413, `Nội dung gửi lên quá lớn: tối đa ${formatBytes(limit)}.`)
  if (declaresMoreThan(request, limit)) return tooLarge()
  if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] === undefined) return request
  const body = await readUpTo(request, limit)
  return body ? withBody(request, body) : tooLarge()
}

function serve(request, response) {
  const store = PageCache.accepts(request) ? (request.url.startsWith('/tim-kiem') ? searches : cache) : PageCache.acceptsAsset(request) ? assets : null
  if (!store) return handle(request, response)
  const key = request.url
  const entry = store.get(key)
  if (entry) return sendCached(request, response, entry)
  return handleAndRemember(request, response, key, store)
}

async function front(request, response) {
  for (const [name, value] of Object.entries(securityHeaders(request.url, { https }))) response.setHeader(name, value)
  request.headers['x-forwarded-for'] = forwardedFor(request.headers['x-forwarded-for'], request.socket.remoteAddress, trustProxy)
  if (comesFromElsewhere(request, site)) {
    return refuse(request, response, 403, 'Yêu cầu bị từ chối vì được gửi từ một trang khác. Hãy mở trang bằng địa chỉ chính của nó (SITE_URL) rồi thử lại.')
  }
  // See request-origin.mjs: a script or server passed the check above; Payload reads this header to trust its cookie.
  if (isScriptClient(request.headers)) request.headers['sec-fetch-site'] = 'same-origin'
  const checked = await withinBodyLimit(request, response)
  if (checked) return serve(checked, response)
}

http
  .createServer((request, response) => {
    front(request, response).catch((error) => {
      console.error(error)
      request.socket.destroy()
    })
  })
  .listen(port, () => console.log(`▲ Thủ Thuật Điện Thoại: http://localhost:${port}`))
