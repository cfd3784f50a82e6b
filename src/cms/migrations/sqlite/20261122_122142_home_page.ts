import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`home_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_page_idx\` ON \`site_settings\` (\`home_page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Thủ Thuật Điện Thoại' NOT NULL,
  	\`tagline\` text DEFAULT 'Mẹo hay cho điện thoại của bạn',
  	\`description\` text,
  	\`logo_id\` integer,
  	\`share_url\` text,
  	\`social_app_id\` text,
  	\`analytics_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_site_settings\`("id", "site_name", "tagline", "description", "logo_id", "share_url", "social_app_id", "analytics_id", "updated_at", "created_at") SELECT "id", "site_name", "tagline", "description", "logo_id", "share_url", "social_app_id", "analytics_id", "updated_at", "created_at" FROM \`site_settings\`;`,
  )
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}
