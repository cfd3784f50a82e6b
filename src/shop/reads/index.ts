/** What other slices read of the shop (their only way in: src/shop/CONTEXT.md): search finds products. */
export { searchProducts } from './queries'
