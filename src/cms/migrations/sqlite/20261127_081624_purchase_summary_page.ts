import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`ALTER TABLE \`shop_settings\` ADD \`purchase_summary_page_id\` integer REFERENCES pages(id) ON DELETE set null;`,
  )
  await db.run(
    sql`CREATE INDEX \`shop_settings_purchase_summary_page_idx\` ON \`shop_settings\` (\`purchase_summary_page_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_shop_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`other_provinces_cost\` numeric,
  	\`free_shipping_min\` numeric,
  	\`pickup_enabled\` integer DEFAULT true,
  	\`pickup_address\` text,
  	\`cod_enabled\` integer DEFAULT true,
  	\`cod_instructions\` text,
  	\`bank_transfer_enabled\` integer DEFAULT false,
  	\`bank_transfer_bank_bin\` text,
  	\`bank_transfer_account_number\` text,
  	\`bank_transfer_account_name\` text,
  	\`stripe_enabled\` integer DEFAULT false,
  	\`stripe_publishable_key\` text,
  	\`stripe_secret_key\` text,
  	\`stripe_webhook_secret\` text,
  	\`paypal_enabled\` integer DEFAULT false,
  	\`paypal_client_id\` text,
  	\`paypal_client_secret\` text,
  	\`paypal_vnd_per_usd\` numeric DEFAULT 25000,
  	\`paypal_sandbox\` integer DEFAULT true,
  	\`order_email\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_shop_settings\`("id", "other_provinces_cost", "free_shipping_min", "pickup_enabled", "pickup_address", "cod_enabled", "cod_instructions", "bank_transfer_enabled", "bank_transfer_bank_bin", "bank_transfer_account_number", "bank_transfer_account_name", "stripe_enabled", "stripe_publishable_key", "stripe_secret_key", "stripe_webhook_secret", "paypal_enabled", "paypal_client_id", "paypal_client_secret", "paypal_vnd_per_usd", "paypal_sandbox", "order_email", "updated_at", "created_at") SELECT "id", "other_provinces_cost", "free_shipping_min", "pickup_enabled", "pickup_address", "cod_enabled", "cod_instructions", "bank_transfer_enabled", "bank_transfer_bank_bin", "bank_transfer_account_number", "bank_transfer_account_name", "stripe_enabled", "stripe_publishable_key", "stripe_secret_key", "stripe_webhook_secret", "paypal_enabled", "paypal_client_id", "paypal_client_secret", "paypal_vnd_per_usd", "paypal_sandbox", "order_email", "updated_at", "created_at" FROM \`shop_settings\`;`,
  )
  await db.run(sql`DROP TABLE \`shop_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_shop_settings\` RENAME TO \`shop_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
