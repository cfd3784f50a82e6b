import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { moveStoredAddresses } from '../move-addresses'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`billing_province_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`billing_ward_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`billing_previous_line\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_province_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_ward_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_previous_line\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_province_name\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_ward_name\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_previous_line\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_province_name\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_ward_name\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_previous_line\` text;`)
  // Addresses and delivery zones move to the units of 1 July 2025 while the districts are still there to read.
  await moveStoredAddresses({
    sql,
    rows: (query) => db.all(query as Parameters<typeof db.all>[0]),
    run: (query) => db.run(query as Parameters<typeof db.run>[0]),
  })
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`billing_district\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_address_district\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_district\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_district\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`billing_district\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address_district\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`billing_province_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`billing_ward_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`billing_previous_line\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_address_province_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_address_ward_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_address_previous_line\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_district\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_district\` text;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_province_name\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_ward_name\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_previous_line\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_province_name\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_ward_name\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_previous_line\`;`)
}
