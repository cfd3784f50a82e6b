import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Template, User } from '@/payload-types'
import { createUser, fieldErrors, startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>
let editor: User
let author: User

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  editor = await createUser(payload, 'bien-tap@example.vn', ['editor'])
  author = await createUser(payload, 'tac-gia@example.vn', ['author'])
})

afterAll(async () => stop())

const layout = { root: { props: {} }, content: [] }

describe('theme templates', () => {
  it('asks for the category or post a condition names, in Vietnamese, and saves nothing', async () => {
    const errors = await fieldErrors(
      payload.create({
        collection: 'templates',
        data: {
          title: 'Thiếu đích',
          kind: 'footer',
          layout,
          _status: 'published',
          conditions: [
            { mode: 'include', scope: 'category' },
            { mode: 'exclude', scope: 'post' },
          ],
        },
      }),
    )
    expect(errors).toEqual(['Hãy chọn chuyên mục cho điều kiện này.', 'Hãy chọn bài viết cho điều kiện này.'])
    expect(
      (await payload.find({ collection: 'templates', where: { title: { equals: 'Thiếu đích' } } })).totalDocs,
    ).toBe(0)
  })

  it('refuses a malformed layout', async () => {
    const errors = await fieldErrors(
      payload.create({
        collection: 'templates',
        data: { title: 'Hỏng', kind: 'header', layout: { content: 'x' } },
      }),
    )
    expect(errors[0]).toMatch(/^Bố cục không hợp lệ/)
  })

  it('lets only editors and administrators make templates; visitors read published ones only', async () => {
    await expect(
      payload.create({
        collection: 'templates',
        data: { title: 'Của tác giả', kind: 'header', layout },
        user: author,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const draft = await payload.create({
      collection: 'templates',
      data: { title: 'Nháp', kind: 'header', layout },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    const visible = await payload.find({
      collection: 'templates',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(visible.docs).toEqual([])
    await payload.delete({ collection: 'templates', id: draft.id })
  })

  it('gives each view the published template whose conditions fit it best', async () => {
    const { templateFor } = await import('@/site/templates/pick')
    const phones = await payload.create({ collection: 'categories', data: { name: 'Điện thoại', slug: 'dien-thoai' } })
    const iphone = await payload.create({
      collection: 'categories',
      data: { name: 'iPhone', slug: 'iphone', parent: phones.id },
    })
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Bài A', slug: 'bai-a', categories: [iphone.id], _status: 'published' },
    })
    const make = (title: string, conditions: Template['conditions'], status: 'draft' | 'published' = 'published') =>
      payload.create({
        collection: 'templates',
        data: { title, kind: 'header', layout, conditions, _status: status },
        draft: status === 'draft',
      })

    const site = await make('Toàn trang', [
      { mode: 'include', scope: 'site' },
      { mode: 'exclude', scope: 'post', post: post.id },
    ])
    const category = await make('Điện thoại', [{ mode: 'include', scope: 'category', category: phones.id }])
    await make('Bài A (nháp)', [{ mode: 'include', scope: 'post', post: post.id }], 'draft')

    expect((await templateFor('header', { kind: 'other', categoryIds: [] }))?.id).toBe(site.id)
    expect((await templateFor('header', { kind: 'post', id: post.id, categoryIds: [iphone.id, phones.id] }))?.id).toBe(
      category.id,
    )
    expect(await templateFor('header', { kind: 'post', id: post.id, categoryIds: [] })).toBeNull()
    expect(await templateFor('footer', { kind: 'other', categoryIds: [] })).toBeNull()
  })
})
