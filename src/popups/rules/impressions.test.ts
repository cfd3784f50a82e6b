import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countsOnHide, impressionsIn, PERIOD_SECONDS, popupKeys, withImpression } from './impressions'

const DAY = PERIOD_SECONDS.day * 1000

describe('popup storage', () => {
  it('names every key as the spec does', () => {
    expect(popupKeys(42)).toEqual({
      disable: 'popup_42_disable',
      times: 'popup_42_times',
      initialPageViews: 'popup_42_page_views_initialPageViews',
      initialSessions: 'popup_42_sessions_initialSessions',
      impressions: 'popup-42-impressions-count',
    })
    expect(PERIOD_SECONDS).toEqual({ day: 86400, week: 604800, month: 2628288 })
  })

  it('counts impressions in a window fixed when first written, and starts again once it is over', () => {
    const start = Date.UTC(2026, 10, 25, 8)
    let stored = withImpression(null, 'day', start)
    stored = withImpression(stored, 'day', start + DAY / 2)
    expect(impressionsIn(stored, start + DAY / 2)).toBe(2)
    // The window does not slide with the second impression: it ends a day after the first.
    expect(impressionsIn(stored, start + DAY + 1)).toBe(0)
    expect(impressionsIn(withImpression(stored, 'day', start + DAY + 1), start + DAY + 2)).toBe(1)
    // The session period and no period never expire by time.
    expect(
      impressionsIn(withImpression(withImpression(null, 'session', start), 'session', start), start + 400 * DAY),
    ).toBe(2)
  })

  it('reads whatever is stored as a count of at least zero, never throwing', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.integer({ min: 0, max: 2 ** 45 }), (stored, now) => {
        const count = impressionsIn(stored, now)
        expect(Number.isInteger(count) && count >= 0).toBe(true)
        expect(impressionsIn(withImpression(stored, 'week', now), now)).toBe(count + 1)
      }),
    )
    for (const bad of ['{', 'null', '[]', '{"count":-1}', '{"count":"3"}', '{"count":2,"expires":"x"}'])
      expect(impressionsIn(bad, 0), bad).toBe(0)
  })

  it('counts on hide for "" and "close", on open otherwise', () => {
    expect([countsOnHide(''), countsOnHide('close'), countsOnHide('open')]).toEqual([true, true, false])
  })
})
