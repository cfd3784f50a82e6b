import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { recordPurchase } from '@/analytics/cms/record-purchase'
import { pruneRawEvents, rollUpDay } from '@/analytics/server/roll-up'
import { deleteOldSalts, saltOf } from '@/analytics/server/salts'
import { storeEvents } from '@/analytics/server/store'
import type { Order } from '@/payload-types'
import { rawSql } from '@/server/database/raw-sql'
import { vietnamDay } from '@/lib/vi'
import { createUser, startPayload, type TestDatabase } from './payload'
import { logIn, type Rest, restClient } from './rest'

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
const CONSENTED = `tt_consent=1.10.${'A'.repeat(22)}`
const EMAIL = /[\w.+-]+(?:@|%40|%2540)[\w-]+\.[\w.]+/i

interface Row {
  name: string
  visitor: string | null
  path: string
  source: string | null
  referrer: string | null
  campaign: string | null
  device: string | null
  browser: string | null
  params: string
}

/** First-party measurement's endpoint, storage, salts and rollups, on every database; one test file per database. */
export function analyticsCollectSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest
  let address = 0

  /** A batch from a new address each time (the per-address limit is tested on its own), as a page sends it. */
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    rest('POST', '/api/collect', {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': PHONE,
        'x-forwarded-for': `203.0.113.${++address % 250}`,
        cookie: CONSENTED,
        ...headers,
      },
    })

  const stored = async (): Promise<Row[]> => {
    const db = await rawSql(payload)
    return db.rows<Row>(
      db.sql`SELECT name, visitor, path, source, referrer, campaign, device, browser, params FROM analytics_events ORDER BY id`,
    )
  }

  const setMeasurement = (measurement: Record<string, unknown>) =>
    payload.updateGlobal({ slug: 'site-settings', data: { measurement } })

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    rest = restClient(payload)
  })

  afterAll(async () => stop())

  beforeEach(async () => {
    const db = await rawSql(payload)
    await db.changed(db.sql`DELETE FROM analytics_events`)
    await db.changed(db.sql`DELETE FROM analytics_rollups`)
    await setMeasurement({
      beforeConsent: 'off',
      consentVersion: 1,
      strippedParameters: 'token\nkey',
      rawEventDays: 90,
    })
  })

  describe(`POST /api/collect (${database})`, () => {
    it('stores a consenting reader’s events with the day’s visitor id, path, source and device', async () => {
      const response = await send({
        events: [
          {
            name: 'page_view',
            params: {
              page_location: 'http://localhost:3000/doi-hinh-nen?utm_campaign=tet',
              page_referrer: 'https://l.facebook.com/',
              page_title: 'Đổi hình nền',
            },
          },
          { name: 'scroll', params: { percent_scrolled: 90, page_location: 'http://localhost:3000/doi-hinh-nen' } },
        ],
      })
      expect(response.status).toBe(204)
      const rows = await stored()
      expect(rows.map((row) => [row.name, row.path, row.source, row.campaign, row.device, row.browser])).toEqual([
        ['page_view', '/doi-hinh-nen?utm_campaign=tet', 'facebook', 'tet', 'mobile', 'Chrome'],
        ['scroll', '/doi-hinh-nen', null, null, 'mobile', 'Chrome'],
      ])
      expect(rows[0].visitor).toMatch(/^[\w-]{22}$/)
      expect(rows[1].visitor).toBe(rows[0].visitor)
      expect(JSON.parse(rows[1].params)).toEqual({ percent_scrolled: 90 })
    })

    it('stores nothing before consent, after a refusal, from robots or from staff', async () => {
      const batch = { events: [{ name: 'page_view', params: { page_location: 'http://localhost:3000/' } }] }
      expect((await send(batch, { cookie: '' })).status).toBe(204)
      expect((await send(batch, { cookie: `tt_consent=1.00.${'B'.repeat(22)}` })).status).toBe(204)
      expect((await send(batch, { cookie: `tt_consent=2.11.${'B'.repeat(22)}` })).status).toBe(204)
      expect((await send(batch, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).status).toBe(204)
      await createUser(payload, `bien-tap-${database}@example.vn`, ['editor'])
      const token = await logIn(rest, `bien-tap-${database}@example.vn`)
      const staff = await rest('POST', '/api/collect', {
        body: JSON.stringify(batch),
        token,
        headers: { cookie: CONSENTED, 'user-agent': PHONE, 'x-forwarded-for': '198.51.100.9' },
      })
      expect(staff.status).toBe(204)
      expect(await stored()).toEqual([])
    })

    it('counts page views alone and without a visitor id when the owner chose aggregate-only counting', async () => {
      await setMeasurement({ beforeConsent: 'aggregate' })
      const response = await send(
        {
          events: [
            { name: 'page_view', params: { page_location: 'http://localhost:3000/a' } },
            { name: 'scroll', params: { percent_scrolled: 90 } },
          ],
        },
        { cookie: '' },
      )
      expect(response.status).toBe(204)
      expect((await stored()).map((row) => [row.name, row.visitor, row.path])).toEqual([['page_view', null, '/a']])
    })

    it('refuses what is not a batch of known events, in Vietnamese, and stores none of it', async () => {
      const refusals: [unknown, number, RegExp][] = [
        ['', 400, /JSON/],
        ['{"events": [', 400, /JSON/],
        [{ events: [] }, 400, /danh sách sự kiện/],
        [{ events: 'page_view' }, 400, /danh sách sự kiện/],
        [{ events: [{ name: 'purchase', params: { value: 1 } }] }, 400, /không được hỗ trợ/],
        [{ events: [{ name: '<script>alert(1)</script>' }] }, 400, /không được hỗ trợ/],
        [{ events: [{ name: 'scroll', params: { percent_scrolled: 'chín mươi' } }] }, 400, /percent_scrolled/],
        [{ events: Array.from({ length: 21 }, () => ({ name: 'page_view' })) }, 400, /tối đa 20/],
        [{ events: [{ name: 'page_view', params: { page_title: 'x'.repeat(3000) } }] }, 413, /2 KB/],
      ]
      for (const [body, status, message] of refusals) {
        const response = await send(body)
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
        expect((await response.json()).errors[0].message).toMatch(message)
      }
      expect(await stored()).toEqual([])
    })

    it('answers 429 to an address that floods it, and stores only what it accepted', async () => {
      const batch = { events: [{ name: 'page_view', params: { page_location: 'http://localhost:3000/lu' } }] }
      const flood = { 'x-forwarded-for': '192.0.2.77' }
      const statuses = await Promise.all(Array.from({ length: 130 }, () => send(batch, flood).then((r) => r.status)))
      expect(statuses.filter((status) => status === 204)).toHaveLength(120)
      expect(statuses.filter((status) => status === 429)).toHaveLength(10)
      expect(await stored()).toHaveLength(120)
    })

    it('redacts e-mail addresses and drops the listed query parameters before storing', async () => {
      await send({
        events: [
          {
            name: 'page_view',
            params: {
              page_location: 'http://localhost:3000/tim-kiem?s=lan%40example.vn&token=bi-mat&trang=2',
              page_title: 'Kết quả cho lan@example.vn',
            },
          },
        ],
      })
      const [row] = await stored()
      expect(row.path).toBe('/tim-kiem?s=(redacted)&trang=2')
      expect(JSON.parse(row.params).page_title).toBe('Kết quả cho (redacted)')
    })

    it('never stores a value that reads as an e-mail address (property)', async () => {
      const email = fc
        .tuple(
          fc.stringMatching(/^[a-z0-9.]{1,10}$/),
          fc.constantFrom('@', '%40', '%2540'),
          fc.constantFrom('gmail.com', 'vnpt.vn'),
        )
        .map(([user, at, host]) => `${user || 'a'}${at}${host}`)
      const text = fc.oneof(
        fc.string({ maxLength: 30 }),
        email,
        fc.tuple(fc.string({ maxLength: 10 }), email).map((p) => p.join(' ')),
      )
      await fc.assert(
        fc.asyncProperty(text, text, text, async (title, query, link) => {
          await send({
            events: [
              {
                name: 'page_view',
                params: {
                  page_location: `http://localhost:3000/a?q=${encodeURIComponent(query)}&x=${query}`,
                  page_title: title,
                },
              },
              { name: 'click', params: { link_url: `https://zalo.me/${link}`, link_text: link, outbound: true } },
            ],
          })
          for (const row of await stored()) expect(`${row.path} ${row.params}`).not.toMatch(EMAIL)
        }),
        { numRuns: 25 },
      )
    })

    it('keeps every acknowledged event of batches sent at the same moment', async () => {
      const batch = (i: number) => ({
        events: Array.from({ length: 5 }, () => ({
          name: 'page_view',
          params: { page_location: `http://localhost:3000/${i}` },
        })),
      })
      const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => send(batch(i)).then((r) => r.status)))
      expect(statuses.every((status) => status === 204)).toBe(true)
      expect(await stored()).toHaveLength(200)
    })
  })

  describe(`purchases (${database})`, () => {
    const order = {
      number: 'TT-2001',
      status: 'processing',
      total: 380_000,
      coupons: [{ code: 'TET2027' }],
      lines: [{ name: 'Ốp lưng', sku: 'OP-16', unitPrice: 190_000, quantity: 2, total: 380_000 }],
    } as Order
    const buyer = new Headers({ 'user-agent': PHONE, 'x-forwarded-for': '203.0.113.200', cookie: CONSENTED })

    it('are recorded once per order however often the page is opened, and credited to the visit’s source', async () => {
      await send(
        {
          events: [
            {
              name: 'page_view',
              params: { page_location: 'http://localhost:3000/san-pham/op-lung', page_referrer: 'https://zalo.me/' },
            },
          ],
        },
        { 'x-forwarded-for': '203.0.113.200' },
      )
      await Promise.all([1, 2, 3].map(() => recordPurchase(payload, order, '/thanh-toan/don-hang', buyer, null)))
      await recordPurchase(payload, order, '/thanh-toan/don-hang', buyer, null)
      const purchases = (await stored()).filter((row) => row.name === 'purchase')
      expect(purchases).toHaveLength(1)
      expect(JSON.parse(purchases[0].params)).toMatchObject({
        transaction_id: 'TT-2001',
        value: 380_000,
        currency: 'VND',
      })
      await rollUpDay(payload, vietnamDay(Date.now()))
      const db = await rawSql(payload)
      const rows = await db.rows<{ metric: string; key: string; count: number | string; total: number | string }>(
        db.sql`SELECT metric, key, count, total FROM analytics_rollups WHERE hour = -1 AND metric IN ('purchases', 'source')`,
      )
      expect(rows.map((row) => [row.metric, row.key, Number(row.count), Number(row.total)]).sort()).toEqual([
        ['purchases', '', 1, 380_000],
        ['source', 'zalo', 1, 380_000],
      ])
    })

    it('are not recorded without analytics consent, nor for a cancelled order', async () => {
      await recordPurchase(
        payload,
        { ...order, number: 'TT-2002' },
        '/thanh-toan/don-hang',
        new Headers({ 'user-agent': PHONE }),
        null,
      )
      await recordPurchase(
        payload,
        { ...order, number: 'TT-2003', status: 'cancelled' },
        '/thanh-toan/don-hang',
        buyer,
        null,
      )
      expect(await stored()).toEqual([])
    })
  })

  describe(`daily salts (${database})`, () => {
    it('gives each day its own random salt, shared by every instance, and deletes it after 48 hours', async () => {
      const now = Date.parse('2026-10-01T05:00:00Z')
      const today = await saltOf(payload, '2026-10-01', now)
      expect(await saltOf(payload, '2026-10-01', now)).toBe(today)
      const tomorrow = await saltOf(payload, '2026-10-02', now + 24 * 3600_000)
      expect(tomorrow).not.toBe(today)
      expect(await deleteOldSalts(payload, now + 49 * 3600_000)).toBeGreaterThanOrEqual(1)
      const db = await rawSql(payload)
      const left = await db.rows<{ day: string }>(db.sql`SELECT day FROM analytics_salts WHERE day < '2026-11-01'`)
      expect(left.map((row) => row.day)).toEqual(['2026-10-02'])
    })
  })

  describe(`rollups (${database})`, () => {
    const day = '2026-11-20'
    const start = Date.parse(`${day}T00:00:00+07:00`)

    it('equal the raw counts, whatever was stored (property)', async () => {
      const event = fc.record({
        at: fc.integer({ min: start, max: start + 86_399_999 }),
        name: fc.constantFrom('page_view', 'page_view', 'scroll', 'view_search_results'),
        visitor: fc.option(fc.constantFrom('v1', 'v2', 'v3'), { nil: null }),
        path: fc.constantFrom('/', '/a', '/b'),
        source: fc.constantFrom('google', 'zalo', 'direct'),
        referrer: fc.constant(null),
        campaign: fc.constant(null),
        device: fc.constantFrom('mobile', 'desktop'),
        browser: fc.constant('Chrome'),
        params: fc.record({ search_term: fc.constantFrom('pin', 'sạc') }),
      })
      await fc.assert(
        fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 40 }), async (events) => {
          const db = await rawSql(payload)
          await db.changed(db.sql`DELETE FROM analytics_events`)
          await storeEvents(payload, events)
          await rollUpDay(payload, day)
          const { sql } = db
          const raw = await db.rows<{ path: string; n: number | string }>(
            sql`SELECT path, count(*) AS n FROM analytics_events WHERE day = ${day} AND name = 'page_view' GROUP BY path`,
          )
          const rolled = await db.rows<{ key: string; count: number | string }>(
            sql`SELECT key, count FROM analytics_rollups WHERE day = ${day} AND hour = -1 AND metric = 'page'`,
          )
          const asMap = (rows: { key?: string; path?: string; n?: unknown; count?: unknown }[]) =>
            Object.fromEntries(rows.map((row) => [row.key ?? row.path, Number(row.n ?? row.count)]))
          expect(asMap(rolled)).toEqual(asMap(raw))
          const [visitors] = await db.rows<{ n: number | string }>(
            sql`SELECT count(DISTINCT visitor) AS n FROM analytics_events WHERE day = ${day} AND name = 'page_view'`,
          )
          const [rolledVisitors] = await db.rows<{ count: number | string }>(
            sql`SELECT count FROM analytics_rollups WHERE day = ${day} AND hour = -1 AND metric = 'visitors'`,
          )
          expect(Number(rolledVisitors?.count ?? 0)).toBe(Number(visitors.n))
          const [searches] = await db.rows<{ n: number | string }>(
            sql`SELECT count(*) AS n FROM analytics_events WHERE day = ${day} AND name = 'view_search_results'`,
          )
          const [rolledSearches] = await db.rows<{ n: number | string | null }>(
            sql`SELECT sum(count) AS n FROM analytics_rollups WHERE day = ${day} AND hour = -1 AND metric = 'search'`,
          )
          expect(Number(rolledSearches.n ?? 0)).toBe(Number(searches.n))
        }),
        { numRuns: 15 },
      )
    })

    it('deletes raw events older than the owner’s number of days, and keeps their rollups', async () => {
      const old = Date.parse('2026-08-01T10:00:00+07:00')
      const row = { name: 'page_view', visitor: 'v', path: '/', source: 'direct', referrer: null, campaign: null }
      await storeEvents(payload, [{ ...row, at: old, device: 'mobile', browser: 'Chrome', params: {} }])
      await rollUpDay(payload, '2026-08-01')
      expect(await pruneRawEvents(payload, 90, Date.parse('2026-11-29T10:00:00+07:00'))).toBe(1)
      const db = await rawSql(payload)
      const rollups = await db.rows(db.sql`SELECT * FROM analytics_rollups WHERE day = '2026-08-01'`)
      expect(rollups.length).toBeGreaterThan(0)
      expect(await stored()).toEqual([])
    })
  })
}
