import type { ComponentConfig } from '@puckeditor/core'
import { pickedProductId } from '../product-grid/logic'
import { PickedProductPreview } from '../product-grid/preview.client'
import { type ProductPriceFields, productPriceConfig } from './config'
import { ProductPrice } from './ProductPrice'

/** In the editor the price previews the chosen product live from the REST API. */
export const productPriceEditorConfig: ComponentConfig<ProductPriceFields> = {
  ...productPriceConfig,
  render: ({ puck: _puck, product: picked, ...settings }) => (
    <PickedProductPreview
      productId={pickedProductId({ product: picked })}
      render={(product) => <ProductPrice product={product} settings={settings} />}
    />
  ),
}
