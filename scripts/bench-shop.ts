/**
 * The catalogue at scale: 10,000 published products over 20 categories in a temporary SQLite database, then the
 * catalogue's reads as the shop's pages make them (uncached): filtered by a category, by a price range, by both,
 * sorted by price and by sales, and a far page. Prints p50 and p95 of each.
 */
import { temporaryPayload } from './lib/temporary-payload'

const { run, done } = await temporaryPayload('thuthuat-bench-shop-')
const { sql } = await import('@payloadcms/db-sqlite')
const { listProducts } = await import('../src/shop/reads/queries')

const COUNT = 10_000
const CATEGORIES = 20
console.log(`Cửa hàng: đang tạo ${COUNT} sản phẩm trong ${CATEGORIES} danh mục…`)
await run(sql`BEGIN`)
for (let id = 1; id <= CATEGORIES; id++) {
  await run(
    sql`INSERT INTO product_categories (id, name, slug, "order") VALUES (${id}, ${`Danh mục ${id}`}, ${`danh-muc-${id}`}, ${id})`,
  )
}
const day = 86_400_000
for (let id = 1; id <= COUNT; id++) {
  // Prices from 50.000 to 5.000.000 đồng in steps of 1.000, spread by a multiplicative hash.
  const price = 50_000 + ((id * 7919) % 4951) * 1000
  const publishedAt = new Date(Date.UTC(2026, 0, 1) + id * (day / 10)).toISOString()
  await run(
    sql`INSERT INTO products (id, name, slug, product_type, regular_price, price, manage_stock, stock_status, published_at, total_sales, _status)
        VALUES (${id}, ${`Sản phẩm ${id}`}, ${`san-pham-${id}`}, 'simple', ${price}, ${price}, 0, 'instock', ${publishedAt}, ${(id * 31) % 997}, 'published')`,
  )
  await run(
    sql`INSERT INTO products_rels (parent_id, path, "order", product_categories_id) VALUES (${id}, 'categories', 1, ${1 + (id % CATEGORIES)})`,
  )
}
await run(sql`COMMIT`)

const base = { page: 1, minPrice: null, maxPrice: null, categoryIds: null, tagIds: null } as const
const cases = [
  { name: 'mới nhất, trang 1', query: { ...base, order: 'date' as const } },
  { name: 'một danh mục', query: { ...base, order: 'date' as const, categoryIds: [7] } },
  {
    name: 'khoảng giá 200.000–500.000',
    query: { ...base, order: 'price' as const, minPrice: 200_000, maxPrice: 500_000 },
  },
  {
    name: 'danh mục và khoảng giá, giá giảm dần',
    query: { ...base, order: 'price-desc' as const, categoryIds: [3, 4], minPrice: 100_000, maxPrice: 1_000_000 },
  },
  { name: 'bán chạy', query: { ...base, order: 'popularity' as const } },
  { name: 'trang 500', query: { ...base, order: 'date' as const, page: 500 } },
]
const rows = []
for (const { name, query } of cases) {
  const timings: number[] = []
  for (let round = 0; round < 60; round++) {
    const started = performance.now()
    const result = await listProducts(query)
    timings.push(performance.now() - started)
    if (round === 0 && result.products.length === 0) throw new Error(`${name}: no products`)
  }
  timings.sort((a, b) => a - b)
  const at = (p: number) =>
    Number(timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(1))
  rows.push({
    'lọc cửa hàng (chưa có trong bộ đệm)': name,
    'số lần': timings.length,
    'p50 ms': at(50),
    'p95 ms': at(95),
  })
}
console.table(rows)
await done()
process.exit(0)
