import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * First-party measurement's own tables (docs/measurement.md, Storage): the daily salts visitor ids are made with,
 * the raw events (kept for the owner's number of days) and the rollups the dashboard reads (kept forever).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(`CREATE TABLE IF NOT EXISTS analytics_salts (
    day text PRIMARY KEY,
    salt text NOT NULL,
    created_at bigint NOT NULL
  )`)
  await db.execute(`CREATE TABLE IF NOT EXISTS analytics_events (
    id bigserial PRIMARY KEY,
    at bigint NOT NULL,
    day text NOT NULL,
    name text NOT NULL,
    visitor text,
    path text NOT NULL,
    source text,
    referrer text,
    campaign text,
    device text,
    browser text,
    transaction_id text,
    params text NOT NULL
  )`)
  await db.execute('CREATE INDEX IF NOT EXISTS analytics_events_day_idx ON analytics_events (day, visitor, at)')
  await db.execute('CREATE INDEX IF NOT EXISTS analytics_events_at_idx ON analytics_events (at)')
  await db.execute(
    'CREATE UNIQUE INDEX IF NOT EXISTS analytics_events_transaction_idx ON analytics_events (transaction_id)',
  )
  await db.execute(`CREATE TABLE IF NOT EXISTS analytics_rollups (
    day text NOT NULL,
    hour integer NOT NULL,
    metric text NOT NULL,
    key text NOT NULL,
    count bigint NOT NULL,
    total bigint NOT NULL,
    PRIMARY KEY (day, hour, metric, key)
  )`)
  await db.execute('CREATE INDEX IF NOT EXISTS analytics_rollups_metric_idx ON analytics_rollups (metric, hour, day)')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute('DROP TABLE IF EXISTS analytics_rollups')
  await db.execute('DROP TABLE IF EXISTS analytics_events')
  await db.execute('DROP TABLE IF EXISTS analytics_salts')
}
