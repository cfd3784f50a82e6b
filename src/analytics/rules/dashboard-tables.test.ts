import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildTable, cellText, csvFileName, keyLabel, type KeyedRow, trendTable } from './dashboard-tables'

const row = (key: string, counts: KeyedRow['counts']): KeyedRow => ({ key, counts })

describe('keyLabel', () => {
  it('names sources, devices, browsers and floating buttons as an editor says them', () => {
    expect(['google', 'coccoc', 'direct', 'other'].map((key) => keyLabel('source', key))).toEqual([
      'Google',
      'Cốc Cốc',
      'Trực tiếp',
      'Trang khác',
    ])
    expect(['mobile', 'tablet', 'desktop'].map((key) => keyLabel('device', key))).toEqual([
      'Điện thoại',
      'Máy tính bảng',
      'Máy tính',
    ])
    expect(['Coc Coc', 'other', 'Zalo'].map((key) => keyLabel('browser', key))).toEqual(['Cốc Cốc', 'Khác', 'Zalo'])
    expect(keyLabel('floating_button', 'zalo')).toBe('Nhắn Zalo')
    expect(keyLabel('search', '')).toBe('(không rõ)')
    expect(keyLabel('page', '/doi-hinh-nen')).toBe('/doi-hinh-nen')
  })
})

describe('buildTable', () => {
  it('shows a form’s starts, submits and completion rate, never above 100 %', () => {
    const table = buildTable(
      'form',
      [
        row('Liên hệ', { form_start: { count: 8, total: 0 }, form_submit: { count: 2, total: 0 } }),
        row('Nhận tin', { form_start: { count: 1, total: 0 }, form_submit: { count: 3, total: 0 } }),
        row('Khảo sát', { form_start: { count: 4, total: 0 } }),
      ],
      0,
    )
    expect(table.columns.map((column) => column.header)).toEqual(['Bắt đầu điền', 'Đã gửi', 'Tỷ lệ hoàn thành'])
    expect(table.rows.map((r) => r.values)).toEqual([
      [8, 2, 0.25],
      [1, 3, 1],
      [4, 0, 0],
    ])
  })

  it('shows videos started, half watched and completed, with the completion rate', () => {
    const table = buildTable(
      'video',
      [
        row('Mẹo pin', {
          video_start: { count: 4, total: 0 },
          video_50: { count: 3, total: 0 },
          video_complete: { count: 1, total: 0 },
        }),
      ],
      0,
    )
    expect(table.rows[0].values).toEqual([4, 3, 1, 0.25])
  })

  it('shows sources with their share of the visits and their đồng, and revenue by source the most first', () => {
    const rows = [
      row('google', { source: { count: 6, total: 100_000 } }),
      row('direct', { source: { count: 3, total: 0 } }),
      row('zalo', { source: { count: 1, total: 300_000 } }),
    ]
    const sources = buildTable('source', rows, 10)
    expect(sources.rows.map((r) => [r.label, ...r.values])).toEqual([
      ['Google', 6, 0.6, 100_000],
      ['Trực tiếp', 3, 0.3, 0],
      ['Zalo', 1, 0.1, 300_000],
    ])
    const revenue = buildTable('revenue', rows, 10)
    expect(revenue.rows.map((r) => [r.label, ...r.values])).toEqual([
      ['Zalo', 300_000, 0.75],
      ['Google', 100_000, 0.25],
    ])
  })

  it('gives entry pages their bounce rate, and no share where there were no visits', () => {
    expect(buildTable('entry', [row('/', { entry: { count: 4, total: 1 } })], 4).rows[0].values).toEqual([4, 0.25])
    expect(buildTable('device', [row('mobile', { device: { count: 0, total: 0 } })], 0).rows[0].values).toEqual([
      0,
      null,
    ])
  })

  it('splits revenue between the sources that brought it, the most first (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ count: fc.nat(1000), total: fc.nat(10_000_000) }), { maxLength: 9 }),
        (counts) => {
          const table = buildTable(
            'revenue',
            counts.map((source, index) => row(`nguon-${index}`, { source })),
            0,
          )
          const amounts = table.rows.map((built) => built.values[0]!)
          expect(amounts.every((amount) => amount > 0)).toBe(true)
          expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
          const shares = table.rows.reduce((sum, built) => sum + built.values[1]!, 0)
          if (table.rows.length > 0) expect(shares).toBeCloseTo(1)
        },
      ),
    )
  })
})

describe('trendTable', () => {
  it('has a row per day, or per hour for one day', () => {
    const days = trendTable([{ at: '2026-11-28', visitors: 1, visits: 2, pageViews: 3 }], false)
    expect(days.keyHeader).toBe('Ngày')
    expect(days.rows).toEqual([{ key: '2026-11-28', label: '28/11/2026', values: [1, 2, 3] }])
    expect(trendTable([{ at: '8', visitors: 0, visits: 0, pageViews: 0 }], true).rows[0].label).toBe('08:00')
  })
})

describe('cells and files', () => {
  it('writes numbers as Vietnamese read them', () => {
    expect(cellText('count', 1234)).toBe('1.234')
    expect(cellText('vnd', 1_250_000)).toBe('1.250.000\u00a0₫')
    expect(cellText('percent', 0.125)).toBe('12,5\u00a0%')
    expect(cellText('percent', null)).toBe('—')
  })

  it('names the file for the table and the range', () => {
    const table = trendTable([], false)
    expect(csvFileName(table, { from: '2026-11-01', to: '2026-11-29' })).toBe(
      'thong-ke-dien-bien-2026-11-01-den-2026-11-29.csv',
    )
    expect(csvFileName(buildTable('source', [], 0), { from: '2026-11-29', to: '2026-11-29' })).toBe(
      'thong-ke-nguon-truy-cap-2026-11-29.csv',
    )
  })
})
