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
    const { loadPostGrids } = await import('@/widgets/post-grid/load')
    const android = await payload.create({ collection: 'categories', data: { name: 'Android', slug: 'android' } })
    const samsung = await payload.create({ collection: 'categories', data: { name: 'Samsung', slug: 'samsung', parent: android.id } })
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
    await payload.create({ collection: 'posts', data: { title: 'Nháp', slug: 'nhap', categories: [android.id], _status: 'draft' } })

    const grids = await loadPostGrids({
      root: { props: {} },
      content: [
        grid('featured', { featuredOnly: true, count: 5 }),
        { type: 'Section', props: { id: 's', content: [grid('latest', { count: 5, avoidDuplicates: true })] } },
        grid('android', { category: { id: android.id, name: 'Android' }, count: 5 }),
        grid('gone', { category: { id: 99999, name: 'Đã xoá' }, count: 5 }),
      ],
    })
    const titles = (id: string) => grids[id].map((item) => item.title)
    expect(titles('featured')).toEqual([galaxy.title, ios.title])
    expect(titles('latest')).toEqual([pixel.title])
    expect(titles('android')).toEqual([galaxy.title, pixel.title])
    expect(grids.gone).toEqual([])
  })
})
