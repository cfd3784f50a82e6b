import type { CollectionSlug, TextField } from 'payload'
import { slugify } from '@/lib/vi'

/**
 * A unique, indexed slug, filled from `sourceField` (Vietnamese diacritics removed) when left empty.
 * `sharedWith` names a collection served under the same URL space (posts and pages both live at `/{slug}`),
 * so a slug taken there is refused here too.
 */
export function slugField(
  sourceField: string,
  sharedWith?: { collection: CollectionSlug; message: string },
): TextField {
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
    validate: async (value, { req }) => {
      if (!sharedWith || typeof value !== 'string' || !value) return true
      const taken = await req.payload.count({
        collection: sharedWith.collection,
        where: { slug: { equals: value } },
        overrideAccess: true,
        req,
      })
      return taken.totalDocs > 0 ? sharedWith.message : true
    },
  }
}
