import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createUser, startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>
let editor: User
let author: User

const heading = { type: 'Heading', props: { id: 'Heading-1', text: 'Liên hệ', level: 'h1', align: 'left' } }

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  await createUser(payload, 'admin@example.vn', ['admin'])
  editor = await createUser(payload, 'bien-tap@example.vn', ['editor'])
  author = await createUser(payload, 'tac-gia@example.vn', ['author'])
})

afterAll(async () => stop())

/** The per-field message of the validation error `action` fails with. */
async function fieldError(action: Promise<unknown>): Promise<string> {
  const error = await action.then(
    () => null,
    (reason: { data?: { errors?: { message: string }[] } }) => reason,
  )
  return error?.data?.errors?.[0]?.message ?? 'không lỗi'
}

describe('builder pages', () => {
  it('saves a layout as a draft, publishes it, and keeps each layout as a version', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Liên hệ' },
      user: editor,
      overrideAccess: false,
    })
    expect(page.slug).toBe('lien-he')
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { layout: { root: { props: {} }, content: [heading] } },
      user: editor,
      overrideAccess: false,
    })
    const published = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      overrideAccess: false,
    })
    expect(published.docs).toEqual([])
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    const visible = await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: false })
    expect(visible.layout).toMatchObject({ content: [heading] })
    const versions = await payload.findVersions({ collection: 'pages', where: { parent: { equals: page.id } } })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('refuses a malformed layout with a Vietnamese reason and keeps the saved one', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Bố cục hỏng', layout: { root: { props: {} }, content: [heading] } },
    })
    for (const layout of [
      { content: 'x' },
      { root: { props: {} }, content: [{ type: '<script>', props: { id: 'x' } }] },
    ]) {
      expect(await fieldError(payload.update({ collection: 'pages', id: page.id, data: { layout } }))).toMatch(
        /^Bố cục không hợp lệ/,
      )
    }
    expect((await payload.findByID({ collection: 'pages', id: page.id })).layout).toMatchObject({ content: [heading] })
  })

  it('stores raw HTML blocks only after the allow-list cleaned them, wherever they sit', async () => {
    const hostile =
      '<p>Giờ mở cửa<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bấm</a></p>'
    const html = (id: string) => ({ type: 'Html', props: { id, html: hostile } })
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Mã HTML',
        layout: {
          root: { props: {} },
          content: [html('a'), { type: 'Tabs', props: { id: 't', tabs: [{ title: 'Một', content: [html('b')] }] } }],
        },
      },
      user: editor,
      overrideAccess: false,
    })
    const stored = JSON.stringify((await payload.findByID({ collection: 'pages', id: page.id })).layout)
    expect(stored).not.toMatch(/script|onerror|javascript:/)
    expect(stored.match(/<p>Giờ mở cửa<img src=\\"x\\" \/><a>bấm<\/a><\/p>/g)).toHaveLength(2)
  })

  it('lets only editors and administrators change pages', async () => {
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Của tác giả' }, user: author, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Khách' }, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('keeps posts and pages from sharing an address', async () => {
    await payload.create({ collection: 'posts', data: { title: 'Mẹo pin', slug: 'meo-pin', _status: 'published' } })
    expect(await fieldError(payload.create({ collection: 'pages', data: { title: 'Mẹo pin' } }))).toBe(
      'Đường dẫn này đã được một bài viết dùng.',
    )
    await payload.create({ collection: 'pages', data: { title: 'Giới thiệu' } })
    expect(
      await fieldError(payload.create({ collection: 'posts', data: { title: 'Giới thiệu', _status: 'published' } })),
    ).toBe('Đường dẫn này đã được một trang dùng.')
  })
})
