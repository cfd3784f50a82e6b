import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startPayload } from './payload'

/**
 * The import's redirects (docs/redirects.md, Written by the import): checked by the import and written in one
 * statement, or through the collection's checks when the new address is already a redirect's.
 */
let payload: Payload
let stop: () => Promise<void>
let writeRedirects: typeof import('@/wordpress/server/import/redirects').writeRedirects
let writeInSharedTransaction: typeof import('@/server/group-commit').writeInSharedTransaction

beforeAll(async () => {
  ;({ payload, stop } = await startPayload('sqlite'))
  ;({ writeRedirects } = await import('@/wordpress/server/import/redirects'))
  ;({ writeInSharedTransaction } = await import('@/server/group-commit'))
})

afterAll(async () => stop())

const write = (froms: string[], to: string) => {
  let written = 0
  return writeInSharedTransaction(payload, async (req) => {
    written = await writeRedirects(req, froms, to)
  }).then(() => written)
}

async function redirects() {
  const { docs } = await payload.find({ collection: 'redirects', limit: 50, depth: 0, overrideAccess: true })
  return Object.fromEntries(docs.map((doc) => [doc.from, `${doc.to} ${doc.status}`]))
}

it('writes an item’s old addresses, normalised, leaving out one already held and the new address itself', async () => {
  await payload.create({ collection: 'redirects', data: { from: '/?p=7', to: '/bai-cua-bien-tap', status: '301' } })
  await payload.create({ collection: 'not-found', data: { path: '/2024/05/03/meo-pin', hits: 3 } })
  const written = await write(['/?p=7', '/2024/05/03/Meo-Pin/', '/?p=8', '/meo-pin/'], '/meo-pin')
  expect(written).toBe(2)
  expect(await redirects()).toEqual({
    '/?p=7': '/bai-cua-bien-tap 301',
    '/2024/05/03/meo-pin': '/meo-pin 301',
    '/?p=8': '/meo-pin 301',
  })
  // The 404 log forgets the address a redirect now answers.
  expect((await payload.count({ collection: 'not-found', overrideAccess: true })).totalDocs).toBe(0)
})

it('goes through the collection’s checks when the new address is a redirect’s: a cycle writes nothing', async () => {
  await payload.create({ collection: 'redirects', data: { from: '/mo-khoa', to: '/?p=20', status: '302' } })
  await expect(write(['/?p=20', '/2024/06/01/mo-khoa/'], '/mo-khoa')).rejects.toThrow()
  expect(await redirects()).not.toHaveProperty('/?p=20')
  expect(await redirects()).not.toHaveProperty('/2024/06/01/mo-khoa')
  // Without a cycle the chain is taken, as an editor's would be.
  expect(await write(['/2024/06/01/mo-khoa/'], '/mo-khoa')).toBe(1)
  expect(await redirects()).toMatchObject({ '/2024/06/01/mo-khoa': '/mo-khoa 301' })
})
