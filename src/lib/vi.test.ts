import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  countWords,
  formatPhone,
  firstWords,
  vietnamDateTime,
  foldDiacritics,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatPercent,
  formatVnd,
  parseAmount,
  readingMinutes,
  slugify,
  vietnamDay,
  vietnamDayStart,
} from './vi'

describe('slugify', () => {
  it('removes Vietnamese diacritics and turns đ into d', () => {
    expect(slugify('Cách chụp màn hình iPhone')).toBe('cach-chup-man-hinh-iphone')
    expect(slugify('Điện thoại ĐẸP nhất 2026!')).toBe('dien-thoai-dep-nhat-2026')
    expect(slugify('  Wi-Fi & dữ liệu di động  ')).toBe('wi-fi-du-lieu-di-dong')
  })

  it('always yields lower-case ASCII words joined by single hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const slug = slugify(text)
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
        expect(slug.length).toBeLessThanOrEqual(96)
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text))
      }),
    )
  })
})

describe('foldDiacritics', () => {
  it('folds every Vietnamese vowel form and keeps the length', () => {
    expect(foldDiacritics('Chụp Màn Hình điện thoại')).toBe('chup man hinh dien thoai')
    expect(foldDiacritics('ẤẦẨẪẬ ơớờởỡợ ưứừửữự')).toBe('aaaaa oooooo uuuuuu')
  })

  it('keeps positions: folded text has the input length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(foldDiacritics(text)).toHaveLength(text.length)
      }),
    )
  })

  it('folds a text as it folds its characters, whatever it met before (ASCII, remembered or new characters)', () => {
    const vietnamese = fc.constantFrom(
      ...'aăâbcdđeêghiklmnoôơpqrstuưvxyÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬĐÈÉẺẼẸÊỀẾỂỄỆÌÍỈĨỊÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢÙÚỦŨỤƯỪỨỬỮỰỲÝỶỸỴ ,.!?0129'.split(
        '',
      ),
    )
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: vietnamese }),
      fc.string({ unit: 'binary' }),
    )
    fc.assert(
      fc.property(text, text, (first, second) => {
        const folded = foldDiacritics(first + second)
        expect(folded).toBe(foldDiacritics(first) + foldDiacritics(second))
        expect(folded).toBe([...(first + second)].map((char) => foldDiacritics(char)).join(''))
        expect(foldDiacritics(folded)).toBe(folded)
      }),
    )
  })
})

describe('formats', () => {
  it('shows VND with dot grouping and the đồng sign', () => {
    expect(formatVnd(1250000)).toBe('1.250.000\u00a0₫')
    expect(formatVnd(0)).toBe('0\u00a0₫')
  })

  it('shows decimals and percentages with a decimal comma', () => {
    expect(formatDecimal(1.75)).toBe('1,8')
    expect(formatDecimal(1234.5)).toBe('1.234,5')
    expect(formatPercent(0.125)).toBe('12,5\u00a0%')
    expect(formatPercent(0)).toBe('0,0\u00a0%')
    expect(formatPercent(-0.031)).toBe('-3,1\u00a0%')
  })

  it('reads amounts typed with or without separators, and nothing else', () => {
    expect(parseAmount('1.250.000')).toBe(1250000)
    expect(parseAmount(' 1 250 000 ₫')).toBe(1250000)
    expect(parseAmount(formatVnd(1250000))).toBe(1250000)
    for (const bad of ['', '1,5e3', '-5', 'abc', '12a', '1234567890123456']) expect(parseAmount(bad)).toBeNull()
  })

  it('reads back every amount it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (amount) => parseAmount(formatVnd(amount)) === amount),
    )
  })

  it('shows dates as dd/MM/yyyy in Vietnam time', () => {
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('22/11/2026')
    expect(formatDate('2026-01-05T08:00:00+07:00')).toBe('05/01/2026')
  })

  it('shows a time and date as HH:mm dd/MM/yyyy in Vietnam time', () => {
    expect(formatDateTime('2026-12-31T16:59:00Z')).toBe('23:59 31/12/2026')
    expect(formatDateTime(Date.UTC(2026, 0, 4, 17, 5))).toBe('00:05 05/01/2026')
  })

  it('counts words and reading time', () => {
    expect(countWords(' một  hai\nba ')).toBe(3)
    expect(firstWords(' Cách  chụp màn hình iPhone ', 3)).toBe('Cách chụp màn…')
    expect(firstWords(' Cách chụp ', 3)).toBe('Cách chụp')
    expect(vietnamDateTime('2026-11-25T17:30:00.000Z')).toBe('2026-11-26 00:30')
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(900)).toBe(5)
  })
})

describe('Vietnamese days', () => {
  it('turns at midnight in Vietnam, not in UTC', () => {
    expect(vietnamDay(new Date('2026-11-23T16:59:59Z'))).toBe('2026-11-23')
    expect(vietnamDay(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24')
    expect(vietnamDayStart('2026-11-24').toISOString()).toBe('2026-11-23T17:00:00.000Z')
    // Before 1975 the time-zone database keeps UTC+8 for Saigon; the site's days stay UTC+7.
    expect(vietnamDay(new Date('1973-08-13T17:00:00Z'))).toBe('1973-08-14')
  })

  it('puts every instant in the day that starts at or before it and ends after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (time) => {
        const start = vietnamDayStart(vietnamDay(time)).getTime()
        expect(start <= time && time < start + 24 * 60 * 60 * 1000).toBe(true)
      }),
    )
  })
})

describe('formatPhone', () => {
  it('writes mobiles and landlines as readers do, and leaves anything else alone', () => {
    expect(formatPhone('+84912345678')).toBe('0912 345 678')
    expect(formatPhone('+842838123456')).toBe('028 3812 3456')
    expect(formatPhone('12345')).toBe('12345')
  })
})
