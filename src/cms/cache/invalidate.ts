import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'
import { frontPageCache } from '@/lib/front-bridge.mjs'
import { nextDataCache } from '@/lib/next-internals.mjs'
import { rawSql } from '@/server/database/raw-sql'
import { invalidateMemoryCaches } from './memory'

/** The PostgreSQL channel on which every instance of the site hears of changes (cache/listen.ts). */
export const CHANGES_CHANNEL = 'thuthuat_cache_tags'

/**
 * Drops, in this process, everything cached under `tags`: the in-memory caches, Next.js's data and page caches, and
 * the page cache in front of Next.js (front/serve.mjs). Outside the Next.js server (seed, scripts, integration tests)
 * only the in-memory caches exist.
 */
export function dropLocally(tags: string[]): void {
  invalidateMemoryCaches(tags)
  frontPageCache()?.invalidate(tags)
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a request (a change heard from another instance) Next.js has no public way in: its incremental cache,
    // which the request-bound call above feeds too, marks the tags expired.
    void nextDataCache()?.revalidateTag(tags)
  }
}

/**
 * Content changed: drop what shows it, here and on every other instance. Called from a change hook, before the
 * change is committed, so it drops again once the answer is sent (a page rendered meanwhile may have read the old
 * content). On PostgreSQL the tags are announced with NOTIFY in the change's own transaction: every instance,
 * this one included, hears them once the change is committed, and not at all if it is rolled back.
 */
export async function invalidate(payload: Payload, tags: string[], req?: Partial<PayloadRequest>): Promise<void> {
  dropLocally(tags)
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    try {
      after(() => dropLocally(tags))
    } catch {
      // Not inside a request: nothing answers later.
    }
  }
  if (payload.db.name !== 'postgres') return
  const { sql, rows } = await rawSql(payload, req)
  await rows(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(tags)})`)
}
