import type { PayloadRequest, TaskConfig, Where } from 'payload'
import { listPrice } from '@/shop/rules/product'
import { invalidate } from '../../cms/cache/invalidate'
import { productChangeTags } from '../../cms/cache/tags'

/** How often sales that start or end are looked for; a sale's price shows within this time of its bound. */
const EVERY_MINUTES = 5
/** Bounds passed this recently are looked at: twice the period, so a late run misses none. */
const WINDOW_MS = 2 * EVERY_MINUTES * 60_000

/**
 * A sale that starts or ends changes what a product sells at without anyone saving it: its stored list price (which
 * the catalogue sorts and filters by) and its cached pages would stay as they were. So for products whose sale (or a
 * variant's) started or ended since the last look, the price is written again and their pages are cleared. Written
 * straight to the product's row: not a new version, and an editor's newer draft stays the newest.
 */
export async function refreshSalePrices(req: PayloadRequest, now = new Date()): Promise<{ refreshed: number }> {
  const from = new Date(now.getTime() - WINDOW_MS).toISOString()
  const to = now.toISOString()
  const passed = (path: string): Where => ({
    and: [{ [path]: { greater_than: from } }, { [path]: { less_than_equal: to } }],
  })
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { or: ['saleFrom', 'saleTo', 'variants.saleFrom', 'variants.saleTo'].map(passed) },
    limit: 500,
    depth: 0,
    req,
  })
  for (const product of docs) {
    await req.payload.db.updateOne({
      collection: 'products',
      id: product.id,
      data: { price: listPrice(product, now) },
      req,
      returning: false,
    })
    await invalidate(req.payload, productChangeTags(product, null), req)
  }
  return { refreshed: docs.length }
}

export const refreshSalePricesTask: TaskConfig<'refreshSalePrices'> = {
  slug: 'refreshSalePrices',
  label: 'Cập nhật giá khi khuyến mãi bắt đầu hoặc kết thúc',
  schedule: [{ cron: `0 */${EVERY_MINUTES} * * * *`, queue: 'default' }],
  outputSchema: [{ name: 'refreshed', type: 'number' }],
  handler: async ({ req }) => ({ output: await refreshSalePrices(req) }),
}
