import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PageCache } from '../../front/page-cache.mjs'
import { offerPageCache, withdrawPageCache } from '@/lib/front-bridge.mjs'
import { SITE_TAG, categoryPostsTag, POSTS_TAG, pageTag, slugTag, tagPostsTag } from '@/cms/cache/tags'
import { memoryCaches } from '@/cms/cache/memory'
import type { Category, Post } from '@/payload-types'
import { richText, startPayload } from './payload'

/**
 * Changes made through Payload drop, from the page cache in front of Next.js, the pages that show them and only
 * those: the pages are stored with the tags the site's pages state (cache/tags.ts), the change runs its real hooks.
 */
describe('invalidation by tag', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let phones: Category
  let batteries: Category
  let article: Post
  let unrelated: Post
  const pages = new PageCache()
  const shared = { 'cache-control': 's-maxage=3600', 'content-type': 'text/html; charset=utf-8' }

  /** Fills the cache as visitors would have: each page with the tags it states. */
  function visitEveryPage() {
    const visited: Record<string, string[]> = {
      '/': [SITE_TAG, POSTS_TAG],
      [`/${article.slug}`]: [SITE_TAG, slugTag(article.slug!), categoryPostsTag(phones.id)],
      [`/${unrelated.slug}`]: [SITE_TAG, slugTag(unrelated.slug!), categoryPostsTag(batteries.id)],
      '/chuyen-muc/dien-thoai': [SITE_TAG, categoryPostsTag(phones.id)],
      '/chuyen-muc/pin': [SITE_TAG, categoryPostsTag(batteries.id)],
      '/the/meo': [SITE_TAG, tagPostsTag(1)],
      '/tim-kiem?s=pin': [SITE_TAG, POSTS_TAG],
      '/gioi-thieu': [SITE_TAG, slugTag('gioi-thieu'), pageTag(1)],
    }
    for (const [path, tags] of Object.entries(visited)) pages.set(path, 200, shared, Buffer.from(path), { tags })
  }
  const cached = () => [...pages.entries.keys()].sort()

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    offerPageCache(pages)
    phones = await payload.create({ collection: 'categories', data: { name: 'Điện thoại', slug: 'dien-thoai' } })
    batteries = await payload.create({ collection: 'categories', data: { name: 'Pin', slug: 'pin' } })
    const post = (title: string, slug: string, category: Category) =>
      payload.create({
        collection: 'posts',
        data: { title, slug, content: richText(title), categories: [category.id], _status: 'published' },
      })
    article = await post('Cách chụp màn hình', 'cach-chup-man-hinh', phones)
    unrelated = await post('Sạc pin đúng cách', 'sac-pin-dung-cach', batteries)
  })

  afterAll(async () => {
    withdrawPageCache()
    await stop()
  })

  it('a changed article drops its page, its lists and the site-wide lists; an unrelated article stays', async () => {
    visitEveryPage()
    await payload.update({ collection: 'posts', id: article.id, data: { title: 'Cách chụp màn hình nhanh' } })
    expect(cached()).toEqual([`/${unrelated.slug}`, '/chuyen-muc/pin', '/gioi-thieu', '/the/meo'].sort())
  })

  it('an article moved to another category and renamed drops both addresses and both categories', async () => {
    visitEveryPage()
    await payload.update({
      collection: 'posts',
      id: article.id,
      data: { slug: 'chup-man-hinh', categories: [batteries.id] },
    })
    expect(cached()).toEqual(['/gioi-thieu', '/the/meo'])
    // The new address, a 404 until now, is dropped too (Next.js keeps 404s of `/{slug}` as pages).
    pages.set('/chup-man-hinh', 200, shared, Buffer.from('x'), { tags: [SITE_TAG, slugTag('chup-man-hinh')] })
    pages.set(`/${unrelated.slug}`, 200, shared, Buffer.from('x'), { tags: [SITE_TAG, slugTag(unrelated.slug!)] })
    await payload.update({ collection: 'posts', id: article.id, data: { _status: 'draft' } })
    expect(cached()).toEqual([`/${unrelated.slug}`, '/gioi-thieu', '/the/meo'].sort())
  })

  it('a deleted article drops its page and lists', async () => {
    visitEveryPage()
    await payload.delete({ collection: 'posts', id: unrelated.id })
    expect(cached()).toEqual([`/${article.slug}`, '/chuyen-muc/dien-thoai', '/gioi-thieu', '/the/meo'].sort())
  })

  it('menus, settings, templates and categories drop the whole site', async () => {
    visitEveryPage()
    await payload.updateGlobal({ slug: 'navigation', data: { main: [] } })
    expect(cached()).toEqual([])
    visitEveryPage()
    await payload.update({ collection: 'categories', id: phones.id, data: { name: 'Điện thoại di động' } })
    expect(cached()).toEqual([])
  })

  it('a picture’s new alt text drops every page and kept answer; a new upload drops nothing', async () => {
    const sharp = (await import('sharp')).default
    const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2563eb' } })
      .png()
      .toBuffer()
    visitEveryPage()
    memoryCaches.loopCards.set('kept', article, [POSTS_TAG])
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'Ảnh chụp màn hình' },
      file: { data, mimetype: 'image/png', name: 'anh.png', size: data.length },
    })
    expect(cached()).toHaveLength(8)
    expect(memoryCaches.loopCards.get('kept')).toBeDefined()
    await payload.update({ collection: 'media', id: picture.id, data: { alt: 'Ảnh chụp màn hình iPhone' } })
    expect(cached()).toEqual([])
    expect(memoryCaches.loopCards.get('kept')).toBeUndefined()
    visitEveryPage()
    await payload.delete({ collection: 'media', id: picture.id })
    expect(cached()).toEqual([])
  })

  it('a builder page drops where it is shown', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Giới thiệu', slug: 'gioi-thieu-moi', _status: 'published' },
    })
    pages.set('/gioi-thieu-moi', 200, shared, Buffer.from('x'), {
      tags: [SITE_TAG, slugTag('gioi-thieu-moi'), pageTag(page.id)],
    })
    pages.set('/the/meo', 200, shared, Buffer.from('x'), { tags: [SITE_TAG, tagPostsTag(1)] })
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'Về chúng tôi' } })
    expect(cached()).toEqual(['/the/meo'])
  })

  it('keeps a search answer per normalised query until posts change', async () => {
    // Imported once startPayload has chosen this test's database (the config reads it when loaded).
    const { searchPosts } = await import('@/content/reads/search')
    expect((await searchPosts('  ZÀLO ', 1, 10)).total).toBe(0)
    expect(memoryCaches.searchIds.get('zalo|1|10')).toEqual({ terms: ['zalo'], ids: [], total: 0, corrected: false })
    await payload.create({
      collection: 'posts',
      data: { title: 'Sao lưu Zalo', content: richText('Zalo'), categories: [phones.id], _status: 'published' },
    })
    expect(memoryCaches.searchIds.get('zalo|1|10')).toBeUndefined()
    const answer = await searchPosts('zalo', 1, 10)
    expect(answer.cards.map((card) => card.post.title)).toEqual(['Sao lưu Zalo'])
    expect(answer.cards[0].text).toContain('Zalo')
    // A card shows its category: renaming it drops the card.
    const id = String(answer.cards[0].post.id)
    expect(memoryCaches.searchCards.get(id)).toBeDefined()
    await payload.update({ collection: 'categories', id: phones.id, data: { name: 'Điện thoại thông minh' } })
    expect(memoryCaches.searchCards.get(id)).toBeUndefined()
  })

  it('keeps a loop’s cards per post until posts or the site’s terms change', async () => {
    const { listLoopPosts } = await import('@/loops/reads/loop-posts')
    const tips = await payload.create({ collection: 'categories', data: { name: 'Mẹo vặt', slug: 'meo-vat' } })
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Tắt rung bàn phím', content: richText('Rung'), categories: [tips.id], _status: 'published' },
    })
    const plan = {
      conditions: [{ kind: 'anyTerm' as const, field: 'categories' as const, ids: [tips.id] }],
      sort: { by: 'date' as const, direction: 'desc' as const },
      limit: 12,
      offset: 0,
    }
    const cards = async () => (await listLoopPosts(plan, { withText: false })).posts
    expect((await cards()).map(({ title }) => title)).toEqual(['Tắt rung bàn phím'])
    expect(memoryCaches.loopCards.get(String(post.id))?.title).toBe('Tắt rung bàn phím')
    // The site's terms changed: the card goes, and is read again with the category's new name.
    await payload.update({ collection: 'categories', id: tips.id, data: { name: 'Mẹo hay' } })
    expect(memoryCaches.loopCards.get(String(post.id))).toBeUndefined()
    expect(((await cards())[0].categories?.[0] as Category).name).toBe('Mẹo hay')
    // So does a post's change.
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'Tắt rung bàn phím iPhone' } })
    expect(memoryCaches.loopCards.get(String(post.id))).toBeUndefined()
    expect((await cards()).map(({ title }) => title)).toEqual(['Tắt rung bàn phím iPhone'])
  })
})
