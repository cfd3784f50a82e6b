import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type LogicalJoin, loopStateQuery, MAX_PAGE, readFilters, readPage, withFilters, withPage } from './url'

const params = (query: string) => new URL(`https://thuthuat.test/${query}`).searchParams

describe('reading a loop widget’s state from the address', () => {
  it('reads AND from + (a space once decoded), OR from ~ %7E %7C and |, NOT from !', () => {
    expect(readFilters(params('?e-filter-g1-category=meo+pin'), 'g1')).toEqual({
      category: { terms: ['meo', 'pin'], logicalJoin: 'AND' },
    })
    for (const or of ['meo~pin', 'meo%7Epin', 'meo%7Cpin', 'meo|pin']) {
      expect(readFilters(params(`?e-filter-g1-post_tag=${or}`), 'g1')).toEqual({
        post_tag: { terms: ['meo', 'pin'], logicalJoin: 'OR' },
      })
    }
    expect(readFilters(params('?e-filter-g1-category=!iphone!android'), 'g1')).toEqual({
      category: { terms: ['iphone', 'android'], logicalJoin: 'NOT' },
    })
    expect(readFilters(params('?e-filter-g1-category=pin'), 'g1')).toEqual({
      category: { terms: ['pin'], logicalJoin: 'AND' },
    })
  })

  it('keeps only term slugs, and only this widget’s filters', () => {
    expect(readFilters(params('?e-filter-g1-category=%3Cscript%3E+pin+PIN+pin'), 'g1')).toEqual({
      category: { terms: ['pin'], logicalJoin: 'AND' },
    })
    expect(readFilters(params('?e-filter-g1-category=%3Cscript%3E'), 'g1')).toEqual({})
    // `g1-2` is another widget: its category filter is not a `2-category` taxonomy of `g1`.
    expect(readFilters(params('?e-filter-g1-2-category=pin&e-filter-g10-category=meo'), 'g1')).toEqual({})
    expect(readFilters(params('?e-filter-g1-2-category=pin'), 'g1-2')).toEqual({
      category: { terms: ['pin'], logicalJoin: 'AND' },
    })
  })

  it('reads a page from 1 to the maximum, and anything else as page 1', () => {
    expect(readPage(params('?e-page-g1=3'), 'g1')).toBe(3)
    expect(readPage(params(`?e-page-g1=${MAX_PAGE}`), 'g1')).toBe(MAX_PAGE)
    for (const bad of ['0', '-2', '2.5', '1e3', '1000000000000', '', 'abc', '3&e-page-g1=4']) {
      expect(readPage(params(`?e-page-g1=${bad}`), 'g1')).toBe(1)
    }
    expect(readPage(params('?e-page-g2=5'), 'g1')).toBe(1)
  })
})

describe('writing a loop widget’s state into the address', () => {
  it('writes AND as +, OR as ~ unencoded, and drops the widget’s page and WordPress’s page parameters', () => {
    const url = '/meo-hay?e-page-g1=4&page=2&paged=3&e-page-g2=2&utm_source=zalo#luoi'
    expect(withFilters(url, 'g1', { category: { terms: ['meo', 'pin'], logicalJoin: 'AND' } })).toBe(
      '/meo-hay?e-page-g2=2&utm_source=zalo&e-filter-g1-category=meo+pin#luoi',
    )
    expect(withFilters('/?e-filter-g1-category=cu', 'g1', { post_tag: { terms: ['a', 'b'], logicalJoin: 'OR' } })).toBe(
      '/?e-filter-g1-post_tag=a~b',
    )
    expect(withFilters('/?e-filter-g1-category=cu', 'g1', {})).toBe('/')
  })

  it('removes the page parameter for page 1 and keeps full addresses full', () => {
    expect(withPage('/chuyen-muc/pin?e-page-g1=3', 'g1', 1)).toBe('/chuyen-muc/pin')
    expect(withPage('https://thuthuat.test/chuyen-muc/pin', 'g1', 2)).toBe(
      'https://thuthuat.test/chuyen-muc/pin?e-page-g1=2',
    )
  })
})

describe('round trips', () => {
  const widgetId = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}(?:-[a-z0-9]{1,6}){0,2}$/)
  const taxonomy = fc.constantFrom('category', 'post_tag', 'product_cat')
  const slug = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
  const join = fc.constantFrom<LogicalJoin>('AND', 'OR', 'NOT')

  it('reads back any filter it writes (one OR term is the same as one AND term)', () => {
    fc.assert(
      fc.property(
        widgetId,
        taxonomy,
        fc.uniqueArray(slug, { minLength: 1, maxLength: 8 }),
        join,
        (id, tax, terms, logicalJoin) => {
          const url = withFilters('/trang?x=1', id, { [tax]: { terms, logicalJoin } })
          const expected = terms.length === 1 && logicalJoin === 'OR' ? 'AND' : logicalJoin
          expect(readFilters(new URL(url, 'https://thuthuat.test').searchParams, id)).toEqual({
            [tax]: { terms, logicalJoin: expected },
          })
        },
      ),
    )
  })

  it('reads back any page it writes, and another widget’s state is left alone', () => {
    fc.assert(
      fc.property(widgetId, widgetId, fc.integer({ min: 1, max: MAX_PAGE }), (id, other, page) => {
        fc.pre(id !== other)
        const start = withPage(withFilters('/', other, { category: { terms: ['pin'], logicalJoin: 'AND' } }), other, 7)
        const url = new URL(withPage(start, id, page), 'https://thuthuat.test')
        expect(readPage(url.searchParams, id)).toBe(page)
        expect(readPage(url.searchParams, other)).toBe(7)
        expect(readFilters(url.searchParams, other)).toEqual({ category: { terms: ['pin'], logicalJoin: 'AND' } })
      }),
    )
  })
})

describe('the loop state of an address', () => {
  it('keeps only the loops’ pages and filters, in order, with OR’s ~ as is', () => {
    expect(loopStateQuery(params('?utm_source=zalo&e-page-g1=2&fbclid=x&e-filter-g2-category=a~b'))).toBe(
      '?e-page-g1=2&e-filter-g2-category=a~b',
    )
    expect(loopStateQuery(params('?utm_source=zalo&page=2'))).toBe('')
    expect(loopStateQuery(params(''))).toBe('')
  })
})
