import type { Field } from 'payload'

/** The owner's measurement settings, in the site settings (docs/measurement.md, Settings). */
export const measurementSettings: Field = {
  name: 'measurement',
  type: 'group',
  label: 'Đo lường và quyền riêng tư',
  fields: [
    {
      name: 'beforeConsent',
      type: 'select',
      label: 'Đo lường khi chưa đồng ý',
      required: true,
      defaultValue: 'off',
      options: [
        { label: 'Tắt: không gửi gì trước khi người đọc đồng ý (mặc định)', value: 'off' },
        { label: 'Chỉ đếm tổng: lượt xem trang, không mã khách truy cập', value: 'aggregate' },
      ],
    },
    {
      name: 'consentVersion',
      type: 'number',
      label: 'Phiên bản thông báo quyền riêng tư',
      required: true,
      defaultValue: 1,
      min: 1,
      max: 999999,
      admin: { description: 'Tăng số này khi chính sách thay đổi: mọi người đọc sẽ được hỏi lại.' },
    },
    {
      name: 'strippedParameters',
      type: 'textarea',
      label: 'Tham số bỏ khỏi địa chỉ đã đo',
      defaultValue: 'token\nkey',
      maxLength: 1000,
      admin: { description: 'Mỗi dòng một tên (ví dụ token, key): bị xoá khỏi mọi địa chỉ trước khi lưu.' },
    },
    {
      name: 'rawEventDays',
      type: 'number',
      label: 'Giữ sự kiện chi tiết (ngày)',
      required: true,
      defaultValue: 90,
      min: 1,
      max: 3650,
      admin: { description: 'Sau số ngày này chỉ còn số liệu tổng hợp theo ngày.' },
    },
  ],
}

/** Google Analytics for owners who keep it: its tag loads only after consent (docs/measurement.md, Google Analytics). */
export const googleAnalyticsId: Field = {
  name: 'analyticsId',
  type: 'text',
  label: 'Mã Google Analytics (G-…)',
  maxLength: 20,
  admin: { description: 'Để trống nếu không dùng. Thẻ của Google chỉ tải sau khi người đọc đồng ý.' },
  validate: (value: string | null | undefined) =>
    !value || /^G-[A-Z0-9]{4,16}$/.test(value) || 'Mã Google Analytics có dạng G-XXXXXXXXXX (chữ in hoa và số).',
}
