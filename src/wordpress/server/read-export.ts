import fs from 'node:fs'
import { createWxrReader, type WxrReaderOptions, type WxrRecord } from '@/wordpress/rules/wxr'

/** How much of the file is read at a time: the reader holds this and the item being read (docs/import.md). */
const CHUNK_BYTES = 64 * 1024

/**
 * The records of an export arriving in pieces (an upload, a generated file), as the reader completes them
 * (docs/import.md, The export file). The next piece is taken only when the records of the last one have been used,
 * so a slow import never lets the file pile up in memory. Throws a WxrRefusal for a file it will not read.
 */
export async function* readRecords(
  pieces: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  options?: WxrReaderOptions,
): AsyncGenerator<WxrRecord> {
  const reader = createWxrReader(options)
  for await (const piece of pieces) yield* reader.write(piece)
  yield* reader.end()
}

/** The records of the export file at `file`, read from disk a piece at a time. */
export function readExport(file: string, options?: WxrReaderOptions): AsyncGenerator<WxrRecord> {
  return readRecords(fs.createReadStream(file, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>, options)
}
