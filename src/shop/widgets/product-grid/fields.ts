import type { Fields } from '@puckeditor/core'
import { type PickedRecord, recordPicker } from '../../../widgets/record-picker'
import { MAX_PRODUCTS, type ProductSource } from './logic'

export type ProductListFields = { source: ProductSource; category: PickedRecord | null; count: number }

/** What a product grid or carousel lists, as builder fields. */
export const productListFields: Fields<ProductListFields> = {
  source: {
    type: 'select',
    label: 'Sản phẩm',
    options: [
      { label: 'Mới nhất', value: 'latest' },
      { label: 'Nổi bật', value: 'featured' },
      { label: 'Đang giảm giá', value: 'on_sale' },
      { label: 'Bán chạy', value: 'popular' },
      { label: 'Một danh mục', value: 'category' },
    ],
  },
  category: recordPicker({ collection: 'product-categories', nameField: 'name' }, 'Danh mục sản phẩm'),
  count: { type: 'number', label: 'Số sản phẩm', min: 1, max: MAX_PRODUCTS },
}

export const productListDefaults: ProductListFields = { source: 'latest', category: null, count: 8 }

/** The product a single-product widget shows. */
export const productPickerField = recordPicker({ collection: 'products', nameField: 'name' }, 'Sản phẩm')
