import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../../../cms/access'
import { slugField } from '../../../cms/fields/slug'
import { revalidateSite } from '../../../cms/hooks/revalidate'
import { followSlugInMenus } from '../../../cms/menu/hooks'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Chuyên mục', plural: 'Chuyên mục' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'parent'], group: 'Nội dung' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateSite, followSlugInMenus('categories')], afterDelete: [revalidateSite] },
  fields: [
    { name: 'name', type: 'text', label: 'Tên', required: true },
    slugField('name'),
    { name: 'description', type: 'textarea', label: 'Mô tả' },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      label: 'Chuyên mục cha',
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    { name: 'order', type: 'number', label: 'Thứ tự', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
