import type { Payload, TypedUser, Where } from 'payload'

export interface DraftRow {
  collection: 'posts' | 'pages'
  id: number
  title: string
  updatedAt: string
}

export interface DashboardSummary {
  published: number
  drafts: number
  scheduled: number
  latestDrafts: DraftRow[]
}

const LATEST_DRAFTS = 6

/**
 * What the admin's first screen tells an editor: how many posts are published, waiting as drafts and scheduled, and
 * the drafts touched last (posts and pages). Counted as `user`, so an author sees the numbers of what they may read.
 */
export async function dashboardSummary(payload: Payload, user: TypedUser): Promise<DashboardSummary> {
  const asUser = { user, overrideAccess: false } as const
  const status = (value: 'published' | 'draft'): Where => ({ _status: { equals: value } })
  // Published and dated now or earlier: a post published with a future date counts as scheduled (cms/schedule/).
  const live: Where = { and: [status('published'), { publishedAt: { less_than_equal: new Date().toISOString() } }] }
  const drafts = (collection: 'posts' | 'pages') =>
    payload.find({
      collection,
      where: status('draft'),
      sort: '-updatedAt',
      limit: LATEST_DRAFTS,
      depth: 0,
      select: { title: true, updatedAt: true },
      ...asUser,
    })
  const [published, draftCount, scheduled, postDrafts, pageDrafts] = await Promise.all([
    payload.count({ collection: 'posts', where: live, ...asUser }),
    payload.count({ collection: 'posts', where: status('draft'), ...asUser }),
    // Scheduled publishing is a queued job until it runs, whether from the scheduler's dialog or a post published with a
    // future date (the jobs are the server's own, so counted without access).
    payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    }),
    drafts('posts'),
    drafts('pages'),
  ])
  const latestDrafts = [
    ...postDrafts.docs.map((doc) => ({
      collection: 'posts' as const,
      id: doc.id,
      title: doc.title,
      updatedAt: doc.updatedAt,
    })),
    ...pageDrafts.docs.map((doc) => ({
      collection: 'pages' as const,
      id: doc.id,
      title: doc.title,
      updatedAt: doc.updatedAt,
    })),
  ]
    .toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, LATEST_DRAFTS)
  return { published: published.totalDocs, drafts: draftCount.totalDocs, scheduled: scheduled.totalDocs, latestDrafts }
}
