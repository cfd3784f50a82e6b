import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { wordpressImportScreen as words } from '@/i18n/wordpress-import-screen'
import { wxr } from '@/i18n/wxr'
import { receiveExport } from './receive-export'

const EXPORT = fs.readFileSync(path.resolve('tests/fixtures/wordpress/export-1.2.xml'))

/** A request whose body arrives in pieces without a declared length, as a chunked upload does. */
function chunked(body: Buffer, piece = 1024): Request {
  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (let at = 0; at < body.length; at += piece) controller.enqueue(new Uint8Array(body.subarray(at, at + piece)))
      controller.close()
    },
  })
  return new Request('http://localhost/api/wordpress-import/start', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit)
}

describe('receiveExport (docs/import.md, From the admin)', () => {
  let folder: string
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nhap-wp-'))
  })
  afterEach(() => {
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('writes an export to a new file, piece by piece', async () => {
    const received = await receiveExport(chunked(EXPORT), folder)
    expect(received.ok).toBe(true)
    if (received.ok) expect(fs.readFileSync(received.file)).toEqual(EXPORT)
  })

  it('stops a body without a declared length once it passes the limit: 413, nothing left', async () => {
    expect(await receiveExport(chunked(EXPORT), folder, 4096)).toEqual({
      ok: false,
      status: 413,
      message: words.refusals.tooLarge(4096),
    })
    expect(fs.readdirSync(folder)).toEqual([])
  })

  it('refuses an empty body and a file the reader refuses (cut before its version), leaving nothing', async () => {
    expect(await receiveExport(chunked(Buffer.alloc(0)), folder)).toMatchObject({ status: 400 })
    expect(await receiveExport(chunked(Buffer.from('<rss><chan')), folder)).toEqual({
      ok: false,
      status: 400,
      message: wxr.refusals.noVersion,
    })
    expect(fs.readdirSync(folder)).toEqual([])
  })
})
