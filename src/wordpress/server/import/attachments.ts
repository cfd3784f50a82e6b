import type { Payload, Where } from 'payload'
import { wordpressImport } from '@/i18n/wordpress-import'
import { plainExcerpt, uploadAddressesOf } from '@/wordpress/rules/import/items'
import { metaOf, type WxrItem } from '@/wordpress/rules/wxr'
import { type ImportReport, tally } from '@/wordpress/rules/import/report'
import {
  attachmentQueue,
  type AttachmentJobInput,
  type AttachmentJobOutput,
  listenToAttachments,
} from './attachment-job'
import type { ImportRecords } from './records'

/** An attachment as the first pass keeps it, to import once the terms are in. */
export type Attachment = Pick<WxrItem, 'id' | 'title' | 'attachmentUrl' | 'content' | 'meta'>

/** Jobs run at a time; finished ones are read and removed after each run. */
const BATCH = 20
/** How long to wait when the jobs left wait for their retry. */
const WAIT_MS = 250

const words = wordpressImport

interface FailedJob {
  id: number | string
  input: AttachmentJobInput
  log?: { error?: unknown }[] | null
}

const unfinished: Where = {
  and: [{ completedAt: { exists: false } }, { or: [{ hasError: { equals: false } }, { hasError: { exists: false } }] }],
}

/** Why a job that used up its tries failed: its last try's error. */
function failureOf(job: FailedJob): string {
  const message = (job.log?.at(-1)?.error as { message?: string } | undefined)?.message
  return words.media.gaveUp(message ?? words.media.network(job.input.url))
}

/**
 * The attachments of an export, imported through the jobs queue (docs/import.md, Media): one job each, in the
 * import's own queue, run here until every one has finished, each counted in the report as it finishes.
 * Jobs a stopped run left are taken up again, never queued twice. `done` is told of each attachment handled.
 */
export async function importAttachments(
  payload: Payload,
  args: {
    attachments: Attachment[]
    records: ImportRecords
    report: ImportReport
    source: string
    /** The old site's address (`wp:base_site_url`). */
    siteUrl: string
    done: (outcome: 'fetched' | 'failed' | 'other') => Promise<void>
  },
): Promise<void> {
  const { attachments, records, report, source, siteUrl, done } = args
  const site = report.site
  const queue = attachmentQueue(site)
  const where = (state: Where): Where => ({ and: [{ queue: { equals: queue } }, state] })
  // Only an import runs this queue: a job still marked running was cut short with the run that started it.
  await payload.update({
    collection: 'payload-jobs',
    where: where({ processing: { equals: true } }),
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  const waiting = await payload.find({
    collection: 'payload-jobs',
    where: where(unfinished),
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const queued = new Set(waiting.docs.map((job) => Number((job.input as unknown as AttachmentJobInput).wpId)))
  for (const item of attachments) {
    const key = String(item.id)
    if (records.get('attachment', key)) {
      tally(report, 'attachment', key, 'existing')
      await done('other')
    } else if (!item.attachmentUrl) {
      tally(report, 'attachment', key, 'skipped', words.skipped.noAddress)
      await done('other')
    } else if (!queued.has(item.id)) {
      const input: AttachmentJobInput = {
        site,
        wpId: item.id,
        url: item.attachmentUrl,
        source,
        title: item.title,
        alt: metaOf(item, '_wp_attachment_image_alt') || item.title,
        description: plainExcerpt(item.content),
        oldAddresses: uploadAddressesOf(item, siteUrl),
      }
      await payload.jobs.queue({ task: 'importWordPressMedia', queue, input })
    }
  }
  const results: { wpId: number; output: AttachmentJobOutput }[] = []
  const stopListening = listenToAttachments(queue, (wpId, output) => results.push({ wpId, output }))
  try {
    for (;;) {
      const { noJobsRemaining } = await payload.jobs.run({ queue, limit: BATCH, sequential: true, silent: true })
      for (const { wpId, output } of results.splice(0)) {
        const key = String(wpId)
        report.redirects += output.redirects ?? 0
        if (output.mediaId) tally(report, 'attachment', key, 'imported')
        else tally(report, 'attachment', key, output.skipped ? 'skipped' : 'failed', output.failure)
        await done(output.mediaId ? 'fetched' : output.skipped ? 'other' : 'failed')
      }
      // Jobs that used up their tries stay in the queue, marked: counted, then removed.
      const failed = await payload.find({
        collection: 'payload-jobs',
        where: where({ hasError: { equals: true } }),
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      for (const job of failed.docs as unknown as FailedJob[]) {
        tally(report, 'attachment', String(job.input.wpId), 'failed', failureOf(job))
        await done('failed')
      }
      if (failed.docs.length > 0)
        await payload.delete({
          collection: 'payload-jobs',
          where: { id: { in: failed.docs.map((job) => job.id) } },
          overrideAccess: true,
        })
      const left = await payload.count({ collection: 'payload-jobs', where: where(unfinished), overrideAccess: true })
      if (left.totalDocs === 0) return
      if (noJobsRemaining) await new Promise((resolve) => setTimeout(resolve, WAIT_MS))
    }
  } finally {
    stopListening()
  }
}
