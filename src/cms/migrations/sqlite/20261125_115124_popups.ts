import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`popups_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'include',
  	\`scope\` text DEFAULT 'site',
  	\`category_id\` integer,
  	\`post_id\` integer,
  	\`page_id\` integer,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_conditions_order_idx\` ON \`popups_conditions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_parent_id_idx\` ON \`popups_conditions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_category_idx\` ON \`popups_conditions\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_post_idx\` ON \`popups_conditions\` (\`post_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_conditions_page_idx\` ON \`popups_conditions\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_timing_sources_sources\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`popups_timing_sources_sources_order_idx\` ON \`popups_timing_sources_sources\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`popups_timing_sources_sources_parent_idx\` ON \`popups_timing_sources_sources\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`popups_timing_logged_in_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`popups_timing_logged_in_roles_order_idx\` ON \`popups_timing_logged_in_roles\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`popups_timing_logged_in_roles_parent_idx\` ON \`popups_timing_logged_in_roles\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`popups_timing_devices_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`popups_timing_devices_devices_order_idx\` ON \`popups_timing_devices_devices\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`popups_timing_devices_devices_parent_idx\` ON \`popups_timing_devices_devices\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`popups_timing_browsers_browsers_options\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`popups_timing_browsers_browsers_options_order_idx\` ON \`popups_timing_browsers_browsers_options\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`popups_timing_browsers_browsers_options_parent_idx\` ON \`popups_timing_browsers_browsers_options\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`timing_page_views\` integer,
  	\`timing_page_views_views\` numeric DEFAULT 3,
  	\`timing_sessions\` integer,
  	\`timing_sessions_sessions\` numeric DEFAULT 2,
  	\`timing_url\` integer,
  	\`timing_url_url\` text,
  	\`timing_url_action\` text DEFAULT 'show',
  	\`timing_sources\` integer,
  	\`timing_logged_in\` integer,
  	\`timing_logged_in_users\` text DEFAULT 'all',
  	\`timing_devices\` integer,
  	\`timing_times\` integer,
  	\`timing_times_times\` numeric DEFAULT 1,
  	\`timing_times_count\` text DEFAULT 'close',
  	\`timing_times_period\` text DEFAULT 'forever',
  	\`timing_browsers\` integer,
  	\`timing_browsers_browsers\` text DEFAULT 'all',
  	\`timing_schedule\` integer,
  	\`timing_schedule_timezone\` text DEFAULT 'site',
  	\`timing_schedule_start_date\` text,
  	\`timing_schedule_end_date\` text,
  	\`triggers_page_load\` integer,
  	\`triggers_page_load_delay\` numeric DEFAULT 0,
  	\`triggers_scrolling\` integer,
  	\`triggers_scrolling_direction\` text DEFAULT 'down',
  	\`triggers_scrolling_offset\` numeric DEFAULT 50,
  	\`triggers_scrolling_to\` integer,
  	\`triggers_scrolling_to_selector\` text,
  	\`triggers_click\` integer,
  	\`triggers_click_times\` numeric DEFAULT 1,
  	\`triggers_inactivity\` integer,
  	\`triggers_inactivity_time\` numeric DEFAULT 30,
  	\`triggers_exit_intent\` integer,
  	\`settings_width\` numeric DEFAULT 640,
  	\`settings_height\` numeric,
  	\`settings_position\` text DEFAULT 'center',
  	\`settings_overlay\` integer DEFAULT true,
  	\`settings_close_button\` integer DEFAULT true,
  	\`settings_close_button_delay\` numeric DEFAULT 0,
  	\`settings_close_button_position\` text DEFAULT 'inside',
  	\`settings_entrance_animation\` text DEFAULT 'fadeIn',
  	\`settings_exit_animation\` text DEFAULT 'fadeIn',
  	\`settings_entrance_animation_duration\` numeric DEFAULT 0.4,
  	\`settings_close_automatically\` numeric,
  	\`settings_open_selector\` text,
  	\`settings_avoid_multiple_popups\` integer,
  	\`settings_prevent_scroll\` integer,
  	\`settings_prevent_close_on_background_click\` integer,
  	\`settings_prevent_close_on_esc_key\` integer,
  	\`settings_a11y_navigation\` integer DEFAULT true,
  	\`settings_classes\` text,
  	\`layout\` text DEFAULT '{"root":{"props":{}},"content":[]}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`popups__status_idx\` ON \`popups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_conditions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'include',
  	\`scope\` text DEFAULT 'site',
  	\`category_id\` integer,
  	\`post_id\` integer,
  	\`page_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_conditions_order_idx\` ON \`_popups_v_version_conditions\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_conditions_parent_id_idx\` ON \`_popups_v_version_conditions\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_conditions_category_idx\` ON \`_popups_v_version_conditions\` (\`category_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_conditions_post_idx\` ON \`_popups_v_version_conditions\` (\`post_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_conditions_page_idx\` ON \`_popups_v_version_conditions\` (\`page_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_popups_v_version_timing_sources_sources\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_timing_sources_sources_order_idx\` ON \`_popups_v_version_timing_sources_sources\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_timing_sources_sources_parent_idx\` ON \`_popups_v_version_timing_sources_sources\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_popups_v_version_timing_logged_in_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_timing_logged_in_roles_order_idx\` ON \`_popups_v_version_timing_logged_in_roles\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_timing_logged_in_roles_parent_idx\` ON \`_popups_v_version_timing_logged_in_roles\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_popups_v_version_timing_devices_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_timing_devices_devices_order_idx\` ON \`_popups_v_version_timing_devices_devices\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_timing_devices_devices_parent_idx\` ON \`_popups_v_version_timing_devices_devices\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_popups_v_version_timing_browsers_browsers_options\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_timing_browsers_browsers_options_order_idx\` ON \`_popups_v_version_timing_browsers_browsers_options\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_timing_browsers_browsers_options_parent_idx\` ON \`_popups_v_version_timing_browsers_browsers_options\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_popups_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_timing_page_views\` integer,
  	\`version_timing_page_views_views\` numeric DEFAULT 3,
  	\`version_timing_sessions\` integer,
  	\`version_timing_sessions_sessions\` numeric DEFAULT 2,
  	\`version_timing_url\` integer,
  	\`version_timing_url_url\` text,
  	\`version_timing_url_action\` text DEFAULT 'show',
  	\`version_timing_sources\` integer,
  	\`version_timing_logged_in\` integer,
  	\`version_timing_logged_in_users\` text DEFAULT 'all',
  	\`version_timing_devices\` integer,
  	\`version_timing_times\` integer,
  	\`version_timing_times_times\` numeric DEFAULT 1,
  	\`version_timing_times_count\` text DEFAULT 'close',
  	\`version_timing_times_period\` text DEFAULT 'forever',
  	\`version_timing_browsers\` integer,
  	\`version_timing_browsers_browsers\` text DEFAULT 'all',
  	\`version_timing_schedule\` integer,
  	\`version_timing_schedule_timezone\` text DEFAULT 'site',
  	\`version_timing_schedule_start_date\` text,
  	\`version_timing_schedule_end_date\` text,
  	\`version_triggers_page_load\` integer,
  	\`version_triggers_page_load_delay\` numeric DEFAULT 0,
  	\`version_triggers_scrolling\` integer,
  	\`version_triggers_scrolling_direction\` text DEFAULT 'down',
  	\`version_triggers_scrolling_offset\` numeric DEFAULT 50,
  	\`version_triggers_scrolling_to\` integer,
  	\`version_triggers_scrolling_to_selector\` text,
  	\`version_triggers_click\` integer,
  	\`version_triggers_click_times\` numeric DEFAULT 1,
  	\`version_triggers_inactivity\` integer,
  	\`version_triggers_inactivity_time\` numeric DEFAULT 30,
  	\`version_triggers_exit_intent\` integer,
  	\`version_settings_width\` numeric DEFAULT 640,
  	\`version_settings_height\` numeric,
  	\`version_settings_position\` text DEFAULT 'center',
  	\`version_settings_overlay\` integer DEFAULT true,
  	\`version_settings_close_button\` integer DEFAULT true,
  	\`version_settings_close_button_delay\` numeric DEFAULT 0,
  	\`version_settings_close_button_position\` text DEFAULT 'inside',
  	\`version_settings_entrance_animation\` text DEFAULT 'fadeIn',
  	\`version_settings_exit_animation\` text DEFAULT 'fadeIn',
  	\`version_settings_entrance_animation_duration\` numeric DEFAULT 0.4,
  	\`version_settings_close_automatically\` numeric,
  	\`version_settings_open_selector\` text,
  	\`version_settings_avoid_multiple_popups\` integer,
  	\`version_settings_prevent_scroll\` integer,
  	\`version_settings_prevent_close_on_background_click\` integer,
  	\`version_settings_prevent_close_on_esc_key\` integer,
  	\`version_settings_a11y_navigation\` integer DEFAULT true,
  	\`version_settings_classes\` text,
  	\`version_layout\` text DEFAULT '{"root":{"props":{}},"content":[]}',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_parent_idx\` ON \`_popups_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_version_updated_at_idx\` ON \`_popups_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_popups_v_version_version_created_at_idx\` ON \`_popups_v\` (\`version_created_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`_popups_v_version_version__status_idx\` ON \`_popups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_created_at_idx\` ON \`_popups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_updated_at_idx\` ON \`_popups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_latest_idx\` ON \`_popups_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`popups_id\` integer REFERENCES popups(id);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`popups_conditions\`;`)
  await db.run(sql`DROP TABLE \`popups_timing_sources_sources\`;`)
  await db.run(sql`DROP TABLE \`popups_timing_logged_in_roles\`;`)
  await db.run(sql`DROP TABLE \`popups_timing_devices_devices\`;`)
  await db.run(sql`DROP TABLE \`popups_timing_browsers_browsers_options\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_conditions\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_timing_sources_sources\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_timing_logged_in_roles\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_timing_devices_devices\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_timing_browsers_browsers_options\`;`)
  await db.run(sql`DROP TABLE \`_popups_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`pages_id\` integer,
  	\`templates_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`authors_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`button_clicks_id\` integer,
  	\`button_click_days_id\` integer,
  	\`form_submissions_id\` integer,
  	\`form_files_id\` integer,
  	\`subscribers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`templates_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`button_clicks_id\`) REFERENCES \`button_clicks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`button_click_days_id\`) REFERENCES \`button_click_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "posts_id", "pages_id", "templates_id", "categories_id", "tags_id", "authors_id", "media_id", "users_id", "button_clicks_id", "button_click_days_id", "form_submissions_id", "form_files_id", "subscribers_id") SELECT "id", "order", "parent_id", "path", "posts_id", "pages_id", "templates_id", "categories_id", "tags_id", "authors_id", "media_id", "users_id", "button_clicks_id", "button_click_days_id", "form_submissions_id", "form_files_id", "subscribers_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`templates_id\`);`,
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
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_button_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`button_clicks_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_button_click_days_id_idx\` ON \`payload_locked_documents_rels\` (\`button_click_days_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`,
  )
}
