import { describe, expect, it } from 'vitest'
import { formatDuration, headlineTiles, READING, SHOP, type Totals } from './headline'

const zero: Totals = {
  visitors: 0,
  visits: 0,
  pageViews: 0,
  viewsPerVisit: 0,
  bounceRate: 0,
  visitSeconds: 0,
  scrollDepth: 0,
  purchases: 0,
  revenue: 0,
  conversionRate: 0,
}

describe('headlineTiles', () => {
  it('writes each number as an editor reads it', () => {
    const now: Totals = {
      visitors: 1234,
      visits: 1500,
      pageViews: 2700,
      viewsPerVisit: 1.8,
      bounceRate: 0.125,
      visitSeconds: 125,
      scrollDepth: 62.5,
      purchases: 3,
      revenue: 1_250_000,
      conversionRate: 0.002,
    }
    expect(headlineTiles([...READING, ...SHOP], now, zero).map((tile) => [tile.label, tile.value])).toEqual([
      ['Người đọc', '1.234'],
      ['Lượt truy cập', '1.500'],
      ['Lượt xem trang', '2.700'],
      ['Trang mỗi lượt truy cập', '1,8'],
      ['Tỷ lệ thoát', '12,5\u00a0%'],
      ['Thời gian mỗi lượt', '2 phút 05 giây'],
      ['Độ sâu cuộn trung bình', '62,5\u00a0%'],
      ['Đơn hàng', '3'],
      ['Doanh thu', '1.250.000\u00a0₫'],
      ['Tỷ lệ chuyển đổi', '0,2\u00a0%'],
    ])
  })

  it('compares with the period before: no change from nothing, and a falling bounce rate is good news', () => {
    const before = { ...zero, visitors: 100, bounceRate: 0.5, pageViews: 10 }
    const now = { ...zero, visitors: 150, bounceRate: 0.4, pageViews: 10, visits: 3 }
    const tiles = Object.fromEntries(headlineTiles(READING, now, before).map((tile) => [tile.id, tile]))
    expect([tiles.visitors.change, tiles.visitors.good]).toEqual([0.5, true])
    expect(tiles.bounceRate.change).toBeCloseTo(-0.2)
    expect(tiles.bounceRate.good).toBe(true)
    expect([tiles.pageViews.change, tiles.pageViews.good]).toEqual([0, null])
    expect([tiles.visits.change, tiles.visits.good]).toEqual([null, null])
  })
})

describe('formatDuration', () => {
  it('writes minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0 giây')
    expect(formatDuration(44.6)).toBe('45 giây')
    expect(formatDuration(3725)).toBe('62 phút 05 giây')
  })
})
