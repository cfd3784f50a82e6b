import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PageCache } from '../../front/page-cache.mjs'
import { offerPageCache, withdrawPageCache } from '@/lib/front-bridge.mjs'
import { POSTS_TAG, SITE_TAG, categoryPostsTag, slugTag } from '@/cms/cache/tags'
import type { Category, Post, User } from '@/payload-types'
import { createUser, richText, startPayload, type TestDatabase } from './payload'

const HOUR = 3_600_000

/**
 * Scheduling the WordPress way, on a real database: a post published with a future date is absent from everything a
 * visitor reads (home and its lists, an archive, the feed, the sitemap, search, its own address, the REST API) until
 * its date, and present afterwards, its cached pages dropped. The clock is moved (only `Date`), nothing sleeps.
 */
export function scheduledPostsSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let category: Category
  let editor: User
  const pages = new PageCache()
  const shared = { 'cache-control': 's-maxage=3600', 'content-type': 'text/html; charset=utf-8' }
  let queries: typeof import('@/cms/queries')
  let posts: typeof import('@/content/reads/posts')
  let searchReads: typeof import('@/content/reads/search')
  let summary: typeof import('@/cms/dashboard/summary')

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    offerPageCache(pages)
    queries = await import('@/cms/queries')
    posts = await import('@/content/reads/posts')
    searchReads = await import('@/content/reads/search')
    summary = await import('@/cms/dashboard/summary')
    category = await payload.create({ collection: 'categories', data: { name: 'Mẹo hay', slug: 'meo-hay' } })
    editor = await createUser(payload, `bien-tap-${database}@thuthuat.test`, ['editor'])
    await payload.create({
      collection: 'posts',
      data: {
        title: 'Bài đã đăng',
        slug: 'bai-da-dang',
        content: richText('Sạc pin đúng cách.'),
        categories: [category.id],
        _status: 'published',
      },
    })
  })

  afterEach(() => vi.useRealTimers())

  afterAll(async () => {
    withdrawPageCache()
    await stop()
  })

  /** What a visitor can find of the post with this slug, wherever the site lists it. */
  async function whereVisible(post: Post) {
    const slugs = (list: { slug?: string | null }[]) => list.map((item) => item.slug)
    const [home, archive, article, sitemap, search, api] = await Promise.all([
      posts.listPosts(),
      posts.listPosts({ categories: { in: [category.id] } }, 1, 12, [categoryPostsTag(category.id)]),
      posts.getPostBySlug(post.slug!),
      queries.listIndexablePaths('posts'),
      searchReads.searchPosts('hen gio bi mat', 1, 10),
      payload.find({ collection: 'posts', where: { slug: { equals: post.slug } }, overrideAccess: false }),
    ])
    return {
      home: slugs(home.posts).includes(post.slug),
      archive: slugs(archive.posts).includes(post.slug),
      article: article?.id === post.id,
      sitemap: slugs(sitemap).includes(post.slug),
      search: search.cards.some((card) => card.post.id === post.id),
      api: api.docs.length === 1,
    }
  }
  const nowhere = { home: false, archive: false, article: false, sitemap: false, search: false, api: false }
  const everywhere = { home: true, archive: true, article: true, sitemap: true, search: true, api: true }

  const waitingJobs = async (id: number) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: {
          and: [
            { taskSlug: { equals: 'schedulePublish' } },
            { completedAt: { exists: false } },
            { 'input.doc.value': { equals: String(id) } },
          ],
        },
        overrideAccess: true,
      })
    ).docs

  describe(`scheduled posts (${database})`, () => {
    it('stay hidden until their date, are counted as scheduled, then show everywhere and drop the cached pages', async () => {
      const publishedAt = new Date(Date.now() + HOUR)
      const post = await payload.create({
        collection: 'posts',
        data: {
          title: 'Hẹn giờ bí mật',
          slug: 'hen-gio-bi-mat',
          content: richText('Bài hẹn giờ bí mật.'),
          categories: [category.id],
          publishedAt: publishedAt.toISOString(),
          _status: 'published',
        },
      })
      expect(await whereVisible(post)).toEqual(nowhere)
      const [job] = await waitingJobs(post.id)
      expect(new Date(job.waitUntil!).toISOString()).toBe(publishedAt.toISOString())
      const counts = await summary.dashboardSummary(payload, { ...editor, collection: 'users' })
      expect({ published: counts.published, scheduled: counts.scheduled }).toEqual({ published: 1, scheduled: 1 })

      // Pages cached while it was scheduled: the home page, its article's address (a 404) and its archive.
      for (const [path, tags] of Object.entries({
        '/': [SITE_TAG, POSTS_TAG],
        '/hen-gio-bi-mat': [SITE_TAG, slugTag('hen-gio-bi-mat')],
        '/chuyen-muc/meo-hay': [SITE_TAG, categoryPostsTag(category.id)],
      })) {
        pages.set(path, 200, shared, Buffer.from(path), { tags })
      }

      // Its date comes: the queue's next run (each minute in the server) publishes it again.
      vi.useFakeTimers({ toFake: ['Date'], now: publishedAt.getTime() + 30_000 })
      await payload.jobs.run({ queue: 'default' })
      expect([...pages.entries.keys()]).toEqual([])
      expect(await whereVisible(post)).toEqual(everywhere)
      expect(await waitingJobs(post.id)).toEqual([])
      const after = await summary.dashboardSummary(payload, { ...editor, collection: 'users' })
      expect({ published: after.published, scheduled: after.scheduled }).toEqual({ published: 2, scheduled: 0 })
    })

    it('a published post moved to a later date is hidden again; moved back, its waiting publish is dropped', async () => {
      const post = await payload.create({
        collection: 'posts',
        data: { title: 'Đổi ngày', slug: 'doi-ngay', categories: [category.id], _status: 'published' },
      })
      const later = new Date(Date.now() + 2 * HOUR).toISOString()
      await payload.update({ collection: 'posts', id: post.id, data: { publishedAt: later, _status: 'published' } })
      expect(await posts.getPostBySlug('doi-ngay')).toBeNull()
      expect((await waitingJobs(post.id)).map((job) => new Date(job.waitUntil!).toISOString())).toEqual([later])

      await payload.update({
        collection: 'posts',
        id: post.id,
        data: { publishedAt: new Date(Date.now() - HOUR).toISOString(), _status: 'published' },
      })
      expect((await posts.getPostBySlug('doi-ngay'))?.id).toBe(post.id)
      expect(await waitingJobs(post.id)).toEqual([])
    })

    it('a draft with a future date is a draft: nothing is queued and nobody outside sees it', async () => {
      const draft = await payload.create({
        collection: 'posts',
        draft: true,
        data: {
          title: 'Nháp tương lai',
          slug: 'nhap-tuong-lai',
          publishedAt: new Date(Date.now() + HOUR).toISOString(),
          _status: 'draft',
        },
      })
      expect(await waitingJobs(draft.id)).toEqual([])
      expect(await posts.getPostBySlug('nhap-tuong-lai')).toBeNull()
    })
  })
}
