import type { GlobalConfig } from 'payload'
import { anyone, isAdmin } from '../access'
import { imagesOnly } from '../collections/Media'
import { linkUrlField } from '../fields/link-url'
import { revalidateSite } from '../hooks/revalidate'
import { followHomePageInMenus } from '../menu/hooks'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Cài đặt trang',
  admin: { group: 'Hệ thống' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateSite, followHomePageInMenus] },
  fields: [
    { name: 'siteName', type: 'text', label: 'Tên trang', required: true, defaultValue: 'Thủ Thuật Điện Thoại' },
    { name: 'tagline', type: 'text', label: 'Khẩu hiệu', defaultValue: 'Mẹo hay cho điện thoại của bạn' },
    { name: 'description', type: 'textarea', label: 'Mô tả trang' },
    { name: 'logo', type: 'upload', relationTo: 'media', filterOptions: imagesOnly, label: 'Logo' },
    {
      name: 'shareImage',
      type: 'upload',
      relationTo: 'media',
      filterOptions: imagesOnly,
      label: 'Ảnh chia sẻ mặc định',
      admin: { description: 'Ảnh hiện khi chia sẻ lên Facebook, Zalo… một trang không có ảnh riêng (nên dùng ảnh 1200×630).' },
    },
    {
      name: 'contact',
      type: 'group',
      label: 'Liên hệ',
      admin: { description: 'Hiện ở chân trang và ở khối "Thông tin liên hệ"; mục để trống thì không hiện.' },
      fields: [
        { name: 'email', type: 'email', label: 'Thư điện tử' },
        {
          name: 'phone',
          type: 'text',
          label: 'Điện thoại',
          maxLength: 30,
          validate: (value: unknown) =>
            !value || (typeof value === 'string' && /^\+?[0-9 .()-]{6,30}$/.test(value))
              ? true
              : 'Số điện thoại chỉ gồm chữ số, khoảng trắng, dấu chấm, gạch ngang và dấu + ở đầu.',
        },
        { name: 'address', type: 'textarea', label: 'Địa chỉ', maxLength: 300 },
        { name: 'hours', type: 'text', label: 'Giờ làm việc', maxLength: 120 },
      ],
    },
    {
      name: 'homePage',
      type: 'relationship',
      relationTo: 'pages',
      label: 'Trang chủ',
      admin: { description: 'Một trang dựng bằng trình thiết kế làm trang chủ. Để trống để dùng trang chủ mặc định (bài nổi bật, bài mới, từng chuyên mục).' },
    },
    linkUrlField('shareUrl', 'URL chia sẻ cố định (share_url)', { webOnly: true, description: 'Để trống để chia sẻ địa chỉ của trang đang xem.' }),
    { name: 'socialAppId', type: 'text', label: 'App ID của SDK mạng xã hội' },
    { name: 'analyticsId', type: 'text', label: 'Mã đo lường (analytics)' },
  ],
}
