import type { Where } from 'payload'
import { cache } from 'react'
import type { Product, ProductCategory, ProductTag } from '@/payload-types'
import type { CatalogueQuery, ProductOrder } from '@/shop/rules/catalogue'
import { searchProductIds } from '@/content/server/search'
import { cachedRead, renderTags } from '../../cms/cache/cached-read'
import { keptRead, memoryCaches } from '../../cms/cache/memory'
import { EVERYTHING_TAG, PRODUCTS_TAG, productTag } from '../../cms/cache/tags'
import { getPayloadClient, visitorFind } from '../../cms/queries'

/**
 * Products are read whole: with a `select`, Payload 3.90 returns the hasMany texts inside arrays (a variant's option
 * values) empty, which would make every variable product look broken.
 *
 * What the shop's public pages read, as an anonymous visitor (published products only), kept across requests under
 * the shop's tags: `products` for every list and category, `product:{slug}` for a product's page.
 */

export const PRODUCTS_PER_PAGE = 12

const sortOf: Record<ProductOrder, string> = {
  date: '-publishedAt',
  popularity: '-totalSales',
  price: 'price',
  'price-desc': '-price',
}

export interface ProductPage {
  products: Product[]
  page: number
  totalPages: number
  totalDocs: number
}

/** Every product category, in the editors' order (there are few; the catalogue's filter lists them). */
export const listProductCategories = cachedRead(
  'product-categories',
  async (): Promise<ProductCategory[]> =>
    (await visitorFind({ collection: 'product-categories', sort: 'order', limit: 200, depth: 0 })).docs,
  () => [PRODUCTS_TAG],
)

/** Every product tag, by name (the catalogue's filter lists them). */
export const listProductTags = cachedRead(
  'product-tags',
  async (): Promise<ProductTag[]> =>
    (await visitorFind({ collection: 'product-tags', sort: 'name', limit: 200, depth: 0 })).docs,
  () => [PRODUCTS_TAG],
)

/** What the catalogue lists: its state, with categories and tags as ids (null: any; an empty list: none). */
export type ProductListQuery = Omit<CatalogueQuery, 'categories' | 'tags'> & {
  categoryIds: number[] | null
  tagIds: number[] | null
}

/** Published products matching `where`, in `sort` order: the product grids' and carousels' lists. */
export const listProductsWhere = cachedRead(
  'product-list',
  async (where: Where, sort: string, limit: number): Promise<Product[]> =>
    (await visitorFind({ collection: 'products', where, sort: [sort, '-id'], limit, depth: 1 })).docs,
  () => [PRODUCTS_TAG],
)

const readProducts = cachedRead(
  'products',
  async (query: ProductListQuery, limit: number): Promise<ProductPage> => {
    const conditions: Where[] = []
    if (query.categoryIds) conditions.push({ categories: { in: query.categoryIds } })
    if (query.tagIds) conditions.push({ tags: { in: query.tagIds } })
    if (query.minPrice !== null) conditions.push({ price: { greater_than_equal: query.minPrice } })
    if (query.maxPrice !== null) conditions.push({ price: { less_than_equal: query.maxPrice } })
    const result = await visitorFind({
      collection: 'products',
      where: { and: conditions },
      sort: [sortOf[query.order], '-id'],
      page: query.page,
      limit,
      depth: 1,
    })
    return {
      products: result.docs,
      page: result.page ?? 1,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
  },
  () => [PRODUCTS_TAG],
)

/**
 * A page of the catalogue in the state `query` names; `categoryIds` or `tagIds` null lists every category or tag, an
 * empty list none (the address named only unknown ones). A page past the last is empty, with the real number of pages.
 */
export function listProducts(query: ProductListQuery, limit = PRODUCTS_PER_PAGE): Promise<ProductPage> {
  if (query.categoryIds?.length === 0 || query.tagIds?.length === 0)
    return Promise.resolve({ products: [], page: 1, totalPages: 0, totalDocs: 0 })
  return readProducts(query, limit)
}

const readProductBySlug = cachedRead(
  'product-by-slug',
  async (slug: string): Promise<Product | null> => {
    const { docs } = await visitorFind({
      collection: 'products',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 2,
    })
    return docs[0] ?? null
  },
  (slug) => [productTag(slug), PRODUCTS_TAG],
)

/** A published product by its slug, with its pictures, categories and linked products. */
export const getProductBySlug = cache((slug: string) => readProductBySlug(slug))

/** Published products of the same categories, newest first, for "Sản phẩm liên quan" when an editor chose none. */
export const listRelatedProducts = cachedRead(
  'related-products',
  async (productId: number, categoryIds: number[], limit: number): Promise<Product[]> => {
    if (categoryIds.length === 0) return []
    const { docs } = await visitorFind({
      collection: 'products',
      where: { and: [{ categories: { in: categoryIds } }, { id: { not_equals: productId } }] },
      sort: '-publishedAt',
      limit,
      depth: 1,
    })
    return docs
  },
  () => [PRODUCTS_TAG],
)

const readProductsByIds = cachedRead(
  'products-by-id',
  async (ids: number[]): Promise<Product[]> =>
    ids.length
      ? (await visitorFind({ collection: 'products', where: { id: { in: ids } }, limit: ids.length, depth: 1 })).docs
      : [],
  () => [PRODUCTS_TAG],
)

/**
 * The published products among `ids`, by id, with their pictures: what carts read, kept until products change. They are
 * kept in this process's memory too: every page with a cart asks for its fragments, and reading them back from the data
 * cache meant parsing whole products again each time.
 */
export async function getProductsByIds(ids: number[]): Promise<Map<number, Product>> {
  // Kept or read, what the page shows depends on the products.
  renderTags().add(PRODUCTS_TAG).add(EVERYTHING_TAG)
  const { cartProducts } = memoryCaches
  const found = new Map<number, Product>()
  for (const id of new Set(ids)) {
    const kept = cartProducts.get(String(id))
    if (kept) found.set(id, kept)
  }
  const missing = [...new Set(ids)].filter((id) => !found.has(id)).sort((a, b) => a - b)
  for (const product of missing.length ? await readProductsByIds(missing) : []) {
    cartProducts.set(String(product.id), product, [PRODUCTS_TAG])
    found.set(product.id, product)
  }
  return found
}

/** How many products search shows, above the articles of its first page: one row on wide screens. */
export const SEARCH_PRODUCTS = 4

/**
 * The published products holding the searched terms (see `searchTerms`), best first, at most SEARCH_PRODUCTS. Their ids
 * are kept per terms in this process's memory until products change, like search's articles.
 */
export async function searchProducts(terms: string[]): Promise<Product[]> {
  renderTags().add(PRODUCTS_TAG)
  const ids = await keptRead(memoryCaches.searchProducts, terms.join(' '), [PRODUCTS_TAG], async () =>
    searchProductIds(await getPayloadClient(), terms, SEARCH_PRODUCTS),
  )
  const products = await getProductsByIds(ids)
  return ids.flatMap((id) => products.get(id) ?? [])
}
