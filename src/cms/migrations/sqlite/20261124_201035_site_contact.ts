import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`share_image_id\` integer REFERENCES media(id) ON DELETE set null;`,
  )
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_email\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_phone\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_address\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`contact_hours\` text;`)
  await db.run(sql`CREATE INDEX \`site_settings_share_image_idx\` ON \`site_settings\` (\`share_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Thủ Thuật Điện Thoại' NOT NULL,
  	\`tagline\` text DEFAULT 'Mẹo hay cho điện thoại của bạn',
  	\`description\` text,
  	\`logo_id\` integer,
  	\`home_page_id\` integer,
  	\`share_url\` text,
  	\`social_app_id\` text,
  	\`analytics_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "tagline", "description", "logo_id", "home_page_id", "share_url", "social_app_id", "analytics_id", "updated_at", "created_at") SELECT "id", "site_name", "tagline", "description", "logo_id", "home_page_id", "share_url", "social_app_id", "analytics_id", "updated_at", "created_at" FROM \`site_settings\`;`,
  )
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_page_idx\` ON \`site_settings\` (\`home_page_id\`);`)
}
