import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAffected, takeCacheTags } from './page-tags.mjs'

const tag = fc.stringMatching(/^[a-z-]{1,12}(:[a-z0-9%-]{1,12})?$/)

describe('takeCacheTags', () => {
  it('removes every marker and gathers the tags they name', () => {
    const html =
      '<html><head><meta charSet="utf-8"/><meta name="cache-tags" content="site slug:bai-a"/><title>A</title></head>' +
      '<body><main>A</main><meta name="cache-tags" content="posts site"></body></html>'
    const { body, tags } = takeCacheTags(html)
    expect(body).toBe('<html><head><meta charSet="utf-8"/><title>A</title></head><body><main>A</main></body></html>')
    expect(tags!.sort()).toEqual(['posts', 'site', 'slug:bai-a'])
  })

  it('reads the header of a route handler, and tells a page that states nothing from one that states no tag', () => {
    expect(takeCacheTags('<rss/>', { 'x-cache-tags': 'posts site' })).toEqual({
      body: '<rss/>',
      tags: ['posts', 'site'],
    })
    expect(takeCacheTags('<html></html>')).toEqual({ body: '<html></html>', tags: null })
    expect(takeCacheTags('<meta name="cache-tags" content=""/>')).toEqual({ body: '', tags: [] })
  })

  it('leaves a page without markers as it was, and finds any tags written into markers', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('cache-tags')),
        fc.array(fc.array(tag, { maxLength: 4 }), { maxLength: 3 }),
        (text, markers) => {
          expect(takeCacheTags(text)).toEqual({ body: text, tags: null })
          const html = markers.map((tags) => `<meta name="cache-tags" content="${tags.join(' ')}"/>${text}`).join('')
          const taken = takeCacheTags(html)
          expect(taken.body).toBe(text.repeat(markers.length))
          expect(new Set(taken.tags ?? [])).toEqual(new Set(markers.flat()))
        },
      ),
    )
  })
})

describe('isAffected', () => {
  it('a change touches a page sharing a tag, or a page that stated none', () => {
    expect(isAffected(['site', 'slug:a'], new Set(['slug:a']))).toBe(true)
    expect(isAffected(['site', 'slug:b'], new Set(['slug:a', 'posts']))).toBe(false)
    expect(isAffected(null, new Set(['slug:a']))).toBe(true)
  })
})
