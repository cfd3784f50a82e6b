import { woocommerceImport as say } from '@/i18n/woocommerce-import'
import { STOCK_STATUSES } from '@/shop/rules'
import { metaOf, unserializePhp, type WxrItem } from '../wxr'
import { dongOf, idList, isYes, unixDate } from './values'

/** What the import knows of what it already brought in, by the export's ids and slugs. */
export interface WooProductContext {
  /** Our media item for an attachment id of the export, or null when it was not imported. */
  mediaFor(attachmentId: number): number | string | null
  /** Our product category or tag for a term slug of the export, or null. */
  termFor(taxonomy: 'product_cat' | 'product_tag', slug: string): number | string | null
}

/** A product's shop fields, as the `products` collection takes them (name, slug, status and description aside). */
export interface WooProductFields {
  productType: 'simple' | 'variable'
  sku?: string
  images: (number | string)[]
  regularPrice?: number
  salePrice?: number
  saleFrom?: string
  saleTo?: string
  manageStock: boolean
  stockQuantity?: number
  stockStatus: (typeof STOCK_STATUSES)[number]
  virtual: boolean
  downloadable: boolean
  categories: (number | string)[]
  tags: (number | string)[]
  featured: boolean
  options?: { name: string; values: string[] }[]
  variants?: WooVariant[]
}

type WooVariant = Pick<
  WooProductFields,
  'sku' | 'regularPrice' | 'salePrice' | 'saleFrom' | 'saleTo' | 'manageStock' | 'stockQuantity' | 'stockStatus'
> & { optionValues: string[]; image?: number | string }

/** The shop's limits on a product's images, options and variants (src/shop/cms/collections/Products.ts). */
const MAX_IMAGES = 12
const MAX_OPTIONS = 3
const MAX_VARIANTS = 60

/** A WooCommerce attribute as `_product_attributes` holds it. */
interface Attribute {
  key: string
  name: string
  value: string
  position: number
  isVariation: boolean
  isTaxonomy: boolean
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/** The attributes a product varies by, in their order. */
function variationAttributes(item: WxrItem): Attribute[] {
  const read = unserializePhp(metaOf(item, '_product_attributes') ?? '')
  if (!read.ok) return []
  return Object.entries(record(read.value))
    .map(([key, value]) => {
      const fields = record(value)
      return {
        key,
        name: typeof fields.name === 'string' ? fields.name : key,
        value: typeof fields.value === 'string' ? fields.value : '',
        position: Number(fields.position) || 0,
        isVariation: Number(fields.is_variation) === 1,
        isTaxonomy: Number(fields.is_taxonomy) === 1,
      }
    })
    .filter((attribute) => attribute.isVariation)
    .sort((a, b) => a.position - b.position)
}

/** A global attribute's name is kept outside the export: its slug (`pa_mau-sac`) made readable ("Mau sac"). */
function readableSlug(slug: string): string {
  const words = slug.replace(/^pa_/, '').replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The price fields of a product or a variation, each price checked to be whole đồng. */
function pricing(item: WxrItem, problems: string[]) {
  const price = (key: string) => {
    const value = dongOf(metaOf(item, key))
    if (value === null) problems.push(say.price(key, metaOf(item, key) ?? ''))
    return value ?? undefined
  }
  const stock = metaOf(item, '_stock')?.trim()
  const quantity = stock ? Math.floor(Number(stock)) : NaN
  const status = metaOf(item, '_stock_status')
  return {
    sku: metaOf(item, '_sku')?.trim() || undefined,
    regularPrice: price('_regular_price') ?? price('_price'),
    salePrice: price('_sale_price'),
    saleFrom: unixDate(metaOf(item, '_sale_price_dates_from')),
    saleTo: unixDate(metaOf(item, '_sale_price_dates_to')),
    manageStock: isYes(metaOf(item, '_manage_stock')),
    stockQuantity: Number.isFinite(quantity) ? Math.max(0, quantity) : undefined,
    stockStatus: STOCK_STATUSES.find((known) => known === status) ?? 'instock',
  }
}

/** The product's options and variants from its variations; problems for what the shop cannot hold. */
function variantsOf(item: WxrItem, variations: readonly WxrItem[], context: WooProductContext, problems: string[]) {
  const varying = variationAttributes(item)
  if (varying.length > MAX_OPTIONS) problems.push(say.tooManyOptions(MAX_OPTIONS))
  const attributes = varying.slice(0, MAX_OPTIONS)
  /** Each attribute's values by what a variation writes (a term's slug, or a custom value itself). */
  const named = attributes.map((attribute) => {
    const values = new Map<string, string>()
    if (attribute.isTaxonomy) {
      for (const term of item.terms) if (term.taxonomy === attribute.key) values.set(term.slug, term.name)
    } else {
      for (const value of attribute.value.split('|')) if (value.trim()) values.set(value.trim(), value.trim())
    }
    return values
  })
  const options = attributes.map((attribute, at) => {
    const name = attribute.isTaxonomy ? readableSlug(attribute.key) : attribute.name
    if (attribute.isTaxonomy) problems.push(say.attributeLabel(attribute.key, name))
    return { name, values: [...new Set(named[at].values())] }
  })
  const variants: WooVariant[] = []
  const seen = new Set<string>()
  for (const variation of variations) {
    const written = attributes.map((attribute) => metaOf(variation, `attribute_${attribute.key}`)?.trim() ?? '')
    const blank = written.findIndex((value) => value === '')
    if (blank >= 0) {
      problems.push(say.anyValue(variation.id, options[blank].name))
      continue
    }
    const optionValues = written.map((value, at) => named[at].get(value) ?? value)
    optionValues.forEach((value, at) => options[at].values.includes(value) || options[at].values.push(value))
    const key = optionValues.join('\u0000')
    if (seen.has(key)) {
      problems.push(say.duplicateVariation(variation.id))
      continue
    }
    seen.add(key)
    const [image] = idList(metaOf(variation, '_thumbnail_id')).flatMap((id) => context.mediaFor(id) ?? [])
    variants.push({ optionValues, ...pricing(variation, problems), ...(image !== undefined && { image }) })
  }
  if (variants.length > MAX_VARIANTS) problems.push(say.tooManyVariations(MAX_VARIANTS))
  return { options, variants: variants.slice(0, MAX_VARIANTS) }
}

/**
 * A WooCommerce product (and its `product_variation` items) as our shop's product fields (docs/import.md,
 * WooCommerce): prices in whole đồng, sale dates, stock, images, categories and tags, featured, and a variable
 * product's options and variants. What the shop has no place for is said in `problems`, in Vietnamese.
 */
export function wooProduct(
  item: WxrItem,
  variations: readonly WxrItem[],
  context: WooProductContext,
): { fields: WooProductFields; problems: string[] } {
  const problems: string[] = []
  const type = item.terms.find((term) => term.taxonomy === 'product_type')?.slug ?? 'simple'
  if (type !== 'simple' && type !== 'variable') problems.push(say.productType(type))
  const variable = type === 'variable' && variations.length > 0
  if (type === 'variable' && !variable) problems.push(say.noVariations)
  const imageIds = new Set([
    ...idList(metaOf(item, '_thumbnail_id')),
    ...idList(metaOf(item, '_product_image_gallery')),
  ])
  const images = [...imageIds].flatMap((id) => context.mediaFor(id) ?? []).slice(0, MAX_IMAGES)
  const terms = (taxonomy: 'product_cat' | 'product_tag') =>
    item.terms.flatMap((term) => (term.taxonomy === taxonomy ? (context.termFor(taxonomy, term.slug) ?? []) : []))
  if (['_weight', '_length', '_width', '_height'].some((key) => metaOf(item, key)?.trim())) problems.push(say.weight)
  const downloads = unserializePhp(metaOf(item, '_downloadable_files') ?? '')
  const downloadCount = downloads.ok ? Object.keys(record(downloads.value)).length : 0
  if (downloadCount > 0) problems.push(say.downloads(downloadCount))
  const own = pricing(item, problems)
  const fields: WooProductFields = {
    productType: variable ? 'variable' : 'simple',
    ...own,
    images,
    virtual: isYes(metaOf(item, '_virtual')),
    downloadable: isYes(metaOf(item, '_downloadable')),
    categories: terms('product_cat'),
    tags: terms('product_tag'),
    featured: item.terms.some((term) => term.taxonomy === 'product_visibility' && term.slug === 'featured'),
  }
  if (!variable) return { fields, problems }
  const { options, variants } = variantsOf(item, variations, context, problems)
  // The shop asks a variable product for a regular price too: its lowest variant's.
  const lowest = Math.min(...variants.flatMap((variant) => variant.regularPrice ?? []))
  return {
    fields: { ...fields, options, variants, regularPrice: Number.isFinite(lowest) ? lowest : own.regularPrice },
    problems,
  }
}
