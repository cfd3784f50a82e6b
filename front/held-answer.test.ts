import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { holdAnswer, sendBody } from './held-answer.mjs'

let server: http.Server | undefined
afterEach(() => server?.close())

/** A server whose "Next.js" writes an answer in pieces, and whose front turns the held body upper-case. */
async function serve(write: (response: http.ServerResponse) => void) {
  server = http.createServer((_request, response) => {
    holdAnswer(response, (body) => {
      const changed = Buffer.from(body.toString('utf8').toUpperCase())
      sendBody(response, changed, response.getHeader('x-zip') ? gzipSync(changed) : null)
    })
    write(response)
  })
  await new Promise<void>((resolve) => server!.listen(0, resolve))
  return fetch(`http://localhost:${(server.address() as AddressInfo).port}/`)
}

describe('holdAnswer', () => {
  it('gets the whole body however it was written, with the status and headers given to writeHead', async () => {
    const response = await serve((answer) => {
      answer.setHeader('content-type', 'text/html; charset=utf-8')
      answer.writeHead(404, { 'x-kept': 'yes', 'content-length': '3' })
      answer.flushHeaders()
      answer.write('<p>không ')
      answer.write(Buffer.from('tìm '), () => {})
      answer.end('thấy</p>')
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-kept')).toBe('yes')
    const text = await response.text()
    expect(text).toBe('<P>KHÔNG TÌM THẤY</P>')
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
  })

  it('sends the compressed form when given one, and headers in raw pairs', async () => {
    const response = await serve((answer) => {
      answer.writeHead(200, 'OK', ['x-zip', '1', 'content-type', 'text/plain'])
      answer.end('abc')
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe('ABC')
  })

  it('answers a 304 with no body', async () => {
    const response = await serve((answer) => {
      answer.writeHead(304)
      answer.end()
    })
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
  })
})
