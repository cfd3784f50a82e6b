import type { Payload, PayloadRequest } from 'payload'
import { writeInSharedTransaction } from '@/server/group-commit'
import { rawSql, transactionSql } from '@/server/database/raw-sql'
import type { StoredRedirect } from '../rules/redirect-map.mjs'

/** The most addresses the 404 log keeps: past it, the least asked and longest unseen go (docs/redirects.md, 404 log). */
export const MAX_NOT_FOUND_ROWS = 5000

/** A redirect's hits counted by the front since its last batch, and when the last was. */
export interface RedirectHits {
  id: number
  hits: number
  lastHitAt: string
}

/** An address that answered 404, as the front counted it since its last batch. */
export interface NotFoundSeen {
  path: string
  hits: number
  firstSeen: string
  lastSeen: string
  referrer: string | null
}

/** Every redirect, as the front keeps them in memory (redirects/rules/redirect-map.mjs). */
export async function storedRedirects(payload: Payload): Promise<StoredRedirect[]> {
  const db = await rawSql(payload)
  return db.rows<StoredRedirect>(db.sql`SELECT id, "from", "to", status FROM redirects`)
}

/** Adds a batch of the front's counted hits (one statement per redirect, all in one shared transaction). */
export function addRedirectHits(payload: Payload, batch: readonly RedirectHits[]): Promise<void> {
  if (batch.length === 0) return Promise.resolve()
  return writeInSharedTransaction(payload, async (req) => {
    const { sql, changed } = await transactionSql(payload, req)
    for (const { id, hits, lastHitAt } of batch)
      await changed(sql`UPDATE redirects SET hits = COALESCE(hits, 0) + ${hits}, last_hit_at = ${lastHitAt}
                        WHERE id = ${id}`)
  })
}

/**
 * Adds a batch of addresses not found to the log, then keeps it within MAX_NOT_FOUND_ROWS: the rows asked least,
 * then seen longest ago, are dropped first, so a flood of distinct addresses replaces only its own kind.
 */
export function logNotFound(payload: Payload, batch: readonly NotFoundSeen[]): Promise<void> {
  if (batch.length === 0) return Promise.resolve()
  return writeInSharedTransaction(payload, async (req) => {
    const { sql, rows, changed } = await transactionSql(payload, req)
    const now = new Date().toISOString()
    const values = batch.map(
      (seen) =>
        sql`(${seen.path}, ${seen.hits}, ${seen.firstSeen}, ${seen.lastSeen}, ${seen.referrer}, ${now}, ${now})`,
    )
    await changed(
      sql`INSERT INTO not_found (path, hits, first_seen, last_seen, referrer, updated_at, created_at)
          VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT (path) DO UPDATE SET hits = not_found.hits + excluded.hits, last_seen = excluded.last_seen,
            referrer = COALESCE(excluded.referrer, not_found.referrer), updated_at = excluded.updated_at`,
    )
    const [{ n }] = await rows<{ n: number | string }>(sql`SELECT count(*) AS n FROM not_found`)
    const excess = Number(n) - MAX_NOT_FOUND_ROWS
    if (excess > 0)
      await changed(
        sql`DELETE FROM not_found WHERE id IN
              (SELECT id FROM not_found ORDER BY hits ASC, last_seen ASC LIMIT ${excess})`,
      )
  })
}

/**
 * Writes permanent redirects in the transaction of `req`, beside the documents they lead to, and takes their addresses
 * off the 404 log: the WordPress import's, whose addresses it has normalised and checked itself (docs/redirects.md,
 * Written by the import). The front learns of them once the `redirects` cache tag is dropped.
 */
export async function insertRedirects(
  payload: Payload,
  req: PayloadRequest,
  redirects: readonly { from: string; to: string }[],
): Promise<void> {
  if (redirects.length === 0) return
  const { sql, changed } = await transactionSql(payload, req)
  const now = new Date().toISOString()
  const rows = redirects.map(({ from, to }) => sql`(${from}, ${to}, ${'301'}, ${now}, ${now})`)
  await changed(
    sql`INSERT INTO redirects ("from", "to", status, updated_at, created_at) VALUES ${sql.join(rows, sql`, `)}`,
  )
  const froms = redirects.map(({ from }) => sql`${from}`)
  await changed(sql`DELETE FROM not_found WHERE path IN (${sql.join(froms, sql`, `)})`)
}

/** Takes an address off the 404 log once a redirect answers it (in the redirect's save). */
export async function forgetNotFound(payload: Payload, path: string, req?: Partial<PayloadRequest>): Promise<void> {
  const { sql, changed } = await rawSql(payload, req)
  await changed(sql`DELETE FROM not_found WHERE path = ${path}`)
}
