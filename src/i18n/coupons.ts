/** Why a coupon code cannot be applied to the cart (the shop checks in this order and says the first). */
export const coupons = {
  expired: (code: string) => `Mã giảm giá ${code} đã hết hạn.`,
  usedUp: (code: string) => `Mã giảm giá ${code} đã hết lượt sử dụng.`,
  /** The shopper used their own share of the coupon's uses. */
  usedUpByCustomer: (code: string) => `Bạn đã dùng hết lượt của mã giảm giá ${code}.`,
  alreadyApplied: (code: string) => `Mã giảm giá ${code} đã được áp dụng.`,
  notCombinable: (code: string) => `Mã giảm giá ${code} không dùng chung được với mã khác.`,
  /** `amount`: the least or the most the cart may cost, formatted. */
  belowMinSpend: (code: string, amount: string) => `Đơn hàng cần tối thiểu ${amount} để dùng mã ${code}.`,
  aboveMaxSpend: (code: string, amount: string) => `Mã ${code} chỉ dùng cho đơn hàng tối đa ${amount}.`,
  noEligibleProduct: (code: string) => `Mã giảm giá ${code} không áp dụng cho sản phẩm nào trong giỏ hàng.`,
} as const
