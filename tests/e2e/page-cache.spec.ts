import { expect, test } from '@playwright/test'
import { docs, signInAsAdmin } from './admin-session'

interface PostRow {
  id: number
  title: string
  slug: string
  categories: number[]
}

const editor = { email: 'bientap-bo-nho-dem@thuthuat.test', password: 'Mat-khau-bien-tap-2026' }

/**
 * The page cache in front of Next.js drops only what a change shows: after an editor publishes a new title, visitors
 * see it on the article, on the home page and in search at once, while an article that does not show it is still answered from
 * the cache.
 */
test('a publish refreshes the changed article and home; an unrelated article stays cached', async ({
  page,
  request,
  playwright,
  baseURL,
  browser,
}) => {
  await signInAsAdmin(page)
  const created = await page.request.post('/api/users', { data: { ...editor, roles: ['editor'] } })
  expect([201, 400]).toContain(created.status())
  const editorApi = await playwright.request.newContext({ baseURL })
  expect((await editorApi.post('/api/users/login', { data: editor })).ok()).toBe(true)

  const published = await docs<PostRow>(
    editorApi,
    '/api/posts?limit=100&depth=0&sort=-publishedAt&where[_status][equals]=published',
  )
  const [changed] = published
  const unrelated = published.find(
    (post) => post.id !== changed.id && !post.categories.some((category) => changed.categories.includes(category)),
  )!
  expect(unrelated).toBeTruthy()

  // Visitors (no cookie) fill the cache; the search for the words of the new title finds nothing yet.
  const search = '/tim-kiem?s=7319'
  for (const path of ['/', `/${changed.slug}`, `/${unrelated.slug}`, search]) {
    await request.get(path)
    expect((await request.get(path)).headers()['x-page-cache'], path).toBe('HIT')
  }

  const title = `${changed.title} – bản cập nhật 7319`
  try {
    expect((await editorApi.patch(`/api/posts/${changed.id}`, { data: { title } })).ok()).toBe(true)

    const visitor = await browser.newPage()
    await visitor.goto(`/${changed.slug}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
    await visitor.goto('/')
    await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible()
    await visitor.goto(search)
    await expect(visitor.getByRole('link', { name: title })).toBeVisible()
    await visitor.close()

    const other = await request.get(`/${unrelated.slug}`)
    expect(other.headers()['x-page-cache']).toBe('HIT')
    expect(await other.text()).not.toContain('<meta name="cache-tags"')
  } finally {
    await editorApi.patch(`/api/posts/${changed.id}`, { data: { title: changed.title } })
    await editorApi.dispose()
  }
})

/**
 * Pictures the image optimizer made are kept by the front (front/picture-cache.mjs): the second reader gets the same
 * bytes without the picture being encoded again, each browser in the format it accepts, and a change to a picture in
 * the admin drops the kept copies.
 */
test('optimized pictures are made once, kept per format, and dropped when a picture changes', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/')).text()
  const address = /\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F([^"&]+)&amp;w=(\d+)&amp;q=(\d+)/.exec(home)!
  expect(address).toBeTruthy()
  const [, file, width, quality] = address
  const picture = `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F${file}&w=${width}&q=${quality}`
  const avif = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' }

  const first = await request.get(picture, { headers: avif })
  const second = await request.get(picture, { headers: avif })
  expect(first.headers()['content-type']).toBe('image/avif')
  expect(second.headers()['x-page-cache']).toBe('HIT')
  expect(second.headers()['content-type']).toBe('image/avif')
  expect(second.headers()['vary']).toBe('Accept')
  expect(second.headers()['content-encoding']).toBeUndefined()
  expect(Buffer.compare(await first.body(), await second.body())).toBe(0)

  const webp = await request.get(picture, { headers: { accept: 'image/webp,*/*' } })
  expect(webp.headers()['content-type']).toBe('image/webp')
  expect((await request.get(picture, { headers: { accept: 'image/webp,*/*' } })).headers()['x-page-cache']).toBe('HIT')

  // An editor saves the picture (its alt text unchanged): what was kept of it goes.
  await signInAsAdmin(page)
  const [media] = await docs<{ id: number; alt: string }>(
    page.request,
    `/api/media?depth=0&where[filename][equals]=${encodeURIComponent(decodeURIComponent(file))}`,
  )
  expect((await page.request.patch(`/api/media/${media.id}`, { data: { alt: media.alt } })).ok()).toBe(true)
  const after = await request.get(picture, { headers: avif })
  expect(after.headers()['content-type']).toBe('image/avif')
  expect(after.headers()['x-page-cache']).toBeUndefined()
})
