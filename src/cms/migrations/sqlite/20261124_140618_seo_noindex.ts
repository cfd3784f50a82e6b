import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_seo_noindex\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`seo_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_seo_noindex\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`seo_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_seo_noindex\`;`)
}
