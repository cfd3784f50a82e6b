import { movedAddress, newProvinceOf } from '@/shop/rules/address/old-units'

/**
 * The data half of the `address_units` migrations (SQLite and PostgreSQL): every stored address (customers' saved
 * addresses, orders' buyer and delivery addresses) moved from the units before 1 July 2025 to the new ones, its old
 * line kept beside (`previous_line`), and the shop's delivery zones moved to the new provinces (a zone naming two old
 * provinces merged into one keeps it once). Runs after the new columns are added and before the district columns go.
 * Driver-neutral: each migration hands over its own `sql` tag and how to read and run a query in its transaction.
 */
export interface MigrationSql {
  sql: { (strings: TemplateStringsArray, ...values: unknown[]): unknown; identifier(name: string): unknown }
  rows(query: unknown): Promise<Record<string, unknown>[]>
  run(query: unknown): Promise<unknown>
}

const ADDRESSES = [
  ['users', 'billing'],
  ['users', 'shipping_address'],
  ['orders', 'billing'],
  ['orders', 'shipping_address'],
] as const

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export async function moveStoredAddresses({ sql, rows, run }: MigrationSql): Promise<void> {
  for (const [table, prefix] of ADDRESSES) {
    const column = (name: string) => sql.identifier(`${prefix}_${name}`)
    const stored = await rows(
      sql`SELECT id, ${column('province')} AS province, ${column('district')} AS district, ${column('ward')} AS ward, ${column('street')} AS street, ${column('line')} AS line FROM ${sql.identifier(table)}`,
    )
    for (const row of stored) {
      const moved = movedAddress({
        province: text(row.province),
        district: text(row.district),
        ward: text(row.ward),
        street: text(row.street),
        line: text(row.line),
      })
      if (!moved) continue
      await run(
        sql`UPDATE ${sql.identifier(table)} SET ${column('province')} = ${moved.province}, ${column('province_name')} = ${moved.provinceName}, ${column('ward')} = ${moved.ward}, ${column('ward_name')} = ${moved.wardName}, ${column('line')} = ${moved.line}, ${column('previous_line')} = ${moved.previousLine} WHERE id = ${row.id}`,
      )
    }
  }
  const zones = await rows(
    sql`SELECT id, parent_id, value FROM shop_settings_shipping_zones_provinces ORDER BY parent_id, ${sql.identifier('order')}`,
  )
  const kept = new Set<string>()
  for (const row of zones) {
    const next = newProvinceOf(text(row.value))
    const key = `${text(String(row.parent_id))} ${next}`
    if (!next || kept.has(key)) await run(sql`DELETE FROM shop_settings_shipping_zones_provinces WHERE id = ${row.id}`)
    else {
      kept.add(key)
      if (next !== row.value)
        await run(sql`UPDATE shop_settings_shipping_zones_provinces SET value = ${next} WHERE id = ${row.id}`)
    }
  }
}
