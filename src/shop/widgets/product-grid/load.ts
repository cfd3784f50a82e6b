import type { ComponentConfig } from '@puckeditor/core'
import { currentPrice } from '@/shop/rules/logic'
import { productCategoryFamily } from '@/shop/rules/catalogue'
import { priceSettings, productVariants } from '@/shop/rules/product'
import { getProductsByIds, listProductCategories, listProductsWhere } from '@/shop/reads/queries'
import type { Product } from '@/payload-types'
import { builderConfig } from '../../../widgets/config'
import { allBlocks, type BuilderDocument } from '../../../widgets/document'
import { productBuyConfig } from '../product-buy/config'
import { productCarouselConfig } from '../product-carousel/config'
import { productPriceConfig } from '../product-price/config'
import { productGridConfig } from './config'
import { pickedProductId, productListQuery, readProductListSettings } from './logic'

const PRODUCT_LIST_WIDGETS = new Set<ComponentConfig>([productGridConfig, productCarouselConfig] as ComponentConfig[])
const SINGLE_PRODUCT_WIDGETS = new Set<ComponentConfig>([productBuyConfig, productPriceConfig] as ComponentConfig[])

/** Whether a block lists products (a product grid or carousel), known by its widget's config. */
const listsProducts = (type: string) => PRODUCT_LIST_WIDGETS.has(builderConfig.components[type])
/** Whether a block shows one picked product (an add-to-cart button or a price). */
const showsOneProduct = (type: string) => SINGLE_PRODUCT_WIDGETS.has(builderConfig.components[type])

/** Whether a product sells below its regular price now (itself, or any of its variants). */
function onSaleNow(product: Product, now: Date): boolean {
  if (product.productType === 'variable') return productVariants(product, now).some((variant) => variant.price.onSale)
  return currentPrice(priceSettings(product), now).onSale
}

/**
 * The products of each product grid and carousel of a layout, and the one product of each add-to-cart button and
 * price (a list of one, or none when it is not published), by block id (read before the server render).
 */
export async function loadProductLists(document: BuilderDocument): Promise<Record<string, Product[]>> {
  const [lists, picked] = await Promise.all([loadLists(document), loadPicked(document)])
  return { ...lists, ...picked }
}

async function loadPicked(document: BuilderDocument): Promise<Record<string, Product[]>> {
  const blocks = allBlocks(document).filter((block) => showsOneProduct(block.type))
  if (!blocks.length) return {}
  const products = await getProductsByIds(blocks.flatMap((block) => pickedProductId(block.props) ?? []))
  return Object.fromEntries(
    blocks.map((block) => {
      const product = products.get(pickedProductId(block.props) ?? 0)
      return [String(block.props.id), product ? [product] : []]
    }),
  )
}

async function loadLists(document: BuilderDocument): Promise<Record<string, Product[]>> {
  const blocks = allBlocks(document).filter((block) => listsProducts(block.type))
  if (!blocks.length) return {}
  const categories = await listProductCategories()
  const now = new Date()
  const lists = await Promise.all(
    blocks.map(async (block) => {
      const settings = readProductListSettings(block.props)
      const family = settings.categoryId ? productCategoryFamily(settings.categoryId, categories) : []
      const { where, sort, limit } = productListQuery(settings, family)
      const products = await listProductsWhere(where, sort, limit)
      const shown = settings.source === 'on_sale' ? products.filter((product) => onSaleNow(product, now)) : products
      return [String(block.props.id), shown.slice(0, settings.count)] as const
    }),
  )
  return Object.fromEntries(lists)
}
