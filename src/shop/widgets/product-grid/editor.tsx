import type { ComponentConfig } from '@puckeditor/core'
import { ProductGrid } from '@/shop/views/ProductCard'
import { productGridConfig } from './config'
import type { ProductListFields } from './fields'
import { readProductListSettings } from './logic'
import { ProductListPreview } from './preview.client'

/** In the editor the grid previews its products live from the REST API. */
export const productGridEditorConfig: ComponentConfig<ProductListFields> = {
  ...productGridConfig,
  render: (props) => (
    <ProductListPreview
      settings={readProductListSettings(props)}
      render={(products) => <ProductGrid products={products} now={new Date()} nonce="" />}
    />
  ),
}
