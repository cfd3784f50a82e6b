import { describe, expect, it } from 'vitest'
import { toStoredEvents } from './to-store'

const SITE = 'https://thuthuat.vn'
const SENDER = { visitor: 'v1', device: 'mobile', browser: 'Zalo' }

describe('toStoredEvents', () => {
  it('keeps the path, and a page view’s source from its referrer and campaign', () => {
    const [view] = toStoredEvents(
      [
        {
          name: 'page_view',
          params: {
            page_location: 'https://thuthuat.vn/doi-hinh-nen?utm_campaign=tet',
            page_referrer: 'https://l.facebook.com/',
            page_title: 'Đổi hình nền',
          },
        },
      ],
      SENDER,
      SITE,
      1000,
    )
    expect(view).toEqual({
      at: 1000,
      name: 'page_view',
      visitor: 'v1',
      path: '/doi-hinh-nen?utm_campaign=tet',
      source: 'facebook',
      referrer: null,
      campaign: 'tet',
      device: 'mobile',
      browser: 'Zalo',
      params: { page_referrer: 'https://l.facebook.com/', page_title: 'Đổi hình nền' },
    })
  })

  it('names another site by its host, and leaves other events without a source', () => {
    const [view, scroll] = toStoredEvents(
      [
        { name: 'page_view', params: { page_location: `${SITE}/`, page_referrer: 'https://www.tinhte.vn/thread/1' } },
        { name: 'scroll', params: { percent_scrolled: 90 } },
      ],
      { ...SENDER, visitor: null },
      SITE,
      1000,
    )
    expect(view).toMatchObject({ source: 'other', referrer: 'tinhte.vn', visitor: null, path: '/' })
    expect(scroll).toMatchObject({ source: null, referrer: null, campaign: null, path: '/' })
  })
})
