import type { ComponentConfig } from '@puckeditor/core'
import { pickedProductId } from '../product-grid/logic'
import { PickedProductPreview } from '../product-grid/preview.client'
import { type ProductBuyFields, productBuyConfig } from './config'
import { ProductBuy } from './ProductBuy'

/** In the editor the button previews the chosen product live from the REST API. */
export const productBuyEditorConfig: ComponentConfig<ProductBuyFields> = {
  ...productBuyConfig,
  render: ({ id, puck: _puck, product: picked, ...settings }) => (
    <PickedProductPreview
      productId={pickedProductId({ product: picked })}
      render={(product) => <ProductBuy product={product} blockId={id} nonce="" settings={settings} />}
    />
  ),
}
