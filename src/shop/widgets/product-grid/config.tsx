import type { ComponentConfig } from '@puckeditor/core'
import { vi } from '@/i18n/vi'
import { ProductGrid } from '@/shop/views/ProductCard'
import { themeData } from '../../../widgets/theme-data'
import { type ProductListFields, productListDefaults, productListFields } from './fields'

/** Product cards in a grid ("Lưới sản phẩm"): the newest, featured, on sale, best-selling or one category's products. */
export const productGridConfig: ComponentConfig<ProductListFields> = {
  label: 'Lưới sản phẩm',
  fields: productListFields,
  defaultProps: productListDefaults,
  // On the site the products were loaded before rendering (load.ts); the editor previews them live.
  render: ({ id, puck }) => {
    const data = themeData(puck.metadata)
    const products = data?.productLists?.[id]
    if (!products?.length) return <p className="loop-empty">{vi.shop.noProductsHere}</p>
    return <ProductGrid products={products} now={new Date()} nonce={data?.shopNonce ?? ''} />
  },
}
