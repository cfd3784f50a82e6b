import type { GlobalConfig } from 'payload'
import { anyone, isAdmin } from '../access'
import { imagesOnly } from '../collections/Media'
import { linkUrlField } from '../fields/link-url'
import { revalidateSite } from '../hooks/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Cài đặt trang',
  admin: { group: 'Hệ thống' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateSite] },
  fields: [
    { name: 'siteName', type: 'text', label: 'Tên trang', required: true, defaultValue: 'Thủ Thuật Điện Thoại' },
    { name: 'tagline', type: 'text', label: 'Khẩu hiệu', defaultValue: 'Mẹo hay cho điện thoại của bạn' },
    { name: 'description', type: 'textarea', label: 'Mô tả trang' },
    { name: 'logo', type: 'upload', relationTo: 'media', filterOptions: imagesOnly, label: 'Logo' },
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
