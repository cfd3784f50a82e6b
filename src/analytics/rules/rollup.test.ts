import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rollUp, type RollupRow, type StoredEvent, VISIT_GAP_MS, visitsOf, WHOLE_DAY } from './rollup'

const DAY_START = Date.parse('2026-11-29T00:00:00+07:00')
const MINUTE = 60_000

const event = (overrides: Partial<StoredEvent>): StoredEvent => ({
  at: DAY_START,
  name: 'page_view',
  visitor: 'a',
  path: '/',
  source: 'direct',
  referrer: null,
  campaign: null,
  device: 'mobile',
  browser: 'Chrome',
  params: {},
  ...overrides,
})

const sum = (rows: RollupRow[], metric: string, hour = WHOLE_DAY, key?: string) =>
  rows
    .filter((row) => row.metric === metric && row.hour === hour && (key === undefined || row.key === key))
    .reduce((total, row) => total + row.count, 0)

const arbitraryEvent: fc.Arbitrary<StoredEvent> = fc.record({
  at: fc.integer({ min: DAY_START, max: DAY_START + 24 * 60 * MINUTE - 1 }),
  name: fc.constantFrom('page_view', 'page_view', 'scroll', 'view_search_results', 'click', 'user_engagement'),
  visitor: fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: null }),
  path: fc.constantFrom('/', '/a', '/b?x=1'),
  source: fc.option(fc.constantFrom('google', 'zalo', 'direct'), { nil: null }),
  referrer: fc.constant(null),
  campaign: fc.option(fc.constantFrom('tet', 'sale'), { nil: null }),
  device: fc.constantFrom('mobile', 'desktop'),
  browser: fc.constantFrom('Chrome', 'Coc Coc'),
  params: fc.record({
    search_term: fc.constantFrom('pin', 'zalo'),
    search_results: fc.integer({ min: 0, max: 2 }),
    outbound: fc.boolean(),
    link_url: fc.constantFrom('https://zalo.me/x', 'https://example.vn/'),
    percent_scrolled: fc.integer({ min: 0, max: 100 }),
  }),
})

describe('visitsOf', () => {
  it('cuts a visitor’s events at gaps longer than 30 minutes, and counts a visit from its first page view', () => {
    const visits = visitsOf([
      event({ at: DAY_START }),
      event({ at: DAY_START + VISIT_GAP_MS, name: 'scroll' }),
      event({ at: DAY_START + 2 * VISIT_GAP_MS + 1, name: 'user_engagement' }),
      event({ at: DAY_START + 4 * VISIT_GAP_MS, path: '/b', source: 'zalo' }),
      event({ at: DAY_START + 4 * VISIT_GAP_MS + MINUTE, path: '/c' }),
      event({ visitor: null }),
    ])
    expect(visits.map((visit) => [visit.entry.path, visit.pageViews, visit.end - visit.start])).toEqual([
      ['/', 1, VISIT_GAP_MS],
      ['/b', 2, MINUTE],
    ])
  })
})

describe('rollUp', () => {
  it('counts a day as an editor reads it', () => {
    const rows = rollUp([
      event({ at: DAY_START + 9 * 60 * MINUTE, source: 'google', campaign: 'tet' }),
      event({ at: DAY_START + 9 * 60 * MINUTE + 2 * MINUTE, path: '/pin', source: null }),
      event({ at: DAY_START + 10 * 60 * MINUTE, visitor: 'b', path: '/pin', source: 'zalo' }),
      event({ at: DAY_START + 10 * 60 * MINUTE, visitor: null, path: '/pin' }),
      event({ name: 'view_search_results', params: { search_term: 'sạc', search_results: 0 } }),
      event({ name: 'purchase', at: DAY_START + 9 * 60 * MINUTE + 3 * MINUTE, params: { value: 250_000 } }),
    ])
    expect(sum(rows, 'page_views')).toBe(4)
    expect(sum(rows, 'visitors')).toBe(2)
    expect(sum(rows, 'visits')).toBe(2)
    expect(sum(rows, 'bounces')).toBe(1)
    expect(sum(rows, 'page', WHOLE_DAY, '/pin')).toBe(3)
    expect(sum(rows, 'search_empty', WHOLE_DAY, 'sạc')).toBe(1)
    expect(sum(rows, 'campaign', WHOLE_DAY, 'tet')).toBe(1)
    expect(rows.find((row) => row.metric === 'source' && row.key === 'google')).toMatchObject({
      count: 1,
      total: 250_000,
    })
    expect(rows.find((row) => row.metric === 'duration')).toMatchObject({ count: 2, total: 180 })
    expect(sum(rows, 'page_views', 9)).toBe(2)
    expect(sum(rows, 'visitors', 10)).toBe(1)
  })

  it('equals the raw counts, whatever the events (property)', () => {
    fc.assert(
      fc.property(fc.array(arbitraryEvent, { maxLength: 60 }), (events) => {
        const rows = rollUp(events)
        const pageViews = events.filter((e) => e.name === 'page_view')
        expect(sum(rows, 'page_views')).toBe(pageViews.length)
        for (const path of new Set(pageViews.map((e) => e.path)))
          expect(sum(rows, 'page', WHOLE_DAY, path)).toBe(pageViews.filter((e) => e.path === path).length)
        const hours = rows.filter((row) => row.metric === 'page_views' && row.hour !== WHOLE_DAY)
        expect(hours.reduce((total, row) => total + row.count, 0)).toBe(pageViews.length)
        const counted = new Set(pageViews.flatMap((e) => (e.visitor === null ? [] : [e.visitor])))
        expect(sum(rows, 'visitors')).toBe(counted.size)
        const visits = sum(rows, 'visits')
        expect(sum(rows, 'source')).toBe(visits)
        expect(sum(rows, 'entry')).toBe(visits)
        expect(sum(rows, 'device')).toBe(visits)
        expect(rows.filter((r) => r.metric === 'visits' && r.hour !== WHOLE_DAY).reduce((t, r) => t + r.count, 0)).toBe(
          visits,
        )
        expect(visits).toBeGreaterThanOrEqual(counted.size)
        expect(sum(rows, 'bounces')).toBeLessThanOrEqual(visits)
        const searches = events.filter((e) => e.name === 'view_search_results')
        expect(sum(rows, 'search')).toBe(searches.length)
        expect(sum(rows, 'search_empty')).toBe(searches.filter((e) => e.params.search_results === 0).length)
        const outbound = events.filter((e) => e.name === 'click' && e.params.outbound === true)
        expect(sum(rows, 'outbound')).toBe(outbound.length)
      }),
    )
  })
})
