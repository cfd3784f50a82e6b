import { availableQuantity } from '@/shop/rules/logic'
import { productInStock, stockSettings } from '@/shop/rules/product'
import { vi } from '@/i18n/vi'
import type { Product } from '@/payload-types'
import { AddToCartForm } from '@/shop/views/AddToCartForm'
import type { Align } from '../../../widgets/fields'

export interface ProductBuySettings {
  label: string
  showQuantity: boolean
  align: Align
}

/**
 * A picked product's add-to-cart form on any page (its options first, for a variable product), with the notices the
 * add shows above it; "out of stock" when nothing is left.
 */
export function ProductBuy({
  product,
  blockId,
  nonce,
  settings,
}: {
  product: Product
  blockId: string
  nonce: string
  settings: ProductBuySettings
}) {
  const now = new Date()
  const variable = product.productType === 'variable'
  return (
    <div className={`product-buy builder-align--${settings.align}`}>
      <div className="shop-notices" data-shop-notices />
      {productInStock(product, now) ? (
        <AddToCartForm
          product={product}
          available={variable ? null : availableQuantity(stockSettings(product))}
          nonce={nonce}
          idPrefix={`buy-${blockId}`}
          label={settings.label.trim() || vi.shop.addToCart}
          showQuantity={settings.showQuantity}
        />
      ) : (
        <p className="stock stock--out">{vi.shop.outOfStockNamed(product.name)}</p>
      )}
    </div>
  )
}
