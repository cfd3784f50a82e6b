import { filterParam } from '@/loops/rules'
import { PRODUCT_TAG_TAXONOMY, PRODUCTS_LOOP_ID } from '@/shop/rules/catalogue'
import type { Product, ProductCategory, ProductTag } from '@/payload-types'

/** The shop's addresses (docs/shop.md, Addresses). */
export const SHOP_PATH = '/cua-hang'
export const CART_PATH = '/gio-hang'
export const productPath = (product: Pick<Product, 'slug'>) => `/san-pham/${product.slug}`
export const productCategoryPath = (category: Pick<ProductCategory, 'slug'>) => `/danh-muc-san-pham/${category.slug}`
/** A tag's products: the shop filtered by it. */
export const productTagPath = (tag: Pick<ProductTag, 'slug'>) =>
  `${SHOP_PATH}?${filterParam(PRODUCTS_LOOP_ID, PRODUCT_TAG_TAXONOMY)}=${tag.slug}`
export const CHECKOUT_PATH = '/thanh-toan'
/** An order's page after checkout (the purchase summary): its number, and its key for a guest to open it. */
export const orderReceivedPath = (order: { number: string; orderKey?: string | null }) =>
  `${CHECKOUT_PATH}/don-hang/${order.number}${order.orderKey ? `?key=${order.orderKey}` : ''}`
