/**
 * A product as the shop reads it: the stored document (whatever the admin or an import wrote) turned into plain,
 * checked values, and the rules a product's variants must follow. Pure.
 */
import { products } from '@/i18n/products'
import { isRecord } from '@/lib/stored-values'
import {
  type CurrentPrice,
  type PriceSettings,
  STOCK_STATUSES,
  type StockSettings,
  type StockStatus,
  availableQuantity,
  currentPrice,
  isMoney,
  isPurchasable,
  priceRange,
} from './logic'

/** The highest price the shop accepts: ten billion đồng. */
export const MAX_PRICE = 10_000_000_000

const MAX_OPTIONS = 3

const textsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').map((item) => item.trim())
    : []

/** The options of a variable product (name and values), as stored. */
export function productOptions(value: unknown): { name: string; values: string[] }[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(isRecord)
    .map((option) => ({
      name: typeof option.name === 'string' ? option.name.trim() : '',
      values: textsOf(option.values),
    }))
    .filter((option) => option.name && option.values.length > 0)
    .slice(0, MAX_OPTIONS)
}

/** What is wrong with a variable product's variants (a Vietnamese message for the editor), or null. */
export function variantProblem(product: unknown, variants: unknown): string | null {
  if (!isRecord(product) || product.productType !== 'variable') return null
  const options = productOptions(product.options)
  const list = Array.isArray(variants) ? variants.filter(isRecord) : []
  if (options.length === 0 || list.length === 0) return products.variantsMissing
  const seen = new Set<string>()
  for (const [index, variant] of list.entries()) {
    const values = textsOf(variant.optionValues)
    const fits = values.length === options.length && values.every((value, at) => options[at].values.includes(value))
    if (!fits) return products.variantMismatch(index + 1, options.map((option) => option.name).join(', '))
    const key = values.join('\u0000')
    if (seen.has(key)) return products.variantDuplicate(index + 1, values.join(' / '))
    seen.add(key)
  }
  return null
}

/** The fields of a product (or a variant) the shop's rules read. */
interface PricedStock {
  regularPrice?: unknown
  salePrice?: unknown
  saleFrom?: unknown
  saleTo?: unknown
  manageStock?: unknown
  stockQuantity?: unknown
  stockStatus?: unknown
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : null)

/** A stored price and sale as the money rules take them; a missing or broken regular price reads as 0. */
export function priceSettings(source: PricedStock): PriceSettings {
  return {
    regularPrice: isMoney(source.regularPrice) ? source.regularPrice : 0,
    salePrice: isMoney(source.salePrice) ? source.salePrice : null,
    saleFrom: optionalText(source.saleFrom),
    saleTo: optionalText(source.saleTo),
  }
}

/** Stored stock as the stock rules take it; an unknown status reads as out of stock. */
export function stockSettings(source: PricedStock): StockSettings {
  const status = STOCK_STATUSES.find((value) => value === source.stockStatus) ?? 'outofstock'
  const quantity =
    typeof source.stockQuantity === 'number' && Number.isSafeInteger(source.stockQuantity) ? source.stockQuantity : 0
  return { manageStock: source.manageStock === true, stockQuantity: quantity, stockStatus: status }
}

/** One variant of a variable product, read. */
export interface ShopVariant {
  /** Its option values joined, which names it in a cart line and a form. */
  key: string
  values: string[]
  sku: string
  price: CurrentPrice
  /** How many can be bought (null: no limit). */
  available: number | null
  stockStatus: StockStatus
  /** Whether the shop counts its stock. */
  manageStock: boolean
  imageId: number | null
  /** Its row in the product's list of variants (where its stock is kept); '' when unknown. */
  rowId: string
}

/** The separator of a variant's key: option values never hold it (they are short texts typed by an editor). */
const VARIANT_KEY_SEPARATOR = ' / '

/** The key naming a variant by its option values. */
export const variantKey = (values: readonly string[]) => values.join(VARIANT_KEY_SEPARATOR)

/** A variable product's variants that fit its options, read at `now`; none for a simple product. */
export function productVariants(
  product: { productType?: unknown; options?: unknown; variants?: unknown },
  now: Date,
): ShopVariant[] {
  if (product.productType !== 'variable' || variantProblem(product, product.variants)) return []
  return (product.variants as Record<string, unknown>[]).map((variant) => {
    const values = textsOf(variant.optionValues)
    const stock = stockSettings(variant)
    const image = variant.image
    return {
      key: variantKey(values),
      values,
      sku: optionalText(variant.sku) ?? '',
      price: currentPrice(priceSettings(variant), now),
      available: availableQuantity(stock),
      stockStatus: stock.stockStatus,
      manageStock: stock.manageStock,
      imageId: typeof image === 'number' ? image : isRecord(image) && typeof image.id === 'number' ? image.id : null,
      rowId: optionalText(variant.id) ?? '',
    }
  })
}

/** What a product's card and page show as its price: one price, or a variable product's range. */
export type ProductPricing =
  { kind: 'single'; price: CurrentPrice } | { kind: 'range'; min: number; max: number; onSale: boolean }

/** A product's price at `now` (a variable product without a usable variant shows its own price). */
export function productPricing(
  product: PricedStock & { productType?: unknown; options?: unknown; variants?: unknown },
  now: Date,
): ProductPricing {
  const variants = productVariants(product, now)
  const range = priceRange(variants.map((variant) => variant.price))
  if (!range) return { kind: 'single', price: currentPrice(priceSettings(product), now) }
  return { kind: 'range', ...range, onSale: variants.some((variant) => variant.price.onSale) }
}

/** The lowest price a product sells at `now`: what the catalogue sorts and filters by. */
export function listPrice(
  product: PricedStock & { productType?: unknown; options?: unknown; variants?: unknown },
  now: Date,
): number {
  const pricing = productPricing(product, now)
  return pricing.kind === 'single' ? pricing.price.price : pricing.min
}

/** Whether a product can be bought now: a simple one by its stock, a variable one when any variant can. */
export function productInStock(
  product: PricedStock & { productType?: unknown; options?: unknown; variants?: unknown },
  now: Date,
): boolean {
  const variants = productVariants(product, now)
  if (product.productType === 'variable') return variants.some((variant) => variant.available !== 0)
  return isPurchasable(stockSettings(product))
}
