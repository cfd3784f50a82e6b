/**
 * The shop's catalogue state in its address, so every sorted, filtered and paged list is a real, shareable link that
 * works without JavaScript: WooCommerce's `orderby`, `min_price` and `max_price`, and the loop machinery's
 * `e-page-products`, `e-filter-products-product_cat` (categories, any of them) and `e-filter-products-product_tag`
 * (tags, any of them). Pure.
 */
import { MAX_PAGE, filterParam, pageParam, readFilters, readPage } from '@/loops/rules'
import { parseAmount } from '@/lib/vi'
import type { ProductCategory } from '@/payload-types'
import { MAX_PRICE } from './product'

/** The loop id of the catalogue's product list: its page links swap in the same container of the linked page. */
export const PRODUCTS_LOOP_ID = 'products'
/** WooCommerce's name for product categories, used in the filter parameter. */
export const PRODUCT_CATEGORY_TAXONOMY = 'product_cat'
/** WooCommerce's name for product tags. */
export const PRODUCT_TAG_TAXONOMY = 'product_tag'

export const PRODUCT_ORDERS = ['date', 'popularity', 'price', 'price-desc'] as const
export type ProductOrder = (typeof PRODUCT_ORDERS)[number]

export interface CatalogueQuery {
  order: ProductOrder
  page: number
  /** Category slugs: products in any of them. */
  categories: string[]
  /** Tag slugs: products with any of them. */
  tags: string[]
  minPrice: number | null
  maxPrice: number | null
}

const isOrder = (value: string | null): value is ProductOrder => PRODUCT_ORDERS.includes(value as ProductOrder)

/** A price bound from the address: a whole number of đồng up to MAX_PRICE, else none. */
function priceBound(value: string | null): number | null {
  const amount = value === null ? null : parseAmount(value)
  return amount !== null && amount <= MAX_PRICE ? amount : null
}

/** The catalogue's state in `params`; whatever is unreadable reads as its default (newest first, page 1, no filter). */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const order = params.get('orderby')
  let minPrice = priceBound(params.get('min_price'))
  let maxPrice = priceBound(params.get('max_price'))
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice]
  const filters = readFilters(params, PRODUCTS_LOOP_ID)
  return {
    order: isOrder(order) ? order : 'date',
    page: readPage(params, PRODUCTS_LOOP_ID),
    categories: filters[PRODUCT_CATEGORY_TAXONOMY]?.terms ?? [],
    tags: filters[PRODUCT_TAG_TAXONOMY]?.terms ?? [],
    minPrice,
    maxPrice,
  }
}

/** The address of the catalogue at `basePath` in state `query`, its parameters in one order (defaults left out). */
export function catalogueHref(basePath: string, query: CatalogueQuery): string {
  const params = new URLSearchParams()
  if (query.categories.length)
    params.set(filterParam(PRODUCTS_LOOP_ID, PRODUCT_CATEGORY_TAXONOMY), query.categories.join('~'))
  if (query.tags.length) params.set(filterParam(PRODUCTS_LOOP_ID, PRODUCT_TAG_TAXONOMY), query.tags.join('~'))
  if (query.minPrice !== null) params.set('min_price', String(query.minPrice))
  if (query.maxPrice !== null) params.set('max_price', String(query.maxPrice))
  if (query.order !== 'date') params.set('orderby', query.order)
  if (query.page > 1) params.set(pageParam(PRODUCTS_LOOP_ID), String(Math.min(MAX_PAGE, query.page)))
  const search = params.toString().replace(/%7E/gi, '~')
  return search ? `${basePath}?${search}` : basePath
}

/** A category and its subcategories (a parent's lists show its children's products too), from the categories given. */
export function productCategoryFamily(
  categoryId: number,
  categories: Pick<ProductCategory, 'id' | 'parent'>[],
): number[] {
  const childrenOf = (id: number) =>
    categories.filter(
      (candidate) => (typeof candidate.parent === 'object' ? candidate.parent?.id : candidate.parent) === id,
    )
  const ids = categories.some((category) => category.id === categoryId) ? [categoryId] : []
  for (let index = 0; index < ids.length && ids.length < 200; index++)
    ids.push(...childrenOf(ids[index]).map((child) => child.id))
  return ids
}
