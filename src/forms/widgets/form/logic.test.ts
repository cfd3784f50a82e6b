import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vi } from '@/i18n/vi'
import { fileSizeMessage, readFormAnswer, validityMessage } from './logic'

const messages = { ...vi.forms.messages }

describe('readFormAnswer', () => {
  it('reads a success, with its redirect address', () => {
    expect(readFormAnswer({ success: true, data: { message: 'Cảm ơn', redirect_url: '/cam-on' } })).toEqual({
      success: true,
      message: 'Cảm ơn',
      errors: {},
      redirectUrl: '/cam-on',
      popup: null,
    })
  })

  it('reads what a success asks of popups, keeping only an id of digits', () => {
    expect(readFormAnswer({ success: true, data: { message: '', popup: { action: 'open', id: 12 } } })?.popup).toEqual({
      action: 'open',
      id: '12',
    })
    expect(
      readFormAnswer({ success: true, data: { message: '', popup: { action: 'close', id: '<x>' } } })?.popup,
    ).toEqual({ action: 'close', id: null })
    expect(readFormAnswer({ success: true, data: { message: '', popup: 'open' } })?.popup).toBeNull()
  })

  it('reads the refused fields, keeping only text messages', () => {
    expect(
      readFormAnswer({ success: false, data: { message: 'Sai', errors: { email: 'Không hợp lệ', bad: 3 } } }),
    ).toEqual({
      success: false,
      message: 'Sai',
      errors: { email: 'Không hợp lệ' },
      redirectUrl: null,
      popup: null,
    })
  })

  it('never follows a redirect to a script or another scheme', () => {
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'ftp://x']) {
      expect(readFormAnswer({ success: true, data: { message: '', redirect_url: url } })?.redirectUrl).toBeNull()
    }
  })

  it('reads the front’s own refusals (too large, another site)', () => {
    expect(readFormAnswer({ errors: [{ message: 'Nội dung gửi lên quá lớn: tối đa 30 MB.' }] })).toEqual({
      success: false,
      message: 'Nội dung gửi lên quá lớn: tối đa 30 MB.',
      errors: {},
      redirectUrl: null,
      popup: null,
    })
  })

  it('answers null for anything else, never throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const answer = readFormAnswer(body)
        if (answer) expect(typeof answer.success).toBe('boolean')
      }),
    )
    expect(readFormAnswer(null)).toBeNull()
    expect(readFormAnswer('<html>')).toBeNull()
    expect(readFormAnswer({ success: 'yes', data: {} })).toBeNull()
  })
})

describe('validityMessage', () => {
  it('asks to fill an empty required field, and names anything else invalid', () => {
    const validity = { valid: false, valueMissing: false, rangeUnderflow: false, rangeOverflow: false }
    expect(validityMessage({ ...validity, valid: true }, messages)).toBeNull()
    expect(validityMessage({ ...validity, valueMissing: true }, messages, { range: 'Từ 1 đến 2.' })).toBe(
      messages.required,
    )
    expect(validityMessage(validity, messages, { range: 'Từ 1 đến 2.' })).toBe(messages.invalid)
  })

  it('says what is wrong with a value not of its kind, in the field’s own words', () => {
    const validity = { valid: false, valueMissing: false, rangeUnderflow: false, rangeOverflow: false }
    const wrong = 'E-mail chưa đúng (ví dụ ten@gmail.com).'
    expect(validityMessage(validity, messages, { wrong })).toBe(wrong)
    expect(validityMessage({ ...validity, valueMissing: true }, messages, { wrong })).toBe(messages.required)
  })

  it('names the bounds of a value outside them, in the field’s own words', () => {
    const validity = { valid: false, valueMissing: false, rangeUnderflow: true, rangeOverflow: false }
    const range = 'Vui lòng nhập số từ 1 đến 2.'
    expect(validityMessage(validity, messages, { range, wrong: 'Vui lòng nhập một số.' })).toBe(range)
    expect(validityMessage({ ...validity, rangeUnderflow: false, rangeOverflow: true }, messages, { range })).toBe(
      range,
    )
    expect(validityMessage(validity, messages)).toBe(messages.invalid)
  })
})

describe('fileSizeMessage', () => {
  it('allows files up to data-maxsize × 1024 × 1024 bytes and names the limit beyond', () => {
    expect(fileSizeMessage([5 * 1024 * 1024], 5, messages)).toBeNull()
    expect(fileSizeMessage([1, 5 * 1024 * 1024 + 1], 5, messages)).toBe('Tệp vượt quá dung lượng cho phép (5 MB).')
    expect(fileSizeMessage([], 5, messages)).toBeNull()
  })
})
