import pg from 'pg'
import type { Payload } from 'payload'
import { postgresPool } from '@/server/database/raw-sql'
import { CHANGES_CHANNEL, dropLocally } from './invalidate'
import { EVERYTHING_TAG } from './tags'

const RECONNECT_MS = 1000

/**
 * On PostgreSQL, several instances of the site may serve one database: each listens for the changes announced by
 * any of them (cache/invalidate.ts) and drops what they show from its own caches. Only in a running server (not
 * while building, nor in scripts). If the connection is lost, changes may have been missed meanwhile: the whole
 * cache is dropped once listening again. Behind PgBouncer in transaction pooling a LISTEN would not hold: the
 * listening connection then goes straight to PostgreSQL at `DATABASE_LISTEN_URL` (docs/instances.md, Topology).
 */
export async function listenForChanges(payload: Payload): Promise<void> {
  const pool = postgresPool(payload)
  if (!pool || process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const listen = async (reconnecting: boolean): Promise<void> => {
    try {
      const { client, end } = await listeningConnection(pool)
      client.on('notification', ({ channel, payload: tags }) => {
        if (channel === CHANGES_CHANNEL && tags) dropLocally(JSON.parse(tags) as string[])
      })
      client.once('error', (error) => {
        payload.logger.warn({ err: error }, 'Mất kết nối nhận thay đổi nội dung; đang kết nối lại.')
        end(error)
        setTimeout(() => void listen(true), RECONNECT_MS).unref()
      })
      await client.query(`LISTEN ${CHANGES_CHANNEL}`)
      if (reconnecting) dropLocally([EVERYTHING_TAG])
    } catch (error) {
      payload.logger.warn({ err: error }, 'Không nghe được thay đổi nội dung; thử lại sau.')
      setTimeout(() => void listen(true), RECONNECT_MS).unref()
    }
  }
  await listen(false)
}

/** What listening needs of a connection (the pool's and pg's own client types differ between pg's copies). */
interface Listener {
  on(event: 'notification', listener: (message: pg.Notification) => void): unknown
  once(event: 'error', listener: (error: Error) => void): unknown
  query(text: string): Promise<unknown>
}

/** A connection that keeps its LISTEN: its own to `DATABASE_LISTEN_URL` when set, else one of the pool's. */
async function listeningConnection(
  pool: NonNullable<ReturnType<typeof postgresPool>>,
): Promise<{ client: Listener; end: (error: Error) => void }> {
  const direct = process.env.DATABASE_LISTEN_URL
  if (!direct) {
    const client = await pool.connect()
    return { client, end: (error) => client.release(error) }
  }
  const client = new pg.Client({ connectionString: direct })
  await client.connect()
  return { client, end: () => void client.end().catch(() => undefined) }
}
