import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`product_files\` ADD \`prefix\` text DEFAULT 'product-files';`)
  await db.run(sql`ALTER TABLE \`product_files\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`form_files\` ADD \`prefix\` text DEFAULT 'form-files';`)
  await db.run(sql`ALTER TABLE \`form_files\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`product_files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`product_files\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`form_files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`form_files\` DROP COLUMN \`_objectkey\`;`)
}
