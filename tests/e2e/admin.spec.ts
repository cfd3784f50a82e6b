import { expect, test } from '@playwright/test'
import { dragBlock, logIn } from './admin-session'
import { behavioursStarted } from './behaviours'

test.describe.configure({ mode: 'serial' })

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
  const save = await request.patch('/api/pages/1?draft=true', {
    data: { layout: { root: { props: {} }, content: [] } },
  })
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
