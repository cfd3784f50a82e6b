import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The scheduled runs of tasks an instance has queued (docs/instances.md, Jobs): one row per task and due time, so
 * several instances' schedulers queue each run once.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS job_schedule_claims (
    task_slug text NOT NULL,
    due text NOT NULL,
    claimed_at integer NOT NULL,
    PRIMARY KEY (task_slug, due)
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS job_schedule_claims`)
}
