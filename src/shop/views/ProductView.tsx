import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Product } from '@/payload-types'
import { availableQuantity } from '@/shop/rules/logic'
import { type ShopVariant, productInStock, productPricing, productVariants, stockSettings } from '@/shop/rules/product'
import { vi } from '@/i18n/vi'
import { populatedAll } from '@/lib/stored-values'
import { formatVnd } from '@/lib/vi'
import { Breadcrumbs, type Crumb } from '../../site/Breadcrumbs'
import { AddToCartForm } from './AddToCartForm'
import { PriceTag, SaleBadge } from './PriceTag'
import { ProductGrid } from './ProductCard'
import { productCategoryPath, productTagPath } from './paths'
import { ProductGallery } from './ProductGallery'

/** What the reader is told about stock: how many are left (when few), out of stock, or on backorder. */
function StockNote({ available, status }: { available: number | null; status: ShopVariant['stockStatus'] }) {
  if (status === 'onbackorder') return <p className="stock stock--backorder">{vi.shop.onBackorder}</p>
  if (available === 0) return <p className="stock stock--out">{vi.shop.outOfStock}</p>
  return (
    <p className="stock stock--in">
      {available !== null && available <= 10 ? vi.shop.inStockCount(available) : vi.shop.inStock}
    </p>
  )
}

/** A variable product's versions with their own price and stock, readable without choosing (and without JavaScript). */
function VariantsTable({ product, variants }: { product: Product; variants: ShopVariant[] }) {
  const names = (product.options ?? []).map((option) => option.name)
  return (
    <section className="product-section" aria-labelledby="product-variants">
      <h2 id="product-variants">{vi.shop.variantsTable}</h2>
      <div className="product-variants">
        <table>
          <thead>
            <tr>
              {names.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              <th scope="col">{vi.shop.priceColumn}</th>
              <th scope="col">{vi.shop.stockColumn}</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => (
              <tr key={variant.key}>
                {variant.values.map((value, index) => (
                  <td key={names[index]}>{value}</td>
                ))}
                <td>
                  {variant.price.onSale && (
                    <del className="price__regular">{formatVnd(variant.price.regularPrice)}</del>
                  )}{' '}
                  {formatVnd(variant.price.price)}
                </td>
                <td>
                  {variant.stockStatus === 'onbackorder'
                    ? vi.shop.onBackorder
                    : variant.available === 0
                      ? vi.shop.outOfStock
                      : vi.shop.inStock}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/**
 * A product's page: pictures (the lightbox opens them), name, price with the sale badge, stock, the add-to-cart form,
 * its description, its variants' prices and the products related to it.
 */
export function ProductView({
  product,
  trail,
  related,
  now,
  nonce,
}: {
  product: Product
  trail: Crumb[]
  related: Product[]
  now: Date
  nonce: string
}) {
  const pricing = productPricing(product, now)
  const variants = productVariants(product, now)
  const inStock = productInStock(product, now)
  const stock = stockSettings(product)
  const categories = populatedAll(product.categories)
  const tags = populatedAll(product.tags)
  const images = populatedAll(product.images)
  return (
    <div className="product-page container">
      <Breadcrumbs trail={trail} />
      <div className="product">
        <div className="product__gallery">
          <ProductGallery images={images} name={product.name} />
          <SaleBadge pricing={pricing} />
        </div>
        <div className="product__summary">
          {categories[0] && (
            <p className="product__category">
              <a href={productCategoryPath(categories[0])}>{categories[0].name}</a>
            </p>
          )}
          <h1 className="product__title">{product.name}</h1>
          <PriceTag pricing={pricing} className="price--large" />
          {product.shortDescription && <p className="product__lead">{product.shortDescription}</p>}
          {variants.length ? (
            !inStock && <p className="stock stock--out">{vi.shop.outOfStock}</p>
          ) : (
            <StockNote available={availableQuantity(stock)} status={stock.stockStatus} />
          )}
          {product.virtual && <p className="product__note">{vi.shop.virtual}</p>}
          <div className="shop-notices" data-shop-notices />
          {inStock && (
            <AddToCartForm
              product={product}
              available={variants.length ? null : availableQuantity(stock)}
              nonce={nonce}
            />
          )}
          <dl className="product__meta">
            {product.sku && (
              <div>
                <dt>{vi.shop.sku}</dt>
                <dd>{product.sku}</dd>
              </div>
            )}
            {categories.length > 0 && (
              <div>
                <dt>{vi.shop.categoryLabel}</dt>
                <dd>
                  {categories.map((category, index) => (
                    <span key={category.id}>
                      {index > 0 && ', '}
                      <a href={productCategoryPath(category)}>{category.name}</a>
                    </span>
                  ))}
                </dd>
              </div>
            )}
            {tags.length > 0 && (
              <div>
                <dt>{vi.shop.tagLabel}</dt>
                <dd>
                  {tags.map((tag, index) => (
                    <span key={tag.id}>
                      {index > 0 && ', '}
                      <a href={productTagPath(tag)}>{tag.name}</a>
                    </span>
                  ))}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>
      {product.description && (
        <section className="product-section" aria-labelledby="product-description">
          <h2 id="product-description">{vi.shop.descriptionTab}</h2>
          <RichText
            data={product.description}
            className="article-body product-description"
            disableIndent
            disableTextAlign
          />
        </section>
      )}
      {variants.length > 0 && <VariantsTable product={product} variants={variants} />}
      {related.length > 0 && (
        <section className="product-section" aria-labelledby="product-related">
          <h2 id="product-related">{vi.shop.related}</h2>
          <ProductGrid products={related} now={now} nonce={nonce} />
        </section>
      )}
    </div>
  )
}
