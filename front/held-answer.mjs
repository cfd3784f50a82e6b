/**
 * Holds back an answer Next.js writes on `response` (status, headers, body) and hands the whole body to `finish`
 * once Next.js ends it; `finish` then answers for real (see `sendBody`). Next.js streams through `writeHead`,
 * `flushHeaders`, `write` and `end`; all four are taken over until the answer is complete.
 */
export function holdAnswer(response, finish) {
  const own = {
    writeHead: response.writeHead,
    flushHeaders: response.flushHeaders,
    write: response.write,
    end: response.end,
  }
  const chunks = []
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function' && chunk.length)
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined))
  }
  response.writeHead = (statusCode, reason, fields) => {
    response.statusCode = statusCode
    const given = typeof reason === 'string' ? fields : reason
    if (Array.isArray(given))
      for (let index = 0; index < given.length; index += 2) response.setHeader(given[index], given[index + 1])
    else if (given)
      for (const [name, value] of Object.entries(given)) if (value !== undefined) response.setHeader(name, value)
    return response
  }
  response.flushHeaders = () => {}
  response.write = (chunk, encoding, callback) => {
    keep(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) queueMicrotask(done)
    return true
  }
  response.end = (chunk, encoding, callback) => {
    keep(chunk, encoding)
    Object.assign(response, own)
    finish(Buffer.concat(chunks))
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function')
    if (done) queueMicrotask(done)
    return response
  }
}

/** Answers with `body`, or with its gzip form when given one, under the headers already set on `response`. */
export function sendBody(response, body, gzip) {
  response.removeHeader('transfer-encoding')
  if (response.statusCode === 304 || response.statusCode === 204) return response.end()
  if (gzip) response.setHeader('content-encoding', 'gzip')
  response.setHeader('content-length', (gzip ?? body).length)
  response.end(gzip ?? body)
}
