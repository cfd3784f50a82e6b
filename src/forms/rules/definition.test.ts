import fc from 'fast-check'
import { vi } from '@/i18n/vi'
import { describe, expect, it } from 'vitest'
import { DEFAULT_UPLOAD_TYPES, FIELD_KINDS, type FormField, MAX_FIELDS, parseDefinition } from './definition'

const field = (props: Record<string, unknown>): FormField => {
  const [parsed] = parseDefinition({ fields: [props] }).fields
  return parsed
}

describe('parseDefinition: settings', () => {
  it('gives the Vietnamese defaults of docs/forms.md to a form with nothing stored', () => {
    for (const stored of [undefined, null, 'biểu mẫu', 42, [], {}]) {
      expect(parseDefinition(stored)).toEqual({
        name: 'Biểu mẫu',
        submitLabel: 'Gửi',
        buttonAlign: 'start',
        messages: {
          success: 'Cảm ơn bạn! Chúng tôi đã nhận được thông tin và sẽ phản hồi sớm.',
          error: 'Có lỗi xảy ra, vui lòng kiểm tra lại các trường được đánh dấu.',
          required: 'Vui lòng điền trường này.',
          invalid: 'Giá trị không hợp lệ.',
          fileTooLarge: 'Tệp vượt quá dung lượng cho phép ({n} MB).',
          serverError: 'Máy chủ gặp lỗi nên chưa nhận được biểu mẫu. Vui lòng thử lại sau ít phút.',
          network: 'Không gửi được. Vui lòng kiểm tra kết nối và thử lại.',
          captcha: 'Vui lòng xác minh bạn không phải là máy.',
        },
        actions: ['collect'],
        redirectUrl: '',
        email: { to: '', subject: 'Bài gửi mới từ biểu mẫu “[form-name]”', body: vi.forms.mail.body },
        email2: { to: '', subject: 'Chúng tôi đã nhận được thư của bạn', body: vi.forms.mail.confirmationBody },
        webhookUrl: '',
        popupAction: 'close',
        popup: null,
        fields: [],
      })
    }
  })

  it("keeps the editor's settings, and a default where a message was left empty", () => {
    const definition = parseDefinition({
      name: ' Liên hệ ',
      submitLabel: 'Gửi yêu cầu',
      buttonAlign: 'stretch',
      messages: { success: 'Đã nhận!', required: '  ', invalid: 7 },
      actions: ['email', 'nonsense', 'collect', 'email'],
      redirectUrl: '/cam-on',
    })
    expect(definition).toMatchObject({
      name: 'Liên hệ',
      submitLabel: 'Gửi yêu cầu',
      buttonAlign: 'stretch',
      redirectUrl: '/cam-on',
    })
    expect(definition.messages.success).toBe('Đã nhận!')
    expect(definition.messages.required).toBe('Vui lòng điền trường này.')
    expect(definition.messages.invalid).toBe('Giá trị không hợp lệ.')
    // Actions run in their fixed order, each once.
    expect(definition.actions).toEqual(['collect', 'email'])
    expect(parseDefinition({ actions: [] }).actions).toEqual([])
    expect(parseDefinition({ buttonAlign: 'left' }).buttonAlign).toBe('start')
  })

  it('keeps only redirect addresses a page may follow', () => {
    expect(parseDefinition({ redirectUrl: 'https://thuthuat.vn/cam-on' }).redirectUrl).toBe(
      'https://thuthuat.vn/cam-on',
    )
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'mailto:a@b.vn', 42])
      expect(parseDefinition({ redirectUrl: url }).redirectUrl).toBe('')
  })
})

describe('parseDefinition: fields', () => {
  it('reads what every field has, trimmed and with defaults', () => {
    expect(
      field({
        kind: 'text',
        fieldId: 'name',
        label: ' Họ tên ',
        placeholder: 'Nguyễn Văn A',
        defaultValue: 'x',
        required: true,
        help: 'Gợi ý',
      }),
    ).toEqual({
      kind: 'text',
      fieldId: 'name',
      label: 'Họ tên',
      placeholder: 'Nguyễn Văn A',
      defaultValue: 'x',
      required: true,
      help: 'Gợi ý',
      width: { desktop: 100, tablet: 100, mobile: 100 },
      maxLength: 5000,
    })
    expect(field({ kind: 'email', fieldId: 'e', required: 'true', maxLength: '120' })).toMatchObject({
      required: true,
      maxLength: 120,
    })
    expect(field({ kind: 'textarea', fieldId: 't', required: 'maybe', maxLength: 0 })).toMatchObject({
      required: false,
      maxLength: 5000,
    })
  })

  it('cuts long text to its limit, cleaned as answers are', () => {
    expect(field({ kind: 'text', label: `${'a'.repeat(199)} b` }).label).toBe('a'.repeat(199))
    expect(field({ kind: 'text', label: 'Ho\u0323 te\u0302n\u0000\nđầy đủ' }).label).toBe('Họ tên đầy đủ')
    expect(field({ kind: 'textarea', defaultValue: 'dòng 1\r\ndòng 2' }).defaultValue).toBe('dòng 1\ndòng 2')
  })

  it('takes a missing width from the next larger breakpoint', () => {
    expect(field({ kind: 'text', width: { desktop: '50' } }).width).toEqual({ desktop: 50, tablet: 50, mobile: 50 })
    expect(field({ kind: 'text', width: { desktop: 25, mobile: 100 } }).width).toEqual({
      desktop: 25,
      tablet: 25,
      mobile: 100,
    })
    expect(field({ kind: 'text', width: { desktop: 60, tablet: 33 } }).width).toEqual({
      desktop: 100,
      tablet: 33,
      mobile: 33,
    })
    expect(field({ kind: 'text', width: 'rộng' }).width).toEqual({ desktop: 100, tablet: 100, mobile: 100 })
  })

  it('makes field ids safe and unique, in order', () => {
    const ids = parseDefinition({
      fields: [
        { kind: 'text', fieldId: 'Họ và tên' },
        { kind: 'text', fieldId: 'email' },
        { kind: 'text', fieldId: 'email' },
        { kind: 'text', fieldId: '__proto__' },
        { kind: 'text', fieldId: '1st' },
        { kind: 'text', fieldId: 'a]b[c' },
        { kind: 'text' },
        { kind: 'text', fieldId: '' },
      ],
    }).fields.map((item) => item.fieldId)
    expect(ids).toEqual([
      'ho_va_ten',
      'email',
      'email_2',
      'field___proto__',
      'field_1st',
      'a_b_c',
      'field_7',
      'field_8',
    ])
  })

  it('drops fields it cannot use', () => {
    const kinds = parseDefinition({
      fields: [
        null,
        'text',
        { kind: 'password', fieldId: 'p' },
        { kind: 'select', fieldId: 'no_options', options: [] },
        { kind: 'radio', fieldId: 'blank_options', options: [{ label: ' ', value: '' }] },
        { kind: 'captcha', fieldId: 'c1' },
        { kind: 'captcha', fieldId: 'c2' },
        { kind: 'text', fieldId: 'kept' },
      ],
    }).fields.map((item) => item.fieldId)
    expect(kinds).toEqual(['c1', 'kept'])
  })

  it(`keeps at most ${MAX_FIELDS} fields`, () => {
    expect(parseDefinition({ fields: Array.from({ length: 150 }, () => ({ kind: 'text' })) }).fields).toHaveLength(
      MAX_FIELDS,
    )
  })

  it('reads options, each value once, a missing value or label taken from the other', () => {
    expect(
      field({
        kind: 'select',
        options: [
          { label: 'Apple', value: 'apple' },
          { label: 'Samsung' },
          { value: 'xiaomi' },
          { label: 'Apple again', value: 'apple' },
          'oppo',
          { label: '' },
        ],
        multiple: true,
      }),
    ).toMatchObject({
      options: [
        { label: 'Apple', value: 'apple' },
        { label: 'Samsung', value: 'Samsung' },
        { label: 'xiaomi', value: 'xiaomi' },
      ],
      multiple: true,
    })
    expect(field({ kind: 'radio', options: [{ label: 'A' }], multiple: true })).toMatchObject({ multiple: false })
    expect(field({ kind: 'checkbox', options: [{ label: 'A' }], multiple: false })).toMatchObject({ multiple: true })
  })

  it('reads number bounds, swapping contradictory ones, and a positive step', () => {
    expect(field({ kind: 'number', min: '1000000', max: 50_000_000, step: '500000' })).toMatchObject({
      min: 1_000_000,
      max: 50_000_000,
      step: 500_000,
    })
    expect(field({ kind: 'number', min: 10, max: 1, step: 0 })).toMatchObject({ min: 1, max: 10, step: null })
    expect(field({ kind: 'number', min: 'x', max: null, step: -1 })).toMatchObject({ min: null, max: null, step: null })
  })

  it('reads date bounds in either format as yyyy-MM-dd, and time bounds as HH:mm (an overnight range kept)', () => {
    expect(field({ kind: 'date', min: '01/07/2025', max: '2025-12-31' })).toMatchObject({
      min: '2025-07-01',
      max: '2025-12-31',
    })
    expect(field({ kind: 'date', min: '2026-01-01', max: '2025-01-01' })).toMatchObject({
      min: '2025-01-01',
      max: '2026-01-01',
    })
    expect(field({ kind: 'date', min: '31/02/2025', max: 5 })).toMatchObject({ min: '', max: '' })
    expect(field({ kind: 'time', min: '8h', max: '17:30' })).toMatchObject({ min: '08:00', max: '17:30' })
    expect(field({ kind: 'time', min: '22:00', max: '06:00' })).toMatchObject({ min: '22:00', max: '06:00' })
  })

  it('reads upload limits: size per file, known types only, one file unless multiple', () => {
    expect(
      field({ kind: 'upload', maxSizeMb: '2.5', allowedTypes: ['pdf', 'exe', 'jpg'], multiple: true, maxFiles: 3 }),
    ).toMatchObject({
      maxSizeMb: 2.5,
      allowedTypes: ['jpg', 'pdf'],
      multiple: true,
      maxFiles: 3,
    })
    expect(field({ kind: 'upload', maxSizeMb: 500, allowedTypes: 'pdf', maxFiles: 3 })).toMatchObject({
      maxSizeMb: 5,
      allowedTypes: DEFAULT_UPLOAD_TYPES,
      multiple: false,
      maxFiles: 1,
    })
    expect(field({ kind: 'upload', multiple: true, maxFiles: 1000 })).toMatchObject({ maxFiles: 5 })
  })

  it('makes acceptance always required and fields without an answer never', () => {
    expect(field({ kind: 'acceptance', required: false, text: 'Tôi đồng ý', checkedByDefault: 'true' })).toMatchObject({
      required: true,
      text: 'Tôi đồng ý',
      checkedByDefault: true,
    })
    for (const kind of ['hidden', 'html', 'step', 'captcha'])
      expect(field({ kind, required: true }).required, kind).toBe(false)
  })

  it('reads hidden sources, HTML and steps', () => {
    expect(field({ kind: 'hidden', source: 'queryParameter', parameter: 'utm_source' })).toMatchObject({
      source: 'queryParameter',
      parameter: 'utm_source',
    })
    expect(field({ kind: 'hidden', source: 'cookie' })).toMatchObject({ source: 'fixed' })
    expect(field({ kind: 'html', html: '<p>Chào</p>' })).toMatchObject({ html: '<p>Chào</p>' })
    expect(
      field({ kind: 'step', label: 'Nhu cầu', icon: 'phone', iconLibrary: 'builtin', iconUrl: 'javascript:alert(1)' }),
    ).toMatchObject({
      label: 'Nhu cầu',
      previousButton: 'Quay lại',
      nextButton: 'Tiếp theo',
      iconUrl: '',
      iconLibrary: 'builtin',
      icon: 'phone',
    })
  })
})

/** Field-like objects: a kind (or not), and any of the keys a field may have with values of any JSON type. */
const storedField = fc.record(
  {
    kind: fc.oneof(fc.constantFrom(...FIELD_KINDS), fc.string()),
    fieldId: fc.oneof(fc.string(), fc.constantFrom('email', 'Email', '__proto__', 'constructor', ''), fc.jsonValue()),
    label: fc.oneof(fc.jsonValue(), fc.string({ minLength: 150, maxLength: 250 }), fc.constant(`${'a'.repeat(199)} b`)),
    required: fc.oneof(fc.boolean(), fc.string(), fc.jsonValue()),
    width: fc.oneof(fc.record({ desktop: fc.constantFrom(100, '50', 33, 7) }), fc.jsonValue()),
    options: fc.oneof(
      fc.array(fc.record({ label: fc.string(), value: fc.string() }, { requiredKeys: [] })),
      fc.jsonValue(),
    ),
    min: fc.oneof(fc.double(), fc.string(), fc.constantFrom('2025-01-01', '01/07/2025', '08:00')),
    max: fc.oneof(fc.double(), fc.string(), fc.constantFrom('2025-12-31', '22:00')),
    step: fc.jsonValue(),
    maxSizeMb: fc.jsonValue(),
    allowedTypes: fc.oneof(fc.array(fc.constantFrom('pdf', 'jpg', 'exe')), fc.jsonValue()),
    source: fc.jsonValue(),
  },
  { requiredKeys: ['kind'] },
)
const storedForm = fc.oneof(
  fc.jsonValue(),
  fc.record(
    { name: fc.jsonValue(), messages: fc.jsonValue(), actions: fc.jsonValue(), fields: fc.array(storedField) },
    { requiredKeys: [] },
  ),
)

describe('parseDefinition: any stored value', () => {
  it('never throws, and gives unique safe ids', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), storedForm), (stored) => {
        const { fields } = parseDefinition(stored)
        const ids = fields.map((item) => item.fieldId)
        expect(new Set(ids).size).toBe(ids.length)
        for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9_-]*$/)
        expect(fields.filter((item) => item.kind === 'captcha').length).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('reads its own result back unchanged, through JSON', () => {
    fc.assert(
      fc.property(storedForm, (stored) => {
        const once = parseDefinition(stored)
        expect(parseDefinition(JSON.parse(JSON.stringify(once)))).toEqual(once)
      }),
    )
  })
})

describe('parseDefinition: popup action', () => {
  it('reads the picked popup by its id, and nothing else', () => {
    const popup = (value: unknown) => parseDefinition({ actions: ['popup'], popupAction: 'open', popup: value })
    expect(popup({ id: 12, title: 'Mời nhận mẹo' })).toMatchObject({
      actions: ['popup'],
      popupAction: 'open',
      popup: 12,
    })
    expect(popup('7').popup).toBe(7)
    for (const refused of [0, -3, 1.5, 2 ** 31, true, '12a', '<script>', { id: 'x' }, [12], null])
      expect(popup(refused).popup).toBeNull()
    expect(parseDefinition({ popupAction: 'explode' }).popupAction).toBe('close')
  })
})

describe('parseDefinition: webhook', () => {
  it('keeps https addresses, and http ones only on this machine', () => {
    const url = (webhookUrl: string) => parseDefinition({ webhookUrl }).webhookUrl
    expect(url('https://hooks.vidu.vn/bieu-mau')).toBe('https://hooks.vidu.vn/bieu-mau')
    expect(url('http://127.0.0.1:8080/hook')).toBe('http://127.0.0.1:8080/hook')
    for (const refused of [
      'http://hooks.vidu.vn/x',
      'javascript:alert(1)',
      'file:///etc/passwd',
      '/duong-dan',
      'https//x',
    ])
      expect(url(refused)).toBe('')
  })
})
