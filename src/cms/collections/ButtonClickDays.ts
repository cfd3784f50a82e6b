import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../access'
import { clickedButtonField } from './ButtonClicks'

/** Clicks on the floating buttons per day, button and page, counted every night from the raw clicks (kept 90 days). */
export const ButtonClickDays: CollectionConfig = {
  slug: 'button-click-days',
  labels: { singular: 'Lượt bấm theo ngày', plural: 'Lượt bấm theo ngày' },
  admin: {
    useAsTitle: 'path',
    defaultColumns: ['date', 'button', 'path', 'count'],
    group: 'Thống kê',
    description: 'Tổng hợp mỗi đêm từ các lượt bấm nút nổi; lượt bấm chi tiết chỉ được giữ 90 ngày.',
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: isAdmin },
  defaultSort: '-date',
  indexes: [{ fields: ['date', 'button', 'path'], unique: true }],
  fields: [
    {
      name: 'date',
      type: 'text',
      label: 'Ngày',
      required: true,
      index: true,
      admin: { description: 'Ngày theo giờ Việt Nam (năm-tháng-ngày).' },
    },
    clickedButtonField,
    { name: 'path', type: 'text', label: 'Trang', required: true, maxLength: 300 },
    { name: 'count', type: 'number', label: 'Số lượt bấm', required: true, min: 0 },
  ],
}
