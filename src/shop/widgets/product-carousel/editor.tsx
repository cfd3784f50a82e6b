import type { ComponentConfig } from '@puckeditor/core'
import { readProductListSettings } from '../product-grid/logic'
import { ProductListPreview } from '../product-grid/preview.client'
import { productCarouselConfig, type ProductCarouselFields } from './config'
import { ProductCarousel } from './ProductCarousel'

/** In the editor the carousel previews its products live from the REST API, as the product grid does. */
export const productCarouselEditorConfig: ComponentConfig<ProductCarouselFields> = {
  ...productCarouselConfig,
  render: ({ puck, ...props }) => (
    <ProductListPreview
      settings={readProductListSettings(props)}
      render={(products) => <ProductCarousel {...props} products={products} nonce="" isEditing={puck.isEditing} />}
    />
  ),
}
