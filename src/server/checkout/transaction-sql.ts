import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

/** A statement made with `sql` (drizzle's, which both adapters share). */
type SQL = ReturnType<typeof sql>

interface SqliteSession {
  run(query: SQL): Promise<{ rowsAffected: number }>
  all<T>(query: SQL): Promise<T[]>
}
interface PostgresSession {
  execute(query: SQL): Promise<{ rows: unknown[]; rowCount: number | null }>
}

/** SQL run in the transaction of `req` (Payload's session for it), the same on SQLite and PostgreSQL. */
export interface TransactionSql {
  /** Rows a statement returns. */
  rows<T>(query: SQL): Promise<T[]>
  /** How many rows a statement changed. */
  changed(query: SQL): Promise<number>
  /** A yes/no value as the database stores it (SQLite: 1 or 0). */
  bool(value: boolean): SQL
}

export async function transactionSql(payload: Payload, req: PayloadRequest): Promise<TransactionSql> {
  const id = await req.transactionID
  const session = (payload.db as unknown as { sessions: Record<string, { db: unknown }> }).sessions[String(id)]
  if (!session) throw new Error('transactionSql needs a request inside a transaction')
  if (payload.db.name === 'postgres') {
    const db = session.db as PostgresSession
    return {
      rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
      changed: async (query: SQL) => (await db.execute(query)).rowCount ?? 0,
      bool: (value) => sql`${value}`,
    }
  }
  const db = session.db as SqliteSession
  return {
    rows: <T>(query: SQL) => db.all<T>(query),
    changed: async (query: SQL) => (await db.run(query)).rowsAffected,
    bool: (value) => sql`${value ? 1 : 0}`,
  }
}
