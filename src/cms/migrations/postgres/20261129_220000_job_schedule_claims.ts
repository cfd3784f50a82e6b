import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * The scheduled runs of tasks an instance has queued (docs/instances.md, Jobs): one row per task and due time, so
 * several instances' schedulers queue each run once.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`CREATE TABLE IF NOT EXISTS job_schedule_claims (
    task_slug text NOT NULL,
    due text NOT NULL,
    claimed_at bigint NOT NULL,
    PRIMARY KEY (task_slug, due)
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(`DROP TABLE IF EXISTS job_schedule_claims`)
}
