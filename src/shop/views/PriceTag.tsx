import type { ProductPricing } from '@/shop/rules/product'
import { salePercent } from '@/shop/rules/logic'
import { vi } from '@/i18n/vi'
import { priceClasses, priceContentHtml } from './price-html'

/**
 * A product's price: on sale, the regular price struck through before the sale price, each named for screen readers;
 * a variable product's lowest price ("Giá từ"). Written once, as HTML (price-html.ts), for React and for search.
 */
export function PriceTag({ pricing, className = '' }: { pricing: ProductPricing; className?: string }) {
  return (
    <div
      className={priceClasses(pricing, className)}
      dangerouslySetInnerHTML={{ __html: priceContentHtml(pricing).html }}
    />
  )
}

/** The sale badge ("-20%", read as "Giảm 20%"), or nothing when the product is not on sale. */
export function SaleBadge({ pricing }: { pricing: ProductPricing }) {
  const percent =
    pricing.kind === 'single' ? salePercent(pricing.price.regularPrice, pricing.price.price) : pricing.onSale ? null : 0
  if (percent === 0) return null
  return (
    <span className="sale-badge">
      {percent === null ? (
        vi.shop.onSale
      ) : (
        <>
          <span aria-hidden="true">{vi.shop.saleBadge(percent)}</span>
          <span className="visually-hidden">{vi.shop.saleBadgeLabel(percent)}</span>
        </>
      )}
    </span>
  )
}
