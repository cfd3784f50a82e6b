import type { TextField } from 'payload'
import { slugify } from '@/lib/vi'

/** A unique, indexed slug, filled from `sourceField` (Vietnamese diacritics removed) when left empty. */
export function slugField(sourceField: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    label: 'Đường dẫn (slug)',
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: 'Để trống để tạo tự động từ tiêu đề.' },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          const source = typeof value === 'string' && value.trim() ? value : data?.[sourceField]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}
