import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { docs, signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted, formStarted } from './behaviours'
import { fillBuyer } from './shop-checkout'

test.describe.configure({ mode: 'serial' })
test.use({ actionTimeout: 10_000 })

/** A site laid out with Elementor and selling with WooCommerce: its export and a copy of its uploads. */
const OLD_SITE = path.resolve('tests/fixtures/wordpress/elementor-site')
const PAGE = '/sua-dien-thoai-nhanh'
const PRODUCT = '/san-pham/op-lung-iphone-16-trong-suot'

/** The old site's uploads served on this machine, as a copy of WordPress under XAMPP or LocalWP serves them. */
async function serveUploads(): Promise<{ address: string; close: () => void }> {
  const root = path.join(OLD_SITE, 'uploads')
  const server = http.createServer((request, response) => {
    const file = path.join(root, path.normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname)))
    if (!file.startsWith(`${root}/`) || !fs.existsSync(file)) return void response.writeHead(404).end()
    response.writeHead(200).end(fs.readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

/** Whether an image has been downloaded and drawn. */
const drawn = (page: Page, name: string) =>
  page.getByRole('img', { name, exact: true }).evaluate((image: HTMLImageElement) => image.naturalWidth > 0)

test('an administrator imports the Elementor and WooCommerce site, with its media from a local copy', async ({
  page,
}) => {
  const uploads = await serveUploads()
  await signInAsAdmin(page)
  await page.goto('/admin/nhap-wordpress')
  await page.getByLabel('Tệp xuất WordPress (.xml)').setInputFiles(path.join(OLD_SITE, 'export.xml'))
  await page.getByLabel('Lấy media từ địa chỉ (không bắt buộc)').fill(uploads.address)
  await page.getByRole('button', { name: 'Bắt đầu nhập' }).click()
  // The report of this import (the screen opened on the last one's, if the site had another).
  await expect(page.getByText('Trang gốc: https://thuthuat.vn', { exact: true })).toBeVisible({ timeout: 60_000 })
  uploads.close()
  await expect(page.getByText(/^Media: tải được 6, lỗi 0\./)).toBeVisible()
  const counts = page.getByRole('region', { name: 'Số mục theo loại' })
  for (const [kind, found] of [
    [/^Trang/, '1'],
    [/^Sản phẩm/, '1'],
  ] as const)
    await expect(counts.getByRole('row', { name: kind }).getByRole('cell')).toHaveText([found, found, '0', '0', '0'])
})

test('the imported Elementor page renders with its sections, images and carousel, and its popup opens on load', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(PAGE)
  await behavioursStarted(page)
  // The popup (named by its title), shown on this page only, one second after it loads.
  const popup = page.getByRole('dialog', { name: 'Mẹo giữ pin bền' })
  await expect(popup).toBeVisible({ timeout: 5_000 })
  await expect(popup.getByRole('heading', { name: 'Tặng bạn 10 mẹo giữ pin bền' })).toBeVisible()
  await expect(popup).toContainText('Tải bản PDF miễn phí, đọc trong 3 phút.')
  await popup.getByRole('button', { name: /Đóng/ }).click()
  await expect(popup).toBeHidden()

  await expect(page.getByRole('heading', { name: 'Điện thoại chậm? Sửa trong 5 phút' })).toBeVisible()
  for (const name of ['Pin bền hơn', 'An toàn hơn', 'Nhanh hơn'])
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  expect(await drawn(page, 'Minh họa điện thoại')).toBe(true)
  await expect(page.getByRole('link', { name: 'Xem 10 mẹo hay nhất' })).toHaveAttribute('href', '/10-meo-dien-thoai/')

  // The image carousel: its four steps, three in view, moved by its arrow.
  const carousel = page.locator('.swiper').filter({ has: page.getByRole('img', { name: 'Bước 1: mở Cài đặt' }) })
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.getByRole('img', { name: /^Bước \d/ })).toHaveCount(4)
  const active = carousel.locator('.swiper-slide-active')
  const first = await active.getAttribute('aria-label')
  await carousel.locator('..').getByRole('button', { name: 'Trang chiếu sau' }).first().click()
  await expect(active).not.toHaveAttribute('aria-label', first ?? '')
  expect(await drawn(page, 'Bước 2: chọn Pin')).toBe(true)

  // The page's heading levels are its author's (an h3 under the h1), kept as they were in Elementor.
  await expectNoAxeViolations(page, undefined, { allow: ['heading-order'] })
  // Another page of the site has no popup.
  await page.goto('/gioi-thieu')
  await page.waitForTimeout(1_500)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the imported form takes a reader’s e-mail and stores it', async ({ page }) => {
  await page.goto(PAGE)
  await behavioursStarted(page)
  await page.getByRole('dialog').getByRole('button', { name: /Đóng/ }).click()
  const form = page.getByRole('form', { name: 'Nhận bản tin' })
  await formStarted(form)
  await form.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true')
  await form.getByRole('textbox', { name: /E-mail/ }).fill('doc-gia-nhap@vidu.vn')
  await form.getByRole('checkbox', { name: 'Tôi muốn nhận bản tin hằng tuần' }).check()
  await form.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(form.getByRole('status')).toContainText('Cảm ơn bạn!')

  await signInAsAdmin(page)
  const [latest] = await docs<{ formName: string; answers: { fieldId: string; value: string }[] }>(
    page.request,
    '/api/form-submissions?sort=-createdAt&limit=1',
  )
  expect(latest.formName).toBe('Nhận bản tin')
  expect(latest.answers.find((answer) => answer.fieldId === 'email')?.value).toBe('doc-gia-nhap@vidu.vn')
})

test('the imported product keeps its old address and can be bought, delivered to a ward', async ({ page }) => {
  const old = await page.request.get('/product/op-lung-iphone-16-trong-suot/', { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toMatch(new RegExp(`${PRODUCT}$`))

  await page.goto(PRODUCT)
  await behavioursStarted(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Ốp lưng iPhone 16 trong suốt' })).toBeVisible()
  await expect(page.locator('main')).toContainText('129.000')
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'vào giỏ hàng.' })).toBeVisible()

  await page.goto('/thanh-toan')
  await behavioursStarted(page)
  await fillBuyer(page, 'mua-op-lung@vidu.vn', 'Trần Văn Bình')
  await page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
  await page.getByRole('button', { name: 'Đặt hàng' }).click()
  await expect(page).toHaveURL(/\/thanh-toan\/don-hang\/TT-\d+/)
  await expect(page.locator('main')).toContainText('Ốp lưng iPhone 16 trong suốt')

  await signInAsAdmin(page)
  const [product] = await docs<{ stockQuantity: number | null }>(
    page.request,
    '/api/products?where[slug][equals]=op-lung-iphone-16-trong-suot',
  )
  expect(product.stockQuantity).toBe(24)
})
