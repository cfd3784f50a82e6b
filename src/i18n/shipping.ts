/** Ways of delivering an order, as the checkout offers them and the order keeps them. */
export const shipping = {
  freeShipping: 'Miễn phí giao hàng',
  flatRate: 'Giao hàng tận nơi',
  pickup: 'Nhận tại cửa hàng',
  /** Picking up, with the shop's address. */
  pickupAt: (address: string) => `Nhận tại cửa hàng (${address})`,
} as const
