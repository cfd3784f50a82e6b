// @ts-nocheck: Payload's `sql` and `db` come from two installed copies of drizzle-orm (same version, separate type
// declarations), so TypeScript rejects the pair although they work together.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Indexes for post loops (src/loops/server/plan-sql.ts): published posts in each order a loop sorts by (id breaks
 * ties), and the posts of a category or tag from the join table without reading its rows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "posts_loop_published_idx" ON "posts" ("_status", "published_at", "id");
  CREATE INDEX IF NOT EXISTS "posts_loop_title_idx" ON "posts" ("_status", "title", "id");
  CREATE INDEX IF NOT EXISTS "posts_loop_updated_idx" ON "posts" ("_status", "updated_at", "id");
  CREATE INDEX IF NOT EXISTS "posts_rels_category_posts_idx" ON "posts_rels" ("path", "categories_id", "parent_id");
  CREATE INDEX IF NOT EXISTS "posts_rels_tag_posts_idx" ON "posts_rels" ("path", "tags_id", "parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "posts_loop_published_idx";
  DROP INDEX IF EXISTS "posts_loop_title_idx";
  DROP INDEX IF EXISTS "posts_loop_updated_idx";
  DROP INDEX IF EXISTS "posts_rels_category_posts_idx";
  DROP INDEX IF EXISTS "posts_rels_tag_posts_idx";`)
}
