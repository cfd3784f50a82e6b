import { AsyncLocalStorage } from 'node:async_hooks'
import { Mutex, type MutexInterface, withTimeout } from 'async-mutex'
import type { BaseDatabaseAdapter, PayloadRequest } from 'payload'
import { reuseTransactionConnection } from './sqlite-transaction-connection'

/** How long a connection waits for another process's write (a backup, a migration run by hand) before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000
/** How long a write waits for this process's other writes; only a write stuck inside another would wait this long. */
const WRITE_QUEUE_TIMEOUT_MS = 30_000

/** The adapter methods that write outside a transaction when called without one. */
const WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type TransactionId = string | number
type SqliteWriter = BaseDatabaseAdapter & {
  client: Parameters<typeof reuseTransactionConnection>[0]
  sessions: Record<TransactionId, unknown>
}

/** The database file, and the settings each of its connections needs (the adapter gives them to its first only). */
export interface SqliteConnection {
  file: string
  pragmas: string[]
}

/**
 * SQLite lets one connection write at a time, and the driver (libsql) blocks the whole Node.js thread while a
 * connection waits for the lock: two requests of this process writing at once would wait on each other with the
 * thread that could finish either of them stopped. So this process takes its writes in turn: a transaction
 * holds the write lock from its start to its commit or rollback, and a write made outside any transaction waits
 * for it. Transactions begin with `BEGIN IMMEDIATE` (the adapter's `transactionOptions`), so a transaction that
 * reads before writing cannot fail halfway on a lock upgrade. A write made outside its transaction by a request that
 * holds one would wait for itself (until the queue's time-out): Payload's one such write, the forgot-password
 * request spacing, is turned off in the users collection. Taken in turn, transactions can share one connection
 * (sqlite-transaction-connection.ts).
 */
export function serializeWrites(adapter: BaseDatabaseAdapter, { file, pragmas }: SqliteConnection): void {
  const writer = adapter as SqliteWriter
  const lock = withTimeout(
    new Mutex(),
    WRITE_QUEUE_TIMEOUT_MS,
    new Error('SQLite write lock: waited too long for another write'),
  )
  const held = new Map<TransactionId, MutexInterface.Releaser>()
  const release = (id: TransactionId) => {
    held.get(id)?.()
    held.delete(id)
  }

  const begin = writer.beginTransaction.bind(writer)
  writer.beginTransaction = async (options) => {
    const releaseLock = await lock.acquire()
    try {
      reuseTransactionConnection(writer.client, file, pragmas)
      const id = await begin(options)
      if (id === null) releaseLock()
      else held.set(id, releaseLock)
      return id
    } catch (error) {
      releaseLock()
      throw error
    }
  }
  for (const end of ['commitTransaction', 'rollbackTransaction'] as const) {
    const original = writer[end].bind(writer)
    writer[end] = async (incoming) => {
      const id = await incoming
      try {
        await original(id)
      } finally {
        release(id)
      }
    }
  }

  const inTransaction = (req?: Partial<PayloadRequest>) => {
    const id = req?.transactionID
    return id instanceof Promise || (id !== undefined && id !== null && id in writer.sessions)
  }
  // A write method may call another (upsert calls updateOne): the inner call runs under the outer one's turn.
  const insideWrite = new AsyncLocalStorage<true>()
  for (const name of WRITE_METHODS) {
    const original = (writer[name] as (args: { req?: Partial<PayloadRequest> }) => Promise<unknown>).bind(writer)
    ;(writer as unknown as Record<string, unknown>)[name] = (args: { req?: Partial<PayloadRequest> }) =>
      inTransaction(args?.req) || insideWrite.getStore()
        ? original(args)
        : lock.runExclusive(() => insideWrite.run(true, () => original(args)))
  }
}
