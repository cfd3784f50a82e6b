import { expect, type Page, test } from '@playwright/test'
import { createPublished, dragBlock, layout, signInAsAdmin } from './admin-session'

async function openBuilder(page: Page): Promise<number> {
  await signInAsAdmin(page)
  const id = await createPublished(page.request, 'pages', { title: `Bố cục chưa lưu ${Date.now()}`, layout: layout() })
  await page.goto(`/admin/thiet-ke/pages/${id}`)
  await expect(page.locator('[data-puck-drawer-item]:visible').first()).toBeVisible({ timeout: 30_000 })
  return id
}

test('leaving the builder with unsaved changes asks first; without changes it does not', async ({ page }) => {
  await openBuilder(page)
  const back = page.getByRole('link', { name: 'Quay lại' })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  await dragBlock(page, 'Tiêu đề')
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Tiêu đề mới' })).toBeVisible()
  await expect(page.getByText('Chưa lưu', { exact: true })).toBeVisible()
  await back.click()
  await expect.poll(() => dialogs).toEqual(['Bố cục có thay đổi chưa lưu. Rời trang và bỏ các thay đổi này?'])
  await expect(page).toHaveURL(/\/admin\/thiet-ke\/pages\/\d+$/)

  await page.getByRole('button', { name: 'Lưu nháp' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Đã lưu nháp lúc/ })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Chưa lưu', { exact: true })).toBeHidden()
  await back.click()
  await expect(page).not.toHaveURL(/thiet-ke/)
  expect(dialogs).toHaveLength(1)
})

test('opening a layout and leaving it untouched asks nothing, even when the editor fills in newer widget settings', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const found = await (await page.request.get('/api/pages?where[slug][equals]=tien-ich&depth=0')).json()
  await page.goto(`/admin/thiet-ke/pages/${found.docs[0].id}`)
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Tiện ích trên trang' })).toBeVisible({
    timeout: 30_000,
  })
  await page.waitForTimeout(1500)
  await expect(page.getByText('Chưa lưu', { exact: true })).toBeHidden()
  let asked = false
  page.on('dialog', (dialog) => {
    asked = true
    void dialog.dismiss()
  })
  await page.getByRole('link', { name: 'Quay lại' }).click()
  await expect(page).not.toHaveURL(/thiet-ke/)
  expect(asked).toBe(false)
})

test('unsaved changes are saved as a draft after 30 seconds', async ({ page }) => {
  await page.clock.install()
  const id = await openBuilder(page)
  await dragBlock(page, 'Tiêu đề')
  await expect(page.getByText('Chưa lưu', { exact: true })).toBeVisible()
  await page.clock.fastForward(31_000)
  await expect(page.getByRole('status').filter({ hasText: /Đã tự lưu nháp lúc/ })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Chưa lưu', { exact: true })).toBeHidden()
  const draft = await (await page.request.get(`/api/pages/${id}?draft=true&depth=0`)).json()
  expect(JSON.stringify(draft.layout)).toContain('Tiêu đề mới')
  const published = await (await page.request.get(`/api/pages/${id}?depth=0`)).json()
  expect(JSON.stringify(published.layout)).not.toContain('Tiêu đề mới')
})
