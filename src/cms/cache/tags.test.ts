import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PAGES_TAG,
  POSTS_TAG,
  authorPostsTag,
  categoryPostsTag,
  isAffected,
  pageChangeTags,
  pageTag,
  postChangeTags,
  slugTag,
  tagPostsTag,
  type PostState,
} from './tags'

const id = fc.integer({ min: 1, max: 50 })
const reference = fc.oneof(
  id,
  id.map((value) => ({ id: value })),
)
const slug = fc.stringMatching(/^[a-z0-9-]{1,20}$/)
const post: fc.Arbitrary<PostState> = fc.record({
  slug: fc.option(slug),
  categories: fc.option(fc.array(reference, { maxLength: 3 })),
  tags: fc.option(fc.array(reference, { maxLength: 3 })),
  author: fc.option(reference),
})
const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'number' ? value : (value?.id ?? 0)

describe('postChangeTags', () => {
  it('names the post at both slugs and every list it left or joined, once each', () => {
    fc.assert(
      fc.property(fc.option(post), fc.option(post), (after, before) => {
        const tags = postChangeTags(after, before)
        expect(tags).toContain(POSTS_TAG)
        expect(new Set(tags).size).toBe(tags.length)
        for (const state of [after, before]) {
          if (!state) continue
          if (state.slug) expect(tags).toContain(slugTag(state.slug))
          for (const category of state.categories ?? []) expect(tags).toContain(categoryPostsTag(idOf(category)))
          for (const term of state.tags ?? []) expect(tags).toContain(tagPostsTag(idOf(term)))
          if (state.author) expect(tags).toContain(authorPostsTag(idOf(state.author)))
        }
      }),
    )
  })

  it('leaves an unrelated article alone: another slug, other categories', () => {
    fc.assert(
      fc.property(post, slug, id, (changed, otherSlug, otherCategory) => {
        fc.pre(
          changed.slug !== otherSlug &&
            !(changed.categories ?? []).some((category) => idOf(category) === otherCategory),
        )
        const shownByOther = ['site', slugTag(otherSlug), categoryPostsTag(otherCategory)]
        expect(isAffected(shownByOther, postChangeTags(changed, changed))).toBe(false)
      }),
    )
  })

  it('a renamed post clears its old and its new address', () => {
    const tags = postChangeTags({ slug: 'moi', categories: [2] }, { slug: 'cu', categories: [{ id: 1 }] })
    expect(tags).toEqual(
      expect.arrayContaining([slugTag('moi'), slugTag('cu'), categoryPostsTag(1), categoryPostsTag(2), POSTS_TAG]),
    )
  })
})

describe('pageChangeTags', () => {
  it('names the page by id and at both slugs, and the sitemap', () => {
    expect(pageChangeTags({ id: 3, slug: 'moi' }, { id: 3, slug: 'cu' }).sort()).toEqual(
      [PAGES_TAG, pageTag(3), slugTag('cu'), slugTag('moi')].sort(),
    )
    expect(pageChangeTags(null, { id: 4, slug: 'x' }).sort()).toEqual([PAGES_TAG, pageTag(4), slugTag('x')].sort())
  })
})

describe('slugTag', () => {
  it('never holds a space (tags are listed space-separated in the page marker)', () => {
    fc.assert(fc.property(fc.string(), (value) => !/\s/.test(slugTag(value))))
  })
})
