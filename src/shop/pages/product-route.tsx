import type { Metadata } from 'next'
import { getSiteChrome } from '@/cms/queries'
import { getProductBySlug, listRelatedProducts } from '@/shop/reads/queries'
import { productInStock, productPricing, productVariants, stockSettings } from '@/shop/rules/product'
import { vi } from '@/i18n/vi'
import { issueNonce } from '@/lib/nonce'
import { absoluteUrl, siteUrl } from '@/lib/site-url'
import { payloadSecret } from '@/cms/secret'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import { populatedAll } from '@/lib/stored-values'
import type { Product } from '@/payload-types'
import { JsonLd } from '../../site/JsonLd'
import { indexingOf } from '../../site/indexing'
import { SiteFrame } from '../../site/layout/SiteFrame'
import { NotFoundAnswer, notFoundMetadata } from '../../site/not-found/NotFoundAnswer'
import { openGraphImage } from '../../site/open-graph'
import { productImage } from '../views/ProductCard'
import { SHOP_PATH, productCategoryPath, productPath } from '../views/paths'
import { ProductView } from '../views/ProductView'
import { productJsonLd } from '../views/structured-data'

const RELATED_COUNT = 4

const descriptionOf = (product: Product) => product.seo?.description || product.shortDescription || ''

/** Title, description, canonical address and Open Graph picture of a product's page. */
export async function productMetadata(slug: string): Promise<Metadata> {
  const product = await getProductBySlug(slug)
  if (!product) return notFoundMetadata
  const url = absoluteUrl(productPath(product))
  const title = product.seo?.title || product.name
  const images = openGraphImage(productImage(product))
  return {
    title,
    description: descriptionOf(product) || undefined,
    ...indexingOf(product.seo),
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title, description: descriptionOf(product), images },
  }
}

/** The products shown under a product: those its editor chose, else the newest of its categories. */
async function relatedTo(product: Product): Promise<Product[]> {
  const chosen = populatedAll(product.related).filter((related) => related._status === 'published')
  if (chosen.length) return chosen.slice(0, RELATED_COUNT)
  return listRelatedProducts(
    product.id,
    populatedAll(product.categories).map((category) => category.id),
    RELATED_COUNT,
  )
}

/** A product's page (`/san-pham/{slug}`), with its structured data; a 404 for an unknown or unpublished product. */
export async function ProductRouteView({ slug }: { slug: string }) {
  const product = await getProductBySlug(slug)
  if (!product) return <NotFoundAnswer />
  const [related, { settings }] = await Promise.all([relatedTo(product), getSiteChrome()])
  const now = new Date()
  const category = populatedAll(product.categories)[0] ?? null
  const trail = [
    { name: vi.home, href: '/' },
    { name: vi.shop.title, href: SHOP_PATH },
    ...(category ? [{ name: category.name, href: productCategoryPath(category) }] : []),
    { name: product.name, href: productPath(product) },
  ]
  const stock = stockSettings(product)
  const jsonLd = productJsonLd({
    url: absoluteUrl(productPath(product)),
    name: product.name,
    description: descriptionOf(product),
    images: populatedAll(product.images).flatMap((image) => (image.url ? [absoluteUrl(image.url)] : [])),
    sku: product.sku ?? null,
    category: category?.name ?? null,
    pricing: productPricing(product, now),
    variantCount: productVariants(product, now).length,
    inStock: productInStock(product, now),
    onBackorder: product.productType !== 'variable' && stock.stockStatus === 'onbackorder',
    siteName: settings.siteName,
    siteUrl: siteUrl(),
    breadcrumbs: trail,
  })
  return (
    <SiteFrame view={{ kind: 'page', categoryIds: [] }}>
      <ProductView
        product={product}
        trail={trail}
        related={related}
        now={now}
        nonce={issueNonce(payloadSecret(), SHOP_NONCE, now.getTime())}
      />
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </SiteFrame>
  )
}
