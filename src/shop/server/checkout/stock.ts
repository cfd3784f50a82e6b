import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'
import { type RawSql, transactionSql } from '../../../server/database/raw-sql'

/** Stock an order line takes: of a product, or of one of its variants (its array row id). */
export interface StockClaim {
  productId: number
  /** The variant's row id; '' for a simple product. */
  variantRowId: string
  quantity: number
  /** Whether the shop counts this product's (or variant's) stock; unmanaged stock is never taken or given back. */
  managed: boolean
}

interface StockRow {
  id: number | string
  manage_stock: number | boolean | null
  stock_quantity: number | string | null
  stock_status: string | null
}

/** Whether a stored row can give `quantity`: unmanaged, taking backorders, or holding enough. */
function rowCanGive(row: StockRow | undefined, quantity: number): boolean {
  if (!row) return false
  if (!(row.manage_stock === true || row.manage_stock === 1) || row.stock_status === 'onbackorder') return true
  return Number(row.stock_quantity ?? 0) >= quantity
}

/**
 * The first claim the stock cannot meet now, or null when all can be: read inside the transaction of `req`, which
 * takes its turn with every other order (SQLite's write lock; on PostgreSQL the products' rows are locked here until
 * it ends), so what it reads still holds when `takeStock` writes.
 */
export async function stockShortfall(
  payload: Payload,
  req: PayloadRequest,
  claims: StockClaim[],
): Promise<StockClaim | null> {
  const managed = claims.filter((claim) => claim.managed)
  if (!managed.length) return null
  const db = await transactionSql(payload, req)
  const productIds = [...new Set(managed.map((claim) => claim.productId))].sort((a, b) => a - b)
  const lock = payload.db.name === 'postgres' ? sql` ORDER BY id FOR UPDATE` : sql``
  const products = await db.rows<StockRow>(
    sql`SELECT id, manage_stock, stock_quantity, stock_status FROM products WHERE id IN (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )})${lock}`,
  )
  const rowIds = managed.flatMap((claim) => (claim.variantRowId ? [claim.variantRowId] : []))
  const variants = rowIds.length
    ? await db.rows<StockRow & { _parent_id: number }>(
        sql`SELECT id, _parent_id, manage_stock, stock_quantity, stock_status FROM products_variants WHERE id IN (${sql.join(
          rowIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : []
  for (const claim of managed) {
    const row = claim.variantRowId
      ? variants.find((variant) => variant.id === claim.variantRowId && Number(variant._parent_id) === claim.productId)
      : products.find((product) => Number(product.id) === claim.productId)
    if (!rowCanGive(row, claim.quantity)) return claim
  }
  return null
}

/**
 * Takes the stock of `claims` inside the transaction of `req`, once `stockShortfall` found none short: a managed
 * product or variant loses the quantity (its status turns to out of stock at zero, unless it takes backorders); the
 * published product and its latest version (what the admin edits) alike. Each sale counts towards the products'
 * popularity. Should a row not hold the quantity after all, it throws, and the transaction is rolled back.
 */
export async function takeStock(payload: Payload, req: PayloadRequest, claims: StockClaim[]): Promise<void> {
  const db = await transactionSql(payload, req)
  for (const claim of claims) {
    const { productId, variantRowId, quantity } = claim
    await db.changed(
      sql`UPDATE products SET total_sales = COALESCE(total_sales, 0) + ${quantity} WHERE id = ${productId}`,
    )
    if (!claim.managed) continue
    const taken = variantRowId
      ? await db.changed(sql`UPDATE products_variants SET stock_quantity = stock_quantity - ${quantity},
          stock_status = CASE WHEN stock_quantity - ${quantity} <= 0 AND stock_status = 'instock' THEN 'outofstock' ELSE stock_status END
          WHERE id = ${variantRowId} AND _parent_id = ${productId} AND (stock_status = 'onbackorder' OR stock_quantity >= ${quantity})`)
      : await db.changed(sql`UPDATE products SET stock_quantity = stock_quantity - ${quantity},
          stock_status = CASE WHEN stock_quantity - ${quantity} <= 0 AND stock_status = 'instock' THEN 'outofstock' ELSE stock_status END
          WHERE id = ${productId} AND (stock_status = 'onbackorder' OR stock_quantity >= ${quantity})`)
    if (taken === 0) throw new Error(`Stock of product ${productId} ${variantRowId} changed while it was being taken`)
    await copyStockToLatestVersion(db, claim)
  }
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
async function copyStockToLatestVersion(db: RawSql, { productId, variantRowId }: StockClaim): Promise<void> {
  // Read, then written as values: PostgreSQL keeps each table's statuses in an enum of its own.
  if (variantRowId) {
    const [row] = await db.rows<StockRow>(
      sql`SELECT id, manage_stock, stock_quantity, stock_status FROM products_variants WHERE id = ${variantRowId}`,
    )
    if (!row) return
    await db.changed(sql`UPDATE _products_v_version_variants SET stock_quantity = ${Number(row.stock_quantity ?? 0)}, stock_status = ${row.stock_status}
      WHERE _uuid = ${variantRowId} AND _parent_id IN (SELECT id FROM _products_v WHERE parent_id = ${productId} AND latest = ${db.bool(true)})`)
    return
  }
  const [row] = await db.rows<StockRow>(
    sql`SELECT id, manage_stock, stock_quantity, stock_status FROM products WHERE id = ${productId}`,
  )
  if (!row) return
  await db.changed(sql`UPDATE _products_v SET version_stock_quantity = ${Number(row.stock_quantity ?? 0)}, version_stock_status = ${row.stock_status}
    WHERE parent_id = ${productId} AND latest = ${db.bool(true)}`)
}

/** The stock an order's lines took, to give back: lines whose stock is managed. */
export function stockClaimsOf(
  lines: { product?: unknown; variantRowId?: string | null; quantity: number; stockManaged?: boolean | null }[],
): StockClaim[] {
  return lines.flatMap((line) => {
    const productId =
      typeof line.product === 'object' && line.product ? (line.product as { id: number }).id : line.product
    return typeof productId === 'number' && line.stockManaged
      ? [{ productId, variantRowId: line.variantRowId ?? '', quantity: line.quantity, managed: true }]
      : []
  })
}
