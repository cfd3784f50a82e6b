import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { POST_GRID_MAX, postGridQuery, postGridSearchParams } from './logic'

describe('post grid query', () => {
  it('reads the picked terms and clamps count and columns', () => {
    expect(postGridQuery({ category: { id: 4, name: 'iPhone' }, count: 20, columns: '4', layout: 'featured', featuredOnly: true })).toEqual({
      categoryId: 4,
      tagId: null,
      featuredOnly: true,
      avoidDuplicates: false,
      count: 12,
      columns: 4,
      layout: 'featured',
    })
    expect(postGridQuery({ avoidDuplicates: true })).toEqual({
      categoryId: null,
      tagId: null,
      featuredOnly: false,
      avoidDuplicates: true,
      count: 6,
      columns: 3,
      layout: 'grid',
    })
    expect(postGridQuery({ tag: { id: '7' }, category: { id: -1 }, count: '0' })).toMatchObject({ categoryId: null, tagId: 7, count: 1 })
  })

  it('property: any stored value gives a runnable query', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('category', 'tag', 'count', 'columns', 'layout', 'featuredOnly'), fc.anything()), (props) => {
        const query = postGridQuery(props)
        expect(query.count).toBeGreaterThanOrEqual(1)
        expect(query.count).toBeLessThanOrEqual(POST_GRID_MAX)
        expect([2, 3, 4]).toContain(query.columns)
        for (const id of [query.categoryId, query.tagId]) expect(id === null || (Number.isInteger(id) && id > 0)).toBe(true)
      }),
    )
  })

  it('asks the REST API for published posts of the category family and tag', () => {
    const params = postGridSearchParams(postGridQuery({ tag: { id: 2 }, count: 4, featuredOnly: true }), [5, 9])
    expect(Object.fromEntries(params)).toEqual({
      limit: '4',
      depth: '1',
      sort: '-publishedAt',
      'where[_status][equals]': 'published',
      'where[categories][in][0]': '5',
      'where[categories][in][1]': '9',
      'where[tags][in][0]': '2',
      'where[featured][equals]': 'true',
    })
  })
})
