/** Scheduled jobs' names, as the admin lists them. */
export const jobs = {
  deleteExpiredCarts: 'Xoá giỏ hàng đã hết hạn',
} as const
