import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchPostIds } from '@/server/search'
import { richText, startPayload, type TestDatabase } from './payload'

/** Search behaviour every database must show; run by one test file per database. */
export function searchSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  const ids: Record<string, number> = {}

  async function publish(key: string, title: string, body: string) {
    const post = await payload.create({ collection: 'posts', data: { title, content: richText(body), _status: 'published' } })
    ids[key] = post.id
  }

  const found = async (query: string) => (await searchPostIds(payload, query, 1, 20)).ids

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    await publish('title', 'Cách chụp màn hình iPhone', 'Nhấn đồng thời hai phím để lưu lại hình ảnh.')
    await publish('body', 'Mẹo dùng AssistiveTouch', 'Bạn cũng có thể chụp màn hình bằng nút ảo trên điện thoại.')
    await publish('other', 'Sạc pin đúng cách', 'Không nên để pin cạn kiệt hoàn toàn.')
  })

  afterAll(async () => stop())

  describe(`full-text search (${database})`, () => {
    it('finds accented text from an unaccented query', async () => {
      expect(await found('chup man hinh')).toContain(ids.title)
      expect(await found('dien thoai')).toEqual([ids.body])
      expect(await found('SẠC PIN')).toEqual([ids.other])
    })

    it('ranks a title match above a body-only match', async () => {
      expect(await found('chụp màn hình')).toEqual([ids.title, ids.body])
    })

    it('matches the last word as a prefix, for search as you type', async () => {
      expect(await found('cạn kiệ')).toEqual([ids.other])
    })

    it('finds nothing for empty or unknown queries', async () => {
      expect(await found('')).toEqual([])
      expect(await found('   ')).toEqual([])
      expect(await found('khongcotu')).toEqual([])
    })

    it('treats FTS syntax and markup in queries as plain words', async () => {
      for (const hostile of ['"', 'chụp" OR "pin', 'NEAR(a b)', 'pin*', '-pin', '<script>alert(1)</script>', "'; DROP TABLE posts; --", 'a'.repeat(5000)]) {
        await expect(found(hostile)).resolves.toBeInstanceOf(Array)
      }
      expect(await found('chụp" OR "pin')).toEqual([])
    })

    it('follows publishing: drafts are not indexed, unpublishing and deleting remove', async () => {
      const draft = await payload.create({ collection: 'posts', draft: true, data: { title: 'Bản nháp bí mật', _status: 'draft' } })
      expect(await found('bi mat')).toEqual([])

      await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
      expect(await found('bi mat')).toEqual([draft.id])

      await payload.update({ collection: 'posts', id: draft.id, draft: true, data: { title: 'Tiêu đề nháp mới', _status: 'draft' } })
      expect(await found('bi mat')).toEqual([draft.id])

      await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'draft' } })
      expect(await found('bi mat')).toEqual([])
      expect(await found('nhap moi')).toEqual([])

      await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
      await payload.delete({ collection: 'posts', id: draft.id })
      expect(await found('nhap moi')).toEqual([])
    })

    it('pages through results with a total', async () => {
      const first = await searchPostIds(payload, 'chup man hinh', 1, 1)
      const second = await searchPostIds(payload, 'chup man hinh', 2, 1)
      expect(first.total).toBe(2)
      expect([...first.ids, ...second.ids]).toEqual([ids.title, ids.body])
    })
  })
}
