import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { writeInSharedTransaction } from '@/server/group-commit'
import { cut } from '@/wordpress/rules/import/items'
import { mediaSourceOf, obtainAttachment } from './media'
import { findImportRecord, writeImportRecord } from './records'
import { writeRedirects } from './redirects'

/**
 * The jobs queue an exported site's attachments are imported in (docs/import.md, Media): its own per site, run by
 * the import, never by the site's cron.
 */
export const attachmentQueue = (site: string): string =>
  `wordpress-media-${createHash('sha256').update(site).digest('hex').slice(0, 16)}`

/** What a job of that queue is given: the attachment, and where its file is read. */
export interface AttachmentJobInput {
  site: string
  wpId: number
  url: string
  /** `--media`, or empty. */
  source: string
  title: string
  alt: string
  description: string
  /** The old addresses of its file and resized copies, which lead to the new media item. */
  oldAddresses: string[]
}

/** A job's result: the media item made, or why there is none (`skipped`: a type the library does not keep). */
export interface AttachmentJobOutput {
  mediaId?: number
  /** Redirects written from its old addresses. */
  redirects?: number
  failure?: string
  skipped?: boolean
}

/** Where the import running a queue learns each job's result (finished jobs are removed by the queue). */
const listeners = new Map<string, (wpId: number, output: AttachmentJobOutput) => void>()

/** Has `listener` told the result of each job of `queue` run in this process, until the returned function is called. */
export function listenToAttachments(
  queue: string,
  listener: (wpId: number, output: AttachmentJobOutput) => void,
): () => void {
  listeners.set(queue, listener)
  return () => listeners.delete(queue)
}

/** Runs one job and tells the import listening to its queue. */
export async function runAttachmentJob(payload: Payload, input: AttachmentJobInput): Promise<AttachmentJobOutput> {
  const output = await importAttachmentFile(payload, input)
  listeners.get(attachmentQueue(input.site))?.(input.wpId, output)
  return output
}

/**
 * One attachment's file read or fetched, checked and stored with its import record in one transaction. A download
 * the old site may answer later throws (RetryableDownload), and the queue tries again; a refusal is the job's result.
 * A job run again after a crash finds the record and makes nothing twice.
 */
async function importAttachmentFile(payload: Payload, input: AttachmentJobInput): Promise<AttachmentJobOutput> {
  const known = await findImportRecord(payload, input.site, 'attachment', input.wpId)
  if (known) return { mediaId: known.id }
  const file = await obtainAttachment(input.url, mediaSourceOf(input.source || undefined))
  if (!file.ok) return { failure: file.message, skipped: file.skip }
  let mediaId = 0
  let redirects = 0
  await writeInSharedTransaction(payload, async (req) => {
    const doc = await payload.create({
      depth: 0,
      collection: 'media',
      data: {
        alt: cut(input.alt || file.name, 500).text,
        title: input.title || null,
        description: input.description || null,
      },
      file: { data: file.data, mimetype: file.mimeType, name: file.name, size: file.data.length },
      overrideAccess: true,
      req,
    })
    mediaId = doc.id
    redirects = doc.url ? await writeRedirects(req, input.oldAddresses ?? [], doc.url) : 0
    await writeImportRecord(req, input.site, 'attachment', input.wpId, { collection: 'media', id: doc.id })
  })
  return { mediaId, redirects }
}
