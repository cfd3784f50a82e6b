import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { reuseTransactionConnection } from '@/server/database/sqlite-transaction-connection'

let folder: string
let client: ReturnType<typeof createClient>

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'thuthuat-tx-'))
  const file = path.join(folder, 'site.db')
  client = createClient({ url: `file:${file}` })
  await client.execute('CREATE TABLE notes (text TEXT)')
  reuseTransactionConnection(client, file, ['PRAGMA busy_timeout = 4321'])
})

afterEach(() => {
  client.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

/** A temporary table lives in one connection only: finding it tells on which connection a transaction runs. */
const sawMark = async (tx: Awaited<ReturnType<typeof client.transaction>>) =>
  (await tx.execute("SELECT count(*) AS n FROM sqlite_temp_master WHERE name = 'mark'")).rows[0].n === 1

describe('transactions taken in turn', () => {
  it('run on one connection, opened once with the settings every connection needs', async () => {
    const first = await client.transaction('write')
    expect((await first.execute('PRAGMA busy_timeout')).rows[0][0]).toBe(4321)
    await first.execute('CREATE TEMP TABLE mark (x)')
    await first.execute("INSERT INTO notes VALUES ('một')")
    await first.commit()
    const second = await client.transaction('write')
    expect(await sawMark(second)).toBe(true)
    await second.execute("INSERT INTO notes VALUES ('hai')")
    await second.rollback()
    expect((await client.execute('SELECT text FROM notes')).rows.map((row) => row.text)).toEqual(['một'])
  })

  it('let a transaction begun while another is open take a connection of its own', async () => {
    const first = await client.transaction('write')
    await first.execute('CREATE TEMP TABLE mark (x)')
    const other = await client.transaction('deferred')
    expect(await sawMark(other)).toBe(false)
    expect((await other.execute('PRAGMA busy_timeout')).rows[0][0]).toBe(4321)
    await other.commit()
    await first.commit()
  })
})
