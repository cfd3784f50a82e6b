import { expect, test } from '@playwright/test'
import { createPublished, dragBlock, layout, signInAsAdmin } from './admin-session'

test.use({ viewport: { width: 1280, height: 800 } })

test('the builder on a 1280 px screen: widgets with icons and a search box, a readable canvas, a top bar that stays one line', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const id = await createPublished(page.request, 'pages', { title: `Bảng widget ${Date.now()}`, layout: layout() })
  await page.goto(`/admin/thiet-ke/pages/${id}`)
  const items = page.locator('[data-puck-drawer-item]:visible')
  await expect(items.first()).toBeVisible({ timeout: 30_000 })
  // Every widget in the panel has its icon.
  expect(await items.count()).toBeGreaterThan(40)
  expect(await items.locator('svg.widget-item__icon').count()).toBe(await items.count())

  // The canvas opens at the narrowest desktop (1025 px), shown at 70 % or more, not a wide desktop shrunk to half.
  const frame = page.locator('iframe')
  await expect
    .poll(() =>
      frame.evaluate((element) => element.getBoundingClientRect().width / (element as HTMLIFrameElement).offsetWidth),
    )
    .toBeGreaterThanOrEqual(0.7)
  expect(await frame.evaluate((element) => (element as HTMLIFrameElement).offsetWidth)).toBe(1025)

  // Searching without accents: "anh" finds the picture widgets, not the button.
  const search = page.getByRole('searchbox', { name: 'Tìm widget' })
  await search.fill('anh')
  await expect(items.filter({ hasText: 'Hình ảnh' }).first()).toBeVisible()
  await expect(items.filter({ hasText: 'Trình chiếu ảnh' }).first()).toBeVisible()
  await expect(items.filter({ hasText: 'Nút bấm' })).toHaveCount(0)
  await search.fill('xyz')
  await expect(page.getByRole('status').filter({ hasText: 'Không có widget nào khớp “xyz”.' })).toBeVisible()
  // A widget found is dragged onto the canvas as from the categories.
  await search.fill('tieu de')
  await dragBlock(page, 'Tiêu đề')
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Tiêu đề mới' })).toBeVisible()
  await search.fill('')
  await expect(items.filter({ hasText: 'Nút bấm' }).first()).toBeVisible()

  // Publishing writes its time on the top bar, which stays one line.
  const bar = page.locator('.builder-editor__actions')
  const before = (await bar.boundingBox())!.height
  await page.getByRole('button', { name: 'Xuất bản' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Đã xuất bản lúc/ })).toBeVisible({ timeout: 30_000 })
  expect((await bar.boundingBox())!.height).toBe(before)
  expect(before).toBeLessThan(48)
})
