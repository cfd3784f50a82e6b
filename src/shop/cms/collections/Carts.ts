import type { CollectionConfig } from 'payload'
import { isAdmin, nobodyField } from '../../../cms/access'

/**
 * Shoppers' carts ("Giỏ hàng"): a guest's is found by its signed cookie (its id and secret token), a customer's by
 * the account. Only the cart endpoints write them (src/shop/cms/); administrators may look and delete. Lines hold
 * products, variants and quantities, never prices: totals are always worked out from the products.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: 'Giỏ hàng', plural: 'Giỏ hàng' },
  admin: {
    group: 'Cửa hàng',
    defaultColumns: ['id', 'customer', 'updatedAt', 'expiresAt'],
    description: 'Giỏ hàng của khách đang mua. Giỏ không dùng đến sẽ tự xoá sau 30 ngày.',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    {
      name: 'token',
      type: 'text',
      required: true,
      access: { read: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    { name: 'customer', type: 'relationship', relationTo: 'users', label: 'Khách hàng', index: true },
    { name: 'items', type: 'json', label: 'Sản phẩm trong giỏ', defaultValue: [] },
    { name: 'coupons', type: 'json', label: 'Mã giảm giá đã áp dụng', defaultValue: [] },
    // What the shopper typed at the checkout so far, and its last notices (the page shows them again without script).
    { name: 'checkout', type: 'json', label: 'Thông tin thanh toán đang điền', admin: { hidden: true } },
    {
      name: 'expiresAt',
      type: 'date',
      label: 'Hết hạn',
      index: true,
      admin: { date: { displayFormat: 'dd/MM/yyyy HH:mm' } },
    },
  ],
}
