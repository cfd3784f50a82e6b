import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, richText, startPayload } from './payload'
import { logIn, type Rest, restClient } from './rest'

let payload: Payload
let stop: () => Promise<void>
let rest: Rest
let editor: string

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  await createUser(payload, 'bien-tap@example.vn', ['editor'])
  rest = restClient(payload)
  editor = await logIn(rest, 'bien-tap@example.vn')
})

afterAll(async () => stop())

const menu = () => payload.findGlobal({ slug: 'navigation', depth: 0 })

describe('menu links to content', () => {
  it('take the address and, left empty, the name of the category, post, tag or page they point at', async () => {
    const category = await payload.create({ collection: 'categories', data: { name: 'Pin và sạc', slug: 'pin-sac' } })
    const tag = await payload.create({ collection: 'tags', data: { name: 'Zalo', slug: 'zalo' } })
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Cách kiểm tra pin',
        slug: 'cach-kiem-tra-pin',
        content: richText('Mở Cài đặt.'),
        _status: 'published',
      },
    })
    const response = await rest('POST', '/api/globals/navigation', {
      token: editor,
      body: {
        main: [
          {
            kind: 'content',
            target: { relationTo: 'categories', value: category.id },
            children: [{ kind: 'content', target: { relationTo: 'posts', value: post.id }, label: 'Kiểm tra pin' }],
          },
        ],
        footer: [
          { kind: 'content', target: { relationTo: 'tags', value: tag.id } },
          { kind: 'custom', label: 'RSS', url: '/feed' },
        ],
      },
    })
    expect(response.status).toBe(200)
    const { main, footer } = await menu()
    expect(main?.[0]).toMatchObject({ label: 'Pin và sạc', url: '/chuyen-muc/pin-sac' })
    expect(main?.[0].children?.[0]).toMatchObject({ label: 'Kiểm tra pin', url: '/cach-kiem-tra-pin' })
    expect(footer?.map(({ label, url }) => ({ label, url }))).toEqual([
      { label: 'Zalo', url: '/the/zalo' },
      { label: 'RSS', url: '/feed' },
    ])
  })

  it('follow their content when its slug changes', async () => {
    const category = (await payload.find({ collection: 'categories', where: { slug: { equals: 'pin-sac' } } })).docs[0]
    await payload.update({ collection: 'categories', id: category.id, data: { slug: 'pin-va-sac' } })
    const post = (await payload.find({ collection: 'posts', where: { slug: { equals: 'cach-kiem-tra-pin' } } })).docs[0]
    await payload.update({ collection: 'posts', id: post.id, data: { slug: 'kiem-tra-pin-iphone' } })
    const { main } = await menu()
    expect(main?.[0]).toMatchObject({ label: 'Pin và sạc', url: '/chuyen-muc/pin-va-sac' })
    expect(main?.[0].children?.[0]).toMatchObject({ label: 'Kiểm tra pin', url: '/kiem-tra-pin-iphone' })
  })

  it('point at `/` for the page chosen as home, and at its slug once it is not', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Trang chủ mới', slug: 'trang-chu-moi', _status: 'published' },
    })
    await rest('POST', '/api/globals/navigation', {
      token: editor,
      body: { footer: [{ kind: 'content', target: { relationTo: 'pages', value: page.id } }] },
    })
    expect((await menu()).footer?.[0].url).toBe('/trang-chu-moi')
    await payload.updateGlobal({ slug: 'site-settings', data: { homePage: page.id } })
    expect((await menu()).footer?.[0].url).toBe('/')
    await payload.updateGlobal({ slug: 'site-settings', data: { homePage: null } })
    expect((await menu()).footer?.[0].url).toBe('/trang-chu-moi')
  })

  it('refuse a content link without content and a typed link without a label, in Vietnamese, keeping the saved menu', async () => {
    const before = await menu()
    for (const link of [
      { kind: 'content', label: 'Pin' },
      { kind: 'custom', url: '/feed' },
      { kind: 'content', target: { relationTo: 'posts', value: 999999 } },
    ]) {
      const response = await rest('POST', '/api/globals/navigation', { token: editor, body: { footer: [link] } })
      expect(response.status, JSON.stringify(link)).toBe(400)
      expect(JSON.stringify(await response.json())).toMatch(/Hãy chọn bài viết|Hãy nhập nhãn|trỏ tới mục không tồn tại/)
    }
    expect((await menu()).footer).toEqual(before.footer)
  })

  it('still take a typed link sent as before (label and address only)', async () => {
    const response = await rest('POST', '/api/globals/navigation', {
      token: editor,
      body: { footer: [{ label: 'Zalo', url: 'https://zalo.me/0901234567' }] },
    })
    expect(response.status).toBe(200)
    expect((await menu()).footer?.[0]).toMatchObject({
      kind: 'custom',
      label: 'Zalo',
      url: 'https://zalo.me/0901234567',
    })
  })

  it('save with a row added and left empty (at either level), which is not kept; a half-filled row is named once, in Vietnamese', async () => {
    const response = await rest('POST', '/api/globals/navigation', {
      token: editor,
      body: {
        main: [
          {
            kind: 'custom',
            label: 'Liên hệ',
            url: '/lien-he',
            children: [{ kind: 'content' }, { kind: 'custom', label: '', url: '' }],
          },
          { kind: 'content' },
        ],
        footer: [{ kind: 'custom' }, { kind: 'custom', label: 'RSS', url: '/feed' }],
      },
    })
    expect(response.status).toBe(200)
    const { main, footer } = await menu()
    expect(main?.map(({ label, url, children }) => ({ label, url, children }))).toEqual([
      { label: 'Liên hệ', url: '/lien-he', children: [] },
    ])
    expect(footer?.map(({ label, url }) => ({ label, url }))).toEqual([{ label: 'RSS', url: '/feed' }])

    const halfFilled = await rest('POST', '/api/globals/navigation', {
      token: editor,
      body: { footer: [{ kind: 'content', label: 'Pin và sạc' }] },
    })
    expect(halfFilled.status).toBe(400)
    const { errors } = (await halfFilled.json()) as { errors: { message: string }[] }
    // Payload's toast lists the fields after the first colon, split at commas: one field, one line.
    const [intro, fields] = errors[0].message.split(/:(.*)/s)
    expect(intro).toBe('Chưa lưu được, vì trường này chưa hợp lệ')
    expect(fields.split(',')).toHaveLength(1)
    expect(fields).toContain('Bài viết / trang / chuyên mục / thẻ')
  })
})
