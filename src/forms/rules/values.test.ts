import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fileTooLargeMessage, formatNumber } from './messages'
import { cleanText, clockTime, displayDate, htmlNumber, isoDate, vietnamesePhone } from './values'

describe('cleanText', () => {
  it('composes Vietnamese letters, drops control characters and trims', () => {
    const decomposed = 'Nguyễn Văn'.normalize('NFD')
    expect(decomposed).not.toBe('Nguyễn Văn'.normalize('NFC'))
    expect(cleanText(`  ${decomposed}\u0000\u0007 `, false)).toBe('Nguyễn Văn'.normalize('NFC'))
    expect(cleanText('Xin chào', false)).toBe('Xin chào')
  })

  it('keeps line breaks only where several lines are expected', () => {
    expect(cleanText(' dòng 1\r\ndòng 2\rdòng 3\n', true)).toBe('dòng 1\ndòng 2\ndòng 3')
    expect(cleanText('dòng 1\r\n\tdòng 2', false)).toBe('dòng 1 dòng 2')
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (text, multiline) => {
        expect(cleanText(cleanText(text, multiline), multiline)).toBe(cleanText(text, multiline))
      }),
    )
  })
})

describe('vietnamesePhone', () => {
  it('accepts a number with or without +84, 84, 0084 or 0, and with spaces, dots, dashes or brackets', () => {
    for (const written of [
      '0912 345 678',
      '0912.345.678',
      '+84 912 345 678',
      '+84912345678',
      '84912345678',
      '0084 912 345 678',
      '(+84) 0912-345-678',
      '912345678',
    ]) {
      expect(vietnamesePhone(written), written).toBe('+84912345678')
    }
    expect(vietnamesePhone('028 3812 3456')).toBe('+842838123456')
    expect(vietnamesePhone('+84 28 3812 3456')).toBe('+842838123456')
    expect(vietnamesePhone('0388 123 456')).toBe('+84388123456')
  })

  it('refuses what is not a Vietnamese number', () => {
    for (const written of [
      '',
      '0912 345 67',
      '0912 345 6789',
      '0123456789',
      '+1 650 253 0000',
      '+0912345678',
      '0912a45678',
      '09123456789',
      '1900 1234',
    ]) {
      expect(vietnamesePhone(written), written).toBeNull()
    }
  })

  const nationalNumber = fc.oneof(
    fc
      .tuple(fc.constantFrom('3', '5', '7', '8', '9'), fc.stringMatching(/^\d{8}$/))
      .map(([first, rest]) => first + rest),
    fc.stringMatching(/^\d{9}$/).map((rest) => `2${rest}`),
  )
  const separated = (digits: string, separator: string) => digits.replace(/(\d{3})(?=\d)/g, `$1${separator}`)

  it('gives every way of writing one number the same international form', () => {
    fc.assert(
      fc.property(
        nationalNumber,
        fc.constantFrom('', '0', '84', '+84', '0084', '+840'),
        fc.constantFrom('', ' ', '.', '-'),
        (national, prefix, separator) => {
          expect(vietnamesePhone(prefix + separated(national, separator))).toBe(`+84${national}`)
        },
      ),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          nationalNumber.map((national) => `0${national}`),
        ),
        (text) => {
          const once = vietnamesePhone(text)
          if (once !== null) expect(vietnamesePhone(once)).toBe(once)
        },
      ),
    )
  })
})

describe('htmlNumber', () => {
  it('reads what a native number input sends', () => {
    expect(htmlNumber('1.5')).toBe(1.5)
    expect(htmlNumber('-2')).toBe(-2)
    expect(htmlNumber('2e3')).toBe(2000)
    expect(htmlNumber('.5')).toBe(0.5)
    expect(htmlNumber('1000000')).toBe(1_000_000)
  })

  it('refuses anything else', () => {
    for (const text of ['', '1,5', '+1', ' 1', '1.', 'abc', '1e999', 'Infinity', '0x10', '1.000.000'])
      expect(htmlNumber(text), text).toBeNull()
  })

  it('reads back any finite number written by JavaScript', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (number) => {
        expect(htmlNumber(String(number))).toBe(number === 0 ? 0 : number)
      }),
    )
  })
})

describe('isoDate and displayDate', () => {
  it('reads the native format and the typed Vietnamese one', () => {
    expect(isoDate('2025-03-05')).toBe('2025-03-05')
    expect(isoDate('05/03/2025')).toBe('2025-03-05')
    expect(isoDate('5/3/2025')).toBe('2025-03-05')
    expect(isoDate('29/02/2024')).toBe('2024-02-29')
    expect(displayDate('2025-03-05')).toBe('05/03/2025')
  })

  it('refuses days that do not exist and other shapes', () => {
    for (const text of [
      '',
      '31/04/2025',
      '29/02/2025',
      '2025-02-30',
      '2025-3-5',
      '03-05-2025',
      '0000-01-01',
      '05/03/25',
      '2025-03-05T10:00',
    ]) {
      expect(isoDate(text), text).toBeNull()
    }
  })

  const day = fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10))

  it('gives the same day from either format', () => {
    fc.assert(
      fc.property(day, (iso) => {
        expect(isoDate(iso)).toBe(iso)
        expect(isoDate(displayDate(iso))).toBe(iso)
        expect(displayDate(iso)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
      }),
    )
  })
})

describe('clockTime', () => {
  it('reads native and typed times as HH:mm', () => {
    expect(clockTime('09:30')).toBe('09:30')
    expect(clockTime('9:30')).toBe('09:30')
    expect(clockTime('9h30')).toBe('09:30')
    expect(clockTime('14H')).toBe('14:00')
    expect(clockTime('09:30:15')).toBe('09:30')
    expect(clockTime('23:59:59.5')).toBe('23:59')
    expect(clockTime('0:00')).toBe('00:00')
  })

  it('refuses impossible times and other shapes', () => {
    for (const text of ['', '24:00', '12:60', '9.30', '930', '9:3', '9h3', '-1:00', '12:30 PM'])
      expect(clockTime(text), text).toBeNull()
  })

  it('is idempotent on every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hours, minutes) => {
        const time = clockTime(`${hours}h${String(minutes).padStart(2, '0')}`)
        expect(time).toBe(`${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`)
        expect(clockTime(time!)).toBe(time)
      }),
    )
  })
})

describe('messages', () => {
  it('writes numbers the Vietnamese way, without binary noise', () => {
    expect(formatNumber(1_250_000)).toBe('1.250.000')
    expect(formatNumber(2.5)).toBe('2,5')
    expect(formatNumber(0.1 + 0.2)).toBe('0,3')
  })

  it("fills the form's file-too-large message with the field's limit", () => {
    expect(fileTooLargeMessage('Tệp vượt quá dung lượng cho phép ({n} MB).', 5)).toBe(
      'Tệp vượt quá dung lượng cho phép (5 MB).',
    )
    expect(fileTooLargeMessage('Tối đa {n} MB ({n} MB mỗi tệp)', 2.5)).toBe('Tối đa 2,5 MB (2,5 MB mỗi tệp)')
  })
})
