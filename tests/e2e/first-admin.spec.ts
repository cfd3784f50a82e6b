import { expect, type Page, test } from '@playwright/test'
import { machineAddresses } from '../../src/lib/machine-addresses.mjs'
import { admin } from './admin-session'
import { setupToken } from './sites'

// The first spec on a fresh site (playwright.config.ts runs it before the others): no account exists yet.
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

test("the one-time link works at 127.0.0.1 and at the machine's own network addresses, as printed for localhost", async ({
  page,
}) => {
  // The machine's IPv4 addresses, when it has any besides loopback (origins for given addresses are unit-tested).
  const own = machineAddresses().filter((candidate) => !candidate.includes(':'))
  for (const hostname of ['127.0.0.1', ...own]) await opensFirstAdminScreen(page, hostname)
})

test('the first-administrator screens open only through the one-time link', async ({ page, request }) => {
  const screen = await request.get('/admin/create-first-user', { maxRedirects: 0 })
  expect(screen.status()).toBe(403)
  expect(await screen.text()).toContain('Cần liên kết dùng một lần')
  expect(
    (await request.post('/api/users/first-register', { data: { email: 'x@y.z', password: 'abcdefgh' } })).status(),
  ).toBe(403)
  expect((await request.get('/admin/first-user?token=doan-bua', { maxRedirects: 0 })).status()).toBe(403)
  await page.goto('/admin/first-user?token=doan-bua')
  await expect(page.getByRole('heading', { name: 'Liên kết không hợp lệ' })).toBeVisible()

  await page.goto(`/admin/first-user?token=${setupToken}`)
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  // The form shows the role the first account gets.
  await expect(page.locator('#field-roles')).toContainText('Quản trị viên')
  await expect(page.locator('#field-roles')).not.toContainText('Khách hàng')
  // The admin's form works once its scripts have run: typed or clicked before, the account was not made (a busy CI).
  await page.waitForLoadState('networkidle')
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
