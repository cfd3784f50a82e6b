import type { ComponentConfig } from '@puckeditor/core'
import { vi } from '@/i18n/vi'
import { alignField, yesNoField } from '../../../widgets/fields'
import { productPickerField } from '../product-grid/fields'
import type { PickedRecord } from '../../../widgets/record-picker'
import { themeData } from '../../../widgets/theme-data'
import { ProductBuy, type ProductBuySettings } from './ProductBuy'

export type ProductBuyFields = ProductBuySettings & { product: PickedRecord | null }

/** "Nút thêm vào giỏ": a chosen product's add-to-cart button (with its options and quantity) anywhere on a page. */
export const productBuyConfig: ComponentConfig<ProductBuyFields> = {
  label: 'Nút thêm vào giỏ',
  fields: {
    product: productPickerField,
    label: { type: 'text', label: 'Chữ trên nút' },
    showQuantity: yesNoField('Cho chọn số lượng'),
    align: alignField,
  },
  defaultProps: { product: null, label: vi.shop.addToCart, showQuantity: true, align: 'left' },
  // On the site the product was read before rendering (product-grid/load.ts); the editor previews it live.
  render: ({ id, puck, product: _picked, ...settings }) => {
    const data = themeData(puck.metadata)
    const product = data?.productLists?.[id]?.[0]
    if (!product) return <p className="loop-empty">{vi.shop.productNotForSale}</p>
    return <ProductBuy product={product} blockId={id} nonce={data?.shopNonce ?? ''} settings={settings} />
  },
}
