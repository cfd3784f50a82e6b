import { rawSql } from '@/server/database/raw-sql'
import { migrationsCurrent } from './migrate'
import { getPayloadClient } from './queries'

/** What `GET /healthz` says of the app (docs/instances.md, Health and shutdown). */
export type Health = { ok: true } | { ok: false; reason: 'database' | 'migrations' }

/** A database that takes longer than this to answer counts as unreachable: the balancer sends readers elsewhere. */
const DATABASE_WAIT_MS = 2000

/** Once the database has this build's migrations it keeps them: checked until then, not on every call. */
let migrated = false

/** The database answers (one `SELECT 1`), and has every migration of this build. */
export async function checkHealth(): Promise<Health> {
  const check = async (): Promise<Health> => {
    const payload = await getPayloadClient()
    const { sql, rows } = await rawSql(payload)
    await rows(sql`SELECT 1`)
    migrated ||= await migrationsCurrent(payload)
    return migrated ? { ok: true } : { ok: false, reason: 'migrations' }
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<Health>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'database' }), DATABASE_WAIT_MS)
  })
  try {
    return await Promise.race([check(), timeout])
  } catch {
    return { ok: false, reason: 'database' }
  } finally {
    clearTimeout(timer)
  }
}
