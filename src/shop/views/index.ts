/** What other slices show of the shop's views (their only way in: src/shop/CONTEXT.md): search lists products. */
export { PriceTag } from './PriceTag'
export { productImage } from './ProductCard'
export { productPath } from './paths'
