import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isExternalUrl, isSafeUrl, safeHref, telHref } from './url'

describe('isSafeUrl', () => {
  it('accepts web, mail, phone and relative links', () => {
    for (const url of ['https://a.vn', 'http://a.vn/x', '/bai-viet', 'bai-viet', '#muc', 'mailto:a@b.vn', 'tel:+84123'])
      expect(isSafeUrl(url)).toBe(true)
  })

  it('refuses script and data URLs however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '',
    ])
      expect(isSafeUrl(url)).toBe(false)
  })

  it('refuses protocol-relative addresses, which name another site without a scheme', () => {
    for (const url of [
      '//evil.example',
      ' //evil.example/a',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
    ])
      expect(isSafeUrl(url)).toBe(false)
  })

  it('reads a URL as browsers do: controls before it are dropped, so they cannot hide a protocol-relative address', () => {
    for (const url of [
      '\u0000//javascript:',
      '\u0001\u001f//evil.example',
      '\u0000/\\evil.example',
      '//evil.example\u0000',
    ])
      expect(isSafeUrl(url)).toBe(false)
    expect(safeHref('\u0000/chuyen-muc/pin\u0007')).toBe('/chuyen-muc/pin')
  })
})

describe('safeHref', () => {
  it('keeps safe links only', () => {
    expect(safeHref(' /chuyen-muc/pin ')).toBe('/chuyen-muc/pin')
    expect(safeHref('https://thuthuat.vn/a')).toBe('https://thuthuat.vn/a')
    expect(safeHref('tel:+84901234567')).toBe('tel:+84901234567')
    for (const value of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '',
      '   ',
      42,
      null,
      { toString: () => '/' },
    ]) {
      expect(safeHref(value)).toBeNull()
    }
  })

  it('property: a kept link never runs script or data, nor leaves the site without a scheme', () => {
    const hostile = fc.constantFrom(
      'javascript:',
      'JAVASCRIPT:',
      'data:',
      'vbscript:',
      ' ',
      '\t',
      '\n',
      '\u0000',
      '&#x6A;',
      '//',
      '/',
      'https://',
      'a',
      ':',
      '%0a',
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(hostile, { maxLength: 8 }).map((parts) => parts.join('')),
        ),
        (value) => {
          const href = safeHref(value)
          if (href === null) return
          const parsed = new URL(href, 'https://thuthuat.invalid/')
          expect(parsed.protocol).toMatch(/^(https?|mailto|tel):$/)
          if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) expect(parsed.host).toBe('thuthuat.invalid')
        },
      ),
    )
  })
})

describe('isExternalUrl', () => {
  it('compares origins', () => {
    expect(isExternalUrl('https://google.com', 'https://a.vn')).toBe(true)
    expect(isExternalUrl('/x', 'https://a.vn')).toBe(false)
    expect(isExternalUrl('https://a.vn/y', 'https://a.vn')).toBe(false)
  })
})

describe('telHref', () => {
  it.each([
    ['028 3812 3456', 'tel:02838123456'],
    ['+84 90 123 4567', 'tel:+84901234567'],
    ['(028) 3812-3456', 'tel:02838123456'],
    ['090.123.4567', 'tel:0901234567'],
  ])('%s → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })

  it.each(['', '12345', 'gọi tôi', '+84 90 123 4567 ext 2', '0901<script>'])('gives no link for %j', (phone) => {
    expect(telHref(phone)).toBeNull()
  })

  it('links only plain numbers, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (phone) => {
        const href = telHref(phone)
        if (href !== null) expect(href).toMatch(/^tel:\+?\d{6,15}$/)
      }),
    )
  })
})
