import type { ProductPricing } from '@/shop/rules/product'
import { type Crumb, breadcrumbJsonLd } from '../../site/Breadcrumbs'

export interface ProductFacts {
  url: string
  name: string
  description: string
  images: string[]
  sku: string | null
  category: string | null
  pricing: ProductPricing
  /** Variants counted in the offer of a variable product (0 for a simple one). */
  variantCount: number
  inStock: boolean
  onBackorder: boolean
  siteName: string
  siteUrl: string
  breadcrumbs: Crumb[]
}

/** schema.org Product with its offer in VND (an AggregateOffer for a variable product) and the BreadcrumbList. */
export function productJsonLd(facts: ProductFacts): object[] {
  const availability = `https://schema.org/${facts.onBackorder ? 'BackOrder' : facts.inStock ? 'InStock' : 'OutOfStock'}`
  const seller = { '@type': 'Organization', name: facts.siteName, url: facts.siteUrl }
  const offers =
    facts.pricing.kind === 'range'
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'VND',
          lowPrice: facts.pricing.min,
          highPrice: facts.pricing.max,
          offerCount: facts.variantCount,
          availability,
          url: facts.url,
          seller,
        }
      : {
          '@type': 'Offer',
          priceCurrency: 'VND',
          price: facts.pricing.price.price,
          availability,
          url: facts.url,
          seller,
          itemCondition: 'https://schema.org/NewCondition',
        }
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: facts.name,
      description: facts.description || undefined,
      image: facts.images.length ? facts.images : undefined,
      sku: facts.sku || undefined,
      category: facts.category || undefined,
      brand: { '@type': 'Brand', name: facts.siteName },
      offers,
    },
    breadcrumbJsonLd(facts.breadcrumbs, facts.siteUrl),
  ]
}
