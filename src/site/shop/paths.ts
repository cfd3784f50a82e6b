import type { Product, ProductCategory } from '@/payload-types'

/** The shop's addresses (DESIGN.md section 5). */
export const SHOP_PATH = '/cua-hang'
export const CART_PATH = '/gio-hang'
export const productPath = (product: Pick<Product, 'slug'>) => `/san-pham/${product.slug}`
export const productCategoryPath = (category: Pick<ProductCategory, 'slug'>) => `/danh-muc-san-pham/${category.slug}`
