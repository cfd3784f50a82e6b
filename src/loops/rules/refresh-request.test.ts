import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vi } from '@/i18n/vi'
import { readRefreshRequest } from './refresh-request'
import { readFilters, withFilters } from './url'

const valid = {
  post_id: 'pages:7',
  widget_id: 'PostGrid-latest',
  widget_filters: { taxonomy: { category: { terms: ['meo-hay', 'pin'], logicalJoin: 'OR' } } },
  pagination_base_url: 'https://thuthuat.test/meo-hay?e-page-PostGrid-other=2&utm_source=x&paged=3',
}

const refused = (value: unknown) => {
  const read = readRefreshRequest(value)
  return read.ok ? null : read.message
}

describe('reading the loop refresh call', () => {
  it('reads the document, the widget, the filters and the page it is on (its loop state only)', () => {
    expect(readRefreshRequest(valid)).toEqual({
      ok: true,
      request: {
        document: { collection: 'pages', id: 7 },
        widgetId: 'PostGrid-latest',
        filters: { category: { terms: ['meo-hay', 'pin'], logicalJoin: 'OR' } },
        base: { path: '/meo-hay', query: '?e-page-PostGrid-other=2' },
        editMode: false,
        widgetModel: null,
      },
    })
  })

  it('takes a page id as a number or a numeric string, a template as templates:{id}', () => {
    for (const [postId, document] of [
      [12, { collection: 'pages', id: 12 }],
      ['12', { collection: 'pages', id: 12 }],
      ['templates:3', { collection: 'templates', id: 3 }],
    ] as const) {
      const read = readRefreshRequest({ ...valid, post_id: postId })
      expect(read.ok && read.request.document).toEqual(document)
    }
  })

  it('drops a taxonomy without terms, and repeated terms', () => {
    const read = readRefreshRequest({
      ...valid,
      widget_filters: {
        taxonomy: {
          category: { terms: [], logicalJoin: 'AND' },
          post_tag: { terms: ['pin', 'pin'], logicalJoin: 'AND' },
        },
      },
    })
    expect(read.ok && read.request.filters).toEqual({ post_tag: { terms: ['pin'], logicalJoin: 'AND' } })
    const none = readRefreshRequest({ ...valid, widget_filters: undefined })
    expect(none.ok && none.request.filters).toEqual({})
  })

  it('is in edit mode with a widget model or is_edit_mode', () => {
    const model = readRefreshRequest({ ...valid, widget_model: { count: 3 } })
    expect(model.ok && [model.request.editMode, model.request.widgetModel]).toEqual([true, { count: 3 }])
    const flag = readRefreshRequest({ ...valid, is_edit_mode: 'true' })
    expect(flag.ok && flag.request.editMode).toBe(true)
  })

  it('refuses wrong types, absurd values and unknown shapes with a Vietnamese reason', () => {
    const bad = vi.loops.refresh.badRequest
    expect(refused(null)).toBe(bad)
    expect(refused([])).toBe(bad)
    expect(refused('post_id=1')).toBe(bad)
    for (const postId of [0, -1, 1.5, 1e12, 'pages:0', 'users:1', ['pages:1'], { id: 1 }, '', null])
      expect(refused({ ...valid, post_id: postId })).toBe(bad)
    for (const widgetId of ['', 'a b', '<script>', 'x'.repeat(101), 42, ['g1']])
      expect(refused({ ...valid, widget_id: widgetId })).toBe(bad)
    for (const filters of [
      [],
      'category=pin',
      { taxonomy: { category: 'pin' } },
      { taxonomy: { category: { terms: 'pin', logicalJoin: 'AND' } } },
      { taxonomy: { category: { terms: ['pin'], logicalJoin: 'XOR' } } },
      { taxonomy: { 'cat-egory': { terms: ['pin'], logicalJoin: 'AND' } } },
      { taxonomy: { category: { terms: Array.from({ length: 51 }, (_, index) => `t${index}`), logicalJoin: 'AND' } } },
      {
        taxonomy: Object.fromEntries(
          Array.from({ length: 11 }, (_, index) => [`t${index}`, { terms: ['a'], logicalJoin: 'AND' }]),
        ),
      },
    ]) {
      expect(refused({ ...valid, widget_filters: filters })).toBe(bad)
    }
    for (const address of ['', 42, 'x'.repeat(2049)])
      expect(refused({ ...valid, pagination_base_url: address })).toBe(bad)
  })

  it('refuses terms that are not slugs, and addresses that are not public pages', () => {
    for (const term of ['<script>alert(1)</script>', 'PIN', 'pin ', '__all', 'a'.repeat(201)]) {
      expect(
        refused({ ...valid, widget_filters: { taxonomy: { category: { terms: [term], logicalJoin: 'AND' } } } }),
      ).toBe(term.length > 200 ? vi.loops.refresh.badRequest : vi.loops.refresh.badTerm)
    }
    for (const address of [
      '/admin',
      '/api/posts?x=1',
      '/_next/static/a.js',
      'https://elsewhere.test/wp-json/x',
      '/_vong-lap/meo',
    ]) {
      expect(refused({ ...valid, pagination_base_url: address })).toBe(vi.loops.refresh.badAddress)
    }
  })

  it('gives filters that the address writes and reads back unchanged, for any term set', () => {
    const slug = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
    const filter = fc.record({
      terms: fc.uniqueArray(slug, { minLength: 1, maxLength: 5 }),
      logicalJoin: fc.constantFrom('AND' as const, 'OR' as const, 'NOT' as const),
    })
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('category', 'post_tag', 'product_cat'), filter), (taxonomy) => {
        const read = readRefreshRequest({ ...valid, widget_filters: { taxonomy } })
        if (!read.ok) throw new Error(read.message)
        const { base, filters, widgetId } = read.request
        const address = withFilters(`${base.path}${base.query}`, widgetId, filters)
        // One term has no join to speak of: OR reads back as AND.
        const expected = Object.fromEntries(
          Object.entries(taxonomy).map(([name, { terms, logicalJoin }]) => [
            name,
            { terms, logicalJoin: terms.length === 1 && logicalJoin === 'OR' ? 'AND' : logicalJoin },
          ]),
        )
        expect(readFilters(new URL(address, 'https://thuthuat.test').searchParams, widgetId)).toEqual(expected)
      }),
    )
  })
})
