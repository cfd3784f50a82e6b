import type { CollectionConfig } from 'payload'
import { anyone, isEditor, isStaff } from '../../../cms/access'
import { slugField } from '../../../cms/fields/slug'
import { revalidateSite } from '../../../cms/hooks/revalidate'
import { followSlugInMenus } from '../../../cms/menu/hooks'

export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: { singular: 'Thẻ', plural: 'Thẻ' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Nội dung' },
  access: { read: anyone, create: isStaff, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateSite, followSlugInMenus('tags')], afterDelete: [revalidateSite] },
  fields: [{ name: 'name', type: 'text', label: 'Tên', required: true }, slugField('name')],
}
