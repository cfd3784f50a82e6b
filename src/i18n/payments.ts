/** Ways to pay: names, lines at the checkout, a bank transfer's details and VietQR code, card and PayPal notices. */
export const payments = {
  /** A way to pay's name, by the id orders keep. */
  methods: {
    cod: 'Thanh toán khi nhận hàng (COD)',
    bacs: 'Chuyển khoản ngân hàng (VietQR)',
    stripe: 'Thẻ Visa, Mastercard, JCB',
    paypal: 'Ví PayPal',
  },
  /** The line under each way to pay at the checkout (cash on delivery: unless the shop wrote its own instructions). */
  descriptions: {
    cod: 'Trả tiền mặt cho nhân viên giao hàng khi nhận hàng.',
    bacs: 'Quét mã VietQR bằng ứng dụng ngân hàng sau khi đặt hàng; đơn được xử lý khi tiền về tài khoản.',
    stripe:
      'Nhập thẻ trong khung bảo mật của Stripe; cửa hàng không lưu số thẻ. Đơn được xử lý ngay khi thanh toán xong.',
    /** `rate`: what 1 USD is in đồng, formatted. */
    paypal: (rate: string) =>
      `Thanh toán bằng tài khoản PayPal. PayPal không nhận VND: đơn được quy đổi sang USD theo tỉ giá ${rate} = 1 USD.`,
  },
  /** How to pay by bank transfer, line by line: on the order page and in the order-received mail. */
  transfer: {
    bank: (bank: string) => `Ngân hàng: ${bank}`,
    accountNumber: (number: string) => `Số tài khoản: ${number}`,
    accountName: (name: string) => `Chủ tài khoản: ${name}`,
    amount: (amount: string) => `Số tiền: ${amount}`,
    reference: (reference: string) => `Nội dung chuyển khoản: ${reference}`,
  },
  /** The VietQR code's text alternative: `amount` in đồng, digits grouped. */
  vietQrLabel: (amount: string, number: string) => `Mã VietQR chuyển khoản ${amount} đồng cho đơn hàng ${number}`,
  /** At the checkout, when Stripe's card field or PayPal's buttons did not load. */
  cardUnavailable:
    'Chưa tải được khung nhập thẻ của Stripe. Hãy kiểm tra mạng rồi thử lại, hoặc chọn cách thanh toán khác.',
  walletUnavailable:
    'Chưa tải được nút thanh toán PayPal. Hãy kiểm tra mạng rồi thử lại, hoặc chọn cách thanh toán khác.',
  /** At the checkout, when the shopper closed PayPal's window: the order placed waits. */
  walletCancelled: (number: string) =>
    `Bạn đã huỷ thanh toán bằng PayPal. Đơn hàng ${number} vẫn chờ thanh toán: bấm nút PayPal để thử lại, hoặc chọn cách thanh toán khác.`,
  /** At the checkout, after Stripe's own words on why the card was refused: the order placed waits. */
  cardRefused: (reason: string) => `${reason} Đơn hàng vẫn chờ thanh toán: bạn có thể thử lại với thẻ khác.`,
} as const
