import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/cms/access'

/**
 * The proof of each privacy choice a reader made on the banner (docs/measurement.md, Consent): when, under which
 * banner version, what was chosen, under the random id the reader's cookie holds. No address, no e-mail, no account.
 * Written only by `POST /api/consent`; nobody changes or deletes a record in the admin or the API, and only
 * administrators read them.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Bản ghi đồng ý', plural: 'Bản ghi đồng ý' },
  admin: {
    useAsTitle: 'consentId',
    defaultColumns: ['consentId', 'version', 'analytics', 'advertising', 'createdAt'],
    group: 'Thống kê',
    description: 'Lựa chọn quyền riêng tư của người đọc, lưu làm bằng chứng. Không ai sửa hay xoá được.',
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  timestamps: true,
  fields: [
    { name: 'consentId', type: 'text', label: 'Mã đồng ý', required: true, index: true, maxLength: 22 },
    { name: 'version', type: 'number', label: 'Phiên bản thông báo', required: true, min: 1 },
    { name: 'analytics', type: 'checkbox', label: 'Phân tích', required: true, defaultValue: false },
    { name: 'advertising', type: 'checkbox', label: 'Quảng cáo', required: true, defaultValue: false },
    {
      name: 'gpc',
      type: 'checkbox',
      label: 'Trình duyệt gửi Global Privacy Control',
      required: true,
      defaultValue: false,
    },
  ],
}
