import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoopCondition, LoopPlan } from '@/loops/rules/query'
import { FEW_POSTS, loopPostIds } from '@/loops/server'
import { type ReferencePost, runPlan } from '../support/loop-reference'
import { startPayload, type TestDatabase } from './payload'

/** The loops' queries on a database, against the same plans run in memory; run by one test file per database. */
export function loopQuerySuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  const posts: ReferencePost[] = []
  const terms = { categories: [] as number[], tags: [] as number[], authors: [] as number[] }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    for (const [index, name] of ['android', 'iphone', 'pin', 'meo'].entries()) {
      terms.categories.push(
        (await payload.create({ collection: 'categories', data: { name, slug: name, order: index } })).id,
      )
    }
    for (const name of ['camera', 'sac', 'zalo', 'wifi', 'loa'])
      terms.tags.push((await payload.create({ collection: 'tags', data: { name, slug: name } })).id)
    for (const name of ['An', 'Bình'])
      terms.authors.push(
        (await payload.create({ collection: 'authors', data: { name, slug: name === 'An' ? 'an' : 'binh' } })).id,
      )
    // A fixed mix: each post's terms, author and flags follow from its number.
    for (let n = 0; n < 36; n += 1) {
      const categories = terms.categories.filter((_, index) => (n >> index) % 3 === 1 || (index === 0 && n % 7 === 0))
      const tags = terms.tags.filter((_, index) => (n * (index + 3)) % 5 < 2)
      const author = n % 4 === 3 ? null : terms.authors[n % 2]
      const title = `bai ${String.fromCharCode(97 + ((n * 11) % 26))}${String.fromCharCode(97 + (n % 26))}`
      const status = n % 9 === 8 ? 'draft' : 'published'
      // Every ninth post is published with a date still to come: scheduled, so no loop shows or counts it.
      const scheduled = n % 9 === 4
      const created = await payload.create({
        collection: 'posts',
        data: {
          title,
          slug: `bai-${n}`,
          categories,
          tags,
          author,
          featured: n % 3 === 0,
          publishedAt: new Date(Date.UTC(scheduled ? 2099 : 2026, 0, 1 + ((n * 17) % 40), 8)).toISOString(),
          _status: status,
        },
      })
      if (status === 'published' && !scheduled) {
        posts.push({
          id: created.id,
          categories,
          tags,
          author,
          featured: n % 3 === 0,
          publishedAt: created.publishedAt!,
          updatedAt: created.updatedAt,
          title,
        })
      }
    }
  })

  afterAll(async () => stop())

  /** Plans over the fixture's terms and posts (known once it is written). */
  function plans(): fc.Arbitrary<LoopPlan> {
    const someOf = (ids: () => number[]) => fc.shuffledSubarray(ids(), { minLength: 1 })
    const condition: fc.Arbitrary<LoopCondition> = fc.oneof(
      fc.record({
        kind: fc.constantFrom('anyTerm' as const, 'noTerm' as const),
        field: fc.constant('categories' as const),
        ids: someOf(() => terms.categories),
      }),
      fc.record({
        kind: fc.constantFrom('anyTerm' as const, 'noTerm' as const),
        field: fc.constant('tags' as const),
        ids: someOf(() => terms.tags),
      }),
      fc.record({ kind: fc.constant('author' as const), ids: someOf(() => terms.authors) }),
      fc.constant({ kind: 'featured' as const }),
      fc.record({
        kind: fc.constantFrom('ids' as const, 'notIds' as const),
        ids: someOf(() => posts.map((post) => post.id)),
      }),
    )
    const sort: fc.Arbitrary<LoopPlan['sort']> = fc.oneof(
      fc.record({
        by: fc.constantFrom('date' as const, 'title' as const, 'modified' as const),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      fc.record({ by: fc.constant('random' as const), seed: fc.integer({ min: 1, max: 2_147_483_646 }) }),
    )
    const plan = fc.record({
      conditions: fc.array(condition, { maxLength: 4 }),
      sort,
      limit: fc.integer({ min: 1, max: 12 }),
      offset: fc.integer({ min: 0, max: 40 }),
    })
    return plan
  }

  describe(`loop queries (${database})`, () => {
    it('select the same page and count as the plan run in memory, for any plan, read in order or from the sets', async () => {
      await fc.assert(
        fc.asyncProperty(plans(), fc.constantFrom(0, FEW_POSTS), async (generated, fewPosts) => {
          expect(await loopPostIds(payload, generated, { fewPosts })).toEqual(runPlan(generated, posts))
        }),
        { numRuns: 200 },
      )
    })

    it('never show a draft, and match nothing for a plan that names nothing', async () => {
      const all = await loopPostIds(payload, {
        conditions: [],
        sort: { by: 'date', direction: 'desc' },
        limit: 100,
        offset: 0,
      })
      expect(all.total).toBe(posts.length)
      expect(
        await loopPostIds(payload, {
          conditions: [{ kind: 'nothing' }],
          sort: { by: 'date', direction: 'desc' },
          limit: 10,
          offset: 0,
        }),
      ).toEqual({
        ids: [],
        total: 0,
      })
    })

    it('leave a scheduled post out until its date, then show and count it', async () => {
      const newest = { conditions: [], sort: { by: 'date', direction: 'desc' }, limit: 3, offset: 0 } satisfies LoopPlan
      const before = await loopPostIds(payload, newest)
      expect(before.total).toBe(posts.length)
      const later = await loopPostIds(payload, newest, { now: new Date(Date.UTC(2100, 0, 1)) })
      // Four posts (n = 4, 13, 22, 31) were dated in 2099: they come first once that year is over.
      expect(later.total).toBe(posts.length + 4)
      expect(later.ids).not.toEqual(before.ids)
      expect(posts.map((post) => post.id)).not.toContain(later.ids[0])
      const inCategory = {
        ...newest,
        conditions: [{ kind: 'anyTerm', field: 'categories', ids: terms.categories }],
      } satisfies LoopPlan
      expect((await loopPostIds(payload, inCategory)).total).toBe(posts.filter((post) => post.categories.length).length)
    })
  })
}
