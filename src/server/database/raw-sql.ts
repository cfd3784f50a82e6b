/**
 * The one door to the database for SQL written by hand (the search index, post loops, the cart's reads and row
 * lock, stock, order numbers, downloads, change notices). It knows the two adapters' insides, which Payload does not
 * publish: where a request's transaction keeps its connection, and which drizzle call runs a statement on each
 * database. Nothing else under src/ touches them (src/layers.test.ts).
 */
import { type PostgresAdapter, sql as postgresSql } from '@payloadcms/db-postgres'
import { type SQLiteAdapter, sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

/** drizzle's `sql` template tag. Both adapters export drizzle's own; its type here is the SQLite adapter's. */
export type SqlTag = typeof sqliteSql
/** A statement made with the tag. */
export type Sql = ReturnType<SqlTag>

/** SQL on the database in use, the same on SQLite and PostgreSQL. */
export interface RawSql {
  readonly dialect: 'sqlite' | 'postgres'
  /** The tag to write statements for this database with. */
  readonly sql: SqlTag
  /** The rows a statement returns. */
  readonly rows: <T>(query: Sql) => Promise<T[]>
  /** How many rows a statement changed. */
  readonly changed: (query: Sql) => Promise<number>
  /** A yes/no value as the database stores it (SQLite: 1 or 0). */
  readonly bool: (value: boolean) => Sql
}

/** Where each adapter keeps the connection of an open transaction, by the request's `transactionID`. */
type Sessions = Record<string | number, { db: unknown } | undefined>

/** SQL on a drizzle connection of the SQLite adapter (a migration's `db`). */
export function onSqlite(db: SQLiteAdapter['drizzle']): RawSql {
  return {
    dialect: 'sqlite',
    sql: sqliteSql,
    rows: <T>(query: Sql) => db.all<T>(query),
    changed: async (query) => (await db.run(query)).rowsAffected,
    bool: (value) => sqliteSql`${value ? 1 : 0}`,
  }
}

/** SQL on a drizzle connection of the PostgreSQL adapter (a migration's `db`). */
export function onPostgres(db: PostgresAdapter['drizzle']): RawSql {
  const sql = postgresSql as unknown as SqlTag
  return {
    dialect: 'postgres',
    sql,
    rows: async <T>(query: Sql) => (await db.execute(query)).rows as T[],
    changed: async (query) => (await db.execute(query)).rowCount ?? 0,
    bool: (value) => sql`${value}`,
  }
}

/** The connection of the transaction `req` is in, if any. */
async function transactionConnection(payload: Payload, req?: Partial<PayloadRequest>): Promise<unknown> {
  const id = req?.transactionID ? await req.transactionID : undefined
  if (id === undefined || id === null) return undefined
  return (payload.db as unknown as { sessions?: Sessions }).sessions?.[id]?.db
}

function onConnection(payload: Payload, connection: unknown): RawSql {
  if (payload.db.name === 'sqlite')
    return onSqlite((connection ?? (payload.db as unknown as SQLiteAdapter).drizzle) as SQLiteAdapter['drizzle'])
  if (payload.db.name === 'postgres')
    return onPostgres((connection ?? (payload.db as unknown as PostgresAdapter).drizzle) as PostgresAdapter['drizzle'])
  throw new Error(`No SQL for the ${payload.db.name} database adapter`)
}

/** SQL in the transaction of `req` when it is in one (so it sees, and is committed with, that save), else outside any. */
export async function rawSql(payload: Payload, req?: Partial<PayloadRequest>): Promise<RawSql> {
  return onConnection(payload, await transactionConnection(payload, req))
}

/** SQL in the transaction of `req`, which must be in one (a lock or a count that must hold until the commit). */
export async function transactionSql(payload: Payload, req: PayloadRequest): Promise<RawSql> {
  const connection = await transactionConnection(payload, req)
  if (!connection) throw new Error('transactionSql needs a request inside a transaction')
  return onConnection(payload, connection)
}

/** PostgreSQL's connection pool (listening for notices needs a connection of its own); null on SQLite. */
export function postgresPool(payload: Payload): PostgresAdapter['pool'] | null {
  return payload.db.name === 'postgres' ? (payload.db as unknown as PostgresAdapter).pool : null
}
