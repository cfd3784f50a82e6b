import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchTerms } from '@/content/rules/search/logic'
import { searchPostIds, searchProductIds } from '@/content/server/search'
import { richText, startPayload, type TestDatabase } from './payload'

/** Search behaviour every database must show; run by one test file per database. */
export function searchSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  const ids: Record<string, number> = {}

  async function publish(key: string, title: string, body: string) {
    const post = await payload.create({
      collection: 'posts',
      data: { title, content: richText(body), _status: 'published' },
    })
    ids[key] = post.id
  }

  const found = async (query: string) => (await searchPostIds(payload, query, 1, 20)).ids
  const productsFound = (query: string) => searchProductIds(payload, searchTerms(query), 4)

  async function sell(name: string, shortDescription: string, status: 'published' | 'draft' = 'published') {
    const data = { name, shortDescription, regularPrice: 290_000, _status: status }
    return payload.create({ collection: 'products', draft: status === 'draft', data: data as never })
  }

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    await publish('title', 'Cách chụp màn hình iPhone', 'Nhấn đồng thời hai phím để lưu lại hình ảnh.')
    await publish('body', 'Mẹo dùng AssistiveTouch', 'Bạn cũng có thể chụp màn hình bằng nút ảo trên điện thoại.')
    await publish('other', 'Sạc pin đúng cách', 'Không nên để pin cạn kiệt hoàn toàn.')
    await publish('iphone', 'Mẹo hay cho iPhone', 'Những cài đặt iPhone ít người biết.')
    ids.charger = (await sell('Củ sạc nhanh USB-C 20W', 'Sạc nhanh iPhone từ 0 lên 50 % trong 30 phút.')).id
    ids.cable = (await sell('Cáp USB-C sang Lightning', 'Hỗ trợ sạc nhanh khi dùng với củ sạc USB-C PD.')).id
    ids.case = (await sell('Ốp lưng trong suốt', 'Chống sốc bốn góc.')).id
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
      for (const hostile of [
        '"',
        'chụp" OR "pin',
        'NEAR(a b)',
        'pin*',
        '-pin',
        '<script>alert(1)</script>',
        "'; DROP TABLE posts; --",
        'a'.repeat(5000),
      ]) {
        await expect(found(hostile)).resolves.toBeInstanceOf(Array)
      }
      expect(await found('chụp" OR "pin')).toEqual([])
    })

    it('follows publishing: drafts are not indexed, unpublishing and deleting remove', async () => {
      const draft = await payload.create({
        collection: 'posts',
        draft: true,
        data: { title: 'Bản nháp bí mật', _status: 'draft' },
      })
      expect(await found('bi mat')).toEqual([])

      await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
      expect(await found('bi mat')).toEqual([draft.id])

      await payload.update({
        collection: 'posts',
        id: draft.id,
        draft: true,
        data: { title: 'Tiêu đề nháp mới', _status: 'draft' },
      })
      expect(await found('bi mat')).toEqual([draft.id])

      await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'draft' } })
      expect(await found('bi mat')).toEqual([])
      expect(await found('nhap moi')).toEqual([])

      await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' } })
      await payload.delete({ collection: 'posts', id: draft.id })
      expect(await found('nhap moi')).toEqual([])
    })

    it('finds products by name and description, the name first, and never an unpublished one', async () => {
      expect(await productsFound('sạc nhanh')).toEqual([ids.charger, ids.cable])
      expect(await productsFound('sac nhanh 20')).toEqual([ids.charger])
      expect(await productsFound('op lung')).toEqual([ids.case])

      const draft = await sell('Sạc nhanh không dây bí mật', 'Chưa bán.', 'draft')
      expect(await productsFound('khong day')).toEqual([])
      await payload.update({ collection: 'products', id: draft.id, data: { _status: 'published' } })
      expect(await productsFound('khong day')).toEqual([draft.id])
      // A draft saved over the published product changes nothing that visitors find; unpublishing removes it.
      await payload.update({
        collection: 'products',
        id: draft.id,
        draft: true,
        data: { name: 'Tên nháp mới', _status: 'draft' },
      })
      expect(await productsFound('ten nhap')).toEqual([])
      expect(await productsFound('khong day')).toEqual([draft.id])
      await payload.update({ collection: 'products', id: draft.id, data: { _status: 'draft' } })
      expect(await productsFound('khong day')).toEqual([])
      await payload.update({ collection: 'products', id: draft.id, data: { _status: 'published' } })
      await payload.delete({ collection: 'products', id: draft.id })
      expect(await productsFound('khong day')).toEqual([])
    })

    it('corrects a mistyped word from the words the site holds when nothing is found: iphne finds the iPhone articles', async () => {
      const typo = await searchPostIds(payload, 'iphne', 1, 20)
      expect(typo.corrected).toBe(true)
      expect(typo.terms).toEqual(['iphone'])
      expect(typo.ids).toEqual(expect.arrayContaining([ids.title, ids.iphone]))
      expect(typo.total).toBe(typo.ids.length)

      const inTheMiddle = await searchPostIds(payload, 'chup mna hinh', 1, 20)
      expect(inTheMiddle).toMatchObject({ corrected: true, terms: ['chup', 'man', 'hinh'], ids: [ids.title, ids.body] })
      // Products' words correct too, and a correction finding only products still stands: the page shows them.
      const product = await searchPostIds(payload, 'cap lightnign', 1, 20)
      expect(product).toMatchObject({ corrected: true, terms: ['cap', 'lightning'], ids: [], total: 0 })
      expect(await productsFound(product.terms.join(' '))).toEqual([ids.cable])
    })

    it('leaves a query alone when it finds something, or when no word one edit away finds anything', async () => {
      expect(await searchPostIds(payload, 'iphone', 1, 20)).toMatchObject({ corrected: false, terms: ['iphone'] })
      expect(await searchPostIds(payload, 'khongcotu', 1, 20)).toMatchObject({
        corrected: false,
        terms: ['khongcotu'],
        ids: [],
        total: 0,
      })
      // Each word is known, they are just never together: nothing to correct.
      expect(await searchPostIds(payload, 'assistivetouch can kiet', 1, 20)).toMatchObject({
        corrected: false,
        ids: [],
      })
      // The last word is read as the start of a word, as the visitor may still be typing it.
      expect(await searchPostIds(payload, 'iphon', 1, 20)).toMatchObject({ corrected: false, terms: ['iphon'] })
    })

    it('pages through results with a total', async () => {
      const first = await searchPostIds(payload, 'chup man hinh', 1, 1)
      const second = await searchPostIds(payload, 'chup man hinh', 2, 1)
      expect(first.total).toBe(2)
      expect([...first.ids, ...second.ids]).toEqual([ids.title, ids.body])
    })
  })
}
