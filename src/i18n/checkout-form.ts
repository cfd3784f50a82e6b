/** What is wrong with the checkout form, by field (the page's script shows the same words before sending). */
export const checkoutForm = {
  /** A field left empty, by its name without `billing_`/`shipping_`. */
  missing: {
    fullName: 'Hãy nhập họ và tên.',
    phone: 'Hãy nhập số điện thoại.',
    email: 'Hãy nhập e-mail.',
    street: 'Hãy nhập số nhà, tên đường.',
    paymentMethod: 'Hãy chọn cách thanh toán.',
  },
  fullNameTooLong: (max: number) => `Họ và tên dài quá ${max} ký tự.`,
  streetTooLong: (max: number) => `Số nhà, tên đường dài quá ${max} ký tự.`,
  noteTooLong: (max: number) => `Ghi chú dài quá ${max} ký tự.`,
  /** The new account's password: too short, or not one the shop keeps. */
  passwordTooShort: (min: number) => `Mật khẩu cần ít nhất ${min} ký tự.`,
  /** The page's hidden checkout key is missing or wrong: a page kept open from an older version. */
  stalePage: 'Trang thanh toán đã cũ. Hãy tải lại trang rồi đặt hàng.',
} as const
