import type { GroupField } from 'payload'

/** Search-engine title and description, overriding the document's own title and summary. */
export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  fields: [
    { name: 'title', type: 'text', label: 'Tiêu đề SEO', maxLength: 70 },
    { name: 'description', type: 'textarea', label: 'Mô tả SEO', maxLength: 170 },
  ],
}
