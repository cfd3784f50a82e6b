import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Indexes for post loops (src/loops/server/plan-sql.ts): published posts in each order a loop sorts by (the rowid
 * breaks ties), and the posts of a category or tag from the join table without reading its rows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS posts_loop_published_idx ON posts (_status, published_at)`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS posts_loop_title_idx ON posts (_status, title)`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS posts_loop_updated_idx ON posts (_status, updated_at)`)
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS posts_rels_category_posts_idx ON posts_rels (path, categories_id, parent_id)`,
  )
  await db.run(sql`CREATE INDEX IF NOT EXISTS posts_rels_tag_posts_idx ON posts_rels (path, tags_id, parent_id)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const index of [
    'posts_loop_published_idx',
    'posts_loop_title_idx',
    'posts_loop_updated_idx',
    'posts_rels_category_posts_idx',
    'posts_rels_tag_posts_idx',
  ]) {
    await db.run(sql.raw(`DROP INDEX IF EXISTS ${index}`))
  }
}
