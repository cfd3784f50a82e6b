/**
 * The production HTTP server that `npm start` runs: Next.js, with a page cache in front
 * (see page-cache.mjs). Content changes clear it through `globalThis.__thuthuatPageCache`,
 * which the revalidation hook calls in this same process.
 */
import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import next from 'next'
import { PageCache } from './page-cache.mjs'

const port = Number(process.env.PORT ?? 3000)
const app = next({ dev: false, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const cache = new PageCache()
globalThis.__thuthuatPageCache = cache
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
    const headers = response.getHeaders()
    if (PageCache.sharedMaxAge(response.statusCode, headers)) {
      const sent = Buffer.concat(chunks)
      const encoding = headers['content-encoding']
      if (encoding === 'gzip') store.set(key, response.statusCode, headers, gunzipSync(sent), sent)
      else if (!encoding) store.set(key, response.statusCode, headers, sent)
    }
    return end(chunk, ...rest)
  }
  return handle(request, response)
}

http
  .createServer((request, response) => {
    const store = PageCache.accepts(request) ? cache : PageCache.acceptsAsset(request) ? assets : null
    if (!store) return handle(request, response)
    const key = request.url
    const entry = store.get(key)
    if (entry) return sendCached(request, response, entry)
    return handleAndRemember(request, response, key, store)
  })
  .listen(port, () => console.log(`▲ Thủ Thuật Điện Thoại: http://localhost:${port}`))
