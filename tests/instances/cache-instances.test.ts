import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Post } from '@/payload-types'
import { createUser, richText, startPayload } from '../int/payload'
import { startSiteServer, until } from './site-server'

/**
 * Two instances of the site (front/serve.mjs over the production build) on one PostgreSQL database: a change made
 * through one instance's REST API empties the other's cached copies of the pages that show it (LISTEN/NOTIFY), and
 * only those. Runs after the end-to-end tests, which leave the production build in `.next`.
 */
const ports = [3291, 3292]

async function answer(port: number, pathname: string) {
  const response = await fetch(`http://localhost:${port}${pathname}`)
  return { cache: response.headers.get('x-page-cache'), html: await response.text() }
}

describe('cached pages across instances (PostgreSQL)', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let article: Post
  let unrelated: Post
  const servers: { stop: () => void }[] = []

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('postgres'))
    await createUser(payload, 'bientap@example.vn', ['editor'])
    const phones = await payload.create({ collection: 'categories', data: { name: 'Điện thoại', slug: 'dien-thoai' } })
    const batteries = await payload.create({ collection: 'categories', data: { name: 'Pin', slug: 'pin' } })
    const publish = (title: string, slug: string, category: number) =>
      payload.create({
        collection: 'posts',
        data: { title, slug, content: richText(title), categories: [category], _status: 'published' },
      })
    article = await publish('Cách chụp màn hình', 'cach-chup-man-hinh', phones.id)
    unrelated = await publish('Sạc pin đúng cách', 'sac-pin-dung-cach', batteries.id)
    for (const port of ports) servers.push(await startSiteServer(port))
  })

  afterAll(async () => {
    for (const server of servers) server.stop()
    await stop?.()
  })

  it('a change through one instance makes the other answer fresh content; an unrelated article stays cached', async () => {
    const [first, second] = ports
    for (const port of ports) {
      for (const pathname of [`/${article.slug}`, `/${unrelated.slug}`]) {
        await answer(port, pathname)
        expect((await answer(port, pathname)).cache).toBe('HIT')
      }
      expect((await answer(port, `/${article.slug}`)).html).toContain('Cách chụp màn hình</h1>')
    }

    const login = await fetch(`http://localhost:${first}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bientap@example.vn', password: 'mat-khau-du-dai-123' }),
    })
    const { token } = await login.json()
    const change = await fetch(`http://localhost:${first}/api/posts/${article.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title: 'Cách chụp màn hình thật nhanh' }),
    })
    expect(change.status).toBe(200)

    for (const port of [second, first]) {
      const fresh = await until(
        async () => (await answer(port, `/${article.slug}`)).html.includes('Cách chụp màn hình thật nhanh</h1>'),
        10_000,
      )
      expect(fresh, `instance ${port} answers the new title`).toBe(true)
      expect((await answer(port, `/${unrelated.slug}`)).cache).toBe('HIT')
    }
  })
})
