import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { wxr as words } from '@/i18n/wxr'
import { type WxrRecord, WxrRefusal } from '@/wordpress/rules/wxr'
import { readExport, readRecords } from './read-export'

const fixture = (name: string) => path.resolve('tests/fixtures/wordpress', name)

async function all(records: AsyncIterable<WxrRecord>): Promise<WxrRecord[]> {
  const list: WxrRecord[] = []
  for await (const record of records) list.push(record)
  return list
}

describe('readExport', () => {
  it('reads a file from disk into the same records as its pieces handed over', async () => {
    const fromDisk = await all(readExport(fixture('export-1.2.xml')))
    expect(fromDisk.filter((record) => record.kind === 'item')).toHaveLength(13)
    const text = fs.readFileSync(fixture('export-1.2.xml'), 'utf8')
    expect(await all(readRecords([text.slice(0, 100), text.slice(100)]))).toEqual(fromDisk)
  })

  it('refuses a file it will not read', async () => {
    await expect(all(readExport(fixture('wrong-version.xml')))).rejects.toThrow(WxrRefusal)
    await expect(all(readExport(fixture('wrong-version.xml')))).rejects.toThrow(words.refusals.unknownVersion('2.0'))
  })

  it('stops reading when the import stops asking', async () => {
    const records = readExport(fixture('export-1.2.xml'))
    const first = await records.next()
    expect(first.value).toMatchObject({ kind: 'site' })
    await records.return(undefined)
    expect(await records.next()).toEqual({ done: true, value: undefined })
  })
})
