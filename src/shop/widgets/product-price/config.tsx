import type { ComponentConfig } from '@puckeditor/core'
import { vi } from '@/i18n/vi'
import { alignField, yesNoField } from '../../../widgets/fields'
import { productPickerField } from '../product-grid/fields'
import type { PickedRecord } from '../../../widgets/record-picker'
import { themeData } from '../../../widgets/theme-data'
import { ProductPrice, type ProductPriceSettings } from './ProductPrice'

export type ProductPriceFields = ProductPriceSettings & { product: PickedRecord | null }

/** "Giá sản phẩm": a chosen product's current price, with its sale badge, anywhere on a page. */
export const productPriceConfig: ComponentConfig<ProductPriceFields> = {
  label: 'Giá sản phẩm',
  fields: {
    product: productPickerField,
    size: {
      type: 'radio',
      label: 'Cỡ chữ',
      options: [
        { label: 'Vừa', value: 'normal' },
        { label: 'Lớn', value: 'large' },
      ],
    },
    showBadge: yesNoField('Hiện nhãn giảm giá'),
    align: alignField,
  },
  defaultProps: { product: null, size: 'large', showBadge: true, align: 'left' },
  // On the site the product was read before rendering (product-grid/load.ts); the editor previews it live.
  render: ({ id, puck, product: _picked, ...settings }) => {
    const product = themeData(puck.metadata)?.productLists?.[id]?.[0]
    if (!product) return <p className="loop-empty">{vi.shop.productNotForSale}</p>
    return <ProductPrice product={product} settings={settings} />
  },
}
