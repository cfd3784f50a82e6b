import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchPublic, OutgoingRefusedError, type Resolve } from './fetch-public'

/**
 * A receiver on 127.0.0.2 only: a request reaches it only through the address the check pinned (the system resolves
 * no name used here to 127.0.0.2). It counts connections, so a refused request is seen never to connect.
 */
const receiver = { connections: 0, requests: [] as { host: string | undefined; body: string }[], port: 0 }
const server = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    receiver.requests.push({ host: request.headers.host, body })
    if (request.url === '/chuyen') response.writeHead(302, { location: `http://127.0.0.2:${receiver.port}/dich` }).end()
    else response.writeHead(200, { 'content-type': 'text/plain' }).end('đã nhận')
  })
})
server.on('connection', () => (receiver.connections += 1))

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve))
  receiver.port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  receiver.connections = 0
  receiver.requests = []
})

const PUBLIC_SITE = { loopbackAllowed: false }
const LOCAL_SITE = { loopbackAllowed: true }

/** A resolver that answers `addresses` for every name, and remembers the names it was asked. */
function resolver(...addresses: string[]) {
  return vi.fn<Resolve>(async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))
}

async function refusal(action: Promise<unknown>) {
  const error = await action.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(OutgoingRefusedError)
  return (error as OutgoingRefusedError).refusal
}

describe('fetchPublic', () => {
  it('refuses a name that resolves to an internal address, and never connects', async () => {
    const url = `https://hooks.vidu.vn:${receiver.port}/bieu-mau`
    for (const addresses of [
      ['127.0.0.2'],
      ['10.0.0.7'],
      ['169.254.169.254'],
      ['::ffff:127.0.0.2'],
      ['fd00:ec2::254'],
      ['93.184.216.34', '192.168.1.10'],
    ]) {
      const resolve = resolver(...addresses)
      const refused = await refusal(fetchPublic(url, { method: 'POST', body: '{}' }, { resolve, rules: PUBLIC_SITE }))
      expect(refused).toEqual({ reason: 'internal', host: `hooks.vidu.vn → ${addresses.at(-1)}` })
      expect(resolve).toHaveBeenCalledWith('hooks.vidu.vn')
    }
    expect(receiver.connections).toBe(0)
  })

  it('refuses an internal address as typed without resolving anything, and never connects', async () => {
    const resolve = resolver('93.184.216.34')
    for (const url of [
      `http://127.0.0.2:${receiver.port}/`,
      `https://2130706434:${receiver.port}/`,
      `https://[::ffff:127.0.0.2]:${receiver.port}/`,
      'https://10.0.0.1/x',
    ]) {
      expect(await refusal(fetchPublic(url, {}, { resolve, rules: PUBLIC_SITE }))).toMatchObject({ reason: 'internal' })
    }
    expect(await refusal(fetchPublic('file:///etc/passwd', {}, { resolve, rules: LOCAL_SITE }))).toEqual({
      reason: 'scheme',
    })
    expect(resolve).not.toHaveBeenCalled()
    expect(receiver.connections).toBe(0)
  })

  it('connects to the address it checked, whatever the name resolves to afterwards', async () => {
    const resolve = vi
      .fn<Resolve>()
      .mockResolvedValueOnce([{ address: '127.0.0.2', family: 4 }])
      .mockResolvedValue([{ address: '10.0.0.7', family: 4 }])
    const response = await fetchPublic(
      `http://webhook.localhost:${receiver.port}/bieu-mau`,
      { method: 'POST', body: '{"a":1}' },
      { resolve, rules: LOCAL_SITE },
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('đã nhận')
    expect(receiver.requests).toEqual([{ host: `webhook.localhost:${receiver.port}`, body: '{"a":1}' }])
    expect(resolve).toHaveBeenCalledTimes(1)
  })

  it('follows no redirect', async () => {
    const resolve = resolver('127.0.0.2')
    await expect(
      fetchPublic(`http://webhook.localhost:${receiver.port}/chuyen`, {}, { resolve, rules: LOCAL_SITE }),
    ).rejects.toThrow()
    expect(receiver.requests.map((request) => request.host)).toEqual([`webhook.localhost:${receiver.port}`])
  })
})
