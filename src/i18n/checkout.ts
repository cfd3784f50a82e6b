/** The checkout (`/thanh-toan`): its form, coupon box, order review and ways to pay; a placed order's summary and page. */
export const checkout = {
  haveAccount: 'Đã có tài khoản? Bấm vào đây để đăng nhập',
  haveCoupon: 'Có mã giảm giá? Bấm vào đây để nhập',
  couponCode: 'Mã giảm giá',
  applyCoupon: 'Áp dụng',
  buyerDetails: 'Thông tin người mua',
  shipElsewhere: 'Giao tới địa chỉ khác',
  shippingAddress: 'Địa chỉ nhận hàng',
  recipient: 'Người nhận',
  recipientPhone: 'Số điện thoại người nhận',
  createAccount: 'Tạo tài khoản để theo dõi đơn hàng',
  accountPassword: 'Mật khẩu cho tài khoản (ít nhất 10 ký tự, chỉ khi tạo tài khoản)',
  orderNote: 'Ghi chú đơn hàng (không bắt buộc)',
  orderNotePlaceholder: 'Ví dụ: giao giờ hành chính, gọi trước khi giao',
  /** The order review's heading and caption. */
  yourOrder: 'Đơn hàng của bạn',
  delivery: 'Giao hàng',
  noDeliveryNeeded: 'Đơn hàng không cần giao hàng.',
  noDeliveryHere: 'Cửa hàng chưa giao tới địa chỉ này. Hãy chọn tỉnh/thành khác.',
  /** Above the delivery choices while only picking up is offered (no province chosen yet). */
  chooseProvinceForDelivery: 'Chọn tỉnh/thành phố để xem cách giao và phí giao hàng tận nơi.',
  /** A delivery that costs nothing. */
  free: 'Miễn phí',
  total: 'Tổng cộng',
  paymentMethod: 'Cách thanh toán',
  noPaymentMethods: 'Cửa hàng chưa có cách thanh toán nào cho đơn hàng này. Vui lòng liên hệ cửa hàng.',
  cardDetails: 'Thông tin thẻ',
  saveCard: 'Lưu thẻ cho lần mua sau (Stripe giữ thẻ; bạn xoá được trong Tài khoản)',
  walletHint: 'Bấm nút PayPal để đặt hàng và thanh toán trong cửa sổ của PayPal.',
  placeOrder: 'Đặt hàng',
  terms: 'Bấm “Đặt hàng” là bạn đồng ý với điều khoản mua hàng của cửa hàng. Giá và phí giao được tính lại khi đặt.',
  /** The order received page's title (the browser's tab). */
  orderReceived: 'Đơn hàng đã nhận',
  thanks: 'Cảm ơn bạn! Đơn hàng đã được nhận.',
  /** Before the order's e-mail address, on the order received page. */
  sentTo: 'Chúng tôi đã gửi xác nhận tới',
  willCall: 'Cửa hàng sẽ gọi cho bạn trước khi giao.',
  /** Stripe sends the reader back with `redirect_status=failed` when the bank refused the card (after its own check). */
  cardNotPaid:
    'Thanh toán thẻ chưa thành công: ngân hàng chưa chấp nhận giao dịch. Đơn hàng vẫn được giữ và chờ thanh toán; hãy liên hệ cửa hàng, hoặc đặt lại với thẻ khác hay cách thanh toán khác.',
  /** A placed order's summary (order received page, account, purchase summary widget). */
  summary: {
    number: 'Mã đơn hàng',
    date: 'Ngày đặt',
    status: 'Trạng thái',
    /** The way the order is paid. */
    payment: 'Thanh toán',
    howToPay: 'Hướng dẫn thanh toán',
    qrCaption: 'Quét bằng ứng dụng ngân hàng: số tiền và nội dung đã điền sẵn.',
    /** Before the date the shop holds the unpaid order's goods until. */
    heldUntil: 'Cửa hàng giữ hàng cho đơn này tới',
    /** After that date. */
    cancelledIfUnpaid: 'Nếu khi đó vẫn chưa nhận được thanh toán, đơn sẽ tự huỷ và bạn sẽ nhận được e-mail báo.',
    lines: 'Chi tiết đơn hàng',
    /** Before the customer's note. */
    note: 'Ghi chú:',
    buyer: 'Người mua',
    deliverTo: 'Giao tới',
  },
} as const
