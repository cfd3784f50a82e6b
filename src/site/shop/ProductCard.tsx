import type { Media, Product, ProductCategory } from '@/payload-types'
import { productInStock, productPricing } from '@/features/shop/product'
import { vi } from '@/i18n/vi'
import { populated, populatedAll } from '@/lib/stored-values'
import { ResponsiveImage } from '../ResponsiveImage'
import { PriceTag, SaleBadge } from './PriceTag'

export const productPath = (product: Pick<Product, 'slug'>) => `/san-pham/${product.slug}`
export const productCategoryPath = (category: Pick<ProductCategory, 'slug'>) => `/danh-muc-san-pham/${category.slug}`

/** A product's first picture, or null. */
export const productImage = (product: Pick<Product, 'images'>): Media | null => populatedAll(product.images)[0] ?? null

/**
 * A product in a grid: its picture and name link to its page, its first category, its price with the sale badge,
 * and whether it is out of stock.
 */
export function ProductCard({ product, now, headingLevel = 3, priority = false }: { product: Product; now: Date; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = productImage(product)
  const category = populated(product.categories?.[0])
  const pricing = productPricing(product, now)
  const href = productPath(product)
  return (
    <article className="product-card">
      <a className="product-card__media" href={href} tabIndex={-1} aria-hidden="true">
        {image?.url && (
          <ResponsiveImage
            src={image.url}
            alt=""
            width={image.width ?? 1200}
            height={image.height ?? 1200}
            sizes="(max-width: 767px) 50vw, (max-width: 1024px) 33vw, 280px"
            className="product-card__image"
            priority={priority}
          />
        )}
      </a>
      <SaleBadge pricing={pricing} />
      <div className="product-card__body">
        {category && <p className="product-card__category">{category.name}</p>}
        <Heading className="product-card__title">
          <a href={href}>{product.name}</a>
        </Heading>
        <PriceTag pricing={pricing} />
        {!productInStock(product, now) && <p className="product-card__stock">{vi.shop.outOfStock}</p>}
      </div>
    </article>
  )
}

/** Product cards, two to a row on phones, three on tablets, four on desktops. */
export function ProductGrid({
  products,
  now,
  headingLevel = 3,
  priorityFirst = false,
}: {
  products: Product[]
  now: Date
  headingLevel?: 2 | 3
  priorityFirst?: boolean
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} now={now} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
      ))}
    </div>
  )
}
