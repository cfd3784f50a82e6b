import type { CollectionAfterChangeHook, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, richText, startPayload, type TestDatabase } from './payload'
import { logIn, type Rest, restClient } from './rest'

/** A write is all or nothing, on every database: a failure anywhere leaves no row, version or index entry behind. */
export function atomicWritesSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest
  let editor: string

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    await createUser(payload, 'quan-tri@example.vn', ['admin'])
    await createUser(payload, 'bien-tap@example.vn', ['editor'])
    rest = restClient(payload)
    editor = await logIn(rest, 'bien-tap@example.vn')
  })

  afterAll(async () => stop())

  const stored = async (title: string) => {
    // The documents' own table, drafts included (a draft find would read the versions table instead).
    const posts = await payload.find({ collection: 'posts', where: { title: { equals: title } } })
    const versions = await payload.findVersions({ collection: 'posts', where: { 'version.title': { equals: title } } })
    return { posts: posts.totalDocs, versions: versions.totalDocs }
  }

  describe(`atomic writes (${database})`, () => {
    it('leaves nothing behind when a create is refused, and the slug stays free', async () => {
      const response = await rest('POST', '/api/posts?draft=true', {
        token: editor,
        body: { title: 'x', categories: 'not-an-array' },
      })
      expect(response.status).toBe(400)
      expect((await response.json()).errors[0].message).toContain('không tồn tại')
      expect(await stored('x')).toEqual({ posts: 0, versions: 0 })
      const again = await rest('POST', '/api/posts?draft=true', { token: editor, body: { title: 'x' } })
      expect(again.status).toBe(201)
      expect((await again.json()).doc.slug).toBe('x')
    })

    it('answers 400 to a draft naming a category, author or image that does not exist, and stores nothing', async () => {
      for (const body of [
        { categories: [99999] },
        { categories: ['abc'] },
        { author: 99999 },
        { author: 'abc' },
        { featuredImage: 424242 },
        { tags: [{ id: 1 }] },
      ]) {
        const title = `Nháp sai liên kết ${JSON.stringify(body)}`
        const response = await rest('POST', '/api/posts?draft=true', { token: editor, body: { title, ...body } })
        expect(response.status, JSON.stringify(body)).toBe(400)
        expect(await stored(title)).toEqual({ posts: 0, versions: 0 })
      }
    })

    it('rolls back the row, its version and its search entry when a hook fails after the write', async () => {
      const title = 'Bài viết có móc lỗi'
      const failing: CollectionAfterChangeHook = ({ doc }) => {
        if (doc.title === title) throw new Error('simulated failure after the write')
        return doc
      }
      const hooks = payload.collections.posts.config.hooks.afterChange
      hooks.push(failing)
      try {
        const response = await rest('POST', '/api/posts', {
          token: editor,
          body: { title, content: richText('nội dung riêng'), _status: 'published' },
        })
        expect(response.ok).toBe(false)
      } finally {
        hooks.splice(hooks.indexOf(failing), 1)
      }
      expect(await stored(title)).toEqual({ posts: 0, versions: 0 })
      const { searchPostIds } = await import('@/content/server/search')
      expect((await searchPostIds(payload, 'nội dung riêng', 1, 10)).ids).toEqual([])
    })

    it('keeps every one of many concurrent writes', async () => {
      const titles = Array.from({ length: 20 }, (_, index) => `Bài đồng thời ${index + 1}`)
      const statuses = await Promise.all(
        titles.map(
          async (title) =>
            (
              await rest('POST', '/api/posts', {
                token: editor,
                body: { title, content: richText(title), _status: 'published' },
              })
            ).status,
        ),
      )
      expect(statuses).toEqual(titles.map(() => 201))
      const found = await payload.find({ collection: 'posts', where: { title: { like: 'Bài đồng thời' } }, limit: 100 })
      expect(found.totalDocs).toBe(titles.length)
    })
  })
}
