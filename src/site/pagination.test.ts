import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { staticMarkup } from '@/lib/static-markup'
import { shownPages } from './pagination'
import { Pagination } from './Pagination'

describe('shownPages', () => {
  it('shows the first, the last and two either side of the current page', async () => {
    expect(shownPages(1, 1)).toEqual([1])
    expect(shownPages(5, 20)).toEqual([1, 3, 4, 5, 6, 7, 20])
    expect(shownPages(20, 20)).toEqual([1, 18, 19, 20])
  })

  it('always lists the first, current and last page once each, in order, within range (property)', async () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total))),
        ([page, total]) => {
          const shown = shownPages(page, total)
          expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b))
          expect(shown).toEqual(expect.arrayContaining([1, page, total]))
          expect(shown.every((n) => n >= 1 && n <= total)).toBe(true)
        },
      ),
    )
  })
})

/** The links as a page renders them (empty for a single page). */
const paginationHtml = (props: Parameters<typeof Pagination>[0]) => staticMarkup(createElement(Pagination, props))

describe('Pagination', () => {
  const hrefFor = (n: number) => `/tim-kiem?s=a&b${n > 1 ? `&trang=${n}` : ''}`

  it('is nothing for a single page', async () => {
    expect(await paginationHtml({ page: 1, totalPages: 1, hrefFor })).toBe('')
  })

  it('links the neighbours and marks the current page and the gaps', async () => {
    const markup = await paginationHtml({ page: 5, totalPages: 20, hrefFor })
    expect(markup).toContain('<nav class="pagination" aria-label="Phân trang">')
    expect(markup).toContain(
      '<a class="pagination__step" href="/tim-kiem?s=a&amp;b&amp;trang=4" rel="prev">← Trang trước</a>',
    )
    expect(markup).toContain(
      '<a class="pagination__step" href="/tim-kiem?s=a&amp;b&amp;trang=6" rel="next">Trang sau →</a>',
    )
    expect(markup).toContain(
      '<span aria-current="page" class="pagination__current"><span class="visually-hidden">Trang 5</span>',
    )
    expect(markup).toContain(
      '<li class="pagination__gap"><a href="/tim-kiem?s=a&amp;b&amp;trang=3" aria-label="Trang 3">3</a></li>',
    )
    expect(markup).toContain(
      '<li class="pagination__gap"><a href="/tim-kiem?s=a&amp;b&amp;trang=20" aria-label="Trang 20">20</a></li>',
    )
    expect(await paginationHtml({ page: 1, totalPages: 2, hrefFor })).not.toContain('rel="prev"')
  })
})
