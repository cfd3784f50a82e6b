import { googleAnalyticsId, measurementSettings } from '@/analytics/cms/settings'
import type { Field, GlobalConfig } from 'payload'
import { defaultShareTargets, shareTargetChoices, shareTitle } from '@/features/share/logic'
import { anyone, isAdmin, isAdminField } from '../access'
import { imagesOnly } from '../collections/Media'
import { linkUrlField } from '../fields/link-url'
import { revalidateSite } from '../hooks/revalidate'
import { followHomePageInMenus } from '../menu/hooks'

/** A third-party captcha needs both its keys (src/forms/rules/captcha-provider.ts). */
const keyOfProvider =
  (label: string) =>
  (value: unknown, { siblingData }: { siblingData: { provider?: string } }) =>
    siblingData.provider && siblingData.provider !== 'altcha' && !(typeof value === 'string' && value.trim())
      ? `Cần nhập ${label} của dịch vụ đã chọn (hoặc chọn lại ALTCHA).`
      : true

const withThirdParty = (_: unknown, sibling: { provider?: string }) =>
  Boolean(sibling?.provider && sibling.provider !== 'altcha')

/** Which captcha the forms' "Xác minh" field uses. */
const captchaSettings: Field = {
  name: 'captcha',
  type: 'group',
  label: 'Chống thư rác (captcha)',
  admin: {
    description:
      'Ô "Xác minh" của biểu mẫu dùng ALTCHA, tự chạy trên trang này, không cần bên thứ ba. Muốn dùng Google reCAPTCHA v3 hoặc Cloudflare Turnstile thì chọn dịch vụ và nhập đủ hai khoá lấy từ trang quản lý của dịch vụ đó.',
  },
  fields: [
    {
      name: 'provider',
      type: 'select',
      label: 'Dịch vụ',
      defaultValue: 'altcha',
      required: true,
      options: [
        { label: 'ALTCHA (tự lưu trữ, mặc định)', value: 'altcha' },
        { label: 'Google reCAPTCHA v3 (chấm điểm, người đọc không phải bấm)', value: 'recaptcha' },
        { label: 'Cloudflare Turnstile', value: 'turnstile' },
      ],
    },
    {
      name: 'siteKey',
      type: 'text',
      label: 'Khoá trang (site key)',
      maxLength: 200,
      validate: keyOfProvider('khoá trang'),
      admin: { condition: withThirdParty },
    },
    {
      name: 'secretKey',
      type: 'text',
      label: 'Khoá bí mật (secret key)',
      maxLength: 200,
      // Only administrators read it back; the site's server reads it to check tokens.
      access: { read: isAdminField },
      validate: keyOfProvider('khoá bí mật'),
      admin: { condition: withThirdParty },
    },
    {
      name: 'minScore',
      type: 'number',
      label: 'Điểm tối thiểu (0–1)',
      min: 0,
      max: 1,
      defaultValue: 0.5,
      admin: {
        step: 0.1,
        condition: (_, sibling) => sibling?.provider === 'recaptcha',
        description: 'reCAPTCHA v3 chấm mỗi lần gửi từ 0 (máy) đến 1 (người thật); bài gửi dưới mức này bị từ chối.',
      },
    },
  ],
}

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
      admin: {
        description: 'Ảnh hiện khi chia sẻ lên Facebook, Zalo… một trang không có ảnh riêng (nên dùng ảnh 1200×630).',
      },
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
      admin: {
        description:
          'Một trang dựng bằng trình thiết kế làm trang chủ. Để trống để dùng trang chủ mặc định (bài nổi bật, bài mới, từng chuyên mục).',
      },
    },
    linkUrlField('shareUrl', 'URL chia sẻ cố định (share_url)', {
      webOnly: true,
      description: 'Để trống để chia sẻ địa chỉ của trang đang xem.',
    }),
    {
      name: 'shareNetworks',
      type: 'select',
      hasMany: true,
      label: 'Nút chia sẻ dưới bài viết',
      options: shareTargetChoices.map((target) => ({ label: shareTitle(target), value: target })),
      admin: {
        description: `Để trống để hiện các nút mặc định: ${defaultShareTargets.map(shareTitle).join(', ')}. Quá tám nút thì các nút sau nằm trong "Thêm".`,
      },
    },
    captchaSettings,
    { name: 'socialAppId', type: 'text', label: 'App ID của SDK mạng xã hội' },
    measurementSettings,
    googleAnalyticsId,
  ],
}
