/** Orders: their statuses, what unpaid orders' files wait for, downloads, and the shop's e-mails about an order. */
export const orders = {
  /** An order's status, by WooCommerce's name for it. */
  statuses: {
    pending: 'Chờ thanh toán',
    processing: 'Đang xử lý',
    'on-hold': 'Tạm giữ',
    completed: 'Hoàn thành',
    cancelled: 'Đã huỷ',
    refunded: 'Đã hoàn tiền',
    failed: 'Thất bại',
  },
  /** An order by its number: a card or PayPal payment's description, a mail's subject when nothing more is said. */
  order: (number: string) => `Đơn hàng ${number}`,
  /** What an unpaid order's downloads wait for, by how it is paid (`online`: a card or PayPal). */
  filesWaiting: {
    cod: 'Tệp tải về sẽ mở khi bạn đã thanh toán cho nhân viên giao hàng và cửa hàng xác nhận đơn hoàn thành.',
    bacs: 'Tệp tải về sẽ mở khi cửa hàng xác nhận đã nhận được tiền chuyển khoản.',
    online: 'Tệp tải về sẽ mở ngay khi thanh toán hoàn tất.',
  },
  /** Why the account's download link of an order's file gives no file. */
  downloads: {
    notFound: 'Không tìm thấy tệp tải về này.',
    usedUp: 'Lượt tải tệp này đã hết hoặc đã hết hạn.',
  },
  /**
   * The shop's e-mails about an order, as text and HTML: in the HTML the values are escaped (the order number in
   * `newOrder` is given as markup, in bold) and these words are written as they are.
   */
  mail: {
    /** The subject of the customer's mail when the order moves to one of these statuses (no mail for the others). */
    statusSubjects: {
      processing: (number: string) => `Đơn hàng ${number} đang được xử lý`,
      completed: (number: string) => `Đơn hàng ${number} đã hoàn thành`,
      cancelled: (number: string) => `Đơn hàng ${number} đã bị huỷ`,
      refunded: (number: string) => `Đơn hàng ${number} đã được hoàn tiền`,
      failed: (number: string) => `Thanh toán cho đơn hàng ${number} không thành công`,
    },
    /** The shop's mail of a new order (down to viewInAdminLink): its subject, with the total formatted. */
    newOrderSubject: (number: string, total: string) => `Đơn hàng mới ${number} – ${total}`,
    newOrder: (number: string, customer: string, phone: string, email: string) =>
      `Đơn hàng mới ${number} của ${customer} (${phone}, ${email}).`,
    deliverTo: (address: string) => `Giao tới: ${address}`,
    /** In `deliverTo`, for an order picked up at the shop. */
    pickup: 'nhận tại cửa hàng',
    viewInAdmin: (link: string) => `Xem đơn: ${link}`,
    /** The HTML mail's link to the order in the admin. */
    viewInAdminLink: 'Xem đơn trong trang quản trị',
    /** The customer's mails (down to viewOrderLink): the subject when the order is received. */
    receivedSubject: (number: string) => `Đã nhận đơn hàng ${number}`,
    noteSubject: (number: string) => `Ghi chú mới cho đơn hàng ${number}`,
    greeting: (name: string) => `Chào ${name},`,
    received: (number: string) => `Cảm ơn bạn đã đặt hàng. Chúng tôi đã nhận đơn ${number}.`,
    statusChanged: (number: string, status: string) => `Đơn hàng ${number} của bạn chuyển sang trạng thái “${status}”.`,
    /** Before the shop's notes to the customer. */
    note: (number: string) => `Cửa hàng có ghi chú mới cho đơn hàng ${number}:`,
    viewOrder: (link: string) => `Xem đơn hàng: ${link}`,
    /** The HTML mail's link to the order on the site. */
    viewOrderLink: 'Xem đơn hàng',
    /** The totals under the lines (the subtotal is the cart's): `label: amount` in the text mail, a row in HTML. */
    discount: 'Giảm giá',
    total: 'Tổng cộng',
    payment: (method: string) => `Thanh toán: ${method}`,
  },
} as const
