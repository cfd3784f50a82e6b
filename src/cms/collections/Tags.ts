import type { CollectionConfig } from 'payload'
import { anyone, isEditor, isStaff } from '../access'
import { slugField } from '../fields/slug'
import { revalidateSite } from '../hooks/revalidate'
import { followSlugInMenus } from '../menu/hooks'

export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: { singular: 'Thẻ', plural: 'Thẻ' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Nội dung' },
  access: { read: anyone, create: isStaff, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateSite, followSlugInMenus('tags')], afterDelete: [revalidateSite] },
  fields: [{ name: 'name', type: 'text', label: 'Tên', required: true }, slugField('name')],
}
