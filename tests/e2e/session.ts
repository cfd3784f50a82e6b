import { expect, type Page } from '@playwright/test'

/** The administrator admin.spec.ts creates through the one-time link; later spec files log in as them. */
export const admin = { email: 'quantri@thuthuat.test', password: 'Mat-khau-that-dai-2026' }

export async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Mật khẩu').fill(admin.password)
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}
