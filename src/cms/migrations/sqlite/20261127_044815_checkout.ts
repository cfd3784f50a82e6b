import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`variant\` text,
  	\`name\` text NOT NULL,
  	\`sku\` text,
  	\`unit_price\` numeric NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`discount\` numeric,
  	\`total\` numeric NOT NULL,
  	\`virtual\` integer,
  	\`variant_row_id\` text,
  	\`stock_managed\` integer,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_product_idx\` ON \`orders_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_coupons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`discount\` numeric NOT NULL,
  	\`free_shipping\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_coupons_order_idx\` ON \`orders_coupons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_coupons_parent_id_idx\` ON \`orders_coupons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_refunds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`reason\` text,
  	\`at\` text,
  	\`by\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_refunds_order_idx\` ON \`orders_refunds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_refunds_parent_id_idx\` ON \`orders_refunds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`to_customer\` integer,
  	\`by\` text,
  	\`at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_notes_order_idx\` ON \`orders_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_notes_parent_id_idx\` ON \`orders_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	\`by\` text,
  	\`at\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_history_order_idx\` ON \`orders_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_history_parent_id_idx\` ON \`orders_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`name\` text,
  	\`file_id\` integer,
  	\`remaining\` numeric,
  	\`count\` numeric DEFAULT 0,
  	\`expires_at\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`product_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_downloads_order_idx\` ON \`orders_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_downloads_parent_id_idx\` ON \`orders_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_downloads_product_idx\` ON \`orders_downloads\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_downloads_file_idx\` ON \`orders_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`customer_id\` integer,
  	\`email\` text NOT NULL,
  	\`shipping_method\` text,
  	\`shipping_label\` text,
  	\`shipping_cost\` numeric,
  	\`subtotal\` numeric NOT NULL,
  	\`discount_total\` numeric,
  	\`shipping_total\` numeric,
  	\`total\` numeric NOT NULL,
  	\`billing_full_name\` text,
  	\`billing_phone\` text,
  	\`billing_email\` text,
  	\`billing_province\` text,
  	\`billing_district\` text,
  	\`billing_ward\` text,
  	\`billing_street\` text,
  	\`billing_line\` text,
  	\`ship_to_different_address\` integer,
  	\`shipping_address_full_name\` text,
  	\`shipping_address_phone\` text,
  	\`shipping_address_province\` text,
  	\`shipping_address_district\` text,
  	\`shipping_address_ward\` text,
  	\`shipping_address_street\` text,
  	\`shipping_address_line\` text,
  	\`customer_note\` text,
  	\`payment_method\` text,
  	\`transaction_id\` text,
  	\`paid_at\` text,
  	\`foreign_amount_currency\` text,
  	\`foreign_amount_value\` text,
  	\`foreign_amount_rate\` numeric,
  	\`checkout_key\` text,
  	\`order_key\` text,
  	\`stock_held\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_checkout_key_idx\` ON \`orders\` (\`checkout_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_order_key_idx\` ON \`orders\` (\`order_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coupons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`description\` text,
  	\`discount_type\` text DEFAULT 'percent' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`free_shipping\` integer DEFAULT false,
  	\`expires_at\` text,
  	\`min_spend\` numeric,
  	\`max_spend\` numeric,
  	\`individual_use\` integer DEFAULT false,
  	\`exclude_sale_items\` integer DEFAULT false,
  	\`usage_limit\` numeric,
  	\`usage_limit_per_customer\` numeric,
  	\`usage_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coupons_code_idx\` ON \`coupons\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`coupons_updated_at_idx\` ON \`coupons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coupons_created_at_idx\` ON \`coupons\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coupons_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`product_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coupons_rels_order_idx\` ON \`coupons_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`coupons_rels_parent_idx\` ON \`coupons_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`coupons_rels_path_idx\` ON \`coupons_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`coupons_rels_products_id_idx\` ON \`coupons_rels\` (\`products_id\`);`)
  await db.run(
    sql`CREATE INDEX \`coupons_rels_product_categories_id_idx\` ON \`coupons_rels\` (\`product_categories_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`shop_settings_shipping_zones_provinces\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shop_settings_shipping_zones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`shop_settings_shipping_zones_provinces_order_idx\` ON \`shop_settings_shipping_zones_provinces\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`shop_settings_shipping_zones_provinces_parent_idx\` ON \`shop_settings_shipping_zones_provinces\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`shop_settings_shipping_zones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`cost\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shop_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`shop_settings_shipping_zones_order_idx\` ON \`shop_settings_shipping_zones\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`shop_settings_shipping_zones_parent_id_idx\` ON \`shop_settings_shipping_zones\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`shop_settings\` (
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
  await db.run(sql`CREATE TABLE \`shop_counter\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_order_number\` numeric DEFAULT 0,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`coupons\` text DEFAULT '[]';`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`checkout\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_full_name\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_phone\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_email\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_province\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_district\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_ward\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_street\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_line\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_full_name\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_phone\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_province\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_district\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_ward\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_street\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`shipping_address_line\` text;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id) ON DELETE cascade;`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coupons_id\` integer REFERENCES coupons(id) ON DELETE cascade;`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders_coupons\`;`)
  await db.run(sql`DROP TABLE \`orders_refunds\`;`)
  await db.run(sql`DROP TABLE \`orders_notes\`;`)
  await db.run(sql`DROP TABLE \`orders_history\`;`)
  await db.run(sql`DROP TABLE \`orders_downloads\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`coupons\`;`)
  await db.run(sql`DROP TABLE \`coupons_rels\`;`)
  await db.run(sql`DROP TABLE \`shop_settings_shipping_zones_provinces\`;`)
  await db.run(sql`DROP TABLE \`shop_settings_shipping_zones\`;`)
  await db.run(sql`DROP TABLE \`shop_settings\`;`)
  await db.run(sql`DROP TABLE \`shop_counter\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`pages_id\` integer,
  	\`templates_id\` integer,
  	\`popups_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`products_id\` integer,
  	\`product_categories_id\` integer,
  	\`product_tags_id\` integer,
  	\`product_files_id\` integer,
  	\`carts_id\` integer,
  	\`authors_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`button_clicks_id\` integer,
  	\`button_click_days_id\` integer,
  	\`form_submissions_id\` integer,
  	\`form_files_id\` integer,
  	\`subscribers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`templates_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_tags_id\`) REFERENCES \`product_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_files_id\`) REFERENCES \`product_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`button_clicks_id\`) REFERENCES \`button_clicks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`button_click_days_id\`) REFERENCES \`button_click_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "pages_id", "templates_id", "popups_id", "categories_id", "tags_id", "products_id", "product_categories_id", "product_tags_id", "product_files_id", "carts_id", "authors_id", "media_id", "users_id", "button_clicks_id", "button_click_days_id", "form_submissions_id", "form_files_id", "subscribers_id") SELECT "id", "order", "parent_id", "path", "posts_id", "pages_id", "templates_id", "popups_id", "categories_id", "tags_id", "products_id", "product_categories_id", "product_tags_id", "product_files_id", "carts_id", "authors_id", "media_id", "users_id", "button_clicks_id", "button_click_days_id", "form_submissions_id", "form_files_id", "subscribers_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`templates_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_product_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`product_tags_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_product_files_id_idx\` ON \`payload_locked_documents_rels\` (\`product_files_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_button_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`button_clicks_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_button_click_days_id_idx\` ON \`payload_locked_documents_rels\` (\`button_click_days_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`coupons\`;`)
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`checkout\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_full_name\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_phone\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_email\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_province\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_district\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_ward\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_street\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_line\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_full_name\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_phone\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_province\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_district\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_ward\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_street\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`shipping_address_line\`;`)
}
