import type { GlobalConfig } from 'payload'

/** The last order number given (orders are `TT-` and the next one): only the checkout counts, nobody edits it. */
export const ShopCounter: GlobalConfig = {
  slug: 'shop-counter',
  label: 'Bộ đếm đơn hàng',
  admin: { hidden: true },
  access: { read: () => false, update: () => false },
  fields: [{ name: 'lastOrderNumber', type: 'number', defaultValue: 0 }],
}
