/**
 * Which products a product grid or carousel lists (the loop's query, for the shop): the newest, the featured ones,
 * those on sale, the best sellers, or one category's; and how many. Read from the widget's stored settings. Pure.
 */
import type { Where } from 'payload'
import { relationId } from '@/lib/stored-values'

export const PRODUCT_SOURCES = ['latest', 'featured', 'on_sale', 'popular', 'category'] as const
export type ProductSource = (typeof PRODUCT_SOURCES)[number]

export interface ProductListSettings {
  source: ProductSource
  /** The category listed (source `category`), with its subcategories. */
  categoryId: number | null
  count: number
}

export const MAX_PRODUCTS = 24

/** The widget's settings as stored; anything unreadable reads as the newest eight. */
export function readProductListSettings(props: Record<string, unknown>): ProductListSettings {
  const source = PRODUCT_SOURCES.find((candidate) => candidate === props.source) ?? 'latest'
  const count =
    typeof props.count === 'number' && Number.isInteger(props.count)
      ? Math.min(MAX_PRODUCTS, Math.max(1, props.count))
      : 8
  const category =
    props.category && typeof props.category === 'object' ? relationId((props.category as { id?: unknown }).id) : null
  return { source, categoryId: source === 'category' ? category : null, count }
}

/**
 * The query that lists them (published products only: the visitor's access adds that): its condition, its order, and
 * how many to read. A sale is known for sure only against its schedule, so `on_sale` reads products with a sale price,
 * three times as many, and the caller keeps those on sale now.
 */
export function productListQuery(
  settings: ProductListSettings,
  categoryFamily: number[],
): { where: Where; sort: string; limit: number } {
  switch (settings.source) {
    case 'featured':
      return { where: { featured: { equals: true } }, sort: '-publishedAt', limit: settings.count }
    case 'on_sale':
      return {
        where: { or: [{ salePrice: { greater_than: 0 } }, { 'variants.salePrice': { greater_than: 0 } }] },
        sort: '-publishedAt',
        limit: settings.count * 3,
      }
    case 'popular':
      return { where: {}, sort: '-totalSales', limit: settings.count }
    case 'category':
      return {
        where: { categories: { in: categoryFamily.length ? categoryFamily : [0] } },
        sort: '-publishedAt',
        limit: settings.count,
      }
    default:
      return { where: {}, sort: '-publishedAt', limit: settings.count }
  }
}

/** The product a single-product widget (add-to-cart button, price) shows, as its stored picker holds it; null when none. */
export function pickedProductId(props: Record<string, unknown>): number | null {
  return props.product && typeof props.product === 'object' ? relationId((props.product as { id?: unknown }).id) : null
}
