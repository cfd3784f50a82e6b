import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`_status_publishedAt_idx\` ON \`products\` (\`_status\`,\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`_status_price_idx\` ON \`products\` (\`_status\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`_status_totalSales_idx\` ON \`products\` (\`_status\`,\`total_sales\`);`)
  await db.run(
    sql`CREATE INDEX \`version__status_version_publishedAt_idx\` ON \`_products_v\` (\`version__status\`,\`version_published_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version__status_version_price_idx\` ON \`_products_v\` (\`version__status\`,\`version_price\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`version__status_version_totalSales_idx\` ON \`_products_v\` (\`version__status\`,\`version_total_sales\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_status_publishedAt_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_price_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_totalSales_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_publishedAt_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_price_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_totalSales_idx\`;`)
}
