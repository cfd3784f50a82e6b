import type { ProductPricing } from '@/features/shop/product'
import { salePercent } from '@/features/shop/logic'
import { vi } from '@/i18n/vi'
import { formatVnd } from '@/lib/vi'

/**
 * A product's price: on sale, the regular price struck through before the sale price, each named for screen readers;
 * a variable product's lowest price ("Giá từ").
 */
export function PriceTag({ pricing, className = '' }: { pricing: ProductPricing; className?: string }) {
  const classes = `price ${className}`.trim()
  if (pricing.kind === 'range') {
    return (
      <div className={classes}>
        {pricing.min !== pricing.max && <span className="price__from">{vi.shop.priceFrom} </span>}
        <span className="price__amount">{formatVnd(pricing.min)}</span>
      </div>
    )
  }
  const { price, regularPrice, onSale } = pricing.price
  if (!onSale) {
    return (
      <div className={classes}>
        <span className="price__amount">{formatVnd(price)}</span>
      </div>
    )
  }
  return (
    <div className={`${classes} price--sale`}>
      <del className="price__regular">
        <span className="visually-hidden">{vi.shop.regularPrice} </span>
        {formatVnd(regularPrice)}
      </del>{' '}
      <ins className="price__amount">
        <span className="visually-hidden">{vi.shop.salePrice} </span>
        {formatVnd(price)}
      </ins>
    </div>
  )
}

/** The sale badge ("-20%", read as "Giảm 20%"), or nothing when the product is not on sale. */
export function SaleBadge({ pricing }: { pricing: ProductPricing }) {
  const percent = pricing.kind === 'single' ? salePercent(pricing.price.regularPrice, pricing.price.price) : pricing.onSale ? null : 0
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
