import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

test('finds an article from an unaccented query, title matches first, with highlights', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('searchbox', { name: 'Từ khoá tìm kiếm' }).first()
  await page.setViewportSize({ width: 1280, height: 900 })
  await box.fill('chup man hinh')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/tim-kiem\?s=chup\+man\+hinh$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả tìm kiếm cho “chup man hinh”')
  await expect(page.getByRole('status')).toHaveText(/Tìm thấy \d+ bài viết/)
  const titles = page.locator('.search-result__title')
  await expect(titles.first()).toContainText(/chụp màn hình/i)
  await expect(titles.first().locator('mark').first()).toHaveText(/chụp/i)
  await expect(page.getByRole('link', { name: 'Cách chụp màn hình iPhone' })).toBeVisible()
})

test('dien thoai finds điện thoại', async ({ page }) => {
  await page.goto('/tim-kiem?s=dien%20thoai')
  await expect(page.locator('.search-result mark').first()).toHaveText(/điện/i)
})

test('/?s= redirects to the search page', async ({ page }) => {
  await page.goto('/?s=zalo')
  await expect(page).toHaveURL(/\/tim-kiem\?s=zalo$/)
  await expect(page.getByRole('link', { name: /Zalo/ }).first()).toBeVisible()
})

test('no results and hostile queries get the friendly empty state', async ({ page }) => {
  await page.goto(`/tim-kiem?s=${encodeURIComponent('<script>alert(1)</script> "NEAR(')}`)
  await expect(page.getByText(/Không tìm thấy bài viết nào cho/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'iPhone' }).last()).toBeVisible()
  await page.goto('/tim-kiem')
  await expect(page.getByText(/^Nhập từ khoá, ví dụ “chụp màn hình”/)).toBeVisible()
})

test('the search page has no accessibility violations', async ({ page }) => {
  await page.goto('/tim-kiem?s=pin')
  await expectNoAxeViolations(page)
})
