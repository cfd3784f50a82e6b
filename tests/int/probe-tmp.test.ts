import type { Payload } from 'payload'
import { afterAll, beforeAll, it } from 'vitest'
import { createUser, startPayload } from './payload'
import { logIn, restClient, type Rest } from './rest'

let payload: Payload
let stop: () => Promise<void>
let rest: Rest
let editor: string
beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  rest = restClient(payload)
  await createUser(payload, 'admin@example.vn', ['admin'])
  await createUser(payload, 'editor@example.vn', ['editor'])
  editor = await logIn(rest, 'editor@example.vn')
})
afterAll(async () => { await new Promise((r) => setTimeout(r, 500)); await stop() })
it('probes', async () => {
  const e = (m: any) => { console.log('PROBE-ERR', m?.err?.stack ?? m) }
  const orig = payload.logger.error.bind(payload.logger)
  ;(payload.logger as any).error = (m: any, ...r: any[]) => { e(m); return orig(m, ...r) }
  for (const [m, p, o] of [
    ['POST', '/api/posts', { token: editor }],
    ['POST', '/api/globals/navigation', { token: editor }],
    ['POST', '/api/categories', { token: editor }],
    ['PATCH', '/api/categories/1', { token: editor }],
    ['POST', '/api/posts', { token: editor, body: 'x', headers: { 'content-type': 'text/plain' } }],
  ] as [string, string, any][]) {
    const r = await rest(m, p, o)
    console.log('PROBE', r.status, m, p, (await r.text()).slice(0, 200))
  }
})
