import fs from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { uploadFileSize } from '@/lib/upload-size.mjs'
import { wordpressImport } from '@/i18n/wordpress-import'
import { fetchPublic, OutgoingRefusedError } from '@/server/outgoing/fetch-public'
import { checkMediaType, isKeptExtension, uploadPathOf } from '@/wordpress/rules/import/media-type'

/** Where attachments' files are read (docs/import.md, Media): a local copy of `wp-content/uploads`, or a site. */
export type MediaSource = { folder: string } | { baseUrl: string } | null

export const mediaSourceOf = (option: string | undefined): MediaSource =>
  !option ? null : /^https?:\/\//i.test(option) ? { baseUrl: option.replace(/\/*$/, '/') } : { folder: option }

export type ObtainedFile =
  | { ok: true; data: Buffer; name: string; mimeType: string }
  /** `skip`: a file the media library does not keep (a PDF); otherwise a failure, reported. */
  | { ok: false; skip: boolean; message: string }

/** Bytes `file-type` reads to recognise a file. */
const SNIFF_BYTES = 4100

const { media: words } = wordpressImport

/**
 * A download the old site may answer better later (a network error, a 5xx or 429 answer): thrown, so the jobs queue
 * tries it again (docs/import.md, Media).
 */
export class RetryableDownload extends Error {}

type Read = { ok: true; data: Buffer } | { ok: false; message: string }

async function download(url: string): Promise<Read> {
  let response
  try {
    response = await fetchPublic(url, { signal: AbortSignal.timeout(30_000) })
  } catch (error) {
    if (error instanceof OutgoingRefusedError) return { ok: false, message: words.private(url) }
    throw new RetryableDownload(words.network(url))
  }
  if (!response.ok) {
    await response.body?.cancel()
    if (response.status >= 500 || response.status === 429) throw new RetryableDownload(words.http(response.status, url))
    return { ok: false, message: words.http(response.status, url) }
  }
  const data = Buffer.from(await response.arrayBuffer())
  return data.length > uploadFileSize ? { ok: false, message: words.tooLarge(url) } : { ok: true, data }
}

async function readLocal(
  folder: string,
  relative: string,
): Promise<{ ok: true; data: Buffer } | { ok: false; message: string }> {
  const file = path.join(folder, relative)
  try {
    const stat = await fs.stat(file)
    if (stat.size > uploadFileSize) return { ok: false, message: words.tooLarge(relative) }
    return { ok: true, data: await fs.readFile(file) }
  } catch {
    return { ok: false, message: words.missing(relative) }
  }
}

/**
 * The file of an attachment, from the media source or else its own address (never a private address: the same
 * rule as form webhooks), checked to be what its extension says. Throws a RetryableDownload when trying later may
 * help.
 */
export async function obtainAttachment(attachmentUrl: string, source: MediaSource): Promise<ObtainedFile> {
  const relative = uploadPathOf(attachmentUrl)
  const name = path.posix.basename(relative ?? new URL(attachmentUrl).pathname)
  // A PDF or a zip is not fetched at all: the media library would not keep it.
  if (!isKeptExtension(name)) return { ok: false, skip: true, message: words.unknownType(name) }
  const read =
    source && 'folder' in source && relative
      ? await readLocal(source.folder, relative)
      : await download(
          source && 'baseUrl' in source && relative ? new URL(relative, source.baseUrl).href : attachmentUrl,
        )
  if (!read.ok) return { ok: false, skip: false, message: read.message }
  const detected = await fileTypeFromBuffer(read.data.subarray(0, SNIFF_BYTES))
  const check = checkMediaType(name, detected?.mime ?? null)
  if (!check.ok)
    return check.reason === 'unsupported'
      ? { ok: false, skip: true, message: words.unknownType(name) }
      : { ok: false, skip: false, message: words.disguised(name, check.found) }
  return { ok: true, data: read.data, name, mimeType: check.mimeType }
}
