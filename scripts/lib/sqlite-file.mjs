import path from 'node:path'
import { createClient } from '@libsql/client'

/** The SQLite file of a data folder, opened directly (WAL recovery happens on open). */
export function openSqliteFile(dataDir) {
  return createClient({ url: `file:${path.resolve(dataDir, 'site.db')}` })
}
