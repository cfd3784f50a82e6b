import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../../../cms/access'
import { slugField } from '../../../cms/fields/slug'
import { revalidateShop } from '../../../cms/hooks/revalidate'

/** The shop's product tags ("Thẻ sản phẩm"): a tag's link lists its products in the shop (`e-filter-products-product_tag`). */
export const ProductTags: CollectionConfig = {
  slug: 'product-tags',
  labels: { singular: 'Thẻ sản phẩm', plural: 'Thẻ sản phẩm' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Cửa hàng' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateShop], afterDelete: [revalidateShop] },
  fields: [{ name: 'name', type: 'text', label: 'Tên', required: true, maxLength: 60 }, slugField('name')],
}
