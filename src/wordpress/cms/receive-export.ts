import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { PayloadRequest } from 'payload'
import { wordpressImportScreen } from '@/i18n/wordpress-import-screen'
import { wxr } from '@/i18n/wxr'
import { maxExportBytes } from '@/lib/wordpress-export-size.mjs'
import { WxrRefusal } from '@/wordpress/rules/wxr'
import { readExport } from '../server/read-export'

/** How an upload's file name starts, in the import's folder. */
export const UPLOAD_PREFIX = 'tai-len-'

export type Received = { ok: true; file: string } | { ok: false; status: number; message: string }

const { refusals: words } = wordpressImportScreen

class TooLarge extends Error {}

/** Why the reader will not read the file (not XML, not an export, a version it does not know), or null. */
async function refusalOf(file: string): Promise<string | null> {
  try {
    // The export's site comes first: reading it is enough to know the file will be read.
    for await (const record of readExport(file)) if (record.kind === 'site') return null
    return wxr.refusals.notAnExport
  } catch (error) {
    if (error instanceof WxrRefusal) return error.message
    throw error
  }
}

/**
 * The export sent as the request's body, streamed to a new file in `folder` a piece at a time, never held whole
 * (docs/import.md, From the admin): refused when empty, over `limit` (413) or not an export the reader
 * takes, and then removed, so nothing is left half-written.
 */
export async function receiveExport(
  req: Pick<PayloadRequest, 'headers' | 'body'>,
  folder: string,
  limit = maxExportBytes,
): Promise<Received> {
  const tooLarge = { ok: false as const, status: 413, message: words.tooLarge(limit) }
  if (Number(req.headers.get('content-length')) > limit) return tooLarge
  if (!req.body) return { ok: false, status: 400, message: words.noFile }
  const file = path.join(folder, `${UPLOAD_PREFIX}${randomUUID()}.xml`)
  let size = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      if (size > limit) done(new TooLarge())
      else done(null, chunk)
    },
  })
  try {
    await pipeline(
      Readable.fromWeb(req.body as WebReadableStream),
      counted,
      fs.createWriteStream(file, { flags: 'wx' }),
    )
    const refusal = size === 0 ? words.noFile : await refusalOf(file)
    if (!refusal) return { ok: true, file }
    await fs.promises.rm(file, { force: true })
    return { ok: false, status: 400, message: refusal }
  } catch (error) {
    await fs.promises.rm(file, { force: true })
    if (error instanceof TooLarge) return tooLarge
    return { ok: false, status: 400, message: words.upload }
  }
}
