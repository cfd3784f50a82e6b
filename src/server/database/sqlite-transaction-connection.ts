import { type Client, type Transaction, type TransactionMode } from '@libsql/client'
import { Sqlite3Transaction } from '@libsql/client/sqlite3'
import Database from 'libsql'

type TransactionClient = Pick<Client, 'execute' | 'transaction' | 'close'>

const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
}

const reusing = new WeakSet<object>()

/**
 * libsql's client gives its connection to each transaction and opens a new one for whatever comes next, since it
 * cannot know whether another transaction is running: every write would pay for a new connection, which reads the
 * whole schema again on its first statement (and lingers until the garbage collector closes it). This process takes
 * its transactions in turn (sqlite-writes.ts), so one connection, opened once with the adapter's settings, serves
 * them all. Should it still be inside a transaction when another begins, the client's own way is taken.
 */
export function reuseTransactionConnection(client: TransactionClient, file: string, pragmas: string[]): void {
  if (reusing.has(client)) return
  reusing.add(client)
  let connection: Database.Database | null = null
  const own = client.transaction.bind(client)
  client.transaction = async (mode: TransactionMode = 'write'): Promise<Transaction> => {
    if (connection?.inTransaction) {
      for (const pragma of pragmas) await client.execute(pragma)
      return own(mode)
    }
    if (!connection) {
      connection = new Database(file)
      for (const pragma of pragmas) connection.exec(pragma)
    }
    connection.exec(BEGIN[mode])
    return new Sqlite3Transaction(connection, 'number')
  }
  const close = client.close.bind(client)
  client.close = () => {
    connection?.close()
    close()
  }
}
