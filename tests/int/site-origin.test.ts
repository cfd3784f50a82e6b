import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startPayload } from './payload'
import { type Rest, restClient } from './rest'

/** A site published at an https address: the session cookie must never travel in clear, nor count from elsewhere. */
describe('a site at an https SITE_URL', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest

  beforeAll(async () => {
    process.env.SITE_URL = 'https://thuthuat.test/'
    ;({ payload, stop } = await startPayload())
    rest = restClient(payload, 'https://thuthuat.test')
    await createUser(payload, 'bientap@thuthuat.test', ['editor'])
  })

  afterAll(async () => {
    await stop()
    delete process.env.SITE_URL
  })

  it('sets a Secure, SameSite=Lax session cookie', async () => {
    const response = await rest('POST', '/api/users/login', {
      body: { email: 'bientap@thuthuat.test', password: 'mat-khau-du-dai-123' },
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('trusts the cookie only from the site: Payload serves its pages from SITE_URL and lists only it in csrf', async () => {
    expect(payload.config.serverURL).toBe('https://thuthuat.test')
    expect(new Set(payload.config.csrf)).toEqual(new Set(['https://thuthuat.test']))
    const login = await rest('POST', '/api/users/login', {
      body: { email: 'bientap@thuthuat.test', password: 'mat-khau-du-dai-123' },
    })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    const me = async (origin: string) =>
      (await (await rest('GET', '/api/users/me', { headers: { cookie, origin } })).json()).user
    expect((await me('https://thuthuat.test'))?.email).toBe('bientap@thuthuat.test')
    expect(await me('https://thuthuat.test:8443')).toBeNull()
  })
})
