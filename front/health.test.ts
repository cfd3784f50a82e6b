import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { gracefulStop, healthAnswer } from './health.mjs'

describe('healthAnswer', () => {
  it('is 200 only when the app is up and not stopping', () => {
    expect(healthAnswer({ draining: false, health: { ok: true } })).toEqual({ status: 200, body: '{"status":"ok"}' })
    for (const [state, reason] of [
      [{ draining: true, health: { ok: true } }, 'draining'],
      [{ draining: false, health: null }, 'starting'],
      [{ draining: false, health: { ok: false, reason: 'database' } }, 'database'],
      [{ draining: false, health: { ok: false, reason: 'migrations' } }, 'migrations'],
    ] as const) {
      const answer = healthAnswer(state)
      expect(answer.status).toBe(503)
      expect(JSON.parse(answer.body)).toMatchObject({ status: reason, message: expect.stringMatching(/\S/) })
    }
  })
})

describe('gracefulStop', () => {
  let server: http.Server | undefined
  afterEach(() => server?.close())

  /** A server whose `/slow` answers after 400 ms; the stop is told to `exit` by resolving `exited`. */
  async function start(drainMs: number) {
    let exit!: () => void
    const exited = new Promise<number>((resolve) => (exit = () => resolve(Date.now())))
    server = http.createServer((request, response) => {
      if (stopping.draining()) response.setHeader('connection', 'close')
      if (request.url === '/slow') setTimeout(() => response.end('finished'), 400)
      else response.end(stopping.draining() ? 'draining' : 'serving')
    })
    const stopping = gracefulStop(server, { drainMs, exit })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return { url, stopping, exited }
  }

  it('on SIGTERM keeps serving for the drain time, finishes what it has, then exits', async () => {
    const { url, stopping, exited } = await start(300)
    const slow = fetch(`${url}/slow`).then((answer) => answer.text())
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stoppedAt = Date.now()
    stopping.stop('SIGTERM')
    expect(stopping.draining()).toBe(true)
    // Still answering during the drain time (a balancer sees /healthz answer 503 meanwhile).
    expect(await (await fetch(`${url}/`)).text()).toBe('draining')
    expect(await slow).toBe('finished')
    const exitedAt = await exited
    expect(exitedAt - stoppedAt).toBeGreaterThanOrEqual(290)
    await expect(fetch(`${url}/`)).rejects.toThrow()
  })

  it('on SIGINT stops accepting at once, and still answers the request it has', async () => {
    const { url, stopping, exited } = await start(5000)
    const slow = fetch(`${url}/slow`).then((answer) => answer.text())
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stoppedAt = Date.now()
    stopping.stop('SIGINT')
    expect(await slow).toBe('finished')
    expect((await exited) - stoppedAt).toBeLessThan(2000)
  })
})
