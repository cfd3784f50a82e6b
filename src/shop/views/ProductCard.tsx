import type { Media, Product } from '@/payload-types'
import { productInStock, productPricing } from '@/shop/rules/product'
import { BehaviourMarker } from '@/lib/behaviour'
import { vi } from '@/i18n/vi'
import { populated, populatedAll } from '@/lib/stored-values'
import { ResponsiveImage } from '../../site/ResponsiveImage'
import { ADD_TO_CART_ACTION } from './AddToCartForm'
import { PriceTag, SaleBadge } from './PriceTag'
import { productPath } from './paths'

/** A product's first picture, or null. */
export const productImage = (product: Pick<Product, 'images'>): Media | null => populatedAll(product.images)[0] ?? null

/**
 * A product in a grid: its picture and name link to its page, its first category, its price with the sale badge,
 * and its way to buy (or that it is out of stock).
 */
export function ProductCard({
  product,
  now,
  nonce,
  headingLevel = 3,
  priority = false,
}: {
  product: Product
  now: Date
  /** The shop's nonce, which the card's add-to-cart form sends. */
  nonce: string
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = productImage(product)
  const category = populated(product.categories?.[0])
  const pricing = productPricing(product, now)
  const href = productPath(product)
  const inStock = productInStock(product, now)
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
        {inStock ? (
          <CardBuy product={product} nonce={nonce} />
        ) : (
          <p className="product-card__stock">{vi.shop.outOfStock}</p>
        )}
      </div>
    </article>
  )
}

/** A card's way to buy: a simple product goes into the cart from the card; a variable one asks for its options first. */
function CardBuy({ product, nonce }: { product: Product; nonce: string }) {
  if (product.productType === 'variable') {
    return (
      <a
        className="button button--secondary product-card__buy"
        href={productPath(product)}
        aria-label={vi.shop.chooseOptionsFor(product.name)}
      >
        {vi.shop.chooseOptions}
      </a>
    )
  }
  return (
    <form className="add-to-cart add-to-cart--card" method="post" action={ADD_TO_CART_ACTION}>
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="_nonce" value={nonce} />
      <button type="submit" className="button product-card__buy" aria-label={vi.shop.addToCartFor(product.name)}>
        {vi.shop.addToCartShort}
      </button>
      <BehaviourMarker name="addToCart" />
    </form>
  )
}

/** Product cards, two to a row on phones, three on tablets, four on desktops. */
export function ProductGrid({
  products,
  now,
  nonce,
  headingLevel = 3,
  priorityFirst = false,
}: {
  products: Product[]
  now: Date
  nonce: string
  headingLevel?: 2 | 3
  priorityFirst?: boolean
}) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          now={now}
          nonce={nonce}
          headingLevel={headingLevel}
          priority={priorityFirst && index === 0}
        />
      ))}
    </div>
  )
}
