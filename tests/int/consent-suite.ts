import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consentCookieIn, decodeConsent } from '@/analytics/rules/consent'
import { createUser, startPayload, type TestDatabase } from './payload'
import { logIn, type Rest, restClient } from './rest'

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i
const ONE_YEAR = 365 * 24 * 60 * 60

/** `POST /api/consent` and the records it keeps as proof (docs/measurement.md, Consent), on one database. */
export function consentSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest
  /** Each test speaks from its own address, so none uses up another's limit. */
  let addresses = 0
  const nextAddress = () => `198.51.100.${++addresses}`

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    rest = restClient(payload)
    await createUser(payload, 'quan-tri@example.vn', ['admin'])
    await createUser(payload, 'bien-tap@example.vn', ['editor'])
  })

  afterAll(async () => stop())

  const choose = (body: unknown, headers: Record<string, string> = {}) =>
    rest('POST', '/api/consent', { body, headers: { 'x-forwarded-for': nextAddress(), ...headers } })

  const records = async () =>
    (await payload.find({ collection: 'consent-records', sort: 'id', pagination: false, depth: 0 })).docs

  async function expectRefusal(response: Response, status: number) {
    expect(response.status).toBe(status)
    const { errors } = await response.json()
    expect(errors[0].message).toMatch(VIETNAMESE)
    expect(response.headers.get('set-cookie')).toBeNull()
  }

  describe(`a reader's choice (${database})`, () => {
    it('is refused in Vietnamese, and nothing kept, unless it is exactly a yes or no per purpose', async () => {
      const before = (await records()).length
      const json = { 'content-type': 'application/json' }
      for (const body of [
        '',
        '{"analytics": true,',
        'analytics=1&advertising=0',
        [true, false],
        {},
        { analytics: true },
        { analytics: 'true', advertising: false },
        { analytics: 1, advertising: 0 },
        { analytics: true, advertising: false, necessary: true },
      ]) {
        await expectRefusal(await choose(body, typeof body === 'string' ? json : {}), 400)
        await expectRefusal(await choose(typeof body === 'string' ? body : JSON.stringify(body)), 400)
      }
      const long = { analytics: true, advertising: false, note: 'x'.repeat(1024) }
      await expectRefusal(await choose(long), 413)
      expect((await records()).length).toBe(before)
    })

    it('is recorded with exactly its time, banner version, choices and random id, and no address', async () => {
      const address = '203.0.113.77'
      const response = await rest('POST', '/api/consent', {
        body: { analytics: true, advertising: false },
        headers: { 'x-forwarded-for': address, 'user-agent': 'TrinhDuyetThu/1.0' },
      })
      expect(response.status).toBe(201)
      const { consent } = await response.json()
      expect(consent).toMatch(/^1\.10\.[A-Za-z0-9_-]{22}$/)
      const record = (await records()).at(-1)!
      expect(Object.keys(record).toSorted()).toEqual(
        ['advertising', 'analytics', 'consentId', 'createdAt', 'gpc', 'id', 'updatedAt', 'version'].toSorted(),
      )
      expect(record).toMatchObject({
        consentId: decodeConsent(consent)!.id,
        version: 1,
        analytics: true,
        advertising: false,
        gpc: false,
      })
      expect(Date.now() - Date.parse(record.createdAt)).toBeLessThan(60_000)
      expect(JSON.stringify(record)).not.toContain(address)
      expect(JSON.stringify(record)).not.toContain('TrinhDuyetThu')
    })

    it('sets the cookie for 12 months on the whole site, readable by the page, Secure on an https site', async () => {
      const response = await choose({ analytics: false, advertising: false })
      const cookie = response.headers.get('set-cookie')!
      const { consent } = await response.json()
      expect(cookie).toBe(`tt_consent=${consent}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`)
      expect(response.headers.get('cache-control')).toBe('no-store')

      const siteUrl = process.env.SITE_URL
      process.env.SITE_URL = 'https://thuthuatdienthoai.vn'
      try {
        const secure = (await choose({ analytics: true, advertising: true })).headers.get('set-cookie')!
        expect(secure).toMatch(/^tt_consent=1\.11\.[\w-]{22}; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/)
        expect(secure).not.toMatch(/HttpOnly/i)
      } finally {
        if (siteUrl === undefined) delete process.env.SITE_URL
        else process.env.SITE_URL = siteUrl
      }
    })

    it("keeps the id of the reader's cookie, so their choices read as one history; a foreign cookie gets a new id", async () => {
      const first = (await (await choose({ analytics: true, advertising: true })).json()).consent
      const id = decodeConsent(first)!.id
      const withdrawn = await choose(
        { analytics: false, advertising: false },
        { cookie: `thuthuat_cart_count=1; tt_consent=${first}` },
      )
      expect((await withdrawn.json()).consent).toBe(`1.00.${id}`)
      expect(consentCookieIn(withdrawn.headers.get('set-cookie'))).toBe(`1.00.${id}`)
      const history = (await records()).filter((record) => record.consentId === id)
      expect(history.map(({ analytics, advertising }) => [analytics, advertising])).toEqual([
        [true, true],
        [false, false],
      ])

      const forged = await choose({ analytics: true, advertising: false }, { cookie: 'tt_consent=1.10.khong-phai-ma' })
      expect(decodeConsent((await forged.json()).consent)!.id).not.toBe('khong-phai-ma')
    })

    it('stores advertising refused when the browser sends Global Privacy Control, and says so', async () => {
      const response = await choose({ analytics: true, advertising: true }, { 'sec-gpc': '1' })
      const { consent } = await response.json()
      expect(consent).toMatch(/^1\.10\./)
      expect((await records()).at(-1)).toMatchObject({ analytics: true, advertising: false, gpc: true })
    })

    it('is made under the banner version of the site settings; a raised version is written into the cookie', async () => {
      const first = (await (await choose({ analytics: true, advertising: false })).json()).consent
      await payload.updateGlobal({ slug: 'site-settings', data: { measurement: { consentVersion: 4 } } })
      try {
        const again = await choose({ analytics: true, advertising: false }, { cookie: `tt_consent=${first}` })
        expect((await again.json()).consent).toBe(`4.10.${decodeConsent(first)!.id}`)
        expect((await records()).at(-1)).toMatchObject({ version: 4 })
      } finally {
        await payload.updateGlobal({ slug: 'site-settings', data: { measurement: { consentVersion: 1 } } })
      }
    })

    it('answers 429 with Retry-After after 20 choices a minute from one address; other addresses go on', async () => {
      const address = '192.0.2.200'
      const statuses: number[] = []
      for (let i = 0; i < 22; i++) {
        const response = await rest('POST', '/api/consent', {
          body: { analytics: false, advertising: false },
          headers: { 'x-forwarded-for': address },
        })
        statuses.push(response.status)
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
          await expectRefusal(response, 429)
        }
      }
      expect(statuses).toEqual([...Array(20).fill(201), 429, 429])
      expect((await choose({ analytics: false, advertising: false })).status).toBe(201)
    })
  })

  describe(`the records (${database})`, () => {
    it('nobody changes, deletes or adds through the API; editors and visitors cannot read them', async () => {
      const [record] = await records()
      const admin = await logIn(rest, 'quan-tri@example.vn')
      const editor = await logIn(rest, 'bien-tap@example.vn')
      for (const token of [admin, editor]) {
        const patch = await rest('PATCH', `/api/consent-records/${record.id}`, { token, body: { analytics: true } })
        expect(patch.status).toBe(403)
        expect((await rest('DELETE', `/api/consent-records/${record.id}`, { token })).status).toBe(403)
        const post = await rest('POST', '/api/consent-records', {
          token,
          body: { consentId: 'A'.repeat(22), version: 1, analytics: true, advertising: true, gpc: false },
        })
        expect(post.status).toBe(403)
      }
      expect((await payload.findByID({ collection: 'consent-records', id: record.id })).analytics).toBe(
        record.analytics,
      )
      expect((await rest('GET', '/api/consent-records')).status).toBe(403)
      expect((await rest('GET', `/api/consent-records/${record.id}`)).status).toBe(403)
      expect((await rest('GET', '/api/consent-records', { token: editor })).status).toBe(403)
      const read = await rest('GET', '/api/consent-records?limit=100', { token: admin })
      expect(read.status).toBe(200)
      expect((await read.json()).totalDocs).toBe((await records()).length)
    })
  })
}
