import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDefinition } from './definition'
import { type Submission, type SubmittedFile, validateSubmission } from './validate'
import { displayDate } from './values'

const REQUIRED = 'Vui lòng điền trường này.'
const INVALID = 'Giá trị không hợp lệ.'
const WRONG_EMAIL = 'E-mail chưa đúng (ví dụ ten@gmail.com).'
const WRONG_PHONE = 'Số điện thoại chưa đúng (ví dụ 0912 345 678).'

/** A form with one field (and the form's default messages unless given). */
const formWith = (field: Record<string, unknown>, settings: Record<string, unknown> = {}) =>
  parseDefinition({ ...settings, fields: [{ fieldId: 'f', ...field }] })

const check = (field: Record<string, unknown>, value: string | string[] | undefined) =>
  validateSubmission(formWith(field), { values: { f: value }, files: {} })
const errorOf = (field: Record<string, unknown>, value: string | string[] | undefined) => {
  const result = check(field, value)
  return result.ok ? null : result.errors.f
}
const valueOf = (field: Record<string, unknown>, value: string | string[] | undefined) => {
  const result = check(field, value)
  if (!result.ok) throw new Error(`refused: ${result.errors.f}`)
  return result.values.f
}

const pdf = (size: number, name = 'cv.pdf'): SubmittedFile => ({ name, size, type: 'application/pdf' })
const MB = 1024 * 1024

const contactForm = parseDefinition({
  name: 'Liên hệ',
  fields: [
    { kind: 'text', fieldId: 'name', label: 'Họ tên', required: true },
    { kind: 'email', fieldId: 'email', required: true },
    { kind: 'tel', fieldId: 'phone' },
    {
      kind: 'select',
      fieldId: 'topic',
      options: [{ label: 'Hỏi đáp' }, { label: 'Góp ý', value: 'gop-y' }],
      required: true,
    },
    { kind: 'textarea', fieldId: 'message', required: true, maxLength: 1000 },
    { kind: 'upload', fieldId: 'attachment', allowedTypes: ['jpg', 'png', 'pdf'], maxSizeMb: 5 },
    { kind: 'acceptance', fieldId: 'privacy', text: 'Tôi đồng ý với chính sách bảo mật' },
    { kind: 'html', fieldId: 'note', html: '<p>Chúng tôi trả lời trong 24 giờ.</p>' },
    { kind: 'captcha', fieldId: 'captcha' },
  ],
})

describe('validateSubmission', () => {
  it('accepts a complete contact form and normalises its answers', () => {
    const result = validateSubmission(contactForm, {
      values: {
        name: '  Nguyễn Văn A ',
        email: 'a.nguyen@gmail.com',
        phone: '0912.345.678',
        topic: 'gop-y',
        message: 'Xin chào,\r\nmáy tôi bị treo.  ',
        privacy: 'on',
        note: 'ignored',
        captcha: 'ignored',
        extra: 'ignored',
      },
      files: { attachment: [pdf(MB)] },
    })
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Nguyễn Văn A',
        email: 'a.nguyen@gmail.com',
        phone: '+84912345678',
        topic: 'gop-y',
        message: 'Xin chào,\nmáy tôi bị treo.',
        attachment: [pdf(MB)],
        privacy: true,
      },
    })
  })

  it("marks every refused field with its message, in the form's order", () => {
    const result = validateSubmission(contactForm, {
      values: { email: 'không phải email', phone: '12345', topic: 'khác' },
      files: {},
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: REQUIRED,
        email: WRONG_EMAIL,
        phone: WRONG_PHONE,
        topic: INVALID,
        message: REQUIRED,
        privacy: REQUIRED,
      },
    })
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual([
      'name',
      'email',
      'phone',
      'topic',
      'message',
      'privacy',
    ])
  })

  it("uses the form's own messages", () => {
    const form = parseDefinition({
      messages: { required: 'Bắt buộc.', invalid: 'Sai.', fileTooLarge: 'Quá {n} MB.' },
      fields: [
        { kind: 'text', fieldId: 'a', required: true },
        { kind: 'select', fieldId: 'b', options: [{ label: 'A' }] },
        { kind: 'upload', fieldId: 'c', maxSizeMb: 1, allowedTypes: ['pdf'] },
      ],
    })
    expect(validateSubmission(form, { values: { b: 'x' }, files: { c: [pdf(2 * MB)] } })).toEqual({
      ok: false,
      errors: { a: 'Bắt buộc.', b: 'Sai.', c: 'Quá 1 MB.' },
    })
  })

  it('says what is wrong with an answer that is not of its kind', () => {
    expect(errorOf({ kind: 'email' }, 'an@')).toBe(WRONG_EMAIL)
    expect(errorOf({ kind: 'tel' }, '0912')).toBe(WRONG_PHONE)
    expect(errorOf({ kind: 'url' }, 'thuthuat.vn')).toBe(
      'Địa chỉ web chưa đúng: hãy nhập đầy đủ, bắt đầu bằng https://.',
    )
    expect(errorOf({ kind: 'number' }, 'mười')).toBe('Vui lòng nhập một số (ví dụ 1500000).')
    expect(errorOf({ kind: 'date' }, '31/06/2025')).toBe('Ngày chưa đúng (ví dụ 25/12/2025).')
    expect(errorOf({ kind: 'time' }, '25:00')).toBe('Giờ chưa đúng (ví dụ 08:30).')
    // The form's own message for an invalid answer is for the rest (an option the form does not have).
    const form = formWith({ kind: 'email' }, { messages: { invalid: 'Sai.' } })
    expect(validateSubmission(form, { values: { f: 'an@' }, files: {} })).toEqual({
      ok: false,
      errors: { f: WRONG_EMAIL },
    })
  })

  it('leaves optional fields empty in their own way', () => {
    const form = parseDefinition({
      fields: [
        { kind: 'text', fieldId: 'text' },
        { kind: 'number', fieldId: 'number' },
        { kind: 'checkbox', fieldId: 'list', options: [{ label: 'A' }] },
        { kind: 'upload', fieldId: 'files' },
        { kind: 'date', fieldId: 'date' },
      ],
    })
    expect(validateSubmission(form, { values: {}, files: {} })).toEqual({
      ok: true,
      values: { text: '', number: null, list: [], files: [], date: '' },
    })
  })

  it('ignores fields the form does not have, even named like object properties', () => {
    const form = parseDefinition({
      fields: [
        { kind: 'text', fieldId: 'constructor', required: true },
        { kind: 'text', fieldId: 'name' },
      ],
    })
    const values = JSON.parse('{"__proto__": "x", "toString": "y", "name": "An"}')
    expect(validateSubmission(form, { values, files: {} })).toEqual({ ok: false, errors: { constructor: REQUIRED } })
  })

  it('refuses a repeated value where the field takes one (an array must not slip past the checks)', () => {
    expect(errorOf({ kind: 'text' }, ['a', 'b'])).toBe(INVALID)
    expect(errorOf({ kind: 'select', options: [{ label: 'a' }, { label: 'b' }] }, ['a', 'b'])).toBe(INVALID)
    expect(errorOf({ kind: 'acceptance' }, ['on', 'on'])).toBe(INVALID)
  })
})

describe('text fields', () => {
  it('cap the length at 5,000 characters unless the field says otherwise', () => {
    expect(valueOf({ kind: 'textarea' }, 'a'.repeat(5000))).toHaveLength(5000)
    expect(errorOf({ kind: 'textarea' }, 'a'.repeat(5001))).toBe('Vui lòng nhập tối đa 5.000 ký tự.')
    expect(errorOf({ kind: 'text', maxLength: 10 }, 'mười một ký')).toBe('Vui lòng nhập tối đa 10 ký tự.')
    expect(valueOf({ kind: 'text', maxLength: 10 }, '  mười ký!!  ')).toBe('mười ký!!')
  })

  it('check e-mail addresses', () => {
    expect(valueOf({ kind: 'email' }, ' ban.doc+tin@thuthuat.vn ')).toBe('ban.doc+tin@thuthuat.vn')
    for (const email of ['ban doc@thuthuat.vn', 'bandoc@', '@thuthuat.vn', 'a@b', 'a@b.vn\nBcc: x@y.vn'])
      expect(errorOf({ kind: 'email' }, email), email).toBe(WRONG_EMAIL)
  })

  it('accept Vietnamese phone numbers in any usual writing, stored as +84…', () => {
    expect(valueOf({ kind: 'tel' }, '+84 912 345 678')).toBe('+84912345678')
    expect(valueOf({ kind: 'tel' }, '028.3812.3456')).toBe('+842838123456')
    expect(errorOf({ kind: 'tel' }, '0912 345')).toBe(WRONG_PHONE)
  })

  it('accept only http(s) addresses', () => {
    expect(valueOf({ kind: 'url' }, 'https://thuthuat.vn/cach-chup-man-hinh')).toBe(
      'https://thuthuat.vn/cach-chup-man-hinh',
    )
    expect(valueOf({ kind: 'url' }, 'http://localhost:3000/')).toBe('http://localhost:3000/')
    for (const url of [
      'javascript:alert(1)',
      'ftp://thuthuat.vn',
      'thuthuat.vn',
      'http:thuthuat.vn',
      'https://',
      'data:text/html,x',
    ]) {
      expect(errorOf({ kind: 'url' }, url), url).toBe('Địa chỉ web chưa đúng: hãy nhập đầy đủ, bắt đầu bằng https://.')
    }
  })
})

describe('number fields', () => {
  const budget = { kind: 'number', min: 1_000_000, max: 50_000_000, step: 500_000 }

  it('read numbers within min, max and step', () => {
    expect(valueOf(budget, '7500000')).toBe(7_500_000)
    expect(valueOf({ kind: 'number' }, '-1.5')).toBe(-1.5)
    expect(errorOf(budget, '500000')).toBe('Vui lòng nhập số từ 1.000.000 đến 50.000.000.')
    expect(errorOf(budget, '60000000')).toBe('Vui lòng nhập số từ 1.000.000 đến 50.000.000.')
    expect(errorOf({ kind: 'number', min: 0 }, '-1')).toBe('Vui lòng nhập số từ 0 trở lên.')
    expect(errorOf({ kind: 'number', max: 2.5 }, '3')).toBe('Vui lòng nhập số không quá 2,5.')
    expect(errorOf(budget, '7600000')).toBe('Vui lòng nhập số hợp lệ; hai số gần nhất là 7.500.000 và 8.000.000.')
    expect(valueOf({ kind: 'number', step: 0.1 }, '0.3')).toBe(0.3)
    expect(errorOf({ kind: 'number', min: 1, step: 2 }, '4')).toBe(
      'Vui lòng nhập số hợp lệ; hai số gần nhất là 3 và 5.',
    )
  })

  it('refuse what is not a number', () => {
    for (const text of ['mười', '1,5', '7.500.000', '1e999'])
      expect(errorOf(budget, text), text).toBe('Vui lòng nhập một số (ví dụ 1500000).')
    expect(errorOf({ ...budget, required: true }, ' ')).toBe(REQUIRED)
  })

  const bounds = fc
    .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 40 }))
    .map(([min, step, steps]) => ({ min, step, max: min + step * steps }))

  it('accept every value on the field’s steps within its range', () => {
    fc.assert(
      fc.property(bounds, fc.nat(), ({ min, step, max }, pick) => {
        const value = min + step * (pick % ((max - min) / step + 1))
        expect(valueOf({ kind: 'number', min, max, step }, String(value))).toBe(value)
      }),
    )
  })

  it('refuse every value outside its range with the range message', () => {
    fc.assert(
      fc.property(bounds, fc.integer({ min: 1, max: 10_000 }), fc.boolean(), ({ min, step, max }, distance, below) => {
        const value = below ? min - distance * step : max + distance * step
        expect(errorOf({ kind: 'number', min, max, step }, String(value))).toMatch(/^Vui lòng nhập số từ .+ đến .+\.$/)
      }),
    )
  })
})

describe('option fields', () => {
  const phones = [
    { label: 'Apple', value: 'apple' },
    { label: 'Samsung', value: 'samsung' },
    { label: 'Xiaomi', value: 'xiaomi' },
  ]

  it('accept only the defined options, one or several', () => {
    expect(valueOf({ kind: 'select', options: phones }, 'apple')).toBe('apple')
    expect(valueOf({ kind: 'radio', options: phones }, 'xiaomi')).toBe('xiaomi')
    expect(errorOf({ kind: 'select', options: phones }, 'nokia')).toBe(INVALID)
    expect(errorOf({ kind: 'radio', options: phones }, 'Apple')).toBe(INVALID)
    expect(valueOf({ kind: 'checkbox', options: phones }, ['samsung', 'apple', 'samsung', ''])).toEqual([
      'samsung',
      'apple',
    ])
    expect(valueOf({ kind: 'checkbox', options: phones }, 'apple')).toEqual(['apple'])
    expect(valueOf({ kind: 'select', multiple: true, options: phones }, ['xiaomi'])).toEqual(['xiaomi'])
    expect(errorOf({ kind: 'checkbox', options: phones }, ['apple', 'nokia'])).toBe(INVALID)
  })

  it('require one when required', () => {
    expect(errorOf({ kind: 'select', options: phones, required: true }, '')).toBe(REQUIRED)
    expect(errorOf({ kind: 'radio', options: phones, required: true }, undefined)).toBe(REQUIRED)
    expect(errorOf({ kind: 'checkbox', options: phones, required: true }, [])).toBe(REQUIRED)
  })

  const optionsAndPick = fc
    .uniqueArray(
      fc
        .string({ minLength: 1, maxLength: 20 })
        .filter((value) => value.trim() === value && /^[^\u0000-\u001f\u007f]+$/.test(value)),
      { minLength: 1, maxLength: 8 },
    )
    .chain((values) => fc.tuple(fc.constant(values), fc.subarray(values, { minLength: 1 }), fc.string()))

  it('accept any chosen subset, and refuse any value not among them', () => {
    fc.assert(
      fc.property(optionsAndPick, ([values, chosen, other]) => {
        const options = values.map((value) => ({ label: value, value }))
        expect(valueOf({ kind: 'checkbox', options }, chosen)).toEqual(chosen)
        expect(valueOf({ kind: 'radio', options }, chosen[0])).toBe(chosen[0])
        const outsider = other.trim() && !values.includes(other.trim().normalize('NFC')) ? other : `${values.join('')}+`
        expect(errorOf({ kind: 'checkbox', options }, [...chosen, outsider])).toBe(INVALID)
        expect(errorOf({ kind: 'select', options }, outsider)).toBe(INVALID)
      }),
    )
  })
})

describe('acceptance', () => {
  it('must be ticked', () => {
    expect(valueOf({ kind: 'acceptance' }, 'on')).toBe(true)
    expect(errorOf({ kind: 'acceptance' }, undefined)).toBe(REQUIRED)
    expect(errorOf({ kind: 'acceptance', required: false }, '')).toBe(REQUIRED)
  })
})

describe('date and time fields', () => {
  const appointment = { kind: 'date', min: '2025-07-01', max: '2025-12-31' }

  it('accept the native and the typed date, stored as dd/MM/yyyy', () => {
    expect(valueOf(appointment, '2025-07-15')).toBe('15/07/2025')
    expect(valueOf(appointment, '15/07/2025')).toBe('15/07/2025')
    expect(valueOf(appointment, '1/7/2025')).toBe('01/07/2025')
    expect(errorOf(appointment, '31/06/2025')).toBe('Ngày chưa đúng (ví dụ 25/12/2025).')
    expect(errorOf(appointment, '07/15/2025')).toBe('Ngày chưa đúng (ví dụ 25/12/2025).')
  })

  it('keep dates within min and max', () => {
    expect(errorOf(appointment, '30/06/2025')).toBe('Vui lòng chọn ngày từ 01/07/2025 đến 31/12/2025.')
    expect(errorOf(appointment, '2026-01-01')).toBe('Vui lòng chọn ngày từ 01/07/2025 đến 31/12/2025.')
    expect(errorOf({ kind: 'date', min: '2025-07-01' }, '2025-06-30')).toBe('Vui lòng chọn ngày từ 01/07/2025 trở đi.')
    expect(errorOf({ kind: 'date', max: '2025-07-01' }, '2025-07-02')).toBe(
      'Vui lòng chọn ngày không muộn hơn 01/07/2025.',
    )
  })

  it('accept times as HH:mm within min and max, over midnight too', () => {
    const opening = { kind: 'time', min: '08:00', max: '17:30' }
    expect(valueOf(opening, '9h30')).toBe('09:30')
    expect(valueOf(opening, '17:30')).toBe('17:30')
    expect(errorOf(opening, '17:31')).toBe('Vui lòng chọn giờ từ 08:00 đến 17:30.')
    expect(errorOf(opening, '25:00')).toBe('Giờ chưa đúng (ví dụ 08:30).')
    const night = { kind: 'time', min: '22:00', max: '06:00' }
    expect(valueOf(night, '23:15')).toBe('23:15')
    expect(valueOf(night, '05:00')).toBe('05:00')
    expect(errorOf(night, '12:00')).toBe('Vui lòng chọn giờ từ 22:00 đến 06:00.')
  })

  const day = (from: string, to: string) =>
    fc
      .date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10))

  it('accept any day within the bounds, in either format, and refuse any day outside', () => {
    fc.assert(
      fc.property(
        day('2000-01-01', '2040-12-31'),
        day('2000-01-01', '2040-12-31'),
        day('1950-01-01', '2090-12-31'),
        fc.boolean(),
        (a, b, other, typed) => {
          const [min, max] = a < b ? [a, b] : [b, a]
          const field = { kind: 'date', min, max }
          expect(valueOf(field, typed ? displayDate(min) : min)).toBe(displayDate(min))
          expect(valueOf(field, typed ? displayDate(max) : max)).toBe(displayDate(max))
          const written = typed ? displayDate(other) : other
          if (other >= min && other <= max) expect(valueOf(field, written)).toBe(displayDate(other))
          else
            expect(errorOf(field, written)).toBe(`Vui lòng chọn ngày từ ${displayDate(min)} đến ${displayDate(max)}.`)
        },
      ),
    )
  })
})

describe('uploads', () => {
  const upload = (field: Record<string, unknown>, files: SubmittedFile[] | undefined) => {
    const result = validateSubmission(formWith({ kind: 'upload', ...field }), { values: {}, files: { f: files } })
    return result.ok ? { value: result.values.f } : { error: result.errors.f }
  }

  it('check the size of each file: MB × 1024 × 1024 bytes', () => {
    expect(upload({ maxSizeMb: 5, allowedTypes: ['pdf'] }, [pdf(5 * MB)])).toEqual({ value: [pdf(5 * MB)] })
    expect(upload({ maxSizeMb: 5, allowedTypes: ['pdf'] }, [pdf(5 * MB + 1)])).toEqual({
      error: 'Tệp vượt quá dung lượng cho phép (5 MB).',
    })
    expect(upload({ maxSizeMb: 2.5, allowedTypes: ['pdf'], multiple: true }, [pdf(MB), pdf(3 * MB)])).toEqual({
      error: 'Tệp vượt quá dung lượng cho phép (2,5 MB).',
    })
  })

  it('check the type each file was recognised as from its content, whatever its name', () => {
    const photo: SubmittedFile = { name: 'anh.heic', size: 1000, type: 'image/heif' }
    expect(upload({ allowedTypes: ['heic'] }, [photo])).toEqual({ value: [photo] })
    const message = 'Chỉ nhận tệp JPG, PNG, PDF.'
    expect(
      upload({ allowedTypes: ['jpg', 'png', 'pdf'] }, [{ name: 'anh.jpg', size: 1000, type: 'text/html' }]),
    ).toEqual({ error: message })
    expect(upload({ allowedTypes: ['jpg', 'png', 'pdf'] }, [{ name: 'anh.jpg', size: 1000, type: null }])).toEqual({
      error: message,
    })
    expect(
      upload({ allowedTypes: ['jpg', 'png', 'pdf'], multiple: true }, [
        pdf(10),
        { name: 'x.php', size: 10, type: 'application/x-httpd-php' },
      ]),
    ).toEqual({
      error: message,
    })
  })

  it('limit the number of files', () => {
    expect(upload({ allowedTypes: ['pdf'] }, [pdf(1), pdf(2)])).toEqual({ error: 'Vui lòng chọn tối đa 1 tệp.' })
    expect(upload({ allowedTypes: ['pdf'], multiple: true, maxFiles: 3 }, [pdf(1), pdf(2), pdf(3)])).toEqual({
      value: [pdf(1), pdf(2), pdf(3)],
    })
    expect(upload({ allowedTypes: ['pdf'], multiple: true, maxFiles: 3 }, [pdf(1), pdf(2), pdf(3), pdf(4)])).toEqual({
      error: 'Vui lòng chọn tối đa 3 tệp.',
    })
  })

  it('require a file when required; an input left empty sends a part without one', () => {
    const empty: SubmittedFile = { name: '', size: 0, type: null }
    expect(upload({ required: true }, undefined)).toEqual({ error: REQUIRED })
    expect(upload({ required: true }, [empty])).toEqual({ error: REQUIRED })
    expect(upload({}, [empty])).toEqual({ value: [] })
  })

  it('refuse files sent where text is expected, and text where files are', () => {
    const form = parseDefinition({ fields: [{ kind: 'upload', fieldId: 'file' }] })
    const submission = { values: { file: 'not a file' }, files: { file: 'x' } } as unknown as Submission
    expect(validateSubmission(form, submission)).toEqual({ ok: false, errors: { file: INVALID } })
  })

  it('refuse any file over the limit, and accept any at or under it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.integer({ min: -5 * MB, max: 5 * MB }), (maxSizeMb, offset) => {
        const size = maxSizeMb * MB + offset
        const result = upload({ maxSizeMb, allowedTypes: ['pdf'] }, [pdf(Math.max(1, size))])
        if (size > maxSizeMb * MB)
          expect(result).toEqual({ error: `Tệp vượt quá dung lượng cho phép (${maxSizeMb} MB).` })
        else expect(result).toEqual({ value: [pdf(Math.max(1, size))] })
      }),
    )
  })
})

describe('hidden fields', () => {
  const page = { url: 'https://thuthuat.vn/lien-he?utm_source=zalo&x=1', title: 'Liên hệ', postId: 12 }
  const hidden = (field: Record<string, unknown>, sent?: string) => {
    const result = validateSubmission(formWith({ kind: 'hidden', ...field }), { values: { f: sent }, files: {}, page })
    return result.ok ? result.values.f : result.errors
  }

  it('take their value from the definition or the page, never from the browser', () => {
    expect(hidden({ source: 'fixed', defaultValue: 'chien-dich-he' }, 'forged')).toBe('chien-dich-he')
    expect(hidden({ source: 'pageUrl' }, 'https://evil.example')).toBe(page.url)
    expect(hidden({ source: 'pageTitle' }, 'forged')).toBe('Liên hệ')
    expect(hidden({ source: 'postId' }, '999')).toBe('12')
    expect(hidden({ source: 'queryParameter', parameter: 'utm_source' }, 'forged')).toBe('zalo')
    expect(hidden({ source: 'queryParameter', parameter: 'missing' })).toBe('')
    expect(validateSubmission(formWith({ kind: 'hidden', source: 'postId' }), { values: {}, files: {} })).toEqual({
      ok: true,
      values: { f: '' },
    })
  })

  it('follow each submission’s page when one definition checks many, in the form’s order', () => {
    const form = parseDefinition({
      fields: [
        { kind: 'hidden', fieldId: 'from', source: 'pageUrl' },
        { kind: 'text', fieldId: 'name', required: true },
      ],
    })
    const sentFrom = (url: string, name: string) =>
      validateSubmission(form, { values: { name }, files: {}, page: { ...page, url } })
    expect(sentFrom('https://thuthuat.vn/a', 'An')).toEqual({
      ok: true,
      values: { from: 'https://thuthuat.vn/a', name: 'An' },
    })
    expect(sentFrom('https://thuthuat.vn/b', '')).toEqual({ ok: false, errors: { name: expect.any(String) } })
    const second = sentFrom('https://thuthuat.vn/b', 'Bình')
    expect(second).toEqual({ ok: true, values: { from: 'https://thuthuat.vn/b', name: 'Bình' } })
    expect(second.ok && Object.keys(second.values)).toEqual(['from', 'name'])
  })
})

describe('fields without an answer', () => {
  it('carry no value: HTML, steps and the captcha', () => {
    const form = parseDefinition({
      fields: [
        { kind: 'step', fieldId: 's1', label: 'Bước 1' },
        { kind: 'html', fieldId: 'h', html: '<p>x</p>' },
        { kind: 'captcha', fieldId: 'c' },
        { kind: 'text', fieldId: 't' },
      ],
    })
    expect(validateSubmission(form, { values: { s1: 'x', h: 'y', c: 'z', t: 'ok' }, files: {} })).toEqual({
      ok: true,
      values: { t: 'ok' },
    })
  })
})

describe('any submission', () => {
  it('never throws, and refuses only with messages of the form', () => {
    const messages = [REQUIRED, INVALID, WRONG_EMAIL, WRONG_PHONE]
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('name', 'email', 'phone', 'topic', 'message', 'privacy', 'other'),
          fc.oneof(fc.string(), fc.array(fc.string())),
        ),
        (values) => {
          const result = validateSubmission(contactForm, { values, files: {} })
          if (!result.ok)
            for (const message of Object.values(result.errors))
              expect(messages.includes(message) || message.startsWith('Vui lòng nhập tối đa')).toBe(true)
        },
      ),
    )
  })

  it('is not changed by fields the form does not have', () => {
    const values = { name: 'An', email: 'an@thuthuat.vn', topic: 'Hỏi đáp', message: 'Chào', privacy: 'on' }
    const expected = validateSubmission(contactForm, { values, files: {} })
    expect(expected.ok).toBe(true)
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string().filter((key) => !(key in values) && key !== 'phone' && key !== 'attachment'),
          fc.string(),
        ),
        (extra) => {
          expect(validateSubmission(contactForm, { values: { ...extra, ...values }, files: {} })).toEqual(expected)
        },
      ),
    )
  })
})
