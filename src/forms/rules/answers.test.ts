import { describe, expect, it } from 'vitest'
import { answerRows, answersSummary, answerText, answerValues } from './answers'
import { parseDefinition } from './definition'

describe('answers as text', () => {
  it('writes each kind of value the way an editor reads it', () => {
    expect(answerText('Nguyễn Văn A')).toBe('Nguyễn Văn A')
    expect(answerText(12)).toBe('12')
    expect(answerText(null)).toBe('')
    expect(answerText(true)).toBe('Đồng ý')
    expect(answerText(['zalo', 'pin'])).toBe('zalo, pin')
    expect(answerText([{ name: 'anh.jpg', size: 1, type: 'image/jpeg' }])).toBe('anh.jpg')
  })

  it('lists answers in the form’s order under their labels, leaving out fields without answers', () => {
    const definition = parseDefinition({
      fields: [
        { kind: 'html', fieldId: 'note', html: '<p>x</p>' },
        { kind: 'email', fieldId: 'email', label: 'E-mail' },
        { kind: 'text', fieldId: 'name', label: '' },
      ],
    })
    expect(answerRows(definition, { name: 'An', email: 'an@b.vn' })).toEqual([
      { fieldId: 'email', label: 'E-mail', value: 'an@b.vn' },
      { fieldId: 'name', label: 'name', value: 'An' },
    ])
  })

  it('names chosen options by their labels for people and by their values for programs', () => {
    const topic = {
      kind: 'select',
      fieldId: 'topic',
      label: 'Chủ đề',
      options: [{ label: 'Góp ý bài viết', value: 'gop-y' }],
    }
    const apps = {
      kind: 'checkbox',
      fieldId: 'apps',
      label: 'Ứng dụng',
      options: [
        { label: 'Zalo', value: 'zalo' },
        { label: 'Ngân hàng', value: 'ngan-hang' },
      ],
    }
    const definition = parseDefinition({ fields: [topic, apps] })
    const values = { topic: 'gop-y', apps: ['zalo', 'ngan-hang'] }
    expect(answerRows(definition, values)).toEqual([
      { fieldId: 'topic', label: 'Chủ đề', value: 'Góp ý bài viết' },
      { fieldId: 'apps', label: 'Ứng dụng', value: 'Zalo, Ngân hàng' },
    ])
    expect(answerValues(definition, values)).toEqual({ topic: 'gop-y', apps: 'zalo, ngan-hang' })
  })

  it('sums up the first answers on one short line', () => {
    const rows = ['An', '', 'an@b.vn', 'dòng\nhai', 'bốn'].map((value, index) => ({
      fieldId: `f${index}`,
      label: '',
      value,
    }))
    expect(answersSummary(rows)).toBe('An · an@b.vn · dòng hai')
    expect(answersSummary([{ fieldId: 'a', label: '', value: 'x'.repeat(500) }])).toHaveLength(120)
  })
})
