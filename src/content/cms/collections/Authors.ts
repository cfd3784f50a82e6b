import type { CollectionConfig } from 'payload'
import { anyone, isEditor, isEditorField } from '../../../cms/access'
import { slugField } from '../../../cms/fields/slug'
import { revalidateSite } from '../../../cms/hooks/revalidate'
import { imagesOnly } from '../../../cms/collections/Media'

/** Public bylines. A byline may be linked to a user account, which then may edit its own posts. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  labels: { singular: 'Tác giả', plural: 'Tác giả' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'user'], group: 'Nội dung' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateSite], afterDelete: [revalidateSite] },
  fields: [
    { name: 'name', type: 'text', label: 'Tên hiển thị', required: true },
    slugField('name'),
    { name: 'jobTitle', type: 'text', label: 'Chức danh' },
    { name: 'bio', type: 'textarea', label: 'Giới thiệu' },
    { name: 'avatar', type: 'upload', relationTo: 'media', filterOptions: imagesOnly, label: 'Ảnh đại diện' },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: 'Tài khoản liên kết',
      // Hidden from everyone but editors: nobody else may learn, or query through it, anything about the account.
      access: { read: isEditorField },
      admin: { position: 'sidebar' },
    },
  ],
}
