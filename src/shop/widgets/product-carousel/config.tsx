import type { ComponentConfig } from '@puckeditor/core'
import { vi } from '@/i18n/vi'
import { carouselDefaults, carouselFields } from '../../../widgets/carousel/fields'
import type { CarouselSettings } from '../../../widgets/carousel/logic'
import { type ProductListFields, productListDefaults, productListFields } from '../product-grid/fields'
import { themeData } from '../../../widgets/theme-data'
import { ProductCarousel } from './ProductCarousel'

export type ProductCarouselFields = ProductListFields & Required<CarouselSettings> & { label: string }

/** A product grid's list shown as a carousel of cards ("Trình chiếu sản phẩm"). */
export const productCarouselConfig: ComponentConfig<ProductCarouselFields> = {
  label: 'Trình chiếu sản phẩm',
  fields: {
    label: { type: 'text', label: 'Tên trình chiếu (cho trình đọc màn hình)' },
    ...productListFields,
    ...carouselFields,
  },
  defaultProps: { label: 'Sản phẩm nổi bật', ...productListDefaults, ...carouselDefaults },
  // On the site the products were loaded before rendering (product-grid/load.ts); the editor previews them live.
  render: ({ id, puck, ...props }) => {
    const data = themeData(puck.metadata)
    const products = data?.productLists?.[id]
    if (!products?.length) return <p className="loop-empty">{vi.shop.noProductsHere}</p>
    return <ProductCarousel {...props} products={products} nonce={data?.shopNonce ?? ''} isEditing={puck.isEditing} />
  },
}
