import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Category } from '@/payload-types'
import { ALL_FILTER, isShown } from '../filter-bar/logic'
import { portfolioSettings, portfolioTerms, postTerms } from './logic'

const category = (slug: string, name: string) =>
  ({ id: slug.length, slug, name, updatedAt: '', createdAt: '' }) as Category

describe('portfolio', () => {
  it('reads its settings defensively', () => {
    expect(portfolioSettings({})).toEqual({
      columns: { desktop: 3, tablet: 2, mobile: 1 },
      ratio: '4:3',
      showFilter: true,
      allLabel: '',
    })
    expect(portfolioSettings({ columns: { desktop: 4 }, ratio: '1:1', showFilter: false })).toMatchObject({
      columns: { desktop: 4, tablet: 2, mobile: 1 },
      ratio: '1:1',
      showFilter: false,
    })
  })

  it('filters by category slug, with one button per category sorted by Vietnamese name', () => {
    const posts = [
      { categories: [category('pin-sac', 'Pin và sạc'), category('iphone', 'iPhone')] },
      { categories: [category('bao-mat', 'Bảo mật'), 7] },
      { categories: [category('iphone', 'iPhone')] },
      { categories: null },
    ]
    expect(portfolioTerms(posts).map((term) => term.value)).toEqual(['bao-mat', 'iphone', 'pin-sac'])
    expect(postTerms(posts[1])).toEqual([{ value: 'bao-mat', label: 'Bảo mật' }])
    const shown = (filter: string) =>
      posts.filter((post) =>
        isShown(
          postTerms(post).map((term) => term.value),
          filter,
        ),
      ).length
    expect(shown('iphone')).toBe(2)
    expect(shown(ALL_FILTER)).toBe(4)
  })

  it('property: any stored settings are usable, and every post category has its button', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('columns', 'ratio', 'showFilter', 'allLabel'), fc.anything()),
        (props) => {
          const settings = portfolioSettings(props)
          expect(Object.values(settings.columns).every((columns) => Number.isInteger(columns) && columns >= 1)).toBe(
            true,
          )
        },
      ),
    )
    const slugs = fc.constantFrom('iphone', 'android', 'bao-mat', 'pin-sac')
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            categories: fc.array(
              slugs.map((slug) => category(slug, slug.toUpperCase())),
              { maxLength: 3 },
            ),
          }),
          { maxLength: 8 },
        ),
        (posts) => {
          const values = portfolioTerms(posts).map((term) => term.value)
          expect(new Set(values).size).toBe(values.length)
          for (const post of posts) for (const term of postTerms(post)) expect(values).toContain(term.value)
        },
      ),
    )
  })
})
