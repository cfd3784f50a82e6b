import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../../../cms/access'
import { slugField } from '../../../cms/fields/slug'
import { revalidateShop } from '../../../cms/hooks/revalidate'
import { imagesOnly } from '../../../cms/collections/Media'

/** The shop's nested product categories ("Danh mục sản phẩm"), each with its archive at `/danh-muc-san-pham/{slug}`. */
export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: 'Danh mục sản phẩm', plural: 'Danh mục sản phẩm' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'parent'], group: 'Cửa hàng' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateShop], afterDelete: [revalidateShop] },
  fields: [
    { name: 'name', type: 'text', label: 'Tên', required: true, maxLength: 100 },
    slugField('name'),
    { name: 'description', type: 'textarea', label: 'Mô tả', maxLength: 500 },
    { name: 'image', type: 'upload', relationTo: 'media', filterOptions: imagesOnly, label: 'Ảnh' },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'product-categories',
      label: 'Danh mục cha',
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    { name: 'order', type: 'number', label: 'Thứ tự', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
