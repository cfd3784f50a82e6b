import { woocommerceImport as say } from '@/i18n/woocommerce-import'
import { metaOf, unserializePhp, type WxrItem } from '../wxr'
import { dongOf, idList, isYes, limitOf, unixDate } from './values'

/** What the import knows of the products and product categories it already brought in, by the export's ids. */
export interface WooCouponContext {
  productFor(productId: number): number | string | null
  productCategoryFor(termId: number): number | string | null
}

/** A coupon as the `coupons` collection takes it. */
export interface WooCouponFields {
  code: string
  description?: string
  discountType: 'percent' | 'fixed_cart' | 'fixed_product'
  amount: number
  freeShipping: boolean
  expiresAt?: string
  minSpend?: number
  maxSpend?: number
  individualUse: boolean
  excludeSaleItems: boolean
  productIds: (number | string)[]
  excludeProductIds: (number | string)[]
  categoryIds: (number | string)[]
  excludeCategoryIds: (number | string)[]
  usageLimit?: number
  usageLimitPerCustomer?: number
  usageCount: number
}

const DISCOUNT_TYPES = ['percent', 'fixed_cart', 'fixed_product'] as const

/** Term ids written as a PHP array (a coupon's categories). */
function termIds(value: string | null): number[] {
  const read = unserializePhp(value ?? '')
  if (!read.ok || typeof read.value !== 'object' || read.value === null) return []
  return Object.values(read.value).flatMap((id) =>
    typeof id === 'number' || typeof id === 'string' ? idList(`${id}`) : [],
  )
}

/**
 * A WooCommerce coupon (`shop_coupon`) as ours (docs/import.md, WooCommerce): its code is the item's title; the same
 * three discount types, amounts in whole đồng (or percent), spend limits, expiry, usage limits and count, and the
 * products and categories it is for. Null, with the reason, for a coupon the shop cannot hold as it was.
 */
export function wooCoupon(
  item: WxrItem,
  context: WooCouponContext,
): { fields: WooCouponFields | null; problems: string[] } {
  const problems: string[] = []
  const type = metaOf(item, 'discount_type')?.trim() || 'fixed_cart'
  const discountType = DISCOUNT_TYPES.find((known) => known === type)
  const amountText = metaOf(item, 'coupon_amount') ?? ''
  const written = dongOf(amountText)
  const amount = written === undefined ? 0 : written
  if (!discountType) return { fields: null, problems: [say.couponType(type)] }
  if (amount === null || (discountType === 'percent' && amount > 100))
    return { fields: null, problems: [say.couponAmount(amountText)] }
  const emails = unserializePhp(metaOf(item, 'customer_email') ?? '')
  if (emails.ok && Array.isArray(emails.value) && emails.value.length > 0) problems.push(say.couponEmails)
  const products = (key: string) => idList(metaOf(item, key)).flatMap((id) => context.productFor(id) ?? [])
  const categories = (key: string) => termIds(metaOf(item, key)).flatMap((id) => context.productCategoryFor(id) ?? [])
  const fields: WooCouponFields = {
    code: item.title.trim(),
    description: item.excerpt.trim() || undefined,
    discountType,
    amount,
    freeShipping: isYes(metaOf(item, 'free_shipping')),
    // WooCommerce 3 and later write a Unix time; earlier ones `expiry_date` as a day.
    expiresAt: unixDate(metaOf(item, 'date_expires')) ?? dayDate(metaOf(item, 'expiry_date')),
    minSpend: dongOf(metaOf(item, 'minimum_amount')) ?? undefined,
    maxSpend: dongOf(metaOf(item, 'maximum_amount')) ?? undefined,
    individualUse: isYes(metaOf(item, 'individual_use')),
    excludeSaleItems: isYes(metaOf(item, 'exclude_sale_items')),
    productIds: products('product_ids'),
    excludeProductIds: products('exclude_product_ids'),
    categoryIds: categories('product_categories'),
    excludeCategoryIds: categories('exclude_product_categories'),
    usageLimit: limitOf(metaOf(item, 'usage_limit')),
    usageLimitPerCustomer: limitOf(metaOf(item, 'usage_limit_per_user')),
    usageCount: limitOf(metaOf(item, 'usage_count')) ?? 0,
  }
  return { fields, problems }
}

/** A day written "2024-12-31", as the end of that day in Vietnam. */
function dayDate(value: string | null): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '')
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T23:59:59+07:00`).toISOString() : undefined
}
