/** Why the cart did not change: a quantity or a request it cannot read, or no answer from the shop at all. */
export const cartRequests = {
  /** Why a typed quantity was refused. */
  quantity: {
    missing: 'Hãy nhập số lượng.',
    notAWholeNumber: 'Số lượng phải là một số nguyên.',
    tooSmall: 'Số lượng ít nhất là 1.',
    tooLarge: (max: number) => `Mỗi sản phẩm chỉ mua được tối đa ${max} chiếc một lần.`,
  },
  unknownProduct: 'Không rõ sản phẩm cần thêm vào giỏ. Hãy tải lại trang rồi thử lại.',
  optionsMissing: 'Hãy chọn đủ các tuỳ chọn của sản phẩm.',
  tooManyLines: 'Giỏ hàng gửi lên có quá nhiều dòng.',
  unreadableCart: 'Giỏ hàng gửi lên không đọc được. Hãy tải lại trang rồi thử lại.',
  unknownLine: 'Không rõ dòng cần xoá khỏi giỏ. Hãy tải lại trang rồi thử lại.',
  badRequest: 'Yêu cầu giỏ hàng không hợp lệ.',
  /** In the page, when a shop script's request (the cart's, the checkout's) gets no answer. */
  unreachable: 'Không kết nối được với cửa hàng. Hãy kiểm tra mạng rồi thử lại.',
} as const
