import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'

const editor = { email: 'bientap-chuyen-huong@thuthuat.test', password: 'Mat-khau-bien-tap-2026' }
/** A reader's phone: the 404 log leaves robots out, and a test's own client may look like one. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
/** The front writes hits and 404s every 5 seconds (docs/redirects.md, How the front answers). */
const WRITTEN = { timeout: 20_000 }

interface RedirectRow {
  id: number
  from: string
  hits: number
}

/** The demo's most recent published article: where old addresses lead. */
async function demoPost(api: APIRequestContext): Promise<string> {
  const response = await api.get('/api/posts?limit=1&depth=0&sort=-publishedAt&where[_status][equals]=published')
  return (await response.json()).docs[0].slug
}

/** A browser page signed in as an editor through the admin's login screen. */
async function editorPage(browser: Browser) {
  // A page of its own context: axe reads pages made so.
  const page = await (await browser.newContext()).newPage()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(editor.email)
  await page.getByLabel('Mật khẩu').fill(editor.password)
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  return page
}

const redirectFrom = async (api: APIRequestContext, from: string): Promise<RedirectRow | undefined> =>
  (await (await api.get(`/api/redirects?depth=0&where[from][equals]=${encodeURIComponent(from)}`)).json()).docs[0]

const logged = async (api: APIRequestContext, path: string): Promise<unknown[]> =>
  (await (await api.get(`/api/not-found?depth=0&where[path][equals]=${encodeURIComponent(path)}`)).json()).docs

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await signInAsAdmin(page)
  const created = await page.request.post('/api/users', { data: { ...editor, roles: ['editor'] } })
  expect([201, 400]).toContain(created.status())
  await page.close()
})

test('an editor’s redirect answers 301 from the front, keeps the visitor’s query, and counts its hits', async ({
  browser,
  request,
}) => {
  const page = await editorPage(browser)
  const slug = await demoPost(page.request)
  await page.goto('/admin/collections/redirects/create')
  await page.getByLabel('Địa chỉ cũ').fill('https://thuthuat.vn/Bai-Viet-Cu-E2E/')
  await page.getByLabel('Địa chỉ mới').fill(`/${slug}`)
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/, { timeout: 30_000 })
  await expect(page.getByLabel('Địa chỉ cũ')).toHaveValue('/bai-viet-cu-e2e')

  const answer = await request.get('/bai-viet-cu-e2e/?utm_source=zalo', { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(answer.headers().location).toBe(`/${slug}?utm_source=zalo`)
  await request.get('/BAI-VIET-CU-E2E', { maxRedirects: 0 })
  await expect.poll(async () => (await redirectFrom(page.request, '/bai-viet-cu-e2e'))?.hits, WRITTEN).toBe(2)

  // The refusal an editor reads for a loop.
  await page.goto('/admin/collections/redirects/create')
  await page.getByLabel('Địa chỉ cũ').fill('/vong-lap-e2e')
  await page.getByLabel('Địa chỉ mới').fill('/Vong-Lap-E2E/')
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.locator('.payload-toast-container')).toContainText('chưa hợp lệ: Địa chỉ mới')
  expect(await redirectFrom(page.request, '/vong-lap-e2e')).toBeUndefined()
  await page.context().close()
})

test('/?p=… answers only its own id, and a WordPress address leads to the demo post', async ({ browser, request }) => {
  const page = await editorPage(browser)
  const slug = await demoPost(page.request)
  const created = await page.request.post('/api/redirects', { data: { from: '/?p=4242', to: `/${slug}` } })
  expect(created.status()).toBe(201)
  await page.context().close()

  const exact = await request.get('/?p=4242', { maxRedirects: 0 })
  expect(exact.status()).toBe(301)
  expect(exact.headers().location).toBe(`/${slug}`)
  expect((await request.get('/?p=4243', { maxRedirects: 0 })).status()).toBe(200)

  const dated = await request.get(`/2024/05/17/${slug}/`, { maxRedirects: 0 })
  expect(dated.status()).toBe(301)
  expect(dated.headers().location).toBe(`/${slug}`)
  expect((await request.get('/2024/05/17/khong-co-bai-nay', { maxRedirects: 0 })).status()).toBe(404)
})

test('a 404 joins the log, and “Tạo chuyển hướng” makes it redirect', async ({ browser, request }) => {
  const missing = '/dia-chi-mat-e2e'
  expect((await request.get(missing, { headers: { 'user-agent': PHONE } })).status()).toBe(404)
  const page = await editorPage(browser)
  const slug = await demoPost(page.request)
  await expect.poll(async () => (await logged(page.request, missing)).length, WRITTEN).toBe(1)

  await page.goto('/admin/collections/not-found')
  await expect(page.getByRole('heading', { name: 'Địa chỉ không tìm thấy' })).toBeVisible()
  // The list is Payload's own; its "Tạo chuyển hướng" column is ours.
  await expectNoAxeViolations(page, '.cell-createRedirect')
  await page.getByRole('link', { name: `Tạo chuyển hướng cho ${missing}` }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/create\?from=/)
  await expect(page.getByLabel('Địa chỉ cũ')).toHaveValue(missing)
  await page.getByLabel('Địa chỉ mới').fill(`/${slug}`)
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/, { timeout: 30_000 })

  const answer = await request.get(missing, { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(answer.headers().location).toBe(`/${slug}`)
  expect(await logged(page.request, missing)).toEqual([])

  await page.goto('/admin/collections/redirects')
  await expect(page.getByRole('link', { name: missing })).toBeVisible()
  await page.context().close()
})
