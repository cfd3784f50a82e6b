import type { Payload, PayloadRequest, Where } from 'payload'
import type { CartView, ShopNotice } from '@/shop/rules/cart-view'
import { type QuoteLine, type QuoteTotals, needsShipping, quoteTotals } from '@/shop/rules/checkout'
import { type CouponRules, type CouponUsage, checkCoupon, readCouponRules } from '@/shop/rules/coupon'
import { productVariants, priceSettings } from '@/shop/rules/product'
import { currentPrice } from '@/shop/rules/logic'
import { type ShippingMethod, chosenShipping, shippingMethods } from '@/shop/rules/shipping'
import { relationIds } from '@/lib/stored-values'
import type { Product, ShopSetting } from '@/payload-types'
import { viewCart } from '@/shop/cms/cart.server'
import { readShopSettings, shippingSettingsOf } from '@/shop/cms/settings'
import { getProductsByIds } from '@/shop/reads/queries'
import type { CartOwner, StoredCart } from '@/shop/server/cart/store'
import { type PaymentGateway, availableGateways } from '@/shop/server/payments/gateways'

/** An order line as the checkout places it: the quote's line, and where its stock is kept. */
export interface PlacedLine extends QuoteLine {
  variantRowId: string
  stockManaged: boolean
  product: Product
}

/** A coupon applied to the order, with its stored id (its uses are counted on it). */
export interface AppliedCoupon extends CouponRules {
  id: number
}

/** Everything the checkout shows and places: the cart, its lines, coupons, delivery, totals and ways to pay. */
export interface Quote {
  cart: StoredCart | null
  view: CartView
  lines: PlacedLine[]
  coupons: AppliedCoupon[]
  /** Coupons dropped because they no longer apply, and why. */
  couponNotices: ShopNotice[]
  needsShipping: boolean
  shippingMethods: ShippingMethod[]
  shipping: ShippingMethod | null
  totals: QuoteTotals
  gateways: PaymentGateway[]
  settings: ShopSetting
}

/** Who is buying, for the per-customer coupon limits: the account, and the e-mail given. */
export interface Buyer {
  customerId: number | null
  email: string
}

/** The statuses whose orders count as a coupon's use (cancelled and failed orders gave theirs back). */
const COUNTED_STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'refunded']

/** How often a coupon was used: by everyone (its counter), and by this buyer (their orders that used it). */
export async function couponUsage(
  payload: Payload,
  coupon: { code: string; usageCount?: number | null },
  buyer: Buyer,
  req?: PayloadRequest,
): Promise<CouponUsage> {
  const mine: Where[] = [
    ...(buyer.customerId !== null ? [{ customer: { equals: buyer.customerId } }] : []),
    ...(buyer.email ? [{ email: { equals: buyer.email } }] : []),
  ]
  const byCustomer = mine.length
    ? (
        await payload.count({
          collection: 'orders',
          where: {
            and: [{ 'coupons.code': { equals: coupon.code } }, { status: { in: COUNTED_STATUSES } }, { or: mine }],
          },
          overrideAccess: true,
          req,
        })
      ).totalDocs
    : 0
  return { total: coupon.usageCount ?? 0, byCustomer }
}

/** The coupons stored under `codes`, by code (read past access: shoppers never read coupons themselves). */
export async function findCoupons(
  payload: Payload,
  codes: string[],
  req?: PayloadRequest,
): Promise<Map<string, AppliedCoupon & { usageCount: number }>> {
  if (!codes.length) return new Map()
  const { docs } = await payload.find({
    collection: 'coupons',
    where: { code: { in: codes } },
    limit: codes.length,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(
    docs.flatMap((doc) => {
      const rules = readCouponRules(doc as unknown as Record<string, unknown>)
      return rules ? [[rules.code, { ...rules, id: doc.id, usageCount: doc.usageCount ?? 0 }] as const] : []
    }),
  )
}

/** The cart's lines as the checkout sees them: with categories, sale, delivery need and where their stock is kept. */
function placedLines(view: CartView, products: Map<number, Product>, now: Date): PlacedLine[] {
  return view.lines.flatMap((line) => {
    const product = products.get(line.productId)
    if (!product) return []
    const variant = line.variant
      ? productVariants(product, now).find((candidate) => candidate.key === line.variant)
      : null
    const onSale = variant ? variant.price.onSale : currentPrice(priceSettings(product), now).onSale
    return [
      {
        key: line.key,
        productId: line.productId,
        categoryIds: relationIds(product.categories),
        unitPrice: line.unitPrice,
        regularUnitPrice: line.regularUnitPrice,
        quantity: line.quantity,
        onSale,
        name: line.name,
        variant: line.variant,
        sku: (variant ? variant.sku : product.sku) || '',
        virtual: product.virtual === true,
        variantRowId: variant?.rowId ?? '',
        stockManaged: variant ? variant.manageStock : product.manageStock === true,
        product,
      },
    ]
  })
}

/**
 * The checkout's quote for the owner's cart now: the lines at today's prices and stock (viewCart), the cart's coupons
 * that still apply (checked in the order applied; the others dropped with a notice), the delivery methods for the
 * province and the one chosen, the totals and the ways to pay. `cart` is given when the caller has just read it.
 */
export async function buildQuote(
  payload: Payload,
  owner: CartOwner,
  now: Date,
  ask: { provinceCode: string; shippingMethodId: string; buyer: Buyer },
  req?: PayloadRequest,
): Promise<Quote> {
  const [{ cart, view }, settings] = await Promise.all([viewCart(payload, owner, now), readShopSettings(payload)])
  const products = await getProductsByIds(view.lines.map((line) => line.productId))
  const lines = placedLines(view, products, now)
  const stored = await findCoupons(payload, cart?.coupons ?? [], req)
  const coupons: AppliedCoupon[] = []
  const couponNotices: ShopNotice[] = []
  for (const code of cart?.coupons ?? []) {
    const coupon = stored.get(code)
    if (!coupon) {
      couponNotices.push({ kind: 'error', message: `Mã giảm giá ${code} không còn tồn tại nên đã được bỏ.` })
      continue
    }
    const usage = await couponUsage(payload, coupon, ask.buyer, req)
    const check = checkCoupon(coupon, {
      lines,
      now,
      usage,
      appliedCodes: coupons.map((kept) => kept.code),
      appliedIndividual: coupons.some((kept) => kept.individualUse),
    })
    if (check.ok) coupons.push(coupon)
    else couponNotices.push({ kind: 'error', message: check.message })
  }
  const shipping = needsShipping(lines)
  const discounted = quoteTotals(lines, coupons, null)
  const methods = shippingMethods(shippingSettingsOf(settings), {
    provinceCode: ask.provinceCode,
    discountedSubtotal: discounted.subtotal - discounted.discountTotal,
    freeShippingCoupon: coupons.some((coupon) => coupon.freeShipping),
    needsShipping: shipping,
  })
  const chosen = chosenShipping(methods, ask.shippingMethodId)
  return {
    cart,
    view,
    lines,
    coupons,
    couponNotices,
    needsShipping: shipping,
    shippingMethods: methods,
    shipping: chosen,
    totals: quoteTotals(lines, coupons, chosen),
    gateways: availableGateways(settings, { needsShipping: shipping }),
    settings,
  }
}
