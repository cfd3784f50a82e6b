import { describe, expect, it } from 'vitest'
import { vi } from '@/i18n/vi'
import { FORM_SUBMIT_ACTION, HONEYPOT_FIELD, readFormRequest } from './request'

function body(entries: [string, string | File][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

const envelope: [string, string][] = [
  ['action', FORM_SUBMIT_ACTION],
  ['post_id', 'pages:12'],
  ['form_id', 'lien-he'],
]

describe('readFormRequest', () => {
  it('reads the envelope, the page it came from and each field', () => {
    const photo = new File(['x'], 'anh.jpg', { type: 'image/jpeg' })
    const result = readFormRequest(
      body([
        ...envelope,
        ['referrer', 'https://thuthuat.test/lien-he?ref=zalo'],
        ['referer_title', 'Liên hệ'],
        ['queried_id', '12'],
        ['form_fields[name]', 'Nguyễn Văn A'],
        ['form_fields[topics][]', 'zalo'],
        ['form_fields[topics][]', 'pin'],
        ['form_fields[photo][]', photo],
        ['g-recaptcha-response', 'token-cua-google'],
        ['unrelated', 'ignored'],
      ]),
    )
    expect(result).toEqual({
      ok: true,
      request: {
        document: { collection: 'pages', id: 12 },
        formId: 'lien-he',
        page: { url: 'https://thuthuat.test/lien-he?ref=zalo', title: 'Liên hệ', postId: 12 },
        honeypotFilled: false,
        captcha: { altcha: '', recaptcha: 'token-cua-google', turnstile: '' },
        values: { name: 'Nguyễn Văn A', topics: ['zalo', 'pin'] },
        files: { photo: [expect.any(File)] },
      },
    })
  })

  it('accepts the original widget’s action name', () => {
    expect(readFormRequest(body([['action', 'elementor_pro_forms_send_form'], ...envelope.slice(1)])).ok).toBe(true)
  })

  it('refuses another action, or no form to look up', () => {
    expect(readFormRequest(body([['action', 'heartbeat'], ...envelope.slice(1)]))).toEqual({
      ok: false,
      error: vi.forms.badAction,
    })
    expect(readFormRequest(body(envelope.slice(0, 2)))).toEqual({ ok: false, error: vi.forms.unknownForm })
    expect(readFormRequest(body([envelope[0], ['post_id', 'posts:1'], envelope[2]]))).toEqual({
      ok: false,
      error: vi.forms.unknownForm,
    })
    expect(readFormRequest(body([envelope[0], envelope[1], ['form_id', '<script>']]))).toEqual({
      ok: false,
      error: vi.forms.unknownForm,
    })
  })

  it('keeps a plain name sent twice as a list, so a single-value field can refuse it', () => {
    const result = readFormRequest(
      body([...envelope, ['form_fields[email]', 'a@b.vn'], ['form_fields[email]', 'c@d.vn']]),
    )
    expect(result.ok && result.request.values.email).toEqual(['a@b.vn', 'c@d.vn'])
  })

  it('takes names like __proto__ as plain field names', () => {
    const result = readFormRequest(
      body([...envelope, ['form_fields[__proto__]', 'x'], ['form_fields[constructor]', 'y']]),
    )
    expect(result.ok && Object.keys(result.request.values)).toEqual(['__proto__', 'constructor'])
    expect(Object.getPrototypeOf({})).toBe(Object.prototype)
  })

  it('notices the honeypot being filled', () => {
    const result = readFormRequest(body([...envelope, [HONEYPOT_FIELD, 'http://spam.example']]))
    expect(result.ok && result.request.honeypotFilled).toBe(true)
  })
})
