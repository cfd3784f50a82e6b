import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Category } from '@/payload-types'
import {
  categoryLineage,
  conditionFromRow,
  conditionMatches,
  conditionsFit,
  type DisplayCondition,
  DISPLAY_SCOPES,
  type DisplayView,
} from './logic'

const article: DisplayView = { kind: 'post', id: 7, categoryIds: [2, 1] }
const home: DisplayView = { kind: 'home', id: 4, categoryIds: [] }
const archive: DisplayView = { kind: 'archive', categoryIds: [2, 1] }
const page: DisplayView = { kind: 'page', id: 9, categoryIds: [] }
const search: DisplayView = { kind: 'other', categoryIds: [] }
const views = [home, article, archive, page, search]

const include = (scope: DisplayCondition['scope'], target?: number | null): DisplayCondition => ({
  mode: 'include',
  scope,
  target,
})

describe('a display condition', () => {
  it('takes in the views its scope names', () => {
    const takesIn = (condition: DisplayCondition) => views.map((view) => conditionMatches(condition, view))
    expect(takesIn(include('site'))).toEqual([true, true, true, true, true])
    expect(takesIn(include('home'))).toEqual([true, false, false, false, false])
    expect(takesIn(include('posts'))).toEqual([false, true, false, false, false])
    expect(takesIn(include('archives'))).toEqual([false, false, true, false, false])
    expect(takesIn(include('category', 2))).toEqual([false, true, true, false, false])
    expect(takesIn(include('post', 7))).toEqual([false, true, false, false, false])
    expect(takesIn(include('page', 9))).toEqual([false, false, false, true, false])
    // The page chosen as home is the home view, not a page one; an id names a post or a page, never both.
    expect(takesIn(include('page', 4))).toEqual([false, false, false, false, false])
    expect(takesIn(include('post', 9))).toEqual([false, false, false, false, false])
  })

  it('takes in nothing when its scope names a document and none is chosen', () => {
    for (const scope of ['category', 'post', 'page'] as const)
      for (const target of [null, undefined])
        expect(
          views
            .concat({ kind: 'page', categoryIds: [] })
            .some((view) => conditionMatches(include(scope, target), view)),
        ).toBe(false)
  })
})

describe('display conditions', () => {
  it('fit where an include matches and no exclude does', () => {
    const everywhereButPost7: DisplayCondition[] = [include('site'), { mode: 'exclude', scope: 'post', target: 7 }]
    expect(views.map((view) => conditionsFit(everywhereButPost7, view))).toEqual([true, false, true, true, true])
    expect(views.map((view) => conditionsFit([include('category', 2)], view))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ])
    expect(conditionsFit([include('posts'), { mode: 'exclude', scope: 'category', target: 1 }], article)).toBe(false)
    expect(conditionsFit([], home)).toBe(false)
  })

  const condition = fc.record({
    mode: fc.constantFrom<DisplayCondition['mode']>('include', 'exclude'),
    scope: fc.constantFrom(...DISPLAY_SCOPES),
    target: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
  })
  const view = fc.record({
    kind: fc.constantFrom<DisplayView['kind']>('home', 'post', 'page', 'archive', 'other'),
    id: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
    categoryIds: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }),
  })

  it('property: an exclude matching the view wins over any includes', () => {
    fc.assert(
      fc.property(fc.array(condition, { maxLength: 6 }), condition, view, (conditions, excluded, shown) => {
        const exclude = { ...excluded, mode: 'exclude' as const }
        fc.pre(conditionMatches(exclude, shown))
        const withIt = [...conditions, exclude]
        expect(conditionsFit(withIt, shown)).toBe(false)
        expect(conditionsFit([...withIt, include('site'), include(exclude.scope, exclude.target)], shown)).toBe(false)
      }),
    )
  })

  it('property: they fit exactly when an include matches and no exclude does, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(condition, { maxLength: 6 }), view, (conditions, shown) => {
        const matching = conditions.filter((item) => conditionMatches(item, shown))
        const fits = conditionsFit(conditions, shown)
        expect(fits).toBe(
          matching.some((item) => item.mode === 'include') && matching.every((item) => item.mode === 'include'),
        )
        expect(conditionsFit([...conditions].reverse(), shown)).toBe(fits)
        // Without an include nothing shows; excluding the whole site hides it everywhere.
        expect(
          conditionsFit(
            conditions.map((item) => ({ ...item, mode: 'exclude' as const })),
            shown,
          ),
        ).toBe(false)
        expect(conditionsFit([...conditions, { mode: 'exclude', scope: 'site' }], shown)).toBe(false)
      }),
    )
  })
})

describe('condition rows from Payload', () => {
  it('take the target of the chosen scope, by id or populated, and nothing else', () => {
    expect(conditionFromRow({ mode: 'include', scope: 'category', category: { id: 3 }, post: 9 })).toEqual({
      mode: 'include',
      scope: 'category',
      target: 3,
    })
    expect(conditionFromRow({ mode: 'exclude', scope: 'post', post: 9 })).toEqual({
      mode: 'exclude',
      scope: 'post',
      target: 9,
    })
    expect(conditionFromRow({ mode: 'include', scope: 'page', page: { id: 4 }, post: 9 })).toEqual({
      mode: 'include',
      scope: 'page',
      target: 4,
    })
    expect(conditionFromRow({ mode: 'include', scope: 'site', category: 4, page: 4 })).toEqual({
      mode: 'include',
      scope: 'site',
      target: null,
    })
    expect(conditionFromRow({ mode: 'include', scope: 'post', post: null })).toEqual({
      mode: 'include',
      scope: 'post',
      target: null,
    })
  })
})

describe('categoryLineage', () => {
  const stored = (id: number, parent?: number | Category | null) =>
    ({ id, name: `c${id}`, slug: `c${id}`, parent, updatedAt: '', createdAt: '' }) as Category

  it('lists each category and its parent once, by id or populated', () => {
    expect(categoryLineage([stored(5, 1), stored(6, stored(1)), 9])).toEqual([5, 1, 6, 9])
    expect(categoryLineage(null)).toEqual([])
  })
})
