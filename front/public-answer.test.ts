import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PageCache } from './page-cache.mjs'
import { TAGGED_PAGE_SECONDS, takeCacheTags } from './page-tags.mjs'
import { hasSecretQuery, isPersonal, takePublicStatement } from './public-answer.mjs'

// Issue 32, row 6: the front keeps an answer only when it is public, whatever tags it states.

const request = (url: string) => ({ url, method: 'GET', headers: {} }) as never
const PER_REQUEST = 'private, no-cache, no-store, max-age=0, must-revalidate'

const tags = fc.option(fc.array(fc.constantFrom('site', 'posts', 'slug:a', 'page:1', 'shop'), { maxLength: 4 }), {
  nil: null,
})
const name = fc.stringMatching(/^[a-z_-]{1,12}$/)
const value = fc.stringMatching(/^[a-z0-9]{0,12}$/)
const publicParameter = fc.tuple(name, value).filter(([parameter]) => !hasSecretQuery(`/?${parameter}=`))
const secretParameter = fc.tuple(
  fc.constantFrom('key', 'order_key', 'orderKey', 'token', 'payment_intent_client_secret', 'ma', 'nonce'),
  value,
)
const query = (parameters: [string, string][]) =>
  parameters.map(([parameter, given]) => `${parameter}=${given}`).join('&')
const personalHeaders = fc.oneof(
  fc.record({
    'cache-control': fc.constantFrom(
      PER_REQUEST,
      'private',
      'private, max-age=600',
      'no-store',
      's-maxage=3600, no-store',
      'private, s-maxage=60',
    ),
  }),
  fc.record({
    'cache-control': fc.constantFrom('s-maxage=3600', 'public, max-age=600', PER_REQUEST),
    'set-cookie': fc.constant('a=b; HttpOnly'),
  }),
)

describe('the public-answer rule', () => {
  it('never answers from, nor keeps for, an address with a secret in its query', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/', '/thanh-toan/don-hang/TT-1', '/tim-kiem', '/cua-hang'),
        fc.array(publicParameter),
        secretParameter,
        fc.array(publicParameter),
        (path, before, secret, after) => {
          expect(PageCache.accepts(request(`${path}?${query([...before, secret, ...after])}`))).toBe(false)
        },
      ),
    )
    expect(PageCache.accepts(request('/thanh-toan/don-hang/TT-20261128-0001?key=wc_order_abc'))).toBe(false)
    expect(PageCache.accepts(request('/tim-kiem?s=pin&trang=2'))).toBe(true)
    expect(
      PageCache.accepts(
        request('/cua-hang?orderby=price&min_price=1&e-filter-products-product_cat=a+b&e-page-products=2'),
      ),
    ).toBe(true)
  })

  it('never keeps an answer sent private, no-store or with a cookie unless it states it is public, whatever its tags', () => {
    fc.assert(
      fc.property(personalHeaders, tags, (headers, stated) => {
        expect(isPersonal(headers)).toBe(true)
        expect(PageCache.lifetime(200, headers, stated)).toBe(0)
        const cache = new PageCache()
        cache.set('/a', 200, headers, Buffer.from('x'), { tags: stated })
        expect(cache.get('/a')).toBeNull()
      }),
    )
  })

  it('never keeps an answer that sets a cookie, even one stating it is public', () => {
    fc.assert(
      fc.property(fc.constantFrom('s-maxage=3600', PER_REQUEST), tags, (cacheControl, stated) => {
        expect(PageCache.lifetime(200, { 'cache-control': cacheControl, 'set-cookie': 'a=b' }, stated, true)).toBe(0)
      }),
    )
  })

  it('keeps a page rendered per request that states its tags and that it is public, until they change', () => {
    expect(PageCache.lifetime(200, { 'cache-control': PER_REQUEST }, ['site'], true)).toBe(TAGGED_PAGE_SECONDS)
    expect(PageCache.lifetime(200, { 'cache-control': PER_REQUEST }, null, true)).toBe(0)
    expect(
      PageCache.lifetime(200, { 'cache-control': 's-maxage=3600, stale-while-revalidate=31532400' }, ['site']),
    ).toBe(3600)
  })

  it('reads and removes the statement: the page marker or the route header', () => {
    const page =
      '<html><head><meta name="cache-public" content="1"/><meta name="cache-tags" content="site"/></head><body>a</body></html>'
    const stated = takePublicStatement(page)
    expect(stated).toEqual({
      body: '<html><head><meta name="cache-tags" content="site"/></head><body>a</body></html>',
      public: true,
    })
    expect(takeCacheTags(stated.body).tags).toEqual(['site'])
    expect(takePublicStatement('<p>don hang</p>')).toEqual({ body: '<p>don hang</p>', public: false })
    expect(takePublicStatement('{"data":""}', { 'x-cache-public': '1' }).public).toBe(true)
  })
})
