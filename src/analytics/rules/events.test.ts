import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analytics as messages } from '@/i18n/analytics'
import { EVENTS, MAX_EVENTS_PER_BATCH, readBatch } from './events'
import { REDACTED, holdsEmail } from './redact'

const page = { page_location: 'https://thuthuatdienthoai.vn/cach-chup-man-hinh-iphone', page_title: 'Cách chụp' }

describe('readBatch', () => {
  it('keeps known events with their known parameters, as GA4 names them', () => {
    const read = readBatch({
      events: [
        { name: 'page_view', params: { ...page, page_referrer: 'https://www.google.com/' } },
        { name: 'scroll', params: { ...page, percent_scrolled: 90 } },
        { name: 'click', params: { link_url: 'https://zalo.me/0901', link_domain: 'zalo.me', outbound: true } },
        { name: 'video_progress', params: { video_provider: 'youtube', video_percent: 25, visible: true } },
        { name: 'view_search_results', params: { search_term: 'chụp màn hình', search_results: 0, tracker: 'x' } },
        { name: 'user_engagement', params: { engagement_time_msec: 95_432.4, percent_scrolled: 64 } },
      ],
    })
    expect(read).toEqual({
      ok: true,
      events: [
        { name: 'page_view', params: { ...page, page_referrer: 'https://www.google.com/' } },
        { name: 'scroll', params: { ...page, percent_scrolled: 90 } },
        { name: 'click', params: { link_url: 'https://zalo.me/0901', link_domain: 'zalo.me', outbound: true } },
        { name: 'video_progress', params: { video_provider: 'youtube', video_percent: 25, visible: true } },
        { name: 'view_search_results', params: { search_term: 'chụp màn hình', search_results: 0 } },
        { name: 'user_engagement', params: { engagement_time_msec: 95_432, percent_scrolled: 64 } },
      ],
    })
  })

  it('redacts e-mail addresses and drops the listed parameters from addresses', () => {
    const read = readBatch(
      {
        events: [
          {
            name: 'form_submit',
            params: {
              page_location: 'https://thuthuatdienthoai.vn/lien-he?email=an%40vidu.vn&token=bi-mat',
              form_submit_text: 'Gửi cho an@vidu.vn',
            },
          },
        ],
      },
      ['token'],
    )
    expect(read).toEqual({
      ok: true,
      events: [
        {
          name: 'form_submit',
          params: {
            page_location: `https://thuthuatdienthoai.vn/lien-he?email=${REDACTED}`,
            form_submit_text: `Gửi cho ${REDACTED}`,
          },
        },
      ],
    })
  })

  it('refuses what is not a batch, too long a batch, unknown events and bad values, in Vietnamese', () => {
    for (const body of [
      null,
      'x',
      42,
      {},
      { events: [] },
      { events: 'page_view' },
      { events: [{ name: 'scroll', params: [] }] },
    ])
      expect(readBatch(body)).toEqual({ ok: false, error: messages.notABatch })
    const many = Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => ({ name: 'page_view' }))
    expect(readBatch({ events: many })).toEqual({ ok: false, error: messages.tooManyEvents(MAX_EVENTS_PER_BATCH) })
    for (const name of ['purchase', '__proto__', 'constructor', '<script>', 42])
      expect(readBatch({ events: [{ name }] })).toMatchObject({ ok: false, error: messages.unknownEvent(String(name)) })
    for (const [name, parameter, value] of [
      ['scroll', 'percent_scrolled', '90'],
      ['scroll', 'percent_scrolled', Number.NaN],
      ['scroll', 'percent_scrolled', -1],
      ['scroll', 'percent_scrolled', 1e12],
      ['click', 'outbound', 'true'],
      ['view_search_results', 'search_results', -1],
      ['user_engagement', 'engagement_time_msec', 6 * 60 * 60 * 1000 + 1],
      ['user_engagement', 'engagement_time_msec', '1000'],
      ['user_engagement', 'percent_scrolled', 86_401],
      ['page_view', 'page_title', 'x'.repeat(301)],
      ['page_view', 'page_location', 'https://a.vn/' + 'x'.repeat(1000)],
      ['page_view', 'page_title', { toString: 'x' }],
    ] as const)
      expect(readBatch({ events: [{ name, params: { [parameter]: value } }] })).toEqual({
        ok: false,
        error: messages.badParameter(name, parameter),
      })
  })

  it('keeps a reading time up to six hours, longer than the other numbers may be', () => {
    const hours = (count: number) => count * 60 * 60 * 1000
    const read = readBatch({ events: [{ name: 'user_engagement', params: { engagement_time_msec: hours(6) } }] })
    expect(read).toEqual({
      ok: true,
      events: [{ name: 'user_engagement', params: { engagement_time_msec: hours(6) } }],
    })
    expect(readBatch({ events: [{ name: 'scroll', params: { percent_scrolled: hours(6) } }] }).ok).toBe(false)
  })

  it('never throws, and keeps no e-mail address and nothing it does not know (property)', () => {
    const names = [...Object.keys(EVENTS), 'purchase', 'x']
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom(...names),
            params: fc.dictionary(
              fc.constantFrom('page_location', 'page_title', 'link_url', 'search_term', 'percent_scrolled', 'other'),
              fc.oneof(fc.string(), fc.emailAddress(), fc.integer(), fc.boolean(), fc.constant(null)),
            ),
          }),
          { maxLength: 25 },
        ),
        (events) => {
          const read = readBatch({ events })
          if (!read.ok) return
          for (const event of read.events) {
            expect(Object.keys(EVENTS)).toContain(event.name)
            expect(Object.keys(event.params)).not.toContain('other')
            for (const value of Object.values(event.params))
              if (typeof value === 'string') expect(holdsEmail(value)).toBe(false)
          }
        },
      ),
    )
  })
})
