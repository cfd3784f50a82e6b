import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isFutureDate, isScheduled, isVisible, publishButtonLabel, publishHint } from './logic'

const now = new Date('2026-11-28T08:00:00.000Z')
const dates = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
})
const statuses = fc.constantFrom('draft' as const, 'published' as const, null, undefined)

describe('scheduling rules', () => {
  it('a published post dated later than now is scheduled, and hidden until then', () => {
    const doc = { _status: 'published' as const, publishedAt: '2026-11-28T08:00:01.000Z' }
    expect(isScheduled(doc, now)).toBe(true)
    expect(isVisible(doc, now)).toBe(false)
    expect(isVisible(doc, new Date('2026-11-28T08:00:01.000Z'))).toBe(true)
    expect(isScheduled(doc, new Date('2026-11-28T08:00:01.000Z'))).toBe(false)
  })

  it('a draft is never visible nor scheduled, whatever its date; a published post without a date is not visible', () => {
    expect(isScheduled({ _status: 'draft', publishedAt: '2030-01-01T00:00:00Z' }, now)).toBe(false)
    expect(isVisible({ _status: 'draft', publishedAt: '2020-01-01T00:00:00Z' }, now)).toBe(false)
    expect(isVisible({ _status: 'published', publishedAt: null }, now)).toBe(false)
    expect(isFutureDate('not a date', now)).toBe(false)
    expect(isFutureDate('', now)).toBe(false)
  })

  it('a published post is exactly one of visible or scheduled; nothing else is either', () => {
    fc.assert(
      fc.property(statuses, dates, dates, (status, date, at) => {
        const doc = { _status: status, publishedAt: date.toISOString() }
        if (status === 'published') expect(isVisible(doc, at) !== isScheduled(doc, at)).toBe(true)
        else expect(isVisible(doc, at) || isScheduled(doc, at)).toBe(false)
        // Scheduled means visible later: at its own date it shows.
        if (isScheduled(doc, at)) expect(isVisible(doc, date)).toBe(true)
      }),
    )
  })

  it('the publish button reads "Lên lịch" only for a date in the future', () => {
    expect(publishButtonLabel('2026-11-28T09:00:00.000Z', now)).toBe('Lên lịch')
    expect(publishButtonLabel('2026-11-28T08:00:00.000Z', now)).toBeUndefined()
    expect(publishButtonLabel(null, now)).toBeUndefined()
    fc.assert(
      fc.property(dates, (date) => {
        expect(publishButtonLabel(date, now) === 'Lên lịch').toBe(date.getTime() > now.getTime())
      }),
    )
  })

  it('names what a post lacks before publishing, and nothing once it has both', () => {
    expect(publishHint({ hasCategory: false, hasFeaturedImage: false })).toBe('Bài chưa có chuyên mục và ảnh đại diện.')
    expect(publishHint({ hasCategory: true, hasFeaturedImage: false })).toBe('Bài chưa có ảnh đại diện.')
    expect(publishHint({ hasCategory: false, hasFeaturedImage: true })).toBe('Bài chưa có chuyên mục.')
    expect(publishHint({ hasCategory: true, hasFeaturedImage: true })).toBeNull()
  })
})
