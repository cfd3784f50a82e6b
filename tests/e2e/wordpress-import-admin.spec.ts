import fs from 'node:fs'
import path from 'node:path'
import { type Browser, expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'

test.describe.configure({ mode: 'serial' })

const EXPORT = path.resolve('tests/fixtures/wordpress/export-1.2.xml')
const editor = { email: 'bientap-nhap-wp@thuthuat.test', password: 'Mat-khau-bien-tap-2026' }

/** A browser signed in as the administrator, or as a new account with `role`. */
async function signedIn(browser: Browser, baseURL: string, role?: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInAsAdmin(page)
  if (role) {
    const created = await page.request.post('/api/users', { data: { ...editor, roles: [role] } })
    expect([201, 400]).toContain(created.status())
    await page.request.post('/api/users/logout')
    expect((await page.request.post('/api/users/login', { data: editor })).ok()).toBe(true)
  }
  return { page, close: () => context.close() }
}

test('an administrator imports a WordPress export from the admin and reads its report', async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await signedIn(browser, baseURL!)
  page.setDefaultTimeout(15_000)
  await page.goto('/admin')
  // Below 1440 px Payload's nav starts closed: opened as a person would, once the admin has started.
  const template = page.locator('.template-default')
  await expect(template).toHaveClass(/template-default--nav-hydrated/)
  if (!/template-default--nav-open/.test((await template.getAttribute('class')) ?? '')) {
    await page.getByRole('button', { name: 'Mở Menu' }).first().click()
    await expect(template).toHaveClass(/template-default--nav-open/)
  }
  await page.getByRole('link', { name: 'Nhập từ WordPress' }).click()
  await expect(page).toHaveURL(/\/admin\/nhap-wordpress$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nhập từ WordPress' })).toBeVisible()
  await expectNoAxeViolations(page, '.wp-import')

  // Nothing chosen: told so, nothing sent.
  const screen = page.locator('.wp-import')
  await page.getByRole('button', { name: 'Bắt đầu nhập' }).click()
  await expect(screen.getByRole('alert')).toHaveText('Hãy chọn tệp xuất WordPress (.xml) để nhập.')

  await page.getByLabel('Tệp xuất WordPress (.xml)').setInputFiles(EXPORT)
  await page.getByRole('button', { name: 'Bắt đầu nhập' }).click()
  // The progress while it runs (the media on the example address take a few tries), then the report.
  await expect(page.getByRole('progressbar', { name: 'Tiến độ nhập' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: /Đã xử lý \d+\/\d+ mục · media: tải được \d+, lỗi \d+/ }),
  ).toBeVisible()
  const counts = page.getByRole('region', { name: 'Số mục theo loại' })
  await expect(counts).toBeVisible({ timeout: 60_000 })
  await expect(counts.getByRole('row', { name: /^Bài viết/ }).getByRole('cell')).toHaveText(['5', '5', '0', '0', '0'])
  await expect(counts.getByRole('row', { name: /^Trang/ }).getByRole('cell')).toHaveText(['2', '2', '0', '0', '0'])
  const lines = page.getByRole('region', { name: 'Các mục bỏ qua, lỗi và ghi chú' })
  await expect(lines.getByRole('row').filter({ hasText: 'Bỏ qua' }).first()).toBeVisible()
  await expectNoAxeViolations(page, '.wp-import')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Tải báo cáo CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^bao-cao-nhap-wordpress-\d{4}-\d{2}-\d{2}\.csv$/)
  const file = fs.readFileSync(await download.path(), 'utf8')
  expect(file.startsWith('\uFEFFLoại,Mã WordPress,Kết quả,Chi tiết\r\n')).toBe(true)
  expect(file).toContain('Bài viết,,Tổng,tìm thấy 5; đã nhập 5; đã có từ lần trước 0; bỏ qua 0; lỗi 0')

  // A reload shows the last report again.
  await page.reload()
  await expect(counts.getByRole('row', { name: /^Bài viết/ })).toBeVisible()

  // The imported post is on the site at its slug.
  await page.goto('/cach-chup-man-hinh-iphone')
  await expect(page.getByRole('heading', { level: 1, name: 'Cách chụp màn hình iPhone' })).toBeVisible()
  await close()
})

test('an editor has no “Nhập từ WordPress”: no link, a refusal, no endpoint', async ({ browser, baseURL }) => {
  const { page, close } = await signedIn(browser, baseURL!, 'editor')
  await page.goto('/admin')
  await expect(page.locator('#nav-posts')).toBeAttached()
  await expect(page.getByRole('link', { name: 'Nhập từ WordPress' })).toHaveCount(0)
  await page.goto('/admin/nhap-wordpress')
  await expect(page.getByText('Chỉ quản trị viên được nhập dữ liệu từ WordPress.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bắt đầu nhập' })).toHaveCount(0)
  const status = await page.request.get('/api/wordpress-import/status')
  expect(status.status()).toBe(403)
  expect((await status.json()).errors[0].message).toBe('Chỉ quản trị viên được nhập dữ liệu từ WordPress.')
  await close()
})
