import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deviceOf, readTimingRules, ruleVerdicts, rulesPass, type VisitorState } from './timing'

const visitor: VisitorState = {
  pageViews: 5,
  sessions: 2,
  initialPageViews: 1,
  initialSessions: 1,
  referrer: 'https://www.google.com/search?q=pin+iphone',
  siteHost: 'thuthuat.vn',
  roles: null,
  device: 'mobile',
  browser: 'chrome',
  impressions: 0,
  now: Date.UTC(2026, 10, 25, 3, 0),
  serverNow: Date.UTC(2026, 10, 25, 3, 0),
  timezoneOffset: -420,
}

describe('popup timing rules', () => {
  it('reads the rules switched on under the original’s names, and nothing else', () => {
    expect(
      readTimingRules({
        page_views: 'yes',
        page_views_views: '3',
        sessions: '',
        sessions_sessions: 9,
        url: 'yes',
        url_url: 'facebook',
        url_action: 'hide',
        sources: 'yes',
        sources_sources: ['search', 'spam'],
        logged_in: 'yes',
        logged_in_users: 'custom',
        logged_in_roles: ['editor', 3],
        devices: 'yes',
        devices_devices: ['mobile', 'watch'],
        times: 'yes',
        times_times: 2,
        times_count: 'close',
        times_period: 'week',
        browsers: 'yes',
        browsers_browsers: 'all',
        schedule: 'yes',
        schedule_timezone: 'site',
        schedule_start_date: '2026-11-25 08:00',
        schedule_end_date: 'mai',
      }),
    ).toEqual({
      pageViews: 3,
      url: { url: 'facebook', action: 'hide' },
      sources: ['search'],
      loggedIn: ['editor'],
      devices: ['mobile'],
      times: { times: 2, count: 'close', period: 'week' },
      browsers: 'all',
      schedule: { timezone: 'site', start: '2026-11-25 08:00', end: null },
    })
    for (const junk of [null, 'x', [], 42, { page_views: 'no' }]) expect(readTimingRules(junk)).toEqual({})
    // As the admin stores them: switches as booleans, "forever" as the period that never ends ('').
    expect(readTimingRules({ times: true, times_times: 2, times_count: 'open', times_period: 'forever' })).toEqual({
      times: { times: 2, count: 'open', period: '' },
    })
  })

  it('counts page views and sessions from when the popup first checked them', () => {
    expect(ruleVerdicts({ pageViews: 4, sessions: 2 }, visitor)).toEqual({ pageViews: true, sessions: false })
    expect(rulesPass({ pageViews: 5 }, visitor)).toBe(false)
  })

  it('compares the referrer with the url rule; an invalid pattern never shows the popup', () => {
    const url = (action: 'show' | 'hide' | 'regex', text: string) =>
      ruleVerdicts({ url: { url: text, action } }, visitor).url
    expect([url('show', 'google'), url('hide', 'google'), url('show', 'bing'), url('hide', 'bing')]).toEqual([
      true,
      false,
      false,
      true,
    ])
    expect([url('show', ''), url('hide', '')]).toEqual([true, false])
    expect([url('regex', '^https://(www\\.)?google\\.'), url('regex', 'facebook'), url('regex', '(')]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('lets through visitors who are not logged in, and blocks all or some roles of those who are', () => {
    const loggedIn = (rule: 'all' | string[], roles: string[] | null) =>
      rulesPass({ loggedIn: rule }, { ...visitor, roles })
    expect([
      loggedIn('all', null),
      loggedIn('all', ['customer']),
      loggedIn(['editor'], ['customer']),
      loggedIn(['editor'], ['editor', 'author']),
    ]).toEqual([true, false, true, false])
  })

  it('tells the device by the site’s breakpoints: phones up to 767 px, tablets up to 1024 px', () => {
    expect([320, 412, 700, 767, 768, 1024, 1025, 1920].map(deviceOf)).toEqual([
      'mobile',
      'mobile',
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ])
  })

  it('checks sources, devices, browsers and impressions', () => {
    expect(
      ruleVerdicts(
        {
          sources: ['internal'],
          devices: ['desktop', 'mobile'],
          browsers: ['safari'],
          times: { times: 1, count: '', period: '' },
        },
        visitor,
      ),
    ).toEqual({
      sources: false,
      devices: true,
      browsers: false,
      times: true,
    })
    expect(rulesPass({ sources: ['internal', 'external', 'search'] }, { ...visitor, referrer: '' })).toBe(true)
    expect(rulesPass({ times: { times: 1, count: 'open', period: 'day' } }, { ...visitor, impressions: 1 })).toBe(false)
  })

  it('keeps a schedule in Vietnam’s time by the server’s clock, or in the visitor’s by theirs', () => {
    // 03:00 UTC is 10:00 in Vietnam.
    const site = (start: string, end: string | null) =>
      rulesPass({ schedule: { timezone: 'site', start, end } }, { ...visitor, now: 0 })
    expect([
      site('2026-11-25 09:59', '2026-11-25 10:00'),
      site('2026-11-25 10:01', null),
      site('2026-11-24', '2026-11-25 09:00'),
    ]).toEqual([true, false, false])
    // A visitor in Paris (UTC+1) at 04:00 their time.
    const paris = { ...visitor, timezoneOffset: -60, serverNow: 0 }
    expect(
      rulesPass({ schedule: { timezone: 'visitor', start: '2026-11-25 04:00', end: '2026-11-25 05:00' } }, paris),
    ).toBe(true)
    expect(rulesPass({ schedule: { timezone: 'visitor', start: '2026-11-25 10:00', end: null } }, paris)).toBe(false)
  })

  it('passes only when every configured rule does, for any settings and visitor', () => {
    const settings = fc.dictionary(
      fc.constantFrom(
        'page_views',
        'sessions',
        'url',
        'sources',
        'logged_in',
        'devices',
        'times',
        'browsers',
        'schedule',
        'url_url',
        'url_action',
        'times_times',
      ),
      fc.oneof(fc.constant('yes'), fc.string(), fc.integer(), fc.array(fc.string())),
    )
    fc.assert(
      fc.property(settings, fc.string(), fc.integer({ min: 0, max: 50 }), (stored, referrer, impressions) => {
        const rules = readTimingRules(stored)
        const verdicts = ruleVerdicts(rules, { ...visitor, referrer, impressions })
        expect(Object.keys(verdicts).sort()).toEqual(Object.keys(rules).sort())
        expect(rulesPass(rules, { ...visitor, referrer, impressions })).toBe(Object.values(verdicts).every(Boolean))
      }),
    )
  })
})
