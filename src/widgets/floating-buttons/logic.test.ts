import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { phoneDigits } from '@/lib/url'
import { FLOATING_BUTTON_KINDS, floatingButtonHref, parseClickReport } from './logic'

describe('floating button addresses', () => {
  it('calls and messages a Vietnamese number however it was typed', () => {
    expect(floatingButtonHref('call', '0901 234 567')).toBe('tel:0901234567')
    expect(floatingButtonHref('call', '+84 90-123.4567')).toBe('tel:+84901234567')
    expect(floatingButtonHref('zalo', '+84 901 234 567')).toBe('https://zalo.me/0901234567')
    expect(floatingButtonHref('zalo', '0901234567')).toBe('https://zalo.me/0901234567')
  })

  it('opens a Messenger page by its user name only', () => {
    expect(floatingButtonHref('messenger', 'thuthuat.dienthoai')).toBe('https://m.me/thuthuat.dienthoai')
    expect(floatingButtonHref('messenger', 'https://evil.example/x')).toBeNull()
    expect(floatingButtonHref('messenger', 'a/../b')).toBeNull()
  })

  it('leaves out a button whose value is not a number', () => {
    for (const value of ['', 'javascript:alert(1)', '12', '<script>', 42, null, '0901 234 567 890 123 456']) {
      expect(floatingButtonHref('call', value)).toBeNull()
      expect(floatingButtonHref('zalo', value)).toBeNull()
    }
  })

  it('never produces anything but digits after tel:', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const href = floatingButtonHref('call', value)
        if (href !== null) expect(href).toMatch(/^tel:\+?\d{3,15}$/)
        expect(phoneDigits(value) === null).toBe(href === null)
      }),
    )
  })
})

describe('click reports', () => {
  it('accepts a known button on a page of this site', () => {
    expect(parseClickReport({ button: 'zalo', path: '/tien-ich' })).toEqual({
      report: { button: 'zalo', path: '/tien-ich' },
    })
  })

  it('refuses anything else with a Vietnamese reason', () => {
    expect(parseClickReport(null)).toEqual({ error: 'Dữ liệu gửi lên phải là một đối tượng JSON.' })
    expect(parseClickReport([])).toEqual({ error: 'Dữ liệu gửi lên phải là một đối tượng JSON.' })
    expect(parseClickReport({ button: 'email', path: '/' })).toEqual({ error: 'Nút được bấm không hợp lệ.' })
    expect(parseClickReport({ button: 'call', path: 'https://evil.example/' })).toEqual({
      error: 'Đường dẫn trang không hợp lệ.',
    })
    expect(parseClickReport({ button: 'call', path: '//evil.example/' })).toEqual({
      error: 'Đường dẫn trang không hợp lệ.',
    })
    expect(parseClickReport({ button: 'call', path: '/<script>alert(1)</script>' })).toEqual({
      error: 'Đường dẫn trang không hợp lệ.',
    })
    expect(parseClickReport({ button: 'call', path: `/${'a'.repeat(400)}` })).toEqual({
      error: 'Đường dẫn trang không hợp lệ.',
    })
  })

  it('accepts exactly the four buttons', () => {
    fc.assert(
      fc.property(fc.string(), (button) => {
        const result = parseClickReport({ button, path: '/' })
        expect('report' in result).toBe((FLOATING_BUTTON_KINDS as readonly string[]).includes(button))
      }),
    )
  })
})
