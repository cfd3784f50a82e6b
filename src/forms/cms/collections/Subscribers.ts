import type { CollectionConfig } from 'payload'
import { isAdmin, isEditor } from '../../../cms/access'

/**
 * Readers who asked for the newsletter through a form with the "subscribe" action. Double opt-in: an address is
 * `pending` until its owner opens the signed link in the confirmation mail; the unsubscribe link in every mail
 * makes it `unsubscribed` (kept, so it is never mailed again by mistake). Written only by the site itself.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Người đăng ký nhận tin', plural: 'Người đăng ký nhận tin' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'source', 'createdAt'], group: 'Biểu mẫu' },
  access: { read: isEditor, create: () => false, update: isEditor, delete: isAdmin },
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'E-mail',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Trạng thái',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Chờ xác nhận', value: 'pending' },
        { label: 'Đã xác nhận', value: 'confirmed' },
        { label: 'Đã hủy đăng ký', value: 'unsubscribed' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'source', type: 'text', label: 'Đăng ký qua biểu mẫu', admin: { readOnly: true } },
    {
      name: 'confirmedAt',
      type: 'date',
      label: 'Xác nhận lúc',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
