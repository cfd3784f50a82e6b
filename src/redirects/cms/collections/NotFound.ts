import type { CollectionConfig } from 'payload'
import { isEditor } from '@/cms/access'

/**
 * Addresses that answered 404 (docs/redirects.md, 404 log): counted by the HTTP front, written in batches, at most
 * MAX_NOT_FOUND_ROWS kept. Nobody writes them in the admin; each row offers a redirect made from it in one click.
 */
export const NotFound: CollectionConfig = {
  slug: 'not-found',
  labels: { singular: 'Địa chỉ không tìm thấy', plural: 'Địa chỉ không tìm thấy' },
  admin: {
    useAsTitle: 'path',
    defaultColumns: ['path', 'hits', 'lastSeen', 'referrer', 'createRedirect'],
    group: 'Hệ thống',
    description:
      'Các địa chỉ người đọc mở nhưng không có trang (lỗi 404), nhiều lượt nhất trước. Bấm “Tạo chuyển hướng” để dẫn ' +
      'một địa chỉ tới trang đúng; địa chỉ đó rời khỏi danh sách khi chuyển hướng được lưu.',
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-hits',
  fields: [
    { name: 'path', type: 'text', label: 'Địa chỉ', required: true, unique: true, index: true },
    { name: 'hits', type: 'number', label: 'Số lượt', required: true, defaultValue: 0, index: true },
    { name: 'firstSeen', type: 'date', label: 'Lần đầu', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastSeen', type: 'date', label: 'Lần gần nhất', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'referrer', type: 'text', label: 'Trang dẫn tới gần nhất' },
    {
      name: 'createRedirect',
      type: 'ui',
      label: 'Chuyển hướng',
      admin: {
        components: {
          Cell: '@/redirects/cms/components/CreateRedirectCell#CreateRedirectCell',
          Field: '@/redirects/cms/components/CreateRedirectCell#CreateRedirectField',
        },
      },
    },
  ],
}
