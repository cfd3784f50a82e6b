import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pagedWidget, withCanonicalQuery } from './paged-page'
import { withPage } from './url'

describe('which loop states a page’s frame can become', () => {
  it('is one grid’s page from 2 up, and nothing else', () => {
    expect(pagedWidget('?e-page-PostGrid-latest=3')).toBe('PostGrid-latest')
    expect(pagedWidget('?e-page-PostGrid-latest=1')).toBeNull()
    expect(pagedWidget('?e-page-PostGrid-latest=-2')).toBeNull()
    expect(pagedWidget('?e-page-PostGrid-latest=abc')).toBeNull()
    expect(pagedWidget('?e-page-a=2&e-page-b=2')).toBeNull()
    expect(pagedWidget('?e-page-a=2&e-filter-a-category=pin')).toBeNull()
    expect(pagedWidget('?e-filter-a-category=pin')).toBeNull()
    expect(pagedWidget('')).toBeNull()
  })

  it('names the grid of any page address withPage writes', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
        fc.integer({ min: 2, max: 100_000 }),
        (widgetId, page) => {
          expect(pagedWidget(withPage('/', widgetId, page).slice(1))).toBe(widgetId)
        },
      ),
    )
  })
})

describe('the canonical address of a grid’s page', () => {
  const head = (href: string) =>
    `<head><title>Mẹo</title><link rel="canonical" href="${href}"/><meta name="x"/></head><body>…</body>`

  it('is the page’s own address with the loop state, HTML-escaped', () => {
    expect(withCanonicalQuery(head('http://localhost:3000'), '?e-page-g=2')).toBe(
      head('http://localhost:3000/?e-page-g=2'),
    )
    expect(withCanonicalQuery(head('https://thuthuat.vn/vong-lap'), '?e-page-a=2&e-page-b=3')).toBe(
      head('https://thuthuat.vn/vong-lap?e-page-a=2&amp;e-page-b=3'),
    )
  })

  it('gives nothing for a page without a canonical link', () => {
    expect(withCanonicalQuery('<head></head>', '?e-page-g=2')).toBeNull()
  })
})
