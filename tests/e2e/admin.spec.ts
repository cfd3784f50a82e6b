import { expect, type Page, test } from '@playwright/test'
import { machineAddresses } from '../../src/lib/machine-addresses.mjs'
import { setupToken } from '../../playwright.config'
import { admin, dragBlock, logIn } from './admin-session'
import { behavioursStarted } from './behaviours'

test.describe.configure({ mode: 'serial' })

/** The one-time link opened at another name of this machine than the tests' localhost: it stays at that address. */
async function opensFirstAdminScreen(page: Page, hostname: string) {
  const port = new URL(test.info().project.use.baseURL!).port
  const origin = `http://${hostname}:${port}`
  await page.goto(`${origin}/admin/first-user?token=${setupToken}`)
  await expect(page).toHaveURL(`${origin}/admin/create-first-user`)
  await expect(page.locator('#field-roles')).toContainText('Quản trị viên')
  await expect(page.getByLabel('Mật khẩu mới')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tạo', exact: true })).toBeVisible()
}

test("the one-time link works at 127.0.0.1 and at the machine's own network addresses, as printed for localhost", async ({ page }) => {
  // The machine's IPv4 addresses, when it has any besides loopback (origins for given addresses are unit-tested).
  const own = machineAddresses().filter((candidate) => !candidate.includes(':'))
  for (const hostname of ['127.0.0.1', ...own]) await opensFirstAdminScreen(page, hostname)
})

test('the first-administrator screens open only through the one-time link', async ({ page, request }) => {
  const screen = await request.get('/admin/create-first-user', { maxRedirects: 0 })
  expect(screen.status()).toBe(403)
  expect(await screen.text()).toContain('Cần liên kết dùng một lần')
  expect((await request.post('/api/users/first-register', { data: { email: 'x@y.z', password: 'abcdefgh' } })).status()).toBe(403)
  expect((await request.get('/admin/first-user?token=doan-bua', { maxRedirects: 0 })).status()).toBe(403)
  await page.goto('/admin/first-user?token=doan-bua')
  await expect(page.getByRole('heading', { name: 'Liên kết không hợp lệ' })).toBeVisible()

  await page.goto(`/admin/first-user?token=${setupToken}`)
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  // The form shows the role the first account gets.
  await expect(page.locator('#field-roles')).toContainText('Quản trị viên')
  await expect(page.locator('#field-roles')).not.toContainText('Khách hàng')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Mật khẩu mới').fill(admin.password)
  await page.getByLabel('Xác nhận mật khẩu').fill(admin.password)
  await page.getByRole('button', { name: 'Tạo', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: /Bài viết/ }).first()).toBeVisible()

  // Once an account exists the link opens nothing: it says so, and where to sign in.
  const again = await request.get(`/admin/first-user?token=${setupToken}`, { maxRedirects: 0 })
  expect(again.status()).toBe(403)
  expect(await again.text()).toContain('Đã có tài khoản quản trị')
})

test('a visitor cannot reach the admin or its API', async ({ request }) => {
  const api = await request.post('/api/posts', { data: { title: 'Tấn công', _status: 'published' } })
  expect(api.status()).toBe(403)
  const drafts = await (await request.get('/api/posts?draft=true&where[_status][equals]=draft')).json()
  expect(drafts.docs).toEqual([])
})

test('an editor publishes a new post and visitors see it', async ({ page }) => {
  const title = `Mẹo thử nghiệm ${Date.now()}`
  await logIn(page)

  await page.goto('/admin/collections/posts/create')
  await page.locator('#field-title').fill(title)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  await page.keyboard.type('Đây là nội dung mới được xuất bản từ trang quản trị.')
  await page.getByRole('button', { name: 'Xuất bản', exact: true }).click()
  await expect(page.getByText(/thành công/i).first()).toBeVisible({ timeout: 30_000 })

  const slug = await page.locator('#field-slug').inputValue()
  expect(slug).toMatch(/^meo-thu-nghiem-\d+$/)
  await page.goto(`/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText('Đây là nội dung mới được xuất bản từ trang quản trị.')).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
  await page.goto(`/tim-kiem?s=${encodeURIComponent('meo thu nghiem')}`)
  await expect(page.getByRole('link', { name: title })).toBeVisible()
})

test('a visitor cannot open the builder or save a layout', async ({ request }) => {
  expect((await request.get('/admin/thiet-ke/pages/1', { maxRedirects: 0 })).status()).toBe(403)
  const save = await request.patch('/api/pages/1?draft=true', { data: { layout: { root: { props: {} }, content: [] } } })
  expect(save.status()).toBe(403)
  expect((await request.post('/api/pages', { data: { title: 'Tấn công', _status: 'published' } })).status()).toBe(403)
})

/** The builder page the next tests share: made by drag and drop, then changed and restored. */
const designed = { id: '', slug: '' }

test('an editor lays out a page by drag and drop, publishes it, and visitors see it', async ({ page }) => {
  const title = `Trang thiết kế ${Date.now()}`
  await logIn(page)
  await page.goto('/admin/collections/pages/create')
  await page.locator('#field-title').fill(title)
  await page.getByRole('button', { name: 'Lưu bản nháp' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 30_000 })
  const slug = await page.locator('#field-slug').inputValue()
  designed.slug = slug
  designed.id = page.url().match(/pages\/(\d+)/)![1]

  await page.getByRole('link', { name: 'Thiết kế' }).click()
  await expect(page).toHaveURL(/\/admin\/thiet-ke\/pages\/\d+$/)
  const canvas = page.frameLocator('iframe')
  await dragBlock(page, 'Tiêu đề')
  await expect(canvas.getByRole('heading', { name: 'Tiêu đề mới' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Nội dung' }).fill('Liên hệ với tòa soạn')
  await expect(canvas.getByRole('heading', { name: 'Liên hệ với tòa soạn' })).toBeVisible()

  await dragBlock(page, 'Đoạn văn')
  await page.getByRole('textbox').filter({ hasText: 'Nhập nội dung đoạn văn tại đây.' }).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Gọi tổng đài ')
  await page.getByRole('button', { name: 'Đậm' }).click()
  await page.keyboard.type('1900 1234')
  await expect(canvas.locator('strong', { hasText: '1900 1234' })).toBeVisible()

  await dragBlock(page, 'Hình ảnh')
  await expect(canvas.getByText('Chưa chọn ảnh.')).toBeVisible()
  await page.getByRole('button', { name: 'Chọn ảnh từ Thư viện media' }).click()
  const firstImage = page.locator('table tbody tr:visible').first()
  const alt = (await firstImage.locator('td').first().innerText()).trim()
  await firstImage.click()
  await expect(canvas.getByRole('img', { name: alt })).toBeVisible()

  await page.getByRole('button', { name: 'Xuất bản', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /Đã xuất bản lúc/ })).toBeVisible({ timeout: 30_000 })

  await page.goto(`/${slug}`)
  await expect(page).toHaveTitle(new RegExp(title))
  await expect(page.getByRole('heading', { level: 2, name: 'Liên hệ với tòa soạn' })).toBeVisible()
  await expect(page.getByRole('main').getByText('Gọi tổng đài 1900 1234')).toBeVisible()
  await expect(page.getByRole('main').locator('strong', { hasText: '1900 1234' })).toBeVisible()
  const image = page.getByRole('img', { name: alt })
  await expect(image).toBeVisible()
  // Before the lightbox's script has started, the picture is a plain link to the image file.
  await behavioursStarted(page)
  await image.click()
  const lightbox = page.locator('.yarl__root')
  await expect(lightbox.locator('.yarl__counter')).toHaveText('1 / 1')
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
})

test('restoring an earlier version brings its layout back on the site', async ({ page }) => {
  await logIn(page)
  await page.goto(`/admin/thiet-ke/pages/${designed.id}`)
  await page.frameLocator('iframe').getByRole('heading', { name: 'Liên hệ với tòa soạn' }).click()
  await page.getByRole('textbox', { name: 'Nội dung' }).fill('Tiêu đề đã đổi')
  await page.getByRole('button', { name: 'Xuất bản', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /Đã xuất bản lúc/ })).toBeVisible({ timeout: 30_000 })
  await page.goto(`/${designed.slug}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Tiêu đề đã đổi')

  await page.goto(`/admin/collections/pages/${designed.id}/versions`)
  await page.getByRole('row').filter({ hasText: 'Đã xuất bản trước đây' }).first().getByRole('link').click()
  await page.getByRole('button', { name: 'Khôi phục về phiên bản này' }).click()
  await page.getByRole('button', { name: 'Xác nhận' }).click()
  await expect(page.getByText('Đã khôi phục thành công.')).toBeVisible({ timeout: 30_000 })

  await page.goto(`/${designed.slug}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Liên hệ với tòa soạn')
})
