import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeHtml } from '@/lib/html'
import { parseDefinition } from './definition'
import { formMails, writeMail } from './mail'

const rows = [
  { fieldId: 'ho-ten', label: 'Họ và tên', value: 'Nguyễn An' },
  { fieldId: 'email', label: 'E-mail', value: 'an@vidu.vn' },
  { fieldId: 'loi-nhan', label: 'Lời nhắn', value: 'Dòng một\nDòng hai' },
]
const context = { formName: 'Liên hệ', pageUrl: 'https://thuthuat.test/lien-he', rows }

const definition = (settings: Record<string, unknown>) =>
  parseDefinition({
    name: 'Liên hệ',
    fields: [
      { kind: 'text', fieldId: 'ho-ten', label: 'Họ và tên' },
      { kind: 'email', fieldId: 'email', label: 'E-mail' },
      { kind: 'textarea', fieldId: 'loi-nhan', label: 'Lời nhắn' },
    ],
    ...settings,
  })

describe('writeMail', () => {
  it('fills answers, the form name, the page and every answer under its label', () => {
    const mail = writeMail(
      { to: '', subject: 'Thư của [ho-ten] qua [form-name]', body: 'Từ [page-url]\n\n[all-fields]\n[khong-co]' },
      context,
      'toasoan@vidu.vn',
    )
    expect(mail.subject).toBe('Thư của Nguyễn An qua Liên hệ')
    expect(mail.text).toBe(
      'Từ https://thuthuat.test/lien-he\n\nHọ và tên:\nNguyễn An\n\nE-mail:\nan@vidu.vn\n\nLời nhắn:\nDòng một\nDòng hai\n[khong-co]',
    )
    expect(mail.html).toContain('<th align="left" valign="top" style="border-bottom:1px solid #e5e7eb">Họ và tên</th>')
  })

  it('keeps a subject on one line whatever an answer holds', () => {
    expect(writeMail({ to: '', subject: '[loi-nhan]', body: '' }, context, 'a@b.vn').subject).toBe('Dòng một Dòng hai')
  })

  it('escapes every answer and the template itself in the HTML part', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, label) => {
        const mail = writeMail(
          { to: '', subject: 's', body: '<b>[x]</b> [all-fields]' },
          { formName: '<i>', pageUrl: '', rows: [{ fieldId: 'x', label, value }] },
          'a@b.vn',
        )
        expect(mail.html).toContain(`&lt;b&gt;${escapeHtml(value)}&lt;/b&gt;`.replace(/\n/g, '<br>\n'))
        expect(mail.html).not.toContain('<b>')
      }),
    )
  })
})

describe('formMails', () => {
  it('writes to the site, replying to the reader, and confirms to the reader', () => {
    const mails = formMails(definition({ actions: ['collect', 'email', 'email2'] }), context, 'toasoan@vidu.vn')
    expect(mails.map(({ to, replyTo, subject }) => ({ to, replyTo, subject }))).toEqual([
      { to: 'toasoan@vidu.vn', replyTo: 'an@vidu.vn', subject: 'Bài gửi mới từ biểu mẫu “Liên hệ”' },
      { to: 'an@vidu.vn', replyTo: undefined, subject: 'Chúng tôi đã nhận được thư của bạn' },
    ])
  })

  it('prefers the form’s own addresses, keeping only real ones', () => {
    const mails = formMails(
      definition({ actions: ['email'], email: { to: 'a@vidu.vn, khong-phai, b@vidu.vn' } }),
      context,
      'toasoan@vidu.vn',
    )
    expect(mails[0].to).toBe('a@vidu.vn, b@vidu.vn')
  })

  it('sends nothing it has no address for, and nothing without the actions', () => {
    expect(
      formMails(
        definition({ actions: ['email', 'email2'] }),
        { ...context, rows: rows.filter((row) => row.fieldId !== 'email') },
        null,
      ),
    ).toEqual([])
    expect(formMails(definition({ actions: ['collect'] }), context, 'toasoan@vidu.vn')).toEqual([])
  })
})
