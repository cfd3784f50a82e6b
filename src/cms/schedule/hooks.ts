import type { CollectionAfterChangeHook, Where } from 'payload'
import { isScheduled } from './logic'

/** The publish jobs still waiting for a post: not run, not running (the one running now saves the post itself). */
function waitingPublishJobs(id: number): Where {
  return {
    and: [
      { taskSlug: { equals: 'schedulePublish' } },
      { completedAt: { exists: false } },
      { processing: { equals: false } },
      { 'input.type': { equals: 'publish' } },
      { 'input.doc.relationTo': { equals: 'posts' } },
      // Payload's scheduler keeps the id as text; so does this hook.
      { 'input.doc.value': { equals: String(id) } },
    ],
  }
}

/**
 * A post was published: any publish still waiting for it is moot (this save published its newest version), and when
 * its date is in the future a publish is queued at that date (Payload's `schedulePublish` job, run by the jobs queue
 * every minute). That save indexes the post for search and clears the cached pages, lists, feed and sitemap that
 * show it, on every instance, as any publish does. The scheduler's dialog lists it, and "Tòa soạn" counts it.
 */
export const queueScheduledPublish: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  await req.payload.db.deleteMany({ collection: 'payload-jobs', where: waitingPublishJobs(doc.id), req })
  if (isScheduled(doc, new Date())) {
    await req.payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: String(doc.id) as unknown as number } },
      waitUntil: new Date(doc.publishedAt),
      req,
    })
  }
  return doc
}
