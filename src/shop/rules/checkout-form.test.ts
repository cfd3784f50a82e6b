import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CheckoutNeeds,
  type FormFields,
  isCheckoutKey,
  readCheckoutDraft,
  readCheckoutForm,
} from './checkout-form'

const KEY = 'k3y_0123456789-AB'
/** Thành phố Hà Nội, Phường Hồng Hà. */
const PLACE = { province: '01', ward: '00097' }
const DELIVERED: CheckoutNeeds = { address: true, accountPossible: true }
const VIRTUAL: CheckoutNeeds = { address: false, accountPossible: true }

const valid: Record<string, string> = {
  billing_full_name: 'Nguyễn Văn An',
  billing_phone: '0912 345 678',
  billing_email: 'an@example.vn',
  billing_province: PLACE.province,
  billing_ward: PLACE.ward,
  billing_street: '12 Lý Thường Kiệt',
  shipping_method: 'flat_rate',
  payment_method: 'bacs',
  checkout_key: KEY,
}
const fields = (changes: Record<string, string> = {}) => new URLSearchParams({ ...valid, ...changes })
const errorsOf = (changes: Record<string, string>, needs = DELIVERED) => readCheckoutForm(fields(changes), needs).errors

/** Every name the form has: errors are only ever put under these. */
const FIELD_NAMES = [
  ...['full_name', 'phone', 'province', 'ward', 'street'].flatMap((name) => [`billing_${name}`, `shipping_${name}`]),
  'billing_email',
  'ship_to_different_address',
  'order_comments',
  'shipping_method',
  'payment_method',
  'createaccount',
  'account_password',
  'checkout_key',
]

describe('readCheckoutForm', () => {
  it('reads a full form back normalised: NFC, cleaned, phone as +84, e-mail lower-cased', () => {
    const { form, errors } = readCheckoutForm(
      fields({
        billing_full_name: '  Nguyễn   Văn An\n'.normalize('NFD'),
        billing_email: ' An.Nguyen@Example.VN ',
        billing_street: '12 Lý Thường Kiệt'.normalize('NFD'),
        order_comments: 'Giao giờ hành chính\r\nGọi trước khi giao'.normalize('NFD'),
      }),
      DELIVERED,
    )
    expect(errors).toEqual({})
    expect(form).toEqual({
      billing: {
        fullName: 'Nguyễn   Văn An',
        phone: '+84912345678',
        email: 'an.nguyen@example.vn',
        ...PLACE,
        street: '12 Lý Thường Kiệt',
      },
      shipToDifferentAddress: false,
      shipping: null,
      note: 'Giao giờ hành chính\nGọi trước khi giao',
      shippingMethod: 'flat_rate',
      paymentMethod: 'bacs',
      createAccount: false,
      accountPassword: '',
      checkoutKey: KEY,
    })
    expect(form.billing.fullName).toBe('Nguyễn   Văn An'.normalize('NFC'))
  })

  it('reads FormData and anything with get() alike', () => {
    const data = new FormData()
    for (const [name, value] of Object.entries(valid)) data.append(name, value)
    data.append('billing_street', 'a second value is ignored')
    expect(readCheckoutForm(data, DELIVERED)).toEqual(readCheckoutForm(fields(), DELIVERED))
    const record: FormFields = { get: (name) => valid[name] }
    expect(readCheckoutForm(record, DELIVERED)).toEqual(readCheckoutForm(fields(), DELIVERED))
  })

  it('asks for the buyer’s name, phone and e-mail in Vietnamese', () => {
    expect(errorsOf({ billing_full_name: ' ', billing_phone: '', billing_email: '' })).toEqual({
      billing_full_name: 'Hãy nhập họ và tên.',
      billing_phone: 'Hãy nhập số điện thoại.',
      billing_email: 'Hãy nhập e-mail.',
    })
    expect(errorsOf({ billing_full_name: 'A'.repeat(101), billing_phone: '0123 456', billing_email: 'an@' })).toEqual({
      billing_full_name: 'Họ và tên dài quá 100 ký tự.',
      billing_phone: 'Số điện thoại chưa đúng (ví dụ 0912 345 678).',
      billing_email: 'E-mail chưa đúng (ví dụ ten@gmail.com).',
    })
    expect(errorsOf({ billing_full_name: 'A'.repeat(100) })).toEqual({})
    expect(
      errorsOf({ billing_email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.vn` }),
    ).toEqual({
      billing_email: 'E-mail chưa đúng (ví dụ ten@gmail.com).',
    })
    for (const email of ['an', 'an@example', 'an @example.vn', '<an@example.vn>', 'a,b@example.vn'])
      expect(errorsOf({ billing_email: email }), email).toEqual({
        billing_email: 'E-mail chưa đúng (ví dụ ten@gmail.com).',
      })
    // An invalid phone number is kept as typed, for the shopper to correct.
    expect(readCheckoutForm(fields({ billing_phone: '0123 456' }), DELIVERED).form.billing.phone).toBe('0123 456')
  })

  it('puts the address units’ problem on its field, and asks for the street; a district is no longer asked', () => {
    expect(errorsOf({ billing_province: '', billing_ward: '', billing_street: '' })).toEqual({
      billing_province: 'Hãy chọn tỉnh/thành phố.',
      billing_street: 'Hãy nhập số nhà, tên đường.',
    })
    expect(errorsOf({ billing_ward: '' })).toEqual({ billing_ward: 'Hãy chọn phường/xã/đặc khu.' })
    // Phường Sài Gòn is in Thành phố Hồ Chí Minh (79), not Hà Nội; an old ward's code (Phúc Xá) is no commune.
    expect(errorsOf({ billing_ward: '26740' })).toEqual({
      billing_ward: 'Phường/xã này không thuộc tỉnh/thành phố đã chọn. Hãy chọn lại phường/xã.',
    })
    expect(errorsOf({ billing_ward: '00001' })).toEqual({ billing_ward: 'Hãy chọn phường/xã/đặc khu.' })
    // Hà Giang (02) was merged into Tuyên Quang.
    expect(errorsOf({ billing_province: '02' })).toEqual({ billing_province: 'Hãy chọn tỉnh/thành phố.' })
    for (const district of ['', '001', '760', 'x'])
      expect(errorsOf({ billing_district: district }), district).toEqual({})
    expect(errorsOf({ billing_street: 'x'.repeat(201) })).toEqual({
      billing_street: 'Số nhà, tên đường dài quá 200 ký tự.',
    })
  })

  it('reads codes only as 2 or 5 digits', () => {
    for (const code of ['1a', '01 ', ' 01', '-1', '1.0', '０１', '123456', '001', '01<script>']) {
      const { form } = readCheckoutForm(fields({ billing_province: code }), VIRTUAL)
      expect(form.billing.province, code).toBe(code.trim() === '01' ? '01' : '')
    }
  })

  it('needs no address for virtual-only orders or pickup, but keeps what was sent', () => {
    const empty = { billing_province: '', billing_ward: '', billing_street: '' }
    expect(errorsOf(empty, VIRTUAL)).toEqual({})
    expect(readCheckoutForm(fields({ billing_ward: '26740' }), VIRTUAL).form.billing).toMatchObject({
      ...PLACE,
      ward: '26740',
    })
    // Shipping elsewhere means nothing when nothing is delivered.
    const { form, errors } = readCheckoutForm(
      fields({ ...empty, ship_to_different_address: '1', shipping_full_name: '' }),
      VIRTUAL,
    )
    expect(errors).toEqual({})
    expect(form.shipToDifferentAddress).toBe(false)
    expect(form.shipping).toBeNull()
  })

  it('checks the shipping address instead of the billing one when shipping elsewhere', () => {
    const shippingTo = {
      ship_to_different_address: 'on',
      shipping_full_name: 'Trần Thị Bình',
      shipping_phone: '+84 28 3812 3456',
      shipping_province: '79',
      shipping_ward: '26740',
      shipping_street: '5 Lê Lợi',
    }
    const { form, errors } = readCheckoutForm(
      fields({ ...shippingTo, billing_province: '', billing_street: '' }),
      DELIVERED,
    )
    expect(errors).toEqual({})
    expect(form.shipToDifferentAddress).toBe(true)
    expect(form.shipping).toEqual({
      fullName: 'Trần Thị Bình',
      phone: '+842838123456',
      province: '79',
      ward: '26740',
      street: '5 Lê Lợi',
    })
    expect(form.billing.street).toBe('')

    expect(
      errorsOf({
        ship_to_different_address: '1',
        shipping_full_name: '',
        shipping_phone: '12',
        shipping_province: '79',
        shipping_ward: '00097',
      }),
    ).toEqual({
      shipping_full_name: 'Hãy nhập họ và tên.',
      shipping_phone: 'Số điện thoại chưa đúng (ví dụ 0912 345 678).',
      shipping_ward: 'Phường/xã này không thuộc tỉnh/thành phố đã chọn. Hãy chọn lại phường/xã.',
      shipping_street: 'Hãy nhập số nhà, tên đường.',
    })
    // Not ticked ('0', 'yes'): the shipping fields are not read.
    for (const tick of ['0', 'yes', ''])
      expect(
        readCheckoutForm(fields({ ...shippingTo, ship_to_different_address: tick }), DELIVERED).form.shipping,
        tick,
      ).toBeNull()
  })

  it('limits the note, and reads methods as ids only', () => {
    expect(errorsOf({ order_comments: 'x'.repeat(1000) })).toEqual({})
    expect(errorsOf({ order_comments: 'x'.repeat(1001) })).toEqual({ order_comments: 'Ghi chú dài quá 1000 ký tự.' })
    expect(errorsOf({ payment_method: '' })).toEqual({ payment_method: 'Hãy chọn cách thanh toán.' })
    for (const method of ['Bacs', 'bacs transfer', 'x'.repeat(41), '<script>', 'cod;drop'])
      expect(readCheckoutForm(fields({ payment_method: method, shipping_method: method }), DELIVERED)).toMatchObject({
        form: { paymentMethod: '', shippingMethod: '' },
        errors: { payment_method: 'Hãy chọn cách thanh toán.' },
      })
    expect(
      readCheckoutForm(fields({ shipping_method: 'local_pickup:3', payment_method: 'cod' }), DELIVERED).form,
    ).toMatchObject({
      shippingMethod: 'local_pickup:3',
      paymentMethod: 'cod',
    })
    expect(errorsOf({ shipping_method: '' })).toEqual({})
  })

  it('creates an account only when possible, with a password of 10–200 characters kept exactly', () => {
    const password = '  mật khẩu dài '
    expect(readCheckoutForm(fields({ createaccount: '1', account_password: password }), DELIVERED)).toMatchObject({
      form: { createAccount: true, accountPassword: password },
      errors: {},
    })
    const tooShort = 'Mật khẩu cần ít nhất 10 ký tự.'
    for (const bad of ['', '123456789', 'x'.repeat(201), 'mật khẩu\u0000dài', 'mật khẩu\ndài', 'mật\u0085khẩu dài'])
      expect(
        readCheckoutForm(fields({ createaccount: 'on', account_password: bad }), DELIVERED),
        JSON.stringify(bad),
      ).toMatchObject({
        form: { createAccount: true, accountPassword: '' },
        errors: { account_password: tooShort },
      })
    // Logged in, or not ticked: no account, the password is not kept.
    for (const [tick, needs] of [
      ['1', { address: true, accountPossible: false }],
      ['', DELIVERED],
    ] as const)
      expect(readCheckoutForm(fields({ createaccount: tick, account_password: '' }), needs)).toMatchObject({
        form: { createAccount: false, accountPassword: '' },
        errors: {},
      })
  })

  it('refuses a missing or malformed checkout key', () => {
    const stale = { checkout_key: 'Trang thanh toán đã cũ. Hãy tải lại trang rồi đặt hàng.' }
    for (const key of ['', 'short', 'x'.repeat(65), 'k3y 0123456789 AB', 'k3y.0123456789.AB', 'khóa_0123456789AB']) {
      const { form, errors } = readCheckoutForm(fields({ checkout_key: key }), DELIVERED)
      expect(errors, key).toEqual(stale)
      expect(form.checkoutKey).toBe('')
    }
  })

  it('treats hostile input as text: markup kept, huge strings refused and cut, non-strings read as empty', () => {
    const script = '<script>alert(1)</script>'
    const { form, errors } = readCheckoutForm(
      fields({ billing_full_name: script, billing_street: `${script}"'` }),
      DELIVERED,
    )
    expect(errors).toEqual({})
    expect(form.billing.fullName).toBe(script)
    expect(form.billing.street).toBe(`${script}"'`)

    const huge = 'Ạ'.repeat(1_000_000)
    const read = readCheckoutForm(
      fields({
        billing_full_name: huge,
        billing_phone: huge,
        billing_email: huge,
        billing_street: huge,
        order_comments: huge,
        checkout_key: huge,
      }),
      DELIVERED,
    )
    expect(read.errors).toEqual({
      billing_full_name: 'Họ và tên dài quá 100 ký tự.',
      billing_phone: 'Số điện thoại chưa đúng (ví dụ 0912 345 678).',
      billing_email: 'E-mail chưa đúng (ví dụ ten@gmail.com).',
      billing_street: 'Số nhà, tên đường dài quá 200 ký tự.',
      order_comments: 'Ghi chú dài quá 1000 ký tự.',
      checkout_key: 'Trang thanh toán đã cũ. Hãy tải lại trang rồi đặt hàng.',
    })
    expect(read.form.billing.fullName).toHaveLength(100)
    expect(read.form.billing.street).toHaveLength(200)
    expect(read.form.note).toHaveLength(1000)
    expect(JSON.stringify(read.form).length).toBeLessThan(5_000)
    // A cut never splits a character outside the BMP.
    expect(
      readCheckoutForm(fields({ billing_full_name: `${'a'.repeat(99)}😀` }), DELIVERED).form.billing.fullName,
    ).toBe('a'.repeat(99))

    const odd: Record<string, unknown> = {
      ...valid,
      billing_full_name: ['Nguyễn Văn An', 'x'],
      billing_phone: { toString: () => '0912345678' },
      billing_email: 42,
      payment_method: null,
      checkout_key: new Blob([KEY]),
      createaccount: ['1'],
      ship_to_different_address: true,
    }
    const fromOdd = readCheckoutForm({ get: (name) => odd[name] }, DELIVERED)
    expect(fromOdd.form).toMatchObject({
      billing: { fullName: '', phone: '', email: '' },
      paymentMethod: '',
      checkoutKey: '',
      createAccount: false,
      shipToDifferentAddress: false,
    })
    expect(Object.keys(fromOdd.errors).sort()).toEqual([
      'billing_email',
      'billing_full_name',
      'billing_phone',
      'checkout_key',
      'payment_method',
    ])
  })

  it('never throws, puts errors only under the form’s names, and keeps only clean text (property)', () => {
    const CONTROL = /[\u0000-\u001f\u007f]/
    const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f]/
    const value = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'binary', maxLength: 1_200 }),
      fc.string({ unit: 'grapheme' }).map((text) => text.normalize('NFD')),
      fc.constantFrom(
        '1',
        'on',
        '01',
        '00097',
        '79',
        '26740',
        '02',
        '00001',
        '0912 345 678',
        KEY,
        'bacs',
        'Nguyễn'.normalize('NFD'),
      ),
    )
    const record = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), value)
    const needs = fc.record({ address: fc.boolean(), accountPossible: fc.boolean() })
    fc.assert(
      fc.property(record, needs, (sent, asked) => {
        const fieldsSent: FormFields = { get: (name) => (Object.hasOwn(sent, name) ? sent[name] : null) }
        const { form, errors } = readCheckoutForm(fieldsSent, asked)
        for (const name of Object.keys(errors)) expect(FIELD_NAMES).toContain(name)
        const strings = (value: unknown, path: string): [string, string][] =>
          typeof value === 'string'
            ? [[path, value]]
            : value && typeof value === 'object'
              ? Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`))
              : []
        for (const [path, text] of strings(form, 'form')) {
          // The password is kept exactly as typed (normalising it would break logging in from another keyboard).
          if (path !== 'form.accountPassword') expect(text.normalize('NFC'), path).toBe(text)
          expect((path === 'form.note' ? CONTROL_BUT_LINES : CONTROL).test(text), path).toBe(false)
        }
        expect(form.billing.fullName.length).toBeLessThanOrEqual(100)
        expect(form.billing.email.length).toBeLessThanOrEqual(254)
        expect(form.note.length).toBeLessThanOrEqual(1000)
        expect(readCheckoutDraft(fieldsSent)).toBeTypeOf('object')
      }),
      { numRuns: 300 },
    )
  })
})

describe('readCheckoutDraft', () => {
  it('keeps the address part, whatever is missing, and nothing secret', () => {
    const draft = readCheckoutDraft(
      new URLSearchParams({
        billing_full_name: 'An',
        billing_province: '01',
        createaccount: '1',
        account_password: 'bí mật lắm đó',
        checkout_key: KEY,
      }),
    )
    expect(draft).toEqual({
      billing: { fullName: 'An', phone: '', email: '', province: '01', ward: '', street: '' },
      shipToDifferentAddress: false,
      shipping: null,
      note: '',
      shippingMethod: '',
      paymentMethod: '',
    })
    expect(
      readCheckoutDraft(new URLSearchParams({ ship_to_different_address: '1', shipping_phone: '0912345678' })).shipping,
    ).toEqual({
      fullName: '',
      phone: '+84912345678',
      province: '',
      ward: '',
      street: '',
    })
  })
})

describe('isCheckoutKey', () => {
  it('accepts 16–64 characters of [A-Za-z0-9_-] only', () => {
    expect(isCheckoutKey(KEY)).toBe(true)
    expect(isCheckoutKey('a'.repeat(16))).toBe(true)
    expect(isCheckoutKey('a'.repeat(64))).toBe(true)
    for (const value of [
      'a'.repeat(15),
      'a'.repeat(65),
      `${KEY}\n`,
      `${KEY}=`,
      12345678901234567890,
      null,
      undefined,
      [KEY],
    ])
      expect(isCheckoutKey(value), String(value)).toBe(false)
  })
})
