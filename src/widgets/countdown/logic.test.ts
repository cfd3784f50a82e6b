import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COUNTDOWN_UNITS,
  type CountdownUnit,
  dueDateMs,
  evergreenInterval,
  evergreenKeys,
  expirePlan,
  intervalFromParts,
  intervalParts,
  MAX_INTERVAL,
  padded,
  redirectTarget,
  remainingParts,
  remainingSeconds,
  resolveEvergreen,
  secondsFromVietnamInput,
  shownUnits,
  spokenParts,
  vietnamInputValue,
} from './logic'

const SECONDS: Record<CountdownUnit, number> = { days: 86_400, hours: 3_600, minutes: 60, seconds: 1 }
const units = fc.subarray([...COUNTDOWN_UNITS], { minLength: 1 })

describe('time left', () => {
  it('counts whole seconds up to the due date, rounding up, and never below zero', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10)
    expect(remainingSeconds(10_000, 9_001)).toBe(1)
    expect(remainingSeconds(10_000, 10_000)).toBe(0)
    expect(remainingSeconds(10_000, 50_000)).toBe(0)
    expect(remainingSeconds(Number.NaN, 0)).toBe(0)
  })

  it('splits into days, hours, minutes and seconds, padded to two digits', () => {
    const all = shownUnits(undefined)
    expect(remainingParts(2 * 86_400 + 3 * 3_600 + 4 * 60 + 5, all)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    })
    expect(COUNTDOWN_UNITS.map((unit) => padded(remainingParts(90_061, all)[unit]))).toEqual(['01', '01', '01', '01'])
    expect(padded(123)).toBe('123')
  })

  it('gives a hidden unit to the next smaller one and leaves out what is below the smallest', () => {
    expect(remainingParts(2 * 86_400 + 3_600 + 59, ['hours', 'minutes', 'seconds'])).toEqual({
      hours: 49,
      minutes: 0,
      seconds: 59,
    })
    expect(remainingParts(86_400 + 3_661, ['days', 'minutes'])).toEqual({ days: 1, minutes: 61 })
    expect(remainingParts(3_599, ['days', 'hours'])).toEqual({ days: 0, hours: 0 })
  })

  it('reads the shown units in their fixed order; none or garbage means all four', () => {
    expect(shownUnits(['seconds', 'hours', 'weeks'])).toEqual(['hours', 'seconds'])
    expect(shownUnits([])).toEqual([...COUNTDOWN_UNITS])
    expect(shownUnits('days')).toEqual([...COUNTDOWN_UNITS])
  })

  it('speaks days, hours and minutes, and seconds only in the last minute', () => {
    expect(spokenParts(2 * 86_400 + 5 * 60 + 7)).toEqual([
      { unit: 'days', value: 2 },
      { unit: 'minutes', value: 5 },
    ])
    expect(spokenParts(42)).toEqual([{ unit: 'seconds', value: 42 }])
    expect(spokenParts(0)).toEqual([])
  })

  it('property: the shown parts add up to the time left, less what is below the smallest unit, and none is negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e12 }),
        fc.integer({ min: -1e9, max: 1e12 }),
        units,
        (due, now, shown) => {
          const seconds = remainingSeconds(due, now)
          expect(seconds).toBeGreaterThanOrEqual(0)
          const parts = remainingParts(seconds, shown)
          expect(Object.keys(parts)).toEqual(shown)
          const smallest = SECONDS[shown[shown.length - 1]]
          const total = shown.reduce((sum, unit) => sum + parts[unit]! * SECONDS[unit], 0)
          expect(total).toBe(seconds - (seconds % smallest))
          for (const [index, unit] of shown.entries()) {
            expect(parts[unit]).toBeGreaterThanOrEqual(0)
            // Below the largest shown unit, each part stays under one of the shown unit above it.
            if (index > 0) expect(parts[unit]! * SECONDS[unit]).toBeLessThan(SECONDS[shown[index - 1]])
            expect(padded(parts[unit])).toMatch(/^\d{2,}$/)
          }
        },
      ),
    )
  })
})

describe('evergreen countdowns', () => {
  const now = 1_800_000_000_000
  const hour = 3_600

  it('uses the block id in both storage keys', () => {
    expect(evergreenKeys('Countdown-abc')).toEqual({
      due: 'Countdown-abc-evergreen_due_date',
      interval: 'Countdown-abc-evergreen_interval',
    })
  })

  it('starts a new interval when nothing is stored, and keeps a stored one', () => {
    expect(resolveEvergreen({ due: null, interval: null }, hour, now)).toEqual({ due: now + hour * 1000, store: true })
    expect(resolveEvergreen({ due: String(now + 60_000), interval: '3600' }, hour, now)).toEqual({
      due: now + 60_000,
      store: false,
    })
  })

  it('restarts when the editor changed the interval', () => {
    expect(resolveEvergreen({ due: String(now + 60_000), interval: '7200' }, hour, now)).toEqual({
      due: now + hour * 1000,
      store: true,
    })
  })

  it('stays expired once expired', () => {
    expect(resolveEvergreen({ due: String(now - 86_400_000), interval: '3600' }, hour, now)).toEqual({
      due: now - 86_400_000,
      store: false,
    })
  })

  it('treats unreadable values, and a due date further than one interval away, as missing', () => {
    for (const stored of [
      { due: 'abc', interval: '3600' },
      { due: String(now), interval: '3600.0' },
      { due: '-5', interval: '3600' },
      { due: '1e12', interval: '3600' },
      { due: ' 1800000000000', interval: '3600' },
      { due: String(now), interval: null },
      { due: '99999999999999999', interval: '3600' },
      { due: String(now + hour * 1000 + 1), interval: '3600' },
      { due: 42, interval: 3600 },
    ]) {
      expect(resolveEvergreen(stored, hour, now)).toEqual({ due: now + hour * 1000, store: true })
    }
  })

  it('reads the configured interval and due date defensively', () => {
    expect(evergreenInterval('7200')).toBe(7200)
    expect(evergreenInterval(0)).toBeNull()
    expect(evergreenInterval(MAX_INTERVAL + 1)).toBeNull()
    expect(evergreenInterval({})).toBeNull()
    expect(dueDateMs(1_800_000_000)).toBe(1_800_000_000_000)
    expect(dueDateMs('1800000000.9')).toBe(1_800_000_000_000)
    for (const value of [0, -1, 1e20, null, 'soon', Number.NaN]) expect(dueDateMs(value)).toBeNull()
  })

  it('property: whatever storage holds, the due date is at most one interval away, and kept values are kept exactly', () => {
    const storedValue = fc.oneof(
      fc.string(),
      fc.integer({ min: 0, max: 4e12 }).map(String),
      fc.constant(null),
      fc.anything(),
    )
    fc.assert(
      fc.property(
        storedValue,
        storedValue,
        fc.integer({ min: 1, max: MAX_INTERVAL }),
        fc.integer({ min: 0, max: 4e12 }),
        (due, interval, configured, at) => {
          const result = resolveEvergreen({ due, interval }, configured, at)
          expect(Number.isSafeInteger(result.due)).toBe(true)
          expect(result.due).toBeLessThanOrEqual(at + configured * 1000)
          if (result.store) expect(result.due).toBe(at + configured * 1000)
          else {
            expect(String(result.due)).toBe(due)
            expect(interval).toBe(String(configured))
          }
        },
      ),
    )
  })
})

describe('redirect targets', () => {
  it('allows http(s) addresses and paths on this site', () => {
    expect(redirectTarget('https://thuthuat.vn/khuyen-mai')).toBe('https://thuthuat.vn/khuyen-mai')
    expect(redirectTarget(' http://example.com ')).toBe('http://example.com')
    expect(redirectTarget('/chuyen-muc/iphone?ref=countdown#dau')).toBe('/chuyen-muc/iphone?ref=countdown#dau')
  })

  it('refuses every other scheme, protocol-relative and odd addresses', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'mailto:a@b.c',
      'tel:0901234567',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https:evil.example',
      'https:///evil',
      'khuyen-mai',
      '?x=1',
      '#top',
      'https://a b',
      '/a\nb',
      '',
      42,
      null,
      `/${'a'.repeat(2_000)}`,
    ]) {
      expect(redirectTarget(value)).toBeNull()
    }
  })

  it('property: an accepted target opens over http(s), and a path never leaves the site', () => {
    const prefixes = fc.constantFrom(
      'https://',
      'http://',
      '/',
      '//',
      'javascript:',
      'data:',
      '\\',
      ' ',
      'HTTPS://',
      'ftp://',
    )
    const pieces = fc.constantFrom(
      'evil.example',
      '/',
      '\\',
      '@',
      ':',
      '%2f',
      '\t',
      '\n',
      '.',
      '..',
      '#',
      '?',
      'javascript:',
      'a',
    )
    const value = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc
        .tuple(prefixes, fc.array(fc.oneof(pieces, fc.string({ maxLength: 3 })), { maxLength: 8 }))
        .map(([prefix, rest]) => prefix + rest.join('')),
    )
    fc.assert(
      fc.property(value, (candidate) => {
        const target = redirectTarget(candidate)
        if (target === null) return
        const url = new URL(target, 'https://thuthuat.test/trang/')
        expect(['http:', 'https:']).toContain(url.protocol)
        if (!/^https?:/i.test(target)) expect(url.origin).toBe('https://thuthuat.test')
      }),
    )
  })
})

describe('expire plans', () => {
  it('keeps the editor order, each kind once, and fills an empty message with the default text', () => {
    const plan = expirePlan(
      [
        { type: 'message', message: '  Ưu đãi đã kết thúc.  ' },
        { type: 'hide' },
        { type: 'redirect', redirect_url: '/khuyen-mai' },
        { type: 'message', message: 'Lần hai' },
      ],
      'Đã hết giờ.',
    )
    expect(plan).toEqual([
      { kind: 'message', text: 'Ưu đãi đã kết thúc.' },
      { kind: 'hide' },
      { kind: 'redirect', url: '/khuyen-mai' },
    ])
    expect(expirePlan([{ type: 'message', message: '' }], 'Đã hết giờ.')).toEqual([
      { kind: 'message', text: 'Đã hết giờ.' },
    ])
  })

  it('leaves out unsafe redirects, unknown types and garbage', () => {
    expect(
      expirePlan(
        [
          { type: 'redirect', redirect_url: 'javascript:alert(1)' },
          { type: 'redirect', redirect_url: 'https://thuthuat.vn' },
        ],
        '',
      ),
    ).toEqual([{ kind: 'redirect', url: 'https://thuthuat.vn' }])
    expect(expirePlan([null, 'hide', { type: 'explode' }, { type: 'hide', redirect_url: 'x' }], '')).toEqual([
      { kind: 'hide' },
    ])
    expect(expirePlan('hide', '')).toEqual([])
  })

  it('property: a plan has each kind at most once, redirects only to safe targets, and messages are never empty', () => {
    const action = fc.record(
      {
        type: fc.oneof(fc.constantFrom('hide', 'redirect', 'message'), fc.anything()),
        redirect_url: fc.oneof(fc.string(), fc.webUrl(), fc.anything()),
        message: fc.anything(),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.oneof(action, fc.anything()), { maxLength: 12 }), fc.anything()), (actions) => {
        const plan = expirePlan(actions, 'Đã hết giờ.')
        expect(new Set(plan.map((step) => step.kind)).size).toBe(plan.length)
        for (const step of plan) {
          if (step.kind === 'redirect') expect(redirectTarget(step.url)).toBe(step.url)
          if (step.kind === 'message') expect(step.text.length).toBeGreaterThan(0)
        }
      }),
    )
  })
})

describe('editor inputs', () => {
  it('reads and writes the end date in Vietnam time', () => {
    const seconds = Date.UTC(2026, 11, 31, 16, 59) / 1000
    expect(vietnamInputValue(seconds)).toBe('2026-12-31T23:59')
    expect(secondsFromVietnamInput('2026-12-31T23:59')).toBe(seconds)
    expect(secondsFromVietnamInput('2027-01-01T00:00:30')).toBe(seconds + 90)
    expect(vietnamInputValue(null)).toBe('')
    for (const value of [
      '',
      '2026-02-30T10:00',
      '2026-12-31 23:59',
      '2026-13-01T00:00',
      '2026-12-31T24:00',
      'ngày mai',
      5,
    ])
      expect(secondsFromVietnamInput(value)).toBeNull()
  })

  it('turns hours and minutes into seconds and back', () => {
    expect(intervalFromParts(2, 30)).toBe(9_000)
    expect(intervalFromParts('1', '')).toBe(3_600)
    expect(intervalFromParts(-3, 'x')).toBe(0)
    expect(intervalFromParts(1e9, 0)).toBe(MAX_INTERVAL)
    expect(intervalParts(9_000)).toEqual({ hours: 2, minutes: 30 })
    expect(intervalParts('rác')).toEqual({ hours: 0, minutes: 0 })
  })

  it('property: a minute-aligned end date survives the input both ways, and hours and minutes do too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 66_666_666 }),
        fc.integer({ min: 0, max: 8_000 }),
        fc.integer({ min: 0, max: 59 }),
        (minutes, hours, extraMinutes) => {
          expect(secondsFromVietnamInput(vietnamInputValue(minutes * 60))).toBe(minutes * 60)
          expect(intervalParts(intervalFromParts(hours, extraMinutes))).toEqual({ hours, minutes: extraMinutes })
        },
      ),
    )
  })
})
