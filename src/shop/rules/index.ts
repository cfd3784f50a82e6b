/** What other slices use of the shop's rules (their only way in: src/shop/CONTEXT.md). */
export { productPricing } from './product'
export { STOCK_STATUSES } from './logic'
