import type { GroupField } from 'payload'

/** Search-engine title and description, overriding the document's own title and summary, and whether engines may index it at all. */
export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  fields: [
    { name: 'title', type: 'text', label: 'Tiêu đề SEO', maxLength: 70 },
    { name: 'description', type: 'textarea', label: 'Mô tả SEO', maxLength: 170 },
    {
      name: 'noindex',
      type: 'checkbox',
      label: 'Ẩn khỏi công cụ tìm kiếm',
      defaultValue: false,
      admin: {
        description:
          'Vẫn mở được bằng đường dẫn, nhưng không có trong sơ đồ trang và công cụ tìm kiếm được báo không lập chỉ mục (trang mẫu, trang thử).',
      },
    },
  ],
}
