import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PageCache } from './page-cache.mjs'
import { TAGGED_PAGE_SECONDS } from './page-tags.mjs'

const shared = {
  'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
  'content-type': 'text/html; charset=utf-8',
}

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { url, method, headers } as never
}

describe('PageCache.accepts', () => {
  it('takes anonymous page GETs', () => {
    expect(PageCache.accepts(request('/cach-chup-man-hinh-iphone'))).toBe(true)
    expect(PageCache.accepts(request('/'))).toBe(true)
  })

  it('leaves everything personal or special to Next.js', () => {
    expect(PageCache.accepts(request('/', {}, 'POST'))).toBe(false)
    expect(PageCache.accepts(request('/', {}, 'HEAD'))).toBe(false)
    expect(PageCache.accepts(request('/', { cookie: 'payload-token=x' }))).toBe(false)
    expect(PageCache.accepts(request('/', { authorization: 'JWT x' }))).toBe(false)
    expect(PageCache.accepts(request('/', { rsc: '1' }))).toBe(false)
    expect(PageCache.accepts(request('/', { 'next-router-prefetch': '1' }))).toBe(false)
    for (const url of ['/admin', '/admin/collections/posts', '/api/posts', '/_next/image?url=x'])
      expect(PageCache.accepts(request(url))).toBe(false)
  })
})

describe('PageCache.acceptsAsset', () => {
  it("takes whole GETs of the build's files, and nothing else", () => {
    expect(PageCache.acceptsAsset(request('/_next/static/chunks/0ybv8mj2f-1lj.js'))).toBe(true)
    expect(PageCache.acceptsAsset(request('/_next/static/media/font.woff2', { cookie: 'payload-token=x' }))).toBe(true)
    expect(PageCache.acceptsAsset(request('/_next/static/chunks/a.js', { range: 'bytes=0-9' }))).toBe(false)
    expect(PageCache.acceptsAsset(request('/_next/static/chunks/a.js', {}, 'HEAD'))).toBe(false)
    for (const url of ['/_next/image?url=x', '/_next/data/x.json', '/api/media/file/a.webp', '/'])
      expect(PageCache.acceptsAsset(request(url))).toBe(false)
  })

  it('keeps immutable files for their max-age, but not files that may change', () => {
    const cache = new PageCache()
    cache.set('/_next/static/a.js', 200, { 'cache-control': 'public, max-age=31536000, immutable' }, Buffer.from('a'))
    cache.set('/_next/static/b.js', 200, { 'cache-control': 'public, max-age=0' }, Buffer.from('b'))
    cache.set('/_next/static/c.js', 200, { 'cache-control': 'public, max-age=60, immutable-ish' }, Buffer.from('c'))
    expect(cache.get('/_next/static/a.js')!.body.toString()).toBe('a')
    expect(cache.get('/_next/static/b.js')).toBeNull()
    expect(cache.get('/_next/static/c.js')).toBeNull()
    expect(PageCache.sharedMaxAge(200, { 'cache-control': 'public, max-age=31536000, immutable' })).toBe(31536000)
  })
})

describe('PageCache storage', () => {
  it('keeps only shared-cacheable 200 answers, compressed once', () => {
    const cache = new PageCache()
    cache.set('/a', 200, shared, Buffer.from('<html>a</html>'))
    cache.set('/private', 200, { 'cache-control': 'private, no-cache' }, Buffer.from('x'))
    cache.set('/missing', 404, shared, Buffer.from('x'))
    cache.set('/cookie', 200, { ...shared, 'set-cookie': 'a=b' }, Buffer.from('x'))
    cache.set('/stale', 200, { ...shared, 'x-nextjs-cache': 'STALE' }, Buffer.from('x'))
    expect(cache.get('/private')).toBeNull()
    expect(cache.get('/missing')).toBeNull()
    expect(cache.get('/cookie')).toBeNull()
    expect(cache.get('/stale')).toBeNull()
    const entry = cache.get('/a')!
    expect(entry.body.toString()).toBe('<html>a</html>')
    expect(gunzipSync(entry.gzip!).toString()).toBe('<html>a</html>')
    expect(entry.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('compresses a copy once, when it is first served', () => {
    const cache = new PageCache()
    cache.set('/a', 200, shared, Buffer.from('<html>a</html>'))
    expect(cache.entries.get('/a')!.gzip).toBeNull()
    const gzip = cache.get('/a')!.gzip
    expect(cache.get('/a')!.gzip).toBe(gzip)
  })

  it('keeps a compressed form made elsewhere', () => {
    const cache = new PageCache()
    const gzip = Buffer.from('already-compressed')
    cache.set('/a', 200, shared, Buffer.from('<html>a</html>'), { gzip })
    expect(cache.get('/a')!.gzip).toBe(gzip)
  })

  it('drops headers that describe one transfer', () => {
    const cache = new PageCache()
    cache.set(
      '/a',
      200,
      { ...shared, 'content-length': '9', 'content-encoding': 'gzip', date: 'x', connection: 'keep-alive' },
      Buffer.from('a'),
    )
    expect(Object.keys(cache.get('/a')!.headers).sort()).toEqual(['cache-control', 'content-type'])
  })

  it('expires entries after s-maxage', () => {
    let now = 0
    const cache = new PageCache({ now: () => now })
    cache.set('/a', 200, { 'cache-control': 's-maxage=60' }, Buffer.from('a'))
    now = 59_999
    expect(cache.get('/a')).not.toBeNull()
    now = 60_000
    expect(cache.get('/a')).toBeNull()
  })

  it('never holds more than its limit, dropping the least recently used', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('get', 'set'), fc.integer({ min: 0, max: 20 })), { maxLength: 200 }),
        (operations) => {
          const cache = new PageCache({ maxEntries: 5 })
          for (const [operation, n] of operations) {
            if (operation === 'set') cache.set(`/${n}`, 200, shared, Buffer.from(String(n)))
            else cache.get(`/${n}`)
          }
          expect(cache.entries.size).toBeLessThanOrEqual(5)
        },
      ),
    )
    const cache = new PageCache({ maxEntries: 2 })
    cache.set('/1', 200, shared, Buffer.from('1'))
    cache.set('/2', 200, shared, Buffer.from('2'))
    cache.get('/1')
    cache.set('/3', 200, shared, Buffer.from('3'))
    expect(cache.get('/2')).toBeNull()
    expect(cache.get('/1')).not.toBeNull()
  })

  it('drops on a change only the copies showing it, and the copies that stated nothing', () => {
    const cache = new PageCache()
    cache.set('/bai-a', 200, shared, Buffer.from('a'), { tags: ['site', 'slug:bai-a', 'category-posts:1'] })
    cache.set('/bai-b', 200, shared, Buffer.from('b'), { tags: ['site', 'slug:bai-b', 'category-posts:2'] })
    cache.set('/', 200, shared, Buffer.from('home'), { tags: ['site', 'posts'] })
    cache.set('/robots.txt', 200, shared, Buffer.from('r'))
    cache.invalidate(['slug:bai-a', 'category-posts:1', 'posts'])
    expect([...cache.entries.keys()]).toEqual(['/bai-b'])
    cache.invalidate(['site'])
    expect(cache.entries.size).toBe(0)
  })

  it('keeps a page rendered per request only when it states its tags and that it is public, until they change', () => {
    const dynamic = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }
    let now = 0
    const cache = new PageCache({ now: () => now })
    cache.set('/tim-kiem?s=pin', 200, dynamic, Buffer.from('x'))
    expect(cache.get('/tim-kiem?s=pin')).toBeNull()
    cache.set('/tim-kiem?s=pin', 200, { ...dynamic, 'x-cache-tags': 'posts' }, Buffer.from('x'), { tags: ['posts'] })
    expect(cache.get('/tim-kiem?s=pin')).toBeNull()
    cache.set(
      '/tim-kiem?s=pin',
      200,
      { ...dynamic, 'x-cache-tags': 'posts', 'x-cache-public': '1' },
      Buffer.from('x'),
      { tags: ['posts'], public: true },
    )
    expect(cache.get('/tim-kiem?s=pin')!.headers).not.toHaveProperty('x-cache-tags')
    expect(cache.get('/tim-kiem?s=pin')!.headers).not.toHaveProperty('x-cache-public')
    now = TAGGED_PAGE_SECONDS * 1000
    expect(cache.get('/tim-kiem?s=pin')).toBeNull()
    for (const [status, headers] of [
      [404, dynamic],
      [200, { ...dynamic, 'set-cookie': 'a=b' }],
      [200, { ...dynamic, 'x-nextjs-cache': 'STALE' }],
    ] as const)
      expect(PageCache.lifetime(status, headers, ['posts'], true)).toBe(0)
  })
})
