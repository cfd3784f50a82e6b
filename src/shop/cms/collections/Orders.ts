import { type CollectionConfig, baseIDField } from 'payload'
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/shop/rules/order-status'
import { PAYMENT_METHOD_LABELS } from '@/shop/rules/payment-methods'
import { hasRole, isAdmin, isEditor, isEditorField } from '../../../cms/access'
import { customerNotesOnly, staffOrNoteToCustomer } from '../access/orders'
import { addressFields } from '../../../cms/fields/address'
import { priceField } from '../fields/money'
import { checkOrderChange, recordOrderChange } from '../order-hooks'

const readOnly = { readOnly: true }
/** Who changed a status, wrote a note or a refund, and the note typed with a status change: the shop's staff only. */
const staffOnly = { read: isEditorField }
/** A note's fields: staff, and the customer for the notes written to them. */
const noteReaders = { read: staffOrNoteToCustomer }

/**
 * The shop's orders ("Đơn hàng"): made only by the checkout (never through the API), with a readable number, lines and
 * totals as they were when ordered, addresses, payment, notes and the history of their status. Customers read their
 * own, without the shop's private notes, the notes typed with status changes and who wrote what; editors manage them
 * (status with a note, refunds); administrators may delete.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Đơn hàng', plural: 'Đơn hàng' },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'billing.fullName', 'total', 'paymentMethod', 'createdAt'],
    listSearchableFields: ['number', 'email', 'billing.fullName', 'billing.phone'],
    group: 'Cửa hàng',
  },
  defaultSort: '-createdAt',
  access: {
    read: ({ req }) =>
      hasRole(req.user, 'admin', 'editor') ? true : req.user ? { customer: { equals: req.user.id } } : false,
    create: () => false,
    update: isEditor,
    delete: isAdmin,
  },
  hooks: { beforeChange: [checkOrderChange], afterChange: [recordOrderChange] },
  fields: [
    {
      name: 'number',
      type: 'text',
      label: 'Số đơn',
      required: true,
      unique: true,
      index: true,
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Trạng thái',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusNote',
      type: 'textarea',
      label: 'Ghi chú cho lần đổi trạng thái này',
      virtual: true,
      maxLength: 1000,
      // Payload shows a virtual field read-only unless told otherwise: the editor types this note.
      admin: {
        position: 'sidebar',
        readOnly: false,
        description: 'Được lưu vào lịch sử đơn hàng cùng lần đổi trạng thái.',
      },
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'users',
      label: 'Khách hàng',
      index: true,
      admin: { ...readOnly, position: 'sidebar' },
    },
    { name: 'email', type: 'email', label: 'E-mail nhận thông báo', required: true, index: true, admin: readOnly },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Sản phẩm',
          fields: [
            {
              name: 'lines',
              type: 'array',
              label: 'Sản phẩm đã đặt',
              labels: { singular: 'Dòng', plural: 'Sản phẩm đã đặt' },
              admin: readOnly,
              fields: [
                { name: 'product', type: 'relationship', relationTo: 'products', label: 'Sản phẩm' },
                { name: 'variant', type: 'text', label: 'Phiên bản' },
                { name: 'name', type: 'text', label: 'Tên lúc đặt', required: true },
                { name: 'sku', type: 'text', label: 'SKU' },
                {
                  type: 'row',
                  fields: [
                    priceField('unitPrice', 'Đơn giá (₫)', true),
                    { name: 'quantity', type: 'number', label: 'Số lượng', required: true, min: 1 },
                    priceField('discount', 'Giảm (₫)'),
                    priceField('total', 'Thành tiền (₫)', true),
                  ],
                },
                { name: 'virtual', type: 'checkbox', label: 'Không cần giao' },
                // Where its stock was taken from, to give it back when the order is cancelled or fails.
                { name: 'variantRowId', type: 'text', admin: { hidden: true } },
                { name: 'stockManaged', type: 'checkbox', admin: { hidden: true } },
              ],
            },
            {
              name: 'coupons',
              type: 'array',
              label: 'Mã giảm giá',
              labels: { singular: 'Mã', plural: 'Mã giảm giá' },
              admin: readOnly,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'code', type: 'text', label: 'Mã', required: true },
                    priceField('discount', 'Giảm (₫)', true),
                  ],
                },
                { name: 'freeShipping', type: 'checkbox', label: 'Miễn phí giao hàng' },
              ],
            },
            {
              name: 'shipping',
              type: 'group',
              label: 'Giao hàng',
              admin: readOnly,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'method', type: 'text', label: 'Cách giao' },
                    { name: 'label', type: 'text', label: 'Tên' },
                    priceField('cost', 'Phí (₫)'),
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  ...priceField('subtotal', 'Tạm tính (₫)', true),
                  admin: { ...priceField('subtotal', '').admin, readOnly: true },
                },
                {
                  ...priceField('discountTotal', 'Giảm giá (₫)'),
                  admin: { ...priceField('discountTotal', '').admin, readOnly: true },
                },
                {
                  ...priceField('shippingTotal', 'Phí giao (₫)'),
                  admin: { ...priceField('shippingTotal', '').admin, readOnly: true },
                },
                {
                  ...priceField('total', 'Tổng cộng (₫)', true),
                  admin: { ...priceField('total', '').admin, readOnly: true },
                },
              ],
            },
          ],
        },
        {
          label: 'Địa chỉ',
          fields: [
            { name: 'billing', type: 'group', label: 'Người mua', fields: addressFields(true) },
            { name: 'shipToDifferentAddress', type: 'checkbox', label: 'Giao tới địa chỉ khác' },
            {
              name: 'shippingAddress',
              type: 'group',
              label: 'Địa chỉ giao hàng',
              admin: { condition: (data) => Boolean(data?.shipToDifferentAddress) },
              fields: addressFields(false),
            },
            { name: 'customerNote', type: 'textarea', label: 'Ghi chú của khách', maxLength: 1000, admin: readOnly },
          ],
        },
        {
          label: 'Thanh toán',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'paymentMethod',
                  type: 'select',
                  label: 'Cách thanh toán',
                  options: Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label })),
                  admin: readOnly,
                },
                { name: 'transactionId', type: 'text', label: 'Mã giao dịch', admin: readOnly },
                {
                  name: 'paidAt',
                  type: 'date',
                  label: 'Thanh toán lúc',
                  admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
                },
              ],
            },
            {
              name: 'foreignAmount',
              type: 'group',
              label: 'Số tiền đã quy đổi (PayPal)',
              admin: { ...readOnly, condition: (data) => data?.paymentMethod === 'paypal' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'currency', type: 'text', label: 'Tiền tệ' },
                    { name: 'value', type: 'text', label: 'Số tiền' },
                    { name: 'rate', type: 'number', label: 'Tỉ giá (₫ cho 1 đơn vị)' },
                  ],
                },
              ],
            },
            {
              name: 'refunds',
              type: 'array',
              label: 'Hoàn tiền',
              labels: { singular: 'Lần hoàn tiền', plural: 'Hoàn tiền' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    priceField('amount', 'Số tiền (₫)', true),
                    { name: 'reason', type: 'text', label: 'Lý do', maxLength: 300 },
                  ],
                },
                {
                  name: 'at',
                  type: 'date',
                  label: 'Lúc',
                  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
                },
                { name: 'by', type: 'text', label: 'Người ghi', admin: readOnly, access: staffOnly },
              ],
            },
          ],
        },
        {
          label: 'Ghi chú và lịch sử',
          fields: [
            {
              name: 'notes',
              type: 'array',
              label: 'Ghi chú',
              labels: { singular: 'Ghi chú', plural: 'Ghi chú' },
              hooks: { afterRead: [customerNotesOnly] },
              fields: [
                {
                  name: 'text',
                  type: 'textarea',
                  label: 'Nội dung',
                  required: true,
                  maxLength: 2000,
                  access: noteReaders,
                },
                {
                  name: 'toCustomer',
                  type: 'checkbox',
                  label: 'Gửi cho khách (hiện trong đơn hàng của khách và gửi e-mail)',
                  access: noteReaders,
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'by', type: 'text', label: 'Người viết', admin: readOnly, access: staffOnly },
                    {
                      name: 'at',
                      type: 'date',
                      label: 'Lúc',
                      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
                      access: noteReaders,
                    },
                  ],
                },
                // Payload's own row id, readable as the note is: where[notes.id][exists] must not tell of private notes.
                { ...baseIDField, access: noteReaders },
              ],
            },
            {
              name: 'history',
              type: 'array',
              label: 'Lịch sử trạng thái',
              labels: { singular: 'Lần đổi', plural: 'Lịch sử trạng thái' },
              admin: readOnly,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'from', type: 'text', label: 'Từ' },
                    { name: 'to', type: 'text', label: 'Sang' },
                    { name: 'by', type: 'text', label: 'Người đổi', access: staffOnly },
                    { name: 'at', type: 'date', label: 'Lúc', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                  ],
                },
                { name: 'note', type: 'text', label: 'Ghi chú', access: staffOnly },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'downloads',
      type: 'array',
      label: 'Quyền tải về',
      labels: { singular: 'Tệp', plural: 'Quyền tải về' },
      admin: { ...readOnly, condition: (data) => Boolean(data?.downloads?.length) },
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', label: 'Sản phẩm' },
        { name: 'name', type: 'text', label: 'Tệp', required: true },
        { name: 'file', type: 'relationship', relationTo: 'product-files', label: 'Tệp lưu' },
        {
          type: 'row',
          fields: [
            { name: 'remaining', type: 'number', label: 'Còn lượt tải' },
            { name: 'count', type: 'number', label: 'Đã tải', defaultValue: 0 },
            { name: 'expiresAt', type: 'date', label: 'Hết hạn' },
          ],
        },
      ],
    },
    // What the checkout keeps for itself: never shown, never changed by hand.
    {
      name: 'checkoutKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
    { name: 'orderKey', type: 'text', index: true, admin: { hidden: true }, access: { update: () => false } },
    { name: 'stockHeld', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
  ],
}
