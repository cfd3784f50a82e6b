import { expect, test } from '@playwright/test'
import { setupToken } from '../../playwright.config'

const admin = { email: 'quantri@thuthuat.test', password: 'Mat-khau-that-dai-2026' }

test.describe.configure({ mode: 'serial' })

test('the first-administrator screens open only through the one-time link', async ({ page, request }) => {
  expect((await request.get('/admin/create-first-user', { maxRedirects: 0 })).status()).toBe(403)
  expect((await request.post('/api/users/first-register', { data: { email: 'x@y.z', password: 'abcdefgh' } })).status()).toBe(403)
  expect((await request.get('/admin/first-user?token=doan-bua', { maxRedirects: 0 })).status()).toBe(403)

  await page.goto(`/admin/first-user?token=${setupToken}`)
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Mật khẩu mới').fill(admin.password)
  await page.getByLabel('Xác nhận mật khẩu').fill(admin.password)
  await page.getByRole('button', { name: 'Tạo', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: /Bài viết/ }).first()).toBeVisible()
})

test('a visitor cannot reach the admin or its API', async ({ request }) => {
  const api = await request.post('/api/posts', { data: { title: 'Tấn công', _status: 'published' } })
  expect(api.status()).toBe(403)
  const drafts = await (await request.get('/api/posts?draft=true&where[_status][equals]=draft')).json()
  expect(drafts.docs).toEqual([])
})

test('an editor publishes a new post and visitors see it', async ({ page }) => {
  const title = `Mẹo thử nghiệm ${Date.now()}`
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Mật khẩu').fill(admin.password)
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

  await page.goto('/admin/collections/posts/create')
  await page.locator('#field-title').fill(title)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  await page.keyboard.type('Đây là nội dung mới được xuất bản từ trang quản trị.')
  await page.getByRole('button', { name: 'Xuất bản tài liệu' }).click()
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
