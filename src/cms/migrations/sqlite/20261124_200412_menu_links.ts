import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Menu links to content: a `kind` per link, `label` and `url` optional (worked out from the content), and the links'
 * targets in `navigation_rels`.
 *
 * SQLite changes a column's NOT NULL only by rebuilding the table. Migrations run in a transaction, where
 * `PRAGMA foreign_keys=OFF` does nothing, so dropping the old `navigation_main` would delete every submenu row
 * (`ON DELETE cascade`). The submenu rows are therefore copied aside first and put back into the rebuilt tables.
 * Links that existed before are typed addresses: their kind is `custom`.
 */

type Db = MigrateUpArgs['db']

const mainColumns = (labelAndUrl: string) =>
  sql.raw(`
  \`_order\` integer NOT NULL,
  \`_parent_id\` integer NOT NULL,
  \`id\` text PRIMARY KEY NOT NULL,
  ${labelAndUrl},
  FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade`)

const childColumns = (labelAndUrl: string) =>
  sql.raw(`
  \`_order\` integer NOT NULL,
  \`_parent_id\` text NOT NULL,
  \`id\` text PRIMARY KEY NOT NULL,
  ${labelAndUrl},
  FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_main\`(\`id\`) ON UPDATE no action ON DELETE cascade`)

const NEW_LINK = "`kind` text DEFAULT 'content',\n  `label` text,\n  `url` text"
const OLD_LINK = '`label` text NOT NULL,\n  `url` text NOT NULL'

/** Rebuilds the three menu tables with `link` columns, copying each row through `select` (from the old columns). */
async function rebuildMenus(db: Db, link: string, select: string) {
  await db.run(sql`CREATE TEMP TABLE \`menu_children_copy\` AS SELECT * FROM \`navigation_main_children\`;`)
  for (const [table, columns, indexes] of [
    ['navigation_main', mainColumns(link), ['_order', '_parent_id']],
    ['navigation_footer', mainColumns(link), ['_order', '_parent_id']],
  ] as const) {
    await db.run(sql`CREATE TABLE ${sql.raw(`\`__new_${table}\``)} (${columns});`)
    await db.run(
      sql.raw(`INSERT INTO \`__new_${table}\` SELECT "_order", "_parent_id", "id", ${select} FROM \`${table}\`;`),
    )
    await db.run(sql.raw(`DROP TABLE \`${table}\`;`))
    await db.run(sql.raw(`ALTER TABLE \`__new_${table}\` RENAME TO \`${table}\`;`))
    for (const column of indexes)
      await db.run(
        sql.raw(
          `CREATE INDEX \`${table}_${column === '_order' ? 'order' : 'parent_id'}_idx\` ON \`${table}\` (\`${column}\`);`,
        ),
      )
  }
  await db.run(sql`DROP TABLE \`navigation_main_children\`;`)
  await db.run(sql`CREATE TABLE \`navigation_main_children\` (${childColumns(link)});`)
  await db.run(
    sql.raw(
      `INSERT INTO \`navigation_main_children\` SELECT "_order", "_parent_id", "id", ${select} FROM \`menu_children_copy\`;`,
    ),
  )
  await db.run(sql`DROP TABLE \`menu_children_copy\`;`)
  await db.run(sql`CREATE INDEX \`navigation_main_children_order_idx\` ON \`navigation_main_children\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`navigation_main_children_parent_id_idx\` ON \`navigation_main_children\` (\`_parent_id\`);`,
  )
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigation_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`pages_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  for (const column of ['order', 'parent_id', 'path', 'posts_id', 'pages_id', 'categories_id', 'tags_id']) {
    await db.run(
      sql.raw(
        `CREATE INDEX \`navigation_rels_${column === 'parent_id' ? 'parent' : column}_idx\` ON \`navigation_rels\` (\`${column}\`);`,
      ),
    )
  }
  await rebuildMenus(db, NEW_LINK, `'custom', "label", "url"`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
  await rebuildMenus(db, OLD_LINK, `coalesce("label", ''), coalesce("url", '/')`)
}
