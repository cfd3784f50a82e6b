import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { rawSql } from '@/server/database/raw-sql'

/** How long a day's salt is kept: after that, the visitor ids made with it can never be made again. */
export const SALT_KEPT_MS = 48 * 60 * 60 * 1000

/** Salts by Vietnam day, as this process read them: every instance reads the same row of `analytics_salts`. */
const known = new Map<string, string>()

/**
 * The random salt of `day` (docs/measurement.md, Visitors): drawn by the first instance that needs it, shared through
 * the database by the others, and deleted with the days older than 48 hours.
 */
export async function saltOf(payload: Payload, day: string, now = Date.now()): Promise<string> {
  const kept = known.get(day)
  if (kept) return kept
  const db = await rawSql(payload)
  const { sql } = db
  const drawn = randomBytes(32).toString('base64url')
  await db.changed(
    sql`INSERT INTO analytics_salts (day, salt, created_at) VALUES (${day}, ${drawn}, ${now}) ON CONFLICT (day) DO NOTHING`,
  )
  const [row] = await db.rows<{ salt: string }>(sql`SELECT salt FROM analytics_salts WHERE day = ${day}`)
  known.clear()
  known.set(day, row.salt)
  await deleteOldSalts(payload, now)
  return row.salt
}

/** Deletes the salts made more than 48 hours ago; answers how many. */
export async function deleteOldSalts(payload: Payload, now = Date.now()): Promise<number> {
  const db = await rawSql(payload)
  return db.changed(db.sql`DELETE FROM analytics_salts WHERE created_at < ${now - SALT_KEPT_MS}`)
}

/**
 * A visitor's id for the day: a hash of the day's salt, the site, the reader's address and browser. It holds neither
 * of them, and once the salt is deleted nobody can tell which reader it was, nor link it to the next day's id.
 */
export function visitorId(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22)
}
