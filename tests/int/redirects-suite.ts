import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { offerPageCache, withdrawPageCache } from '@/lib/front-bridge.mjs'
import { RedirectMap } from '@/redirects/rules/redirect-map.mjs'
import { createUser, richText, startPayload, type TestDatabase } from './payload'
import { logIn, type Rest, restClient } from './rest'

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i

/** The redirects collection, the front's reads and batches, and the bounded 404 log (docs/redirects.md). */
export function redirectsSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest
  let editor: string
  let author: string
  // Loaded once the test's database is chosen: they read the Payload config, which reads it (tests/int/payload.ts).
  let store: typeof import('@/redirects/server/store')
  let oldAddressTarget: typeof import('@/redirects/reads/old-address').oldAddressTarget

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    store = await import('@/redirects/server/store')
    ;({ oldAddressTarget } = await import('@/redirects/reads/old-address'))
    rest = restClient(payload)
    await createUser(payload, 'bien-tap@example.vn', ['editor'])
    await createUser(payload, 'tac-gia@example.vn', ['author'])
    editor = await logIn(rest, 'bien-tap@example.vn')
    author = await logIn(rest, 'tac-gia@example.vn')
  })

  afterAll(async () => stop())
  afterEach(() => withdrawPageCache())

  const save = (body: Record<string, unknown>, token = editor) => rest('POST', '/api/redirects', { body, token })

  async function refusal(body: Record<string, unknown>): Promise<string> {
    const response = await save(body)
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    const message = errors[0].data?.errors?.[0]?.message ?? errors[0].message
    expect(message).toMatch(VIETNAMESE)
    return message
  }

  describe(`the redirects collection (${database})`, () => {
    it('keeps an editor’s redirect normalised, 301 unless told, and tells the front to reload', async () => {
      const dropped: string[][] = []
      offerPageCache({ invalidate: (tags) => dropped.push(tags) })
      const response = await save({ from: 'https://thuthuat.vn/Bai-Cu/', to: '/cach-chup-man-hinh' })
      expect(response.status).toBe(201)
      const { doc } = await response.json()
      expect(doc).toMatchObject({ from: '/bai-cu', to: '/cach-chup-man-hinh', status: '301', hits: 0 })
      expect(dropped.flat()).toContain('redirects')
      expect((await save({ from: '/?p=123', to: 'https://shopee.vn/x', status: '302' })).status).toBe(201)
    })

    it('is not for authors, nor anonymous visitors', async () => {
      expect((await save({ from: '/tac-gia-thu', to: '/x' }, author)).status).toBe(403)
      expect((await rest('GET', '/api/redirects')).status).toBe(403)
    })

    it('refuses, in Vietnamese, empty, unsafe, looping and duplicate redirects', async () => {
      expect(await refusal({ from: '', to: '/x' })).toContain('địa chỉ cũ')
      expect(await refusal({ from: '/admin/x', to: '/x' })).toContain('/admin')
      expect(await refusal({ from: '/a1', to: 'javascript:alert(1)' })).toContain('không an toàn')
      expect(await refusal({ from: '/a1', to: '//evil.example' })).toContain('không an toàn')
      expect(await refusal({ from: '/a1', to: 'http://shopee.vn/x' })).toContain('https')
      expect(await refusal({ from: '/vong/', to: '/Vong' })).toContain('trùng với địa chỉ cũ')
      expect(await refusal({ from: '/BAI-CU', to: '/khac' })).toContain('Đã có một chuyển hướng từ /bai-cu')
    })

    it('takes a chain, which the front answers in one hop, and refuses a cycle', async () => {
      expect((await save({ from: '/chuoi-a', to: '/chuoi-b' })).status).toBe(201)
      expect((await save({ from: '/chuoi-b', to: '/chuoi-c' })).status).toBe(201)
      expect(await refusal({ from: '/chuoi-c', to: '/chuoi-a' })).toContain('vòng lặp')
      const map = new RedirectMap(await store.storedRedirects(payload))
      expect(map.find('/chuoi-a?utm_source=x')).toMatchObject({ status: 301, location: '/chuoi-c?utm_source=x' })
      expect(map.find('/?p=123')).toMatchObject({ status: 302, location: 'https://shopee.vn/x' })
    })

    it('counts the hits the front writes in batches, which an editor’s save leaves alone', async () => {
      const [row] = (await payload.find({ collection: 'redirects', where: { from: { equals: '/bai-cu' } } })).docs
      await store.addRedirectHits(payload, [{ id: row.id, hits: 40, lastHitAt: '2026-11-29T08:00:00.000Z' }])
      await store.addRedirectHits(payload, [{ id: row.id, hits: 2, lastHitAt: '2026-11-29T09:30:00.000Z' }])
      const response = await rest('PATCH', `/api/redirects/${row.id}`, {
        body: { to: '/cach-chup-man-hinh-2', hits: 0 },
        token: editor,
      })
      expect(response.status).toBe(200)
      const saved = await payload.findByID({ collection: 'redirects', id: row.id })
      expect(saved).toMatchObject({ to: '/cach-chup-man-hinh-2', hits: 42 })
      expect(new Date(saved.lastHitAt!).toISOString()).toBe('2026-11-29T09:30:00.000Z')
    })
  })

  describe(`the 404 log (${database})`, () => {
    const at = '2026-11-29T08:00:00.000Z'
    const seen = (path: string, hits = 1, referrer: string | null = null) => ({
      path,
      hits,
      firstSeen: at,
      lastSeen: at,
      referrer,
    })
    const logged = async (path: string) =>
      (await payload.find({ collection: 'not-found', where: { path: { equals: path } } })).docs[0]

    it('adds up an address’s hits and keeps its last referrer', async () => {
      await store.logNotFound(payload, [seen('/mat-roi', 3, 'https://www.google.com/')])
      await store.logNotFound(payload, [{ ...seen('/mat-roi', 2), lastSeen: '2026-11-29T10:00:00.000Z' }])
      const row = await logged('/mat-roi')
      expect(row).toMatchObject({ hits: 5, referrer: 'https://www.google.com/' })
      expect(new Date(row.lastSeen!).toISOString()).toBe('2026-11-29T10:00:00.000Z')
    })

    it('stays within its bound under a flood of distinct addresses, keeping the addresses asked most', async () => {
      await store.logNotFound(payload, [seen('/hay-bi-hoi', 500)])
      for (let batch = 0; batch < 6; batch += 1)
        await store.logNotFound(
          payload,
          Array.from({ length: 1000 }, (_, index) => seen(`/lu/${batch}/${index}`)),
        )
      const { totalDocs } = await payload.count({ collection: 'not-found' })
      expect(totalDocs).toBe(store.MAX_NOT_FOUND_ROWS)
      expect(await logged('/hay-bi-hoi')).toMatchObject({ hits: 500 })
      expect(await logged('/mat-roi')).toMatchObject({ hits: 5 })
      expect(await logged('/lu/0/0')).toBeUndefined()
      expect(await logged('/lu/5/999')).toBeDefined()
    })

    it('forgets an address once a redirect answers it', async () => {
      expect(await logged('/hay-bi-hoi')).toBeDefined()
      expect((await save({ from: '/Hay-Bi-Hoi/', to: '/cach-chup-man-hinh' })).status).toBe(201)
      expect(await logged('/hay-bi-hoi')).toBeUndefined()
    })

    it('is read by editors only, and written by nobody through the API', async () => {
      expect((await rest('GET', '/api/not-found', { token: editor })).status).toBe(200)
      expect((await rest('GET', '/api/not-found', { token: author })).status).toBe(403)
      const body = { path: '/gia', hits: 1 }
      expect((await rest('POST', '/api/not-found', { body, token: editor })).status).toBe(403)
    })
  })

  describe(`WordPress addresses (${database})`, () => {
    it('lead to our content only when a visitor may see it', async () => {
      const category = await payload.create({ collection: 'categories', data: { name: 'Android', slug: 'android' } })
      await payload.create({
        collection: 'posts',
        data: {
          title: 'Cách chụp màn hình',
          slug: 'cach-chup-man-hinh',
          content: richText('Bấm hai nút cùng lúc.'),
          categories: [category.id],
          _status: 'published',
        },
      })
      await payload.create({
        collection: 'posts',
        data: { title: 'Bản nháp', slug: 'ban-nhap', content: richText('Chưa xong.'), _status: 'draft' },
      })
      expect(await oldAddressTarget({ kind: 'post', slug: 'cach-chup-man-hinh', page: 1 })).toBe('/cach-chup-man-hinh')
      expect(await oldAddressTarget({ kind: 'post', slug: 'ban-nhap', page: 1 })).toBeNull()
      expect(await oldAddressTarget({ kind: 'category', slug: 'android', page: 2 })).toBe('/chuyen-muc/android/trang/2')
      expect(await oldAddressTarget({ kind: 'tag', slug: 'khong-co', page: 1 })).toBeNull()
      expect(await oldAddressTarget({ kind: 'home', slug: '', page: 3 })).toBe('/')
    })
  })
}
