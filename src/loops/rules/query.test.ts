import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ReferencePost, runPlan } from '../../../tests/support/loop-reference'
import {
  type LoopContext,
  type LoopSettings,
  loopPageCount,
  loopPlan,
  RANDOM_MODULUS,
  randomSeed,
  type ResolvedFilter,
} from './query'
import type { LogicalJoin } from './url'

const settings = (changes: Partial<LoopSettings> = {}): LoopSettings => ({
  source: 'latest',
  includeCategories: [],
  excludeCategories: [],
  includeTags: [],
  excludeTags: [],
  authors: [],
  manualIds: [],
  featuredOnly: false,
  orderBy: 'date',
  order: 'desc',
  offset: 0,
  perPage: 3,
  excludeCurrent: false,
  ...changes,
})

const context = (changes: Partial<LoopContext> = {}): LoopContext => ({
  current: null,
  archive: null,
  shown: [],
  day: 20_000,
  ...changes,
})

const post = (
  id: number,
  categories: number[],
  tags: number[],
  changes: Partial<ReferencePost> = {},
): ReferencePost => ({
  id,
  categories,
  tags,
  author: null,
  featured: false,
  publishedAt: `2026-10-${String(id).padStart(2, '0')}`,
  updatedAt: `2026-11-${String(30 - id).padStart(2, '0')}`,
  title: `bai ${String.fromCharCode(122 - id)}`,
  ...changes,
})

/** Categories: 1 Android with 2 Samsung under it, 3 iPhone. Tags: 10 pin, 11 camera, 12 mẹo. */
const posts = [
  post(1, [1], [10]),
  post(2, [2], [10, 11]),
  post(3, [3], [11]),
  post(4, [3], [10, 12], { featured: true, author: 7 }),
  post(5, [1, 3], []),
  post(6, [], [12], { author: 7 }),
]
const android: number[] = [1, 2]

const ids = (plan: ReturnType<typeof loopPlan>) => runPlan({ ...plan, limit: 100, offset: 0 }, posts).ids
const filtered = (...filters: ResolvedFilter[]) => ids(loopPlan(settings(), filters, 1, context()))

describe('a loop’s filters', () => {
  it('AND needs every term (a category with its subcategories), OR any, NOT none', () => {
    expect(filtered({ field: 'tags', terms: [[10], [11]], logicalJoin: 'AND' })).toEqual([2])
    expect(filtered({ field: 'tags', terms: [[10], [11]], logicalJoin: 'OR' })).toEqual([4, 3, 2, 1])
    expect(filtered({ field: 'tags', terms: [[10], [11]], logicalJoin: 'NOT' })).toEqual([6, 5])
    expect(filtered({ field: 'categories', terms: [android], logicalJoin: 'AND' })).toEqual([5, 2, 1])
    expect(filtered({ field: 'categories', terms: [android, [3]], logicalJoin: 'AND' })).toEqual([5])
    expect(
      filtered(
        { field: 'categories', terms: [android], logicalJoin: 'AND' },
        { field: 'tags', terms: [[11]], logicalJoin: 'OR' },
      ),
    ).toEqual([2])
  })

  it('an unknown taxonomy or term is an empty result, not an error; OR and NOT pass over an unknown term', () => {
    expect(filtered({ field: null, terms: [[10]], logicalJoin: 'OR' })).toEqual([])
    expect(filtered({ field: 'tags', terms: [[10], null], logicalJoin: 'AND' })).toEqual([])
    expect(filtered({ field: 'tags', terms: [null], logicalJoin: 'OR' })).toEqual([])
    expect(filtered({ field: 'tags', terms: [[12], null], logicalJoin: 'OR' })).toEqual([6, 4])
    expect(filtered({ field: 'tags', terms: [null], logicalJoin: 'NOT' })).toEqual([6, 5, 4, 3, 2, 1])
  })

  const term = fc.constantFrom(1, 2, 3, 10, 11, 12)
  const filter = fc.record({
    field: fc.constantFrom<'categories' | 'tags'>('categories', 'tags'),
    terms: fc.array(fc.option(fc.uniqueArray(term, { minLength: 1, maxLength: 2 }), { freq: 5 }), {
      minLength: 1,
      maxLength: 3,
    }),
    logicalJoin: fc.constantFrom<LogicalJoin>('AND', 'OR', 'NOT'),
  })

  it('selects exactly the posts the filters describe, whatever the filters', () => {
    /** The filters' meaning, written directly rather than as conditions. */
    const meets = (candidate: ReferencePost, { field, terms, logicalJoin }: ResolvedFilter) => {
      const has = (term: number[] | null) => term !== null && candidate[field!].some((id) => term.includes(id))
      if (logicalJoin === 'AND') return terms.every(has)
      if (logicalJoin === 'OR') return terms.some(has)
      return !terms.some(has)
    }
    fc.assert(
      fc.property(fc.array(filter, { maxLength: 3 }), (filters) => {
        const expected = posts
          .filter((candidate) => filters.every((one) => meets(candidate, one)))
          .map((candidate) => candidate.id)
        expect([...filtered(...filters)].sort()).toEqual(expected.sort())
      }),
    )
  })
})

describe('a loop’s source and settings', () => {
  const plan = (changes: Partial<LoopSettings>, around: Partial<LoopContext> = {}) =>
    ids(loopPlan(settings(changes), [], 1, context(around)))

  it('includes and excludes terms, picks authors, featured posts or a manual selection', () => {
    expect(plan({ includeCategories: [3] })).toEqual([5, 4, 3])
    expect(plan({ includeCategories: [3], excludeTags: [10] })).toEqual([5, 3])
    expect(plan({ excludeCategories: [1, 2, 3] })).toEqual([6])
    expect(plan({ authors: [7] })).toEqual([6, 4])
    expect(plan({ featuredOnly: true })).toEqual([4])
    expect(plan({ source: 'manual', manualIds: [2, 5] })).toEqual([5, 2])
    expect(plan({ source: 'manual', manualIds: [] })).toEqual([])
  })

  it('relates by the current post’s tags, else its categories, never showing it; leaves out the current post or what grids above show', () => {
    expect(plan({ source: 'related' }, { current: { id: 2, categories: [2], tags: [11] } })).toEqual([3])
    expect(plan({ source: 'related' }, { current: { id: 5, categories: [1, 3], tags: [] } })).toEqual([4, 3, 1])
    expect(plan({ source: 'related' }, { current: { id: 6, categories: [], tags: [] } })).toEqual([])
    expect(plan({ source: 'related' })).toEqual([])
    expect(plan({ excludeCurrent: true }, { current: { id: 6, categories: [], tags: [12] }, shown: [5, 4] })).toEqual([
      3, 2, 1,
    ])
  })

  it('follows the archive being shown', () => {
    expect(plan({ source: 'archive' }, { archive: { categories: android } })).toEqual([5, 2, 1])
    expect(plan({ source: 'archive' }, { archive: { authors: [7] } })).toEqual([6, 4])
  })

  it('orders by date, title or modification, either way', () => {
    expect(plan({ orderBy: 'title', order: 'asc' })).toEqual([6, 5, 4, 3, 2, 1])
    expect(plan({ orderBy: 'modified' })).toEqual([1, 2, 3, 4, 5, 6])
    expect(plan({ order: 'asc' })).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('shuffles the same way all day, another way the next day', () => {
    const random = (day: number) => plan({ orderBy: 'random' }, { day })
    expect(random(20_000)).toEqual(random(20_000))
    expect([...random(20_000)].sort()).toEqual([1, 2, 3, 4, 5, 6])
    const days = Array.from({ length: 10 }, (_, index) => random(20_000 + index).join())
    expect(new Set(days).size).toBeGreaterThan(5)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        (day) => randomSeed(day) >= 1 && randomSeed(day) < RANDOM_MODULUS,
      ),
    )
  })
})

describe('a loop’s pages', () => {
  it('walk through every matching post once, after the offset, in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom('date', 'title', 'random') as fc.Arbitrary<'date'>,
        (perPage, offset, orderBy) => {
          const chosen = settings({ perPage, offset, orderBy })
          const all = runPlan({ ...loopPlan(chosen, [], 1, context()), limit: 100, offset: 0 }, posts)
          const pages = loopPageCount(all.total, chosen)
          const walked = Array.from(
            { length: pages },
            (_, index) => runPlan(loopPlan(chosen, [], index + 1, context()), posts).ids,
          ).flat()
          expect(walked).toEqual(all.ids.slice(offset))
          expect(pages).toBe(Math.max(1, Math.ceil(Math.max(0, posts.length - offset) / perPage)))
        },
      ),
    )
  })
})
