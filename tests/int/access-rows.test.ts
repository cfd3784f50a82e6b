import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Author, User } from '@/payload-types'
import { createUser, richText, startPayload } from './payload'
import { logIn, restClient, type Rest } from './rest'

// Issue 14, rows 1, 2, 3, 7, 13 and the job queue of row 16: each as the attacker sent it, over REST.

let payload: Payload
let stop: () => Promise<void>
let rest: Rest
let admin: User
let author: User
let otherAuthor: User
const tokens: Record<'admin' | 'editor' | 'author' | 'otherAuthor' | 'customer', string> = {
  admin: '',
  editor: '',
  author: '',
  otherAuthor: '',
  customer: '',
}
let ownByline: Author
let otherByline: Author

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  rest = restClient(payload)
  admin = await createUser(payload, 'quan-tri@example.vn', ['customer'])
  await createUser(payload, 'bien-tap@example.vn', ['editor'])
  author = await createUser(payload, 'tac-gia@example.vn', ['author'])
  otherAuthor = await createUser(payload, 'tac-gia-khac@example.vn', ['author'])
  await createUser(payload, 'khach@example.vn', ['customer'])
  tokens.admin = await logIn(rest, 'quan-tri@example.vn')
  tokens.editor = await logIn(rest, 'bien-tap@example.vn')
  tokens.author = await logIn(rest, 'tac-gia@example.vn')
  tokens.otherAuthor = await logIn(rest, 'tac-gia-khac@example.vn')
  tokens.customer = await logIn(rest, 'khach@example.vn')
  ownByline = await payload.create({ collection: 'authors', data: { name: 'Tác Giả', user: author.id } })
  otherByline = await payload.create({ collection: 'authors', data: { name: 'Tác Giả Khác', user: otherAuthor.id } })
})

afterAll(async () => stop())

const json = async (response: Response) => ({ status: response.status, body: await response.json() })

describe('row 1: drafts and versions', () => {
  it('shows versions only to staff, and an author only those of posts under their own byline', async () => {
    const own = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Nháp của tôi', author: ownByline.id, _status: 'draft' },
    })
    const other = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Nháp bí mật', author: otherByline.id, content: richText('bí mật'), _status: 'draft' },
    })
    const versionsOf = async (id: number, token?: string) => {
      const response = await rest(
        'GET',
        `/api/posts/versions?where[parent][equals]=${id}&where[version._status][equals]=draft`,
        { token },
      )
      return response.ok ? ((await response.json()).docs as unknown[]).length : 0
    }
    expect(await versionsOf(other.id)).toBe(0)
    expect(await versionsOf(other.id, tokens.customer)).toBe(0)
    expect(await versionsOf(other.id, tokens.author)).toBe(0)
    expect(await versionsOf(own.id, tokens.author)).toBe(1)
    expect(await versionsOf(other.id, tokens.editor)).toBe(1)
    expect(await versionsOf(other.id, tokens.admin)).toBe(1)
    // The admin's "Versions" tab follows the document's permissions.
    const permissionOf = async (id: number) =>
      Boolean(
        (await json(await rest('POST', `/api/posts/access/${id}`, { token: tokens.author, body: {} }))).body
          .readVersions,
      )
    expect(await permissionOf(own.id)).toBe(true)
    expect(await permissionOf(other.id)).toBe(false)
  })

  it.each(['pages', 'templates'])('refuses the versions of %s to customers', async (collection) => {
    const doc = await payload.create({
      collection: collection as 'pages',
      draft: true,
      data: { title: 'Nháp', _status: 'draft' },
    })
    const forCustomer = await rest('GET', `/api/${collection}/versions?where[parent][equals]=${doc.id}`, {
      token: tokens.customer,
    })
    expect(forCustomer.ok ? (await forCustomer.json()).docs : []).toHaveLength(0)
    const forEditor = await json(
      await rest('GET', `/api/${collection}/versions?where[parent][equals]=${doc.id}`, { token: tokens.editor }),
    )
    expect(forEditor.body.docs).toHaveLength(1)
  })
})

describe('row 2: unlocking accounts', () => {
  it('lets only administrators unlock an account', async () => {
    for (const who of ['customer', 'author', 'editor'] as const) {
      const response = await rest('POST', '/api/users/unlock', { token: tokens[who], body: { email: admin.email } })
      expect(response.status, who).toBe(403)
    }
    expect(
      (await rest('POST', '/api/users/unlock', { token: tokens.admin, body: { email: author.email } })).status,
    ).toBe(200)
  })
})

describe('row 3: document locks', () => {
  const lockPost = (token: string | undefined, postID: number, userID: number) =>
    rest('POST', '/api/payload-locked-documents', {
      token,
      body: { document: { relationTo: 'posts', value: postID }, user: { relationTo: 'users', value: userID } },
    })

  it('keeps customers and visitors away from locks', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Khóa thử', author: ownByline.id, _status: 'published' },
    })
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'posts', value: post.id }, user: { relationTo: 'users', value: author.id } },
    })
    const customer = (await json(await rest('GET', '/api/users/me', { token: tokens.customer }))).body.user
    expect((await lockPost(tokens.customer, post.id, customer.id)).status).toBe(403)
    expect((await lockPost(undefined, post.id, author.id)).status).toBe(403)
    const read = await rest('GET', '/api/payload-locked-documents', { token: tokens.customer })
    expect(read.ok ? (await read.json()).docs : []).toHaveLength(0)
    expect(
      (
        await rest('PATCH', `/api/payload-locked-documents/${lock.id}`, {
          token: tokens.customer,
          body: { user: { relationTo: 'users', value: customer.id } },
        })
      ).status,
    ).toBe(403)
    expect((await rest('DELETE', `/api/payload-locked-documents/${lock.id}`, { token: tokens.customer })).status).toBe(
      403,
    )
  })

  it('lets an author lock only documents they may edit, and editors any', async () => {
    const own = await payload.create({
      collection: 'posts',
      data: { title: 'Bài tôi khóa', author: ownByline.id, _status: 'published' },
    })
    const other = await payload.create({
      collection: 'posts',
      data: { title: 'Bài người khác khóa', author: otherByline.id, _status: 'published' },
    })
    expect((await lockPost(tokens.author, other.id, author.id)).status).toBe(403)
    const globalLock = await rest('POST', '/api/payload-locked-documents', {
      token: tokens.author,
      body: { globalSlug: 'site-settings', user: { relationTo: 'users', value: author.id } },
    })
    expect(globalLock.status).toBe(403)
    const ownLock = await json(await lockPost(tokens.author, own.id, author.id))
    expect(ownLock.status).toBe(201)

    const othersLock = await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'posts', value: other.id },
        user: { relationTo: 'users', value: otherAuthor.id },
      },
    })
    expect(
      (await rest('DELETE', `/api/payload-locked-documents/${othersLock.id}`, { token: tokens.author })).status,
    ).toBe(403)
    expect(
      (
        await rest('PATCH', `/api/payload-locked-documents/${othersLock.id}`, {
          token: tokens.author,
          body: { user: { relationTo: 'users', value: author.id } },
        })
      ).status,
    ).toBe(403)
    // Moving one's own lock onto someone else's post is refused too.
    const moved = await rest('PATCH', `/api/payload-locked-documents/${ownLock.body.doc.id}`, {
      token: tokens.author,
      body: { document: { relationTo: 'posts', value: other.id } },
    })
    expect(moved.status).toBe(403)
    expect(
      (await rest('DELETE', `/api/payload-locked-documents/${ownLock.body.doc.id}`, { token: tokens.author })).status,
    ).toBe(200)
    expect(
      (await rest('DELETE', `/api/payload-locked-documents/${othersLock.id}`, { token: tokens.editor })).status,
    ).toBe(200)
  })

  it('lets staff release a lock they hold on a document they only view', async () => {
    // The admin locks every document it opens, read-only ones included, and releases the lock on leaving.
    const other = await payload.create({
      collection: 'posts',
      data: { title: 'Bài chỉ xem', author: otherByline.id, _status: 'published' },
    })
    const viewing = await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'posts', value: other.id }, user: { relationTo: 'users', value: author.id } },
    })
    expect((await rest('DELETE', `/api/payload-locked-documents/${viewing.id}`, { token: tokens.author })).status).toBe(
      200,
    )
  })
})

describe('row 16: the job queue', () => {
  it.each(['run', 'handle-schedules'])(
    'does not run %s for visitors, customers or staff over HTTP',
    async (endpoint) => {
      for (const token of [undefined, tokens.customer, tokens.author, tokens.editor]) {
        const response = await rest('GET', `/api/payload-jobs/${endpoint}`, { token })
        expect([401, 403]).toContain(response.status)
      }
    },
  )

  it('still publishes a scheduled post through the built-in queue', async () => {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Hẹn giờ', author: ownByline.id, _status: 'draft' },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'posts', value: post.id },
        user: { relationTo: 'users', value: author.id },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run()
    expect((await payload.findByID({ collection: 'posts', id: post.id }))._status).toBe('published')
  })
})

describe('row 7: bylines, media and tags', () => {
  const bylineRefused = 'Bạn chỉ được đăng bài dưới tên tác giả gắn với tài khoản của mình.'

  it('refuses an author a post under another byline, on create and on update, drafts included', async () => {
    const created = await json(
      await rest('POST', '/api/posts', {
        token: tokens.author,
        body: { title: 'Mạo danh', author: otherByline.id, _status: 'published' },
      }),
    )
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.body)).toContain(bylineRefused)
    const draft = await rest('POST', '/api/posts?draft=true', {
      token: tokens.author,
      body: { title: 'Mạo danh nháp', author: otherByline.id },
    })
    expect(draft.status).toBe(400)

    const own = await json(
      await rest('POST', '/api/posts', {
        token: tokens.author,
        body: { title: 'Bài thật của tôi', author: ownByline.id, _status: 'published' },
      }),
    )
    expect(own.status).toBe(201)
    const moved = await json(
      await rest('PATCH', `/api/posts/${own.body.doc.id}?draft=true`, {
        token: tokens.author,
        body: { author: otherByline.id },
      }),
    )
    expect(moved.status).toBe(400)
    expect(JSON.stringify(moved.body)).toContain(bylineRefused)
    expect((await payload.findByID({ collection: 'posts', id: own.body.doc.id, draft: true, depth: 0 })).author).toBe(
      ownByline.id,
    )
  })

  it('starts an author’s new post under their own byline', async () => {
    const created = await json(
      await rest('POST', '/api/posts?draft=true', { token: tokens.author, body: { title: 'Không chọn tác giả' } }),
    )
    expect(created.status).toBe(201)
    expect(created.body.doc.author).toMatchObject({ id: ownByline.id })
  })

  it('starts any staff member’s new post under their own byline when they have one, and under none otherwise', async () => {
    const [editor] = (await payload.find({ collection: 'users', where: { email: { equals: 'bien-tap@example.vn' } } }))
      .docs
    const editorByline = await payload.create({ collection: 'authors', data: { name: 'Biên Tập', user: editor.id } })
    const byEditor = await json(
      await rest('POST', '/api/posts?draft=true', { token: tokens.editor, body: { title: 'Biên tập viết' } }),
    )
    await payload.delete({ collection: 'posts', id: byEditor.body.doc.id })
    await payload.delete({ collection: 'authors', id: editorByline.id })
    expect(byEditor.status).toBe(201)
    expect(byEditor.body.doc.author).toMatchObject({ id: editorByline.id })
    const byAdmin = await json(
      await rest('POST', '/api/posts?draft=true', { token: tokens.admin, body: { title: 'Quản trị viết' } }),
    )
    expect(byAdmin.status).toBe(201)
    expect(byAdmin.body.doc.author ?? null).toBeNull()
  })

  it('lets editors publish under any byline', async () => {
    const created = await rest('POST', '/api/posts', {
      token: tokens.editor,
      body: { title: 'Biên tập đăng hộ', author: otherByline.id, _status: 'published' },
    })
    expect(created.status).toBe(201)
  })

  const png = () =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: '#0b5cd5' } })
      .png()
      .toBuffer()
  const upload = async (token: string) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'anh.png')
    form.append('_payload', JSON.stringify({ alt: 'Ảnh thử' }))
    return json(await rest('POST', '/api/media', { token, body: form }))
  }

  it('records who uploaded a file and lets authors change or delete only their own uploads', async () => {
    const mine = await upload(tokens.author)
    expect(mine.status).toBe(201)
    expect(mine.body.doc.uploadedBy).toMatchObject({ id: author.id })
    const theirs = await upload(tokens.otherAuthor)
    const legacy = await payload.create({
      collection: 'media',
      data: { alt: 'Logo cũ' },
      file: { data: await png(), name: 'logo.png', mimetype: 'image/png', size: 100 },
    })

    expect(
      (await rest('PATCH', `/api/media/${theirs.body.doc.id}`, { token: tokens.author, body: { alt: 'Chiếm' } }))
        .status,
    ).toBe(403)
    expect((await rest('DELETE', `/api/media/${theirs.body.doc.id}`, { token: tokens.author })).status).toBe(403)
    expect(
      (await rest('PATCH', `/api/media/${legacy.id}`, { token: tokens.author, body: { alt: 'Chiếm' } })).status,
    ).toBe(403)
    expect(
      (
        await rest('PATCH', `/api/media/${mine.body.doc.id}`, {
          token: tokens.author,
          body: { alt: 'Sửa của tôi', uploadedBy: otherAuthor.id },
        })
      ).status,
    ).toBe(200)
    expect((await payload.findByID({ collection: 'media', id: mine.body.doc.id, depth: 0 })).uploadedBy).toBe(author.id)
    expect(
      (await rest('PATCH', `/api/media/${legacy.id}`, { token: tokens.editor, body: { alt: 'Biên tập' } })).status,
    ).toBe(200)
    expect((await rest('DELETE', `/api/media/${theirs.body.doc.id}`, { token: tokens.editor })).status).toBe(200)
    expect((await rest('DELETE', `/api/media/${mine.body.doc.id}`, { token: tokens.author })).status).toBe(200)
  })

  it('lets authors create tags but only editors change or delete them', async () => {
    const created = await json(await rest('POST', '/api/tags', { token: tokens.author, body: { name: 'Pin' } }))
    expect(created.status).toBe(201)
    expect(
      (await rest('PATCH', `/api/tags/${created.body.doc.id}`, { token: tokens.author, body: { name: 'Đổi' } })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/api/tags/${created.body.doc.id}`, { token: tokens.author })).status).toBe(403)
    expect(
      (
        await rest('PATCH', `/api/tags/${created.body.doc.id}`, {
          token: tokens.editor,
          body: { name: 'Pin điện thoại' },
        })
      ).status,
    ).toBe(200)
    expect((await rest('DELETE', `/api/tags/${created.body.doc.id}`, { token: tokens.editor })).status).toBe(200)
  })
})

describe('row 13: account fields through other collections', () => {
  /** The answer of a query with a matching and a non-matching value: the same whenever the value stays hidden. */
  async function answers(path: string, matching: string, token?: string) {
    const ask = async (value: string) => {
      const response = await rest('GET', `${path}=${encodeURIComponent(value)}`, { token })
      return { status: response.status, total: response.ok ? (await response.json()).totalDocs : null }
    }
    return [await ask(matching), await ask('zzzz-khong-khop')]
  }

  it.each([
    ['sessions', '/api/authors?where[user.sessions.id][like]', 'a'],
    ['e-mail', '/api/authors?where[user.email][like]', 'tac-gia-khac@'],
    ['roles', '/api/authors?where[user.roles][in]', 'author'],
    ['hash', '/api/authors?where[user.hash][exists]', 'true'],
    ['login attempts', '/api/authors?where[user.loginAttempts][equals]', '0'],
    ['e-mail through posts', '/api/posts?where[author.user.email][like]', 'tac-gia-khac@'],
  ])('does not reveal %s of a byline account to visitors, customers or other staff', async (_, path, matching) => {
    await payload.create({
      collection: 'posts',
      data: { title: `Bài ${_}`, author: otherByline.id, _status: 'published' },
    })
    for (const token of [undefined, tokens.customer, tokens.author, tokens.editor]) {
      const [match, noMatch] = await answers(path, matching, token)
      expect(match).toEqual(noMatch)
    }
  })

  it('refuses, with a reason, any query into an account through another collection, for administrators too', async () => {
    for (const path of [
      '/api/authors?where[user.email][like]=a',
      '/api/posts/versions?where[version.author.user.email][like]=a',
      '/api/payload-locked-documents?where[user.value.email][like]=a',
    ]) {
      const answer = await json(await rest('GET', path, { token: tokens.admin }))
      expect(answer.status, path).toBe(400)
      // The REST input check may refuse a path it does not know (a lock's polymorphic `user.value`) before this rule.
      expect((answer.body as { errors: { message: string }[] }).errors[0].message, path).toMatch(
        /^(Không thể lọc theo thông tin của tài khoản người dùng\.|Điều kiện lọc “[\w.]+” không hợp lệ\.)$/,
      )
    }
    const byAccountID = await rest('GET', `/api/authors?where[user][equals]=${author.id}`, { token: tokens.admin })
    expect((await byAccountID.json()).docs).toHaveLength(1)
  })

  it('does not reveal another account through the media uploader', async () => {
    await payload.create({
      collection: 'media',
      data: { alt: 'Ảnh' },
      user: otherAuthor,
      file: {
        data: await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        name: 'a.png',
        mimetype: 'image/png',
        size: 70,
      },
    })
    for (const token of [undefined, tokens.customer, tokens.author]) {
      const [match, noMatch] = await answers('/api/media?where[uploadedBy.email][like]', 'tac-gia-khac@', token)
      expect(match).toEqual(noMatch)
    }
  })
})
