import { describe, expect, it } from 'vitest'
import { checkoutFieldMessage } from './checkout-field-messages'
import { CHECKOUT_FIELD_MESSAGES } from './checkout-form'

const fine = { valid: true, valueMissing: false, typeMismatch: false, tooShort: false }
const wrong = { ...fine, valid: false }

describe('checkoutFieldMessage', () => {
  it('names each empty field as the server does', () => {
    const missing = { ...wrong, valueMissing: true }
    expect(checkoutFieldMessage('billing_full_name', missing, CHECKOUT_FIELD_MESSAGES)).toBe('Hãy nhập họ và tên.')
    expect(checkoutFieldMessage('billing_phone', missing, CHECKOUT_FIELD_MESSAGES)).toBe('Hãy nhập số điện thoại.')
    expect(checkoutFieldMessage('billing_email', missing, CHECKOUT_FIELD_MESSAGES)).toBe('Hãy nhập e-mail.')
    expect(checkoutFieldMessage('billing_province', missing, CHECKOUT_FIELD_MESSAGES)).toBe('Hãy chọn tỉnh/thành phố.')
    expect(checkoutFieldMessage('shipping_ward', missing, CHECKOUT_FIELD_MESSAGES)).toBe('Hãy chọn phường/xã/đặc khu.')
    expect(checkoutFieldMessage('billing_street', missing, CHECKOUT_FIELD_MESSAGES)).toBe('Hãy nhập số nhà, tên đường.')
    expect(checkoutFieldMessage('payment_method', missing, CHECKOUT_FIELD_MESSAGES)).toBe('Hãy chọn cách thanh toán.')
    expect(checkoutFieldMessage('something_else', missing, CHECKOUT_FIELD_MESSAGES)).toBe('Vui lòng điền trường này.')
  })

  it('says what is wrong with an e-mail or a password, and nothing of a field that is fine', () => {
    expect(checkoutFieldMessage('billing_email', { ...wrong, typeMismatch: true }, CHECKOUT_FIELD_MESSAGES)).toBe(
      'E-mail chưa đúng (ví dụ ten@gmail.com).',
    )
    expect(checkoutFieldMessage('account_password', { ...wrong, tooShort: true }, CHECKOUT_FIELD_MESSAGES)).toBe(
      'Mật khẩu cần ít nhất 10 ký tự.',
    )
    expect(checkoutFieldMessage('billing_email', fine, CHECKOUT_FIELD_MESSAGES)).toBeNull()
  })
})
