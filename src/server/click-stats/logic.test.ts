import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countByDay } from './logic'

const clicks = fc.array(
  fc.record({
    button: fc.constantFrom('call', 'zalo'),
    path: fc.constantFrom('/', '/a', '/b'),
    createdAt: fc
      .integer({ min: 1_700_000_000_000, max: 1_700_000_000_000 + 10 * 86_400_000 })
      .map((time) => new Date(time).toISOString()),
  }),
)

describe('countByDay', () => {
  it('counts per Vietnamese day, button and page', () => {
    const counts = countByDay([
      { button: 'call', path: '/a', createdAt: '2026-11-23T16:00:00Z' },
      { button: 'call', path: '/a', createdAt: '2026-11-23T17:30:00Z' },
      { button: 'call', path: '/a', createdAt: '2026-11-24T01:00:00Z' },
      { button: 'zalo', path: '/a', createdAt: '2026-11-24T01:00:00Z' },
    ])
    expect(counts).toEqual([
      { date: '2026-11-23', button: 'call', path: '/a', count: 1 },
      { date: '2026-11-24', button: 'call', path: '/a', count: 2 },
      { date: '2026-11-24', button: 'zalo', path: '/a', count: 1 },
    ])
  })

  it('loses no click and makes one row per day, button and page', () => {
    fc.assert(
      fc.property(clicks, (raw) => {
        const counts = countByDay(raw)
        expect(counts.reduce((sum, day) => sum + day.count, 0)).toBe(raw.length)
        expect(new Set(counts.map(({ date, button, path }) => `${date} ${button} ${path}`)).size).toBe(counts.length)
      }),
    )
  })
})
