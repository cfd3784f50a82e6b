import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`captcha_provider\` text DEFAULT 'altcha' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`captcha_site_key\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`captcha_secret_key\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`captcha_min_score\` numeric DEFAULT 0.5;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`captcha_provider\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`captcha_site_key\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`captcha_secret_key\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`captcha_min_score\`;`)
}
