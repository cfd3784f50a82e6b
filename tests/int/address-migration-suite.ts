import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawSql } from '@/server/database/raw-sql'
import { createUser, startPayload, type TestDatabase } from './payload'

type Migration = { up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }

/**
 * The `address_units` migration on one database: addresses and delivery zones stored with the units before 1 July 2025
 * (put back by undoing the migration, then written with old codes) come out in the new units, old lines kept.
 */
export function addressMigrationSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let migration: Migration
  let raw: (text: string) => Promise<unknown>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    const db = await rawSql(payload)
    raw = (text) => db.changed(db.sql.raw(text))
    migration =
      database === 'postgres'
        ? await import('@/cms/migrations/postgres/20261128_081457_address_units')
        : await import('@/cms/migrations/sqlite/20261128_081216_address_units')
  })

  afterAll(async () => stop())

  describe(`moving stored addresses to the units of July 2025 (${database})`, () => {
    it('moves customers’ and orders’ addresses and the delivery zones, and keeps the old line readable', async () => {
      const customer = await createUser(payload, `cu-${database}@vidu.vn`, ['customer'])
      const order = await payload.create({
        collection: 'orders',
        data: {
          number: `TT-CU-${database}`,
          status: 'completed',
          customer: customer.id,
          email: customer.email,
          lines: [],
          shipping: { method: 'flat_rate', label: 'Giao tận nơi', cost: 20_000 },
          subtotal: 100_000,
          shippingTotal: 20_000,
          total: 120_000,
          paymentMethod: 'cod',
        } as never,
      })
      await payload.updateGlobal({
        slug: 'shop-settings',
        data: {
          shippingZones: [
            { name: 'Miền Nam', provinces: ['79', '80'], cost: 20_000 },
            { name: 'Miền núi phía Bắc', provinces: ['08'], cost: 40_000 },
          ],
        },
      })

      const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never
      await migration.down(args)
      const oldLine = '12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh'
      await raw(
        `UPDATE orders SET billing_province = '79', billing_district = '760', billing_ward = '26740', billing_street = '12 Lê Lợi', billing_line = '${oldLine}' WHERE id = ${order.id}`,
      )
      await raw(
        `UPDATE users SET billing_province = '02', billing_district = '024', billing_ward = '00688', billing_street = 'Tổ 1', billing_line = 'Tổ 1, Phường Quang Trung, Thành phố Hà Giang, Tỉnh Hà Giang', shipping_address_province = '77', shipping_address_district = '755', shipping_address_ward = '', shipping_address_street = 'Khu 3', shipping_address_line = 'Khu 3, Huyện Côn Đảo, Tỉnh Bà Rịa - Vũng Tàu' WHERE id = ${customer.id}`,
      )
      // Bình Dương (74) is part of Hồ Chí Minh City now, which the zone names once; Hà Giang (02) is part of Tuyên Quang.
      await raw(`UPDATE shop_settings_shipping_zones_provinces SET value = '74' WHERE value = '80'`)
      await raw(`UPDATE shop_settings_shipping_zones_provinces SET value = '02' WHERE value = '08'`)
      await migration.up(args)

      const moved = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
      expect(moved.billing).toMatchObject({
        province: '79',
        provinceName: 'Thành phố Hồ Chí Minh',
        ward: '26740',
        wardName: 'Phường Sài Gòn',
        street: '12 Lê Lợi',
        line: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
        previousLine: oldLine,
      })
      const user = await payload.findByID({ collection: 'users', id: customer.id, overrideAccess: true })
      expect(user.billing).toMatchObject({
        province: '08',
        provinceName: 'Tỉnh Tuyên Quang',
        ward: '00694',
        wardName: 'Phường Hà Giang 1',
      })
      expect(user.billing?.previousLine).toBe('Tổ 1, Phường Quang Trung, Thành phố Hà Giang, Tỉnh Hà Giang')
      expect(user.shippingAddress).toMatchObject({
        province: '79',
        ward: '26732',
        line: 'Khu 3, Đặc khu Côn Đảo, Thành phố Hồ Chí Minh',
        previousLine: 'Khu 3, Huyện Côn Đảo, Tỉnh Bà Rịa - Vũng Tàu',
      })
      const settings = await payload.findGlobal({ slug: 'shop-settings' })
      expect(settings.shippingZones?.map((zone) => zone.provinces)).toEqual([['79'], ['08']])
    })
  })
}
