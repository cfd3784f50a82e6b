import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`shop_settings\` ADD \`cod_digital_goods\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` ADD \`bank_transfer_digital_goods\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` ADD \`hold_minutes\` numeric DEFAULT 60;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` ADD \`max_open_unpaid_orders\` numeric DEFAULT 3;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`shop_settings\` DROP COLUMN \`cod_digital_goods\`;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` DROP COLUMN \`bank_transfer_digital_goods\`;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` DROP COLUMN \`hold_minutes\`;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` DROP COLUMN \`max_open_unpaid_orders\`;`)
}
