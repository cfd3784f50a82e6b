import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createUser, richText, startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>
let admin: User
let editor: User
let author: User
let customer: User

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  admin = await createUser(payload, 'admin@example.vn', ['customer'])
  editor = await createUser(payload, 'bien-tap@example.vn', ['editor'])
  author = await createUser(payload, 'tac-gia@example.vn', ['author'])
  customer = await createUser(payload, 'khach@example.vn', ['customer'])
})

afterAll(async () => stop())

describe('accounts', () => {
  it('makes the very first account an administrator', () => {
    expect(admin.roles).toEqual(['admin'])
  })

  it('lets only staff into the admin', async () => {
    const canEnter = async (user: User) =>
      (await payload.auth({ headers: new Headers({ Authorization: `JWT ${await login(user)}` }) })).permissions
        .canAccessAdmin
    expect(await canEnter(editor)).toBe(true)
    expect(Boolean(await canEnter(customer))).toBe(false)
  })

  it('keeps a customer from giving themselves a role', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: customer.id,
      data: { roles: ['admin'] },
      user: customer,
      overrideAccess: false,
    })
    expect(updated.roles).toEqual(['customer'])
  })
})

async function login(user: User) {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'mat-khau-du-dai-123' },
  })
  return token
}

describe('posts', () => {
  it('gives a post a Vietnamese slug and hides drafts from visitors', async () => {
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Cách đổi hình nền điện thoại', _status: 'draft' },
    })
    expect(draft.slug).toBe('cach-doi-hinh-nen-dien-thoai')
    const visible = await payload.find({
      collection: 'posts',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(visible.docs).toHaveLength(0)
    const forStaff = await payload.find({
      collection: 'posts',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
      user: editor,
    })
    expect(forStaff.docs).toHaveLength(1)
  })

  it('refuses a duplicate slug', async () => {
    await payload.create({ collection: 'posts', data: { title: 'Bài trùng', _status: 'published' } })
    await expect(
      payload.create({ collection: 'posts', data: { title: 'Bài trùng', _status: 'published' } }),
    ).rejects.toThrow()
  })

  it('lets an author change only posts under their own byline', async () => {
    const ownByline = await payload.create({ collection: 'authors', data: { name: 'Tác Giả', user: author.id } })
    const otherByline = await payload.create({ collection: 'authors', data: { name: 'Người Khác' } })
    const own = await payload.create({
      collection: 'posts',
      data: { title: 'Bài của tôi', author: ownByline.id, content: richText('a'), _status: 'published' },
    })
    const other = await payload.create({
      collection: 'posts',
      data: { title: 'Bài người khác', author: otherByline.id, _status: 'published' },
    })

    const edited = await payload.update({
      collection: 'posts',
      id: own.id,
      data: { title: 'Bài của tôi (sửa)' },
      user: author,
      overrideAccess: false,
    })
    expect(edited.title).toBe('Bài của tôi (sửa)')
    await expect(
      payload.update({
        collection: 'posts',
        id: other.id,
        data: { title: 'Chiếm' },
        user: author,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'posts',
        id: other.id,
        data: { title: 'Biên tập' },
        user: editor,
        overrideAccess: false,
      }),
    ).resolves.toMatchObject({ title: 'Biên tập' })
    await expect(
      payload.create({
        collection: 'posts',
        data: { title: 'Khách viết', _status: 'published' },
        user: customer,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('uploads', () => {
  const upload = (data: Buffer, name: string, mimetype: string) =>
    payload.create({
      collection: 'media',
      data: { alt: 'Ảnh thử' },
      file: { data, name, mimetype, size: data.length },
      user: editor,
      overrideAccess: false,
    })

  it('stores an image under a random name', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5cd5' } })
      .png()
      .toBuffer()
    const media = await upload(png, 'Ảnh chụp màn hình của tôi.PNG', 'image/png')
    expect(media.filename).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(media.mimeType).toBe('image/png')
  })

  it('refuses a file whose content is not an allowed image, whatever its name says', async () => {
    await expect(upload(Buffer.from('<?php system($_GET["c"]); ?>'), 'anh.png', 'image/png')).rejects.toThrow()
    await expect(
      upload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
      ),
    ).rejects.toThrow()
    await expect(upload(Buffer.from('MZ\x90\x00fake exe'), 'tai-lieu.jpg', 'image/jpeg')).rejects.toThrow()
  })

  it('refuses anonymous uploads', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'x' },
        file: { data: png, name: 'a.png', mimetype: 'image/png', size: png.length },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
