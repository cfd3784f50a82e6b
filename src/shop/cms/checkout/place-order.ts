import { randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'
import type { ShopNotice } from '@/shop/rules/cart-view'
import type { CheckoutErrors, CheckoutForm } from '@/shop/rules/checkout-form'
import { orderNumber } from '@/shop/rules/order-status'
import type { Order } from '@/payload-types'
import { invalidate } from '@/cms/cache/invalidate'
import { PRODUCTS_TAG, productTag } from '@/cms/cache/tags'
import { SHOP_WRITE } from '@/shop/cms/order-hooks'
import { queueOrderMails } from '@/shop/cms/order-mails'
import { storedAddress } from '@/shop/rules/address/units'
import { writeInSharedTransaction } from '@/server/group-commit'
import type { CartOwner } from '@/shop/server/cart/store'
import { gatewayById } from '@/shop/server/payments/gateways'
import { type AppliedCoupon, type Quote, buildQuote, couponUsage } from './quote'
import { overUnpaidCap } from './unpaid-cap'
import { type StockClaim, stockShortfall, takeStock } from '@/shop/server/checkout/stock'
import { nextOrderSequence } from '@/shop/server/checkout/order-number'
import { transactionSql } from '@/server/database/raw-sql'

export type PlaceOutcome =
  | { ok: true; order: Order; created: boolean }
  | { ok: false; status: number; errors: CheckoutErrors; notices: ShopNotice[] }

const refusal = (status: number, message: string, errors: CheckoutErrors = {}): PlaceOutcome => ({
  ok: false,
  status,
  errors,
  notices: [{ kind: 'error', message }],
})

async function orderByCheckoutKey(payload: Payload, key: string, req?: PayloadRequest): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { checkoutKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The stock an order's lines take. */
const claimsOf = (quote: Quote): StockClaim[] =>
  quote.lines.map((line) => ({
    productId: line.productId,
    variantRowId: line.variantRowId,
    quantity: line.quantity,
    managed: line.stockManaged,
  }))

/** What is wrong with a quote before anything is written: an empty cart, coupons that no longer apply, delivery, payment. */
function quoteProblem(quote: Quote, form: CheckoutForm): PlaceOutcome | null {
  if (!quote.lines.length) return refusal(409, 'Giỏ hàng đang trống. Hãy chọn sản phẩm trước khi đặt hàng.')
  if (quote.view.notices.length) return { ok: false, status: 409, errors: {}, notices: quote.view.notices }
  if (quote.couponNotices.length) return { ok: false, status: 409, errors: {}, notices: quote.couponNotices }
  if (quote.needsShipping && !quote.shipping) {
    return refusal(400, 'Cửa hàng chưa giao tới địa chỉ này. Hãy chọn địa chỉ khác hoặc nhận tại cửa hàng.', {
      shipping_method: 'Chưa có cách giao hàng.',
    })
  }
  if (!quote.gateways.some((gateway) => gateway.id === form.paymentMethod)) {
    return refusal(400, 'Hãy chọn một cách thanh toán.', { payment_method: 'Hãy chọn một cách thanh toán.' })
  }
  return null
}

/**
 * Inside the order's transaction, before writing: every coupon still has uses left (overall and for this buyer),
 * read with the coupons' rows locked on PostgreSQL. The first coupon used up, or null.
 */
async function usedUpCoupon(
  payload: Payload,
  req: PayloadRequest,
  coupons: AppliedCoupon[],
  buyer: { customerId: number | null; email: string },
): Promise<AppliedCoupon | null> {
  if (!coupons.length) return null
  const db = await transactionSql(payload, req)
  const lock = payload.db.name === 'postgres' ? sql` FOR UPDATE` : sql``
  const rows = await db.rows<{ id: number; usage_count: number | string | null }>(
    sql`SELECT id, usage_count FROM coupons WHERE id IN (${sql.join(
      coupons.map((coupon) => sql`${coupon.id}`),
      sql`, `,
    )})${lock}`,
  )
  for (const coupon of coupons) {
    const used = Number(rows.find((row) => Number(row.id) === coupon.id)?.usage_count ?? 0)
    if (coupon.usageLimit !== null && used >= coupon.usageLimit) return coupon
    if (
      coupon.usageLimitPerCustomer !== null &&
      (await couponUsage(payload, { code: coupon.code }, buyer, req)).byCustomer >= coupon.usageLimitPerCustomer
    )
      return coupon
  }
  return null
}

/** The order as the checkout stores it, from the quote and the form. */
function orderData(quote: Quote, form: CheckoutForm, number: string, owner: CartOwner) {
  const gateway = gatewayById(form.paymentMethod)!
  return {
    number,
    status: gateway.placedStatus,
    customer: owner.customerId,
    email: form.billing.email,
    lines: quote.totals.lines.map((line) => ({
      product: line.productId,
      variant: line.variant,
      name: line.variant ? `${line.name} (${line.variant})` : line.name,
      sku: line.sku,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      discount: line.discount,
      total: line.total,
      virtual: line.virtual,
      variantRowId: quote.lines.find((placed) => placed.key === line.key)?.variantRowId ?? '',
      stockManaged: quote.lines.find((placed) => placed.key === line.key)?.stockManaged ?? false,
    })),
    coupons: quote.totals.coupons,
    shipping: quote.shipping
      ? { method: quote.shipping.id, label: quote.shipping.label, cost: quote.totals.shippingTotal }
      : { method: '', label: '', cost: 0 },
    subtotal: quote.totals.subtotal,
    discountTotal: quote.totals.discountTotal,
    shippingTotal: quote.totals.shippingTotal,
    total: quote.totals.total,
    billing: storedAddress(form.billing),
    shipToDifferentAddress: form.shipToDifferentAddress,
    shippingAddress: form.shipping ? storedAddress(form.shipping) : undefined,
    customerNote: form.note,
    paymentMethod: gateway.id,
    downloads: quote.lines.flatMap((line) =>
      line.product.downloadable
        ? (line.product.downloads ?? []).map((download) => ({
            product: line.productId,
            name: download.name,
            file: typeof download.file === 'object' && download.file ? download.file.id : download.file,
            remaining: line.product.downloadLimit ?? null,
            count: 0,
            expiresAt: line.product.downloadExpiryDays
              ? new Date(Date.now() + line.product.downloadExpiryDays * 86_400_000).toISOString()
              : null,
          }))
        : [],
    ),
    checkoutKey: form.checkoutKey,
    orderKey: `ok_${randomBytes(16).toString('base64url')}`,
    stockHeld: quote.lines.some((line) => line.stockManaged),
    history: [{ from: '', to: gateway.placedStatus, by: 'Khách hàng', at: new Date().toISOString(), note: 'Đặt hàng' }],
  }
}

/**
 * Places the owner's order from the checkout form, once per checkout attempt: the server works everything out again
 * (prices, stock, coupons, delivery; nothing the browser sent about them counts), then in one transaction checks the
 * coupons' uses and the stock, takes both, gives the order its number, stores it, empties the cart and queues the
 * mails. A second call with the same checkout key (a double click, a retry) answers the order the first one made.
 * `quoted`: the quote the caller just built for this form's address, delivery and buyer.
 */
export async function placeOrder(
  payload: Payload,
  owner: CartOwner,
  form: CheckoutForm,
  now: Date,
  quoted?: Quote,
): Promise<PlaceOutcome> {
  const earlier = await orderByCheckoutKey(payload, form.checkoutKey)
  if (earlier) return { ok: true, order: earlier, created: false }
  const address = form.shipToDifferentAddress && form.shipping ? form.shipping : form.billing
  const buyer = { customerId: owner.customerId, email: form.billing.email }
  const quote =
    quoted ??
    (await buildQuote(payload, owner, now, {
      provinceCode: address.province,
      shippingMethodId: form.shippingMethod,
      buyer,
    }))
  const problem = quoteProblem(quote, form)
  if (problem) {
    // A send of the same attempt may have placed the order (and emptied the cart) since the first look.
    const placed = await orderByCheckoutKey(payload, form.checkoutKey)
    return placed ? { ok: true, order: placed, created: false } : problem
  }

  let outcome: PlaceOutcome | undefined
  await writeInSharedTransaction(payload, async (req) => {
    const again = await orderByCheckoutKey(payload, form.checkoutKey, req)
    if (again) return void (outcome = { ok: true, order: again, created: false })
    const cap = await overUnpaidCap(payload, req, quote.settings, buyer)
    if (cap !== null) {
      const message = `Bạn đang có ${cap} đơn hàng chưa thanh toán. Hãy thanh toán hoặc chờ cửa hàng xử lý các đơn đó trước khi đặt thêm, hoặc liên hệ cửa hàng.`
      return void (outcome = refusal(409, message))
    }
    const usedUp = await usedUpCoupon(payload, req, quote.coupons, buyer)
    if (usedUp)
      return void (outcome = refusal(
        409,
        `Mã giảm giá ${usedUp.code} đã hết lượt sử dụng. Hãy bỏ mã này rồi đặt hàng lại.`,
      ))
    const claims = claimsOf(quote)
    const short = await stockShortfall(payload, req, claims)
    if (short) {
      const line = quote.lines.find(
        (candidate) => candidate.productId === short.productId && candidate.variantRowId === short.variantRowId,
      )
      return void (outcome = refusal(
        409,
        `“${line?.name ?? 'Một sản phẩm'}” vừa hết hoặc không còn đủ số lượng bạn đặt. Hãy xem lại giỏ hàng.`,
      ))
    }
    await takeStock(payload, req, claims)
    const db = await transactionSql(payload, req)
    for (const coupon of quote.coupons)
      await db.changed(sql`UPDATE coupons SET usage_count = COALESCE(usage_count, 0) + 1 WHERE id = ${coupon.id}`)
    const number = orderNumber(await nextOrderSequence(payload, req))
    req.context[SHOP_WRITE] = true
    const order = await payload.create({
      collection: 'orders',
      data: orderData(quote, form, number, owner),
      req,
      overrideAccess: true,
      depth: 0,
    })
    if (quote.cart)
      await payload.db.updateOne({
        collection: 'carts',
        id: quote.cart.id,
        data: { items: [], coupons: [], updatedAt: now.toISOString() },
        req,
        returning: false,
      })
    await queueOrderMails(payload, order, { placed: true }, req)
    outcome = { ok: true, order, created: true }
  })
  if (outcome?.ok && outcome.created) {
    const tags = [
      PRODUCTS_TAG,
      ...quote.lines.flatMap((line) => (line.product.slug ? [productTag(line.product.slug)] : [])),
    ]
    await invalidate(payload, tags)
  }
  return outcome!
}
