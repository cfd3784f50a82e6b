import type { ProductPricing } from '@/shop/rules/product'
import { vi } from '@/i18n/vi'
import { html, type Markup } from '@/lib/html'
import { formatVnd } from '@/lib/vi'

/** The classes of a price's element: `price`, the caller's, and `price--sale` when on sale. */
export function priceClasses(pricing: ProductPricing, className = ''): string {
  const classes = `price ${className}`.trim()
  return pricing.kind === 'single' && pricing.price.onSale ? `${classes} price--sale` : classes
}

/**
 * What a price element holds, as HTML: on sale, the regular price struck through before the sale price, each named
 * for screen readers; a variable product's lowest price ("Giá từ").
 */
export function priceContentHtml(pricing: ProductPricing): Markup {
  if (pricing.kind === 'range') {
    const from = pricing.min !== pricing.max && html`<span class="price__from">${vi.shop.priceFrom} </span>`
    return html`${from}<span class="price__amount">${formatVnd(pricing.min)}</span>`
  }
  const { price, regularPrice, onSale } = pricing.price
  if (!onSale) return html`<span class="price__amount">${formatVnd(price)}</span>`
  return html`<del class="price__regular"><span class="visually-hidden">${vi.shop.regularPrice} </span>${formatVnd(regularPrice)}</del> <ins class="price__amount"><span class="visually-hidden">${vi.shop.salePrice} </span>${formatVnd(price)}</ins>`
}

/** A product's price as HTML, for the parts rendered without React (search results). */
export const priceHtml = (pricing: ProductPricing, className = ''): Markup =>
  html`<div class="${priceClasses(pricing, className)}">${priceContentHtml(pricing)}</div>`
