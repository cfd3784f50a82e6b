import type { ProductPricing } from '@/shop/rules/product'
import { salePercent } from '@/shop/rules/logic'
import { vi } from '@/i18n/vi'
import { formatVnd } from '@/lib/vi'

/** The classes of a price's element: `price`, the caller's, and `price--sale` when on sale. */
function priceClasses(pricing: ProductPricing, className: string): string {
  const classes = `price ${className}`.trim()
  return pricing.kind === 'single' && pricing.price.onSale ? `${classes} price--sale` : classes
}

/** What a price element holds: a variable product's lowest price, one price, or a sale after the regular one. */
function PriceContent({ pricing }: { pricing: ProductPricing }) {
  if (pricing.kind === 'range') {
    return (
      <>
        {pricing.min !== pricing.max && <span className="price__from">{vi.shop.priceFrom} </span>}
        <span className="price__amount">{formatVnd(pricing.min)}</span>
      </>
    )
  }
  const { price, regularPrice, onSale } = pricing.price
  if (!onSale) return <span className="price__amount">{formatVnd(price)}</span>
  return (
    <>
      <del className="price__regular">
        <span className="visually-hidden">{vi.shop.regularPrice} </span>
        {formatVnd(regularPrice)}
      </del>{' '}
      <ins className="price__amount">
        <span className="visually-hidden">{vi.shop.salePrice} </span>
        {formatVnd(price)}
      </ins>
    </>
  )
}

/**
 * A product's price: on sale, the regular price struck through before the sale price, each named for screen readers;
 * a variable product's lowest price ("Giá từ"). Product cards and pages, the purchase summary and search show it.
 */
export function PriceTag({ pricing, className = '' }: { pricing: ProductPricing; className?: string }) {
  return (
    <div className={priceClasses(pricing, className)}>
      <PriceContent pricing={pricing} />
    </div>
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
