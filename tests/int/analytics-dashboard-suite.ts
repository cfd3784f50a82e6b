import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rollUpDay } from '@/analytics/server/roll-up'
import { type EventToStore, storeEvents } from '@/analytics/server/store'
import { vietnamDay, vietnamDayStart } from '@/lib/vi'
import { rawSql } from '@/server/database/raw-sql'
import { createUser, startPayload, type TestDatabase } from './payload'
import { logIn, type Rest, restClient } from './rest'

const DAY_MS = 24 * 60 * 60 * 1000

/** An event as the collection endpoint stores it: a reader on a phone, unless told otherwise. */
const event = (at: number, name: string, visitor: string, path: string, more: Partial<EventToStore> = {}) => ({
  at,
  name,
  visitor,
  path,
  source: null,
  referrer: null,
  campaign: null,
  device: 'mobile',
  browser: 'Chrome',
  params: {},
  ...more,
})

/** A CSV file's text as it is, its byte-order mark included (`text()` drops it). */
const fileOf = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())

/** The dashboard's CSV export and live count, on every database; one test file per database. */
export function analyticsDashboardSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest
  const tokens: Record<string, string> = {}

  const csv = (query: string, role = 'editor') => rest('GET', `/api/analytics/export?${query}`, { token: tokens[role] })

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    rest = restClient(payload)
    for (const role of ['admin', 'editor', 'author', 'customer'] as const) {
      await createUser(payload, `thong-ke-${role}@example.vn`, [role])
      tokens[role] = await logIn(rest, `thong-ke-${role}@example.vn`)
    }
  })

  afterAll(async () => stop())

  /** Three readers' morning three days ago, counted into that day's rollups as the nightly job does. */
  const day = vietnamDay(Date.now() - 3 * DAY_MS)
  const week = { from: vietnamDay(Date.now() - 6 * DAY_MS), to: vietnamDay(Date.now()) }
  beforeEach(async () => {
    const db = await rawSql(payload)
    await db.changed(db.sql`DELETE FROM analytics_events`)
    await db.changed(db.sql`DELETE FROM analytics_rollups`)
    const nine = vietnamDayStart(day).getTime() + 9 * 60 * 60 * 1000
    await storeEvents(payload, [
      event(nine, 'page_view', 'a', '/doi-hinh-nen', { source: 'coccoc', browser: 'Coc Coc' }),
      event(nine + 60_000, 'page_view', 'a', '/pin'),
      event(nine + 90_000, 'form_start', 'a', '/pin', { params: { form_name: 'Liên hệ, góp ý' } }),
      event(nine + 120_000, 'form_submit', 'a', '/pin', { params: { form_name: 'Liên hệ, góp ý' } }),
      event(nine + 180_000, 'purchase', 'a', '/thanh-toan', { params: { value: 250_000 }, transactionId: 'DH-1' }),
      event(nine, 'page_view', 'b', '/doi-hinh-nen', { source: 'google', device: 'desktop' }),
      event(nine + 30_000, 'view_search_results', 'b', '/tim-kiem?s=pin+y%E1%BA%BFu', {
        params: { search_term: 'pin yếu', search_results: 0 },
      }),
      event(nine, 'page_view', 'c', '/pin', { source: 'direct' }),
    ])
    await rollUpDay(payload, day)
  })

  describe(`GET /api/analytics/export (${database})`, () => {
    it('gives editors a table as CSV for Excel: BOM, Vietnamese headers, the range in its name', async () => {
      const response = await csv('table=page&range=7d')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="thong-ke-trang-duoc-xem-nhieu-${week.from}-den-${week.to}.csv"`,
      )
      expect(await fileOf(response)).toBe('\uFEFFTrang,Lượt xem,Người đọc\r\n/doi-hinh-nen,2,2\r\n/pin,2,2\r\n')
    })

    it('names sources and browsers in Vietnamese, with shares and revenue; forms with their completion', async () => {
      const text = async (query: string) => (await (await csv(query, 'admin')).text()).replace(/^\uFEFF/, '')
      expect(await text('table=source&range=30d')).toBe(
        'Nguồn,Lượt truy cập,Tỷ lệ,Doanh thu (₫)\r\n' +
          'Cốc Cốc,1,"33,3\u00a0%",250000\r\nTrực tiếp,1,"33,3\u00a0%",0\r\nGoogle,1,"33,3\u00a0%",0\r\n',
      )
      expect(await text('table=browser&range=month')).toMatch(/^Trình duyệt,Lượt truy cập,Tỷ lệ\r\nChrome,2,/)
      expect(await text('table=form&range=7d')).toBe(
        'Biểu mẫu,Bắt đầu điền,Đã gửi,Tỷ lệ hoàn thành\r\n"Liên hệ, góp ý",1,1,"100,0\u00a0%"\r\n',
      )
      expect(await text('table=search_empty&range=7d')).toBe('Từ khoá,Lượt tìm\r\npin yếu,1\r\n')
      expect(await text(`table=trend&range=custom&from=${day}&to=${day}`)).toContain('\r\n09:00,3,3,4\r\n')
      const [, ...days] = (await text('table=trend&range=7d')).trim().split('\r\n')
      expect(days).toHaveLength(7)
      expect(days.filter((row) => !row.endsWith(',0,0,0'))).toEqual([
        `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)},3,3,4`,
      ])
    })

    it('answers an empty table with its headers only, for a range before anything was counted', async () => {
      const response = await csv(`table=outbound&range=custom&from=2026-01-01&to=2026-01-31`)
      expect(response.headers.get('content-disposition')).toContain(
        'thong-ke-lien-ket-ra-ngoai-2026-01-01-den-2026-01-31.csv',
      )
      expect(await fileOf(response)).toBe('\uFEFFLiên kết,Lượt bấm\r\n')
    })

    it('refuses unknown tables and ranges with a Vietnamese reason (400)', async () => {
      for (const query of [
        '',
        'table=nguoi-dung',
        'table=page&range=365d',
        'table=page&range=custom',
        `table=page&range=custom&from=${week.to}&to=${week.from}`,
        'table=page&range=custom&from=2026-02-30&to=2026-03-01',
      ]) {
        const response = await csv(query)
        expect(response.status, query).toBe(400)
        expect((await response.json()).errors[0].message, query).toMatch(/không hợp lệ/)
      }
    })

    it('refuses anyone but editors and administrators (403): visitors, authors, customers', async () => {
      for (const role of ['anonymous', 'author', 'customer']) {
        const response = await csv('table=page&range=7d', role)
        expect(response.status, role).toBe(403)
        expect((await response.json()).errors[0].message).toBe(
          'Chỉ biên tập viên và quản trị viên được tải số liệu thống kê.',
        )
      }
    })
  })

  describe(`GET /api/analytics/live (${database})`, () => {
    it('counts the readers of the last 30 minutes for editors only', async () => {
      const now = Date.now()
      await storeEvents(payload, [
        event(now - 5 * 60_000, 'page_view', 'moi-1', '/'),
        event(now - 60_000, 'page_view', 'moi-2', '/'),
        event(now - 40 * 60_000, 'page_view', 'cu', '/'),
      ])
      const live = await rest('GET', '/api/analytics/live', { token: tokens.editor })
      expect(live.status).toBe(200)
      expect(await live.json()).toEqual({ visitors: 2 })
      expect((await rest('GET', '/api/analytics/live', { token: tokens.author })).status).toBe(403)
      expect((await rest('GET', '/api/analytics/live')).status).toBe(403)
    })
  })
}
