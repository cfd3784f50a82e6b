import { describe, expect, it } from 'vitest'
import { webhookBody } from './webhook'

describe('webhookBody', () => {
  it('gives the answers by id for programs and with their labels for people, as JSON', () => {
    const body = webhookBody({
      formName: 'Liên hệ',
      formId: 'Form-contact',
      pageUrl: 'https://thuthuat.test/lien-he',
      submittedAt: '2026-11-24T10:00:00.000Z',
      answers: JSON.parse('{"ho-ten":"An","chu-de":"gop-y","__proto__":"x"}'),
      rows: [
        { fieldId: 'ho-ten', label: 'Họ và tên', value: 'An' },
        { fieldId: 'chu-de', label: 'Chủ đề', value: 'Góp ý' },
        { fieldId: '__proto__', label: 'Lạ', value: 'x' },
      ],
    })
    expect(JSON.parse(body)).toEqual({
      event: 'form_submission',
      form: { id: 'Form-contact', name: 'Liên hệ' },
      page: 'https://thuthuat.test/lien-he',
      submittedAt: '2026-11-24T10:00:00.000Z',
      answers: JSON.parse('{"ho-ten":"An","chu-de":"gop-y","__proto__":"x"}'),
      fields: [
        { id: 'ho-ten', label: 'Họ và tên', value: 'An' },
        { id: 'chu-de', label: 'Chủ đề', value: 'Góp ý' },
        { id: '__proto__', label: 'Lạ', value: 'x' },
      ],
    })
  })
})
