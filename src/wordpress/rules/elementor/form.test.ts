import { describe, expect, it } from 'vitest'
import { context, fixture } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout } from './convert'
import type { Block } from './types'

describe('Elementor forms', () => {
  const { document, unmapped } = convertElementorLayout(fixture('form.json'), {}, context)
  const form = (document.content[0].props.content as Block[])[0]
  const fields = form.props.fields as Record<string, unknown>[]

  it('become a Form with each field of its kind, required, placeholders, widths per device and options', () => {
    expect(form.type).toBe('Form')
    expect(fields.map((field) => [field.kind, field.fieldId, field.required])).toEqual([
      ['text', 'ho_ten', true],
      ['email', 'email', true],
      ['select', 'dich_vu', false],
      ['step', 'buoc_2', false],
      ['tel', 'so_dt', false],
      ['date', 'ngay_hen', false],
      ['upload', 'anh', false],
      ['acceptance', 'dong_y', true],
      ['text', 'mat_khau', false],
      ['captcha', 'xac_minh', false],
    ])
    expect(fields[0]).toMatchObject({ label: 'Họ và tên', placeholder: 'Nguyễn Văn A' })
    expect(fields[1].width).toEqual({ desktop: 50, tablet: 50, mobile: 100 })
    expect(fields[2].options).toEqual([
      { label: 'Sửa điện thoại', value: 'sua-dien-thoai' },
      { label: 'Cài phần mềm', value: 'cai-phan-mem' },
      { label: 'Tư vấn mua máy', value: '' },
    ])
    expect(fields[3]).toMatchObject({ previousButton: 'Quay lại', nextButton: 'Tiếp tục' })
    expect(fields[5]).toMatchObject({ min: '2026-01-01' })
    expect(fields[6]).toMatchObject({ maxSizeMb: 3, allowedTypes: ['jpg', 'png'], multiple: true, maxFiles: 3 })
    expect(fields[7]).toMatchObject({ text: 'Tôi đồng ý với chính sách bảo mật' })
  })

  it('keep the name, button, mails, redirect and custom messages, submissions always collected', () => {
    expect(form.props).toMatchObject({
      name: 'Đăng ký tư vấn',
      submitLabel: 'Gửi yêu cầu',
      buttonAlign: 'center',
      actions: ['collect', 'email', 'redirect'],
      redirectUrl: '/cam-on/',
      webhookUrl: '',
      email: { to: 'hotro@thuthuat.vn', subject: 'Yêu cầu tư vấn mới', body: 'Tên: [ho_ten]\n[all-fields]' },
      messages: { success: 'Cảm ơn bạn, chúng tôi sẽ gọi lại sớm!', required: 'Vui lòng điền trường này.' },
    })
  })

  it('report the password field, the actions we lack and a webhook to a private address', () => {
    expect(unmapped.map(({ setting }) => setting)).toEqual([
      'form_fields.password',
      'submit_actions.mailchimp',
      'webhooks',
    ])
  })
})
