import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`templates_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'include',
  	\`scope\` text DEFAULT 'site',
  	\`category_id\` integer,
  	\`post_id\` integer,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`templates_conditions_order_idx\` ON \`templates_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`templates_conditions_parent_id_idx\` ON \`templates_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_conditions_category_idx\` ON \`templates_conditions\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_conditions_post_idx\` ON \`templates_conditions\` (\`post_id\`);`)
  await db.run(sql`CREATE TABLE \`templates_sticky\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`templates_sticky_order_idx\` ON \`templates_sticky\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`templates_sticky_parent_idx\` ON \`templates_sticky\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'header',
  	\`layout\` text DEFAULT '{"root":{"props":{}},"content":[]}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`templates_updated_at_idx\` ON \`templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`templates_created_at_idx\` ON \`templates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`templates__status_idx\` ON \`templates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_templates_v_version_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'include',
  	\`scope\` text DEFAULT 'site',
  	\`category_id\` integer,
  	\`post_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_templates_v_version_conditions_order_idx\` ON \`_templates_v_version_conditions\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_templates_v_version_conditions_parent_id_idx\` ON \`_templates_v_version_conditions\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_templates_v_version_conditions_category_idx\` ON \`_templates_v_version_conditions\` (\`category_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_templates_v_version_conditions_post_idx\` ON \`_templates_v_version_conditions\` (\`post_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_templates_v_version_sticky\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_templates_v_version_sticky_order_idx\` ON \`_templates_v_version_sticky\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_templates_v_version_sticky_parent_idx\` ON \`_templates_v_version_sticky\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_templates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'header',
  	\`version_layout\` text DEFAULT '{"root":{"props":{}},"content":[]}',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_templates_v_parent_idx\` ON \`_templates_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_templates_v_version_version_updated_at_idx\` ON \`_templates_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_templates_v_version_version_created_at_idx\` ON \`_templates_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_templates_v_version_version__status_idx\` ON \`_templates_v\` (\`version__status\`);`,
  )
  await db.run(sql`CREATE INDEX \`_templates_v_created_at_idx\` ON \`_templates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_templates_v_updated_at_idx\` ON \`_templates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_templates_v_latest_idx\` ON \`_templates_v\` (\`latest\`);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`templates_id\` integer REFERENCES templates(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`templates_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`templates_conditions\`;`)
  await db.run(sql`DROP TABLE \`templates_sticky\`;`)
  await db.run(sql`DROP TABLE \`templates\`;`)
  await db.run(sql`DROP TABLE \`_templates_v_version_conditions\`;`)
  await db.run(sql`DROP TABLE \`_templates_v_version_sticky\`;`)
  await db.run(sql`DROP TABLE \`_templates_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`pages_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`authors_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "pages_id", "categories_id", "tags_id", "authors_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "posts_id", "pages_id", "categories_id", "tags_id", "authors_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
}
