import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * What a WordPress import has brought in (docs/import.md, Importing): one row per author, term or item of an
 * export, keyed on the exported site's address, the kind and the WordPress key, written in the transaction of the
 * document it made, so an import run again (or resumed after a kill) finds it and makes nothing twice.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS wordpress_imports (
    site text NOT NULL,
    kind text NOT NULL,
    wp_key text NOT NULL,
    our_collection text NOT NULL,
    our_id text NOT NULL,
    created_at integer NOT NULL,
    PRIMARY KEY (site, kind, wp_key)
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS wordpress_imports`)
}
