import { productPricing } from '@/shop/rules/product'
import type { Product } from '@/payload-types'
import { PriceTag, SaleBadge } from '@/shop/views/PriceTag'
import type { Align } from '../../../widgets/fields'

export interface ProductPriceSettings {
  size: 'normal' | 'large'
  showBadge: boolean
  align: Align
}

/** A picked product's price now (the sale price beside the struck regular one, or "Giá từ" the lowest of its versions). */
export function ProductPrice({ product, settings }: { product: Product; settings: ProductPriceSettings }) {
  const pricing = productPricing(product, new Date())
  return (
    <div className={`product-price builder-align--${settings.align}`}>
      <PriceTag pricing={pricing} className={settings.size === 'large' ? 'price--large' : ''} />
      {settings.showBadge && <SaleBadge pricing={pricing} />}
    </div>
  )
}
