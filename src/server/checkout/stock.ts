import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'
import { type TransactionSql, transactionSql } from './transaction-sql'

/** Stock an order line takes: of a product, or of one of its variants (its array row id). */
export interface StockClaim {
  productId: number
  /** The variant's row id; '' for a simple product. */
  variantRowId: string
  quantity: number
  /** Whether the shop counts this product's (or variant's) stock; unmanaged stock is never taken or given back. */
  managed: boolean
}

/**
 * Takes the stock of `claims` inside the transaction of `req`, all or nothing: a product or variant whose stock is
 * managed must still hold the quantity, unless it takes backorders (the update's own condition, so two orders can never
 * both take the last one); its status turns to out of stock at zero. The published product and its latest version (what the admin edits) are
 * changed alike. Lines whose stock is not managed take nothing. The first claim that could not be met, or null; the
 * caller rolls the transaction back on a refusal. Also counts the sale towards the products' popularity.
 */
export async function takeStock(payload: Payload, req: PayloadRequest, claims: StockClaim[]): Promise<StockClaim | null> {
  const db = await transactionSql(payload, req)
  if (payload.db.name === 'postgres' && claims.length) {
    const ids = [...new Set(claims.map((claim) => claim.productId))].sort((a, b) => a - b)
    await db.rows(
      sql`SELECT id FROM products WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id FOR UPDATE`,
    )
  }
  for (const claim of claims) {
    const { productId, variantRowId, quantity } = claim
    await db.changed(sql`UPDATE products SET total_sales = COALESCE(total_sales, 0) + ${quantity} WHERE id = ${productId}`)
    if (!claim.managed) continue
    const taken = variantRowId
      ? await db.changed(sql`UPDATE products_variants SET stock_quantity = stock_quantity - ${quantity},
          stock_status = CASE WHEN stock_quantity - ${quantity} <= 0 AND stock_status = 'instock' THEN 'outofstock' ELSE stock_status END
          WHERE id = ${variantRowId} AND _parent_id = ${productId} AND manage_stock = ${db.bool(true)} AND (stock_status = 'onbackorder' OR stock_quantity >= ${quantity})`)
      : await db.changed(sql`UPDATE products SET stock_quantity = stock_quantity - ${quantity},
          stock_status = CASE WHEN stock_quantity - ${quantity} <= 0 AND stock_status = 'instock' THEN 'outofstock' ELSE stock_status END
          WHERE id = ${productId} AND manage_stock = ${db.bool(true)} AND (stock_status = 'onbackorder' OR stock_quantity >= ${quantity})`)
    if (taken === 0) return claim
    await copyStockToLatestVersion(db, claim)
  }
  return null
}

/** Gives back the stock of `claims` (a cancelled or failed order), inside the transaction of `req`. */
export async function returnStock(payload: Payload, req: PayloadRequest, claims: StockClaim[]): Promise<void> {
  const db = await transactionSql(payload, req)
  for (const claim of claims) {
    const { productId, variantRowId, quantity } = claim
    await db.changed(
      sql`UPDATE products SET total_sales = CASE WHEN COALESCE(total_sales, 0) > ${quantity} THEN total_sales - ${quantity} ELSE 0 END WHERE id = ${productId}`,
    )
    if (!claim.managed) continue
    if (variantRowId) {
      await db.changed(sql`UPDATE products_variants SET stock_quantity = stock_quantity + ${quantity},
        stock_status = CASE WHEN stock_status = 'outofstock' AND stock_quantity + ${quantity} > 0 THEN 'instock' ELSE stock_status END
        WHERE id = ${variantRowId} AND _parent_id = ${productId} AND manage_stock = ${db.bool(true)}`)
    } else {
      await db.changed(sql`UPDATE products SET stock_quantity = stock_quantity + ${quantity},
        stock_status = CASE WHEN stock_status = 'outofstock' AND stock_quantity + ${quantity} > 0 THEN 'instock' ELSE stock_status END
        WHERE id = ${productId} AND manage_stock = ${db.bool(true)}`)
    }
    await copyStockToLatestVersion(db, claim)
  }
}

/** The latest version (the admin's copy) gets the stock the published product now has, so saving it later keeps it. */
async function copyStockToLatestVersion(db: TransactionSql, { productId, variantRowId }: StockClaim): Promise<void> {
  if (variantRowId) {
    await db.changed(sql`UPDATE _products_v_version_variants SET
        stock_quantity = (SELECT stock_quantity FROM products_variants WHERE id = ${variantRowId}),
        stock_status = (SELECT stock_status FROM products_variants WHERE id = ${variantRowId})
      WHERE _uuid = ${variantRowId} AND _parent_id IN (SELECT id FROM _products_v WHERE parent_id = ${productId} AND latest = ${db.bool(true)})`)
    return
  }
  await db.changed(sql`UPDATE _products_v SET
      version_stock_quantity = (SELECT stock_quantity FROM products WHERE id = ${productId}),
      version_stock_status = (SELECT stock_status FROM products WHERE id = ${productId})
    WHERE parent_id = ${productId} AND latest = ${db.bool(true)}`)
}

/** The stock an order's lines took, to give back: lines whose stock is managed. */
export function stockClaimsOf(lines: { product?: unknown; variantRowId?: string | null; quantity: number; stockManaged?: boolean | null }[]): StockClaim[] {
  return lines.flatMap((line) => {
    const productId = typeof line.product === 'object' && line.product ? (line.product as { id: number }).id : line.product
    return typeof productId === 'number' && line.stockManaged
      ? [{ productId, variantRowId: line.variantRowId ?? '', quantity: line.quantity, managed: true }]
      : []
  })
}
