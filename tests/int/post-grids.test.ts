import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
})

afterAll(async () => stop())

const grid = (id: string, props: Record<string, unknown>) => ({ type: 'PostGrid', props: { id, ...props } })

describe('post grids on the server', () => {
  it('loads each grid in page order: a category with its subcategories, featured posts, and no repeats when asked', async () => {
    const { loadPostGrids } = await import('@/loops/widgets/post-grid/load')
    const android = await payload.create({ collection: 'categories', data: { name: 'Android', slug: 'android' } })
    const samsung = await payload.create({
      collection: 'categories',
      data: { name: 'Samsung', slug: 'samsung', parent: android.id },
    })
    const iphone = await payload.create({ collection: 'categories', data: { name: 'iPhone', slug: 'iphone' } })
    const post = async (title: string, category: number, day: number, featured = false) =>
      payload.create({
        collection: 'posts',
        data: {
          title,
          slug: `bai-${day}`,
          categories: [category],
          featured,
          publishedAt: `2026-10-${String(day).padStart(2, '0')}T08:00:00.000Z`,
          _status: 'published',
        },
      })
    const galaxy = await post('Galaxy', samsung.id, 5, true)
    const pixel = await post('Pixel', android.id, 4)
    const ios = await post('iOS', iphone.id, 3, true)
    await payload.create({
      collection: 'posts',
      data: { title: 'Nháp', slug: 'nhap', categories: [android.id], _status: 'draft' },
    })

    const grids = await loadPostGrids({
      root: { props: {} },
      content: [
        grid('featured', { featuredOnly: true, count: 5 }),
        { type: 'Section', props: { id: 's', content: [grid('latest', { count: 5, avoidDuplicates: true })] } },
        grid('android', { category: { id: android.id, name: 'Android' }, count: 5 }),
        grid('gone', { category: { id: 99999, name: 'Đã xoá' }, count: 5 }),
      ],
    })
    const titles = (id: string) => grids[id].posts.map((item) => item.title)
    expect(titles('featured')).toEqual([galaxy.title, ios.title])
    expect(titles('latest')).toEqual([pixel.title])
    expect(titles('android')).toEqual([galaxy.title, pixel.title])
    expect(grids.gone.posts).toEqual([])

    // A manual selection shows only the picked published posts; a byline only its own.
    const writer = await payload.create({ collection: 'authors', data: { name: 'Lê Thu Hà', slug: 'le-thu-ha' } })
    await payload.update({ collection: 'posts', id: pixel.id, data: { author: writer.id } })
    const picked = await loadPostGrids({
      root: { props: {} },
      content: [
        grid('chon', {
          source: 'manual',
          posts: [
            { post: { id: ios.id, name: 'iOS' } },
            { post: { id: galaxy.id, name: 'Galaxy' } },
            { post: { id: 99999 } },
          ],
        }),
        grid('rong', { source: 'manual', posts: [] }),
        grid('tac-gia', { author: { id: writer.id, name: writer.name } }),
      ],
    })
    expect(picked.chon.posts.map((item) => item.title).sort()).toEqual([galaxy.title, ios.title].sort())
    expect(picked.rong.posts).toEqual([])
    expect(picked['tac-gia'].posts.map((item) => item.title)).toEqual([pixel.title])
  })

  it('shows the page and filters the address names for each grid, on its own', async () => {
    const { loadPostGrids } = await import('@/loops/widgets/post-grid/load')
    const pin = await payload.create({ collection: 'tags', data: { name: 'Pin', slug: 'pin' } })
    const sac = await payload.create({ collection: 'tags', data: { name: 'Sạc', slug: 'sac' } })
    const tagged = async (slug: string, tags: number[], day: number) =>
      payload.create({
        collection: 'posts',
        data: {
          title: slug,
          slug,
          tags,
          publishedAt: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`,
          _status: 'published',
        },
      })
    await tagged('pin-sac', [pin.id, sac.id], 10)
    await tagged('chi-pin', [pin.id], 11)
    await tagged('chi-sac', [sac.id], 12)
    const layout = {
      root: { props: {} },
      content: [
        grid('g1', { count: 2, pagination: 'numbers' }),
        grid('g2', { count: 1, pagination: 'load_more_on_click' }),
        grid('tinh', { count: 2 }),
      ],
    }
    const at = (query: string) => loadPostGrids(layout, { address: { path: '/meo-hay', query } })
    const slugs = (page: { posts: { slug?: string | null }[] }) => page.posts.map((post) => post.slug)

    const first = await at('')
    expect(slugs(first.g1)).toEqual(['chi-sac', 'chi-pin'])
    expect(first.g1).toMatchObject({ page: 1, asked: 1 })
    expect(first.g1.totalPages).toBeGreaterThan(2)
    expect(first.tinh.totalPages).toBe(1)

    const both = await at('?e-page-g1=2&e-filter-g2-post_tag=pin+sac&e-page-tinh=3')
    expect(slugs(both.g1)).toEqual(['pin-sac', 'bai-5'])
    expect(slugs(both.g2)).toEqual(['pin-sac'])
    expect(both.g2.totalPages).toBe(1)
    // A grid without pagination has one page, whatever the address says.
    expect(both.tinh).toMatchObject({ page: 1, asked: 1 })

    const either = await at('?e-filter-g1-post_tag=pin~sac&e-page-g1=2')
    expect(slugs(either.g1)).toEqual(['pin-sac'])
    expect(either.g1).toMatchObject({ page: 2, totalPages: 2 })
    expect(slugs((await at('?e-filter-g1-post_tag=!pin!sac')).g1)).not.toContain('chi-pin')

    const past = await at('?e-filter-g1-post_tag=pin&e-page-g1=9')
    expect(past.g1).toMatchObject({ page: 1, totalPages: 1, asked: 9 })
    expect(slugs(past.g1)).toEqual(['chi-pin', 'pin-sac'])

    for (const unknown of [
      '?e-filter-g1-post_tag=khong-co',
      '?e-filter-g1-product_cat=pin',
      '?e-filter-g1-post_tag=pin+khong-co',
    ]) {
      expect((await at(unknown)).g1).toMatchObject({ posts: [], page: 1, totalPages: 1 })
    }
    expect(slugs((await at('?e-filter-g1-category=android')).g1)).toEqual(['bai-5', 'bai-4'])
  })
})
