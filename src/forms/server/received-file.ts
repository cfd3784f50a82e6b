import { fileTypeFromBuffer } from 'file-type'
import { UPLOAD_TYPES } from '@/forms/rules/definition'
import type { SubmittedFile } from '@/forms/rules/validate'

/** Bytes `file-type` reads to recognise a file's content. */
const SNIFF_BYTES = 4100

/** A file a reader sent, with its bytes and the type its content was recognised as (never its name or the browser's word). */
export interface ReceivedFile extends SubmittedFile {
  bytes: Buffer
}

export async function receiveFile(file: File): Promise<ReceivedFile> {
  const bytes = Buffer.from(await file.arrayBuffer())
  const detected = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES))
  return { name: file.name.normalize('NFC').slice(0, 300), size: bytes.length, type: detected?.mime ?? null, bytes }
}

/** The extension a stored attachment gets: the one of the type its content was recognised as. */
export function storedExtension(type: string | null): string {
  const found = Object.entries(UPLOAD_TYPES).find(([, types]) => (types as readonly string[]).includes(type ?? ''))
  return found ? found[0] : 'bin'
}
