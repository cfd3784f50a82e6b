import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'

const editor = { email: 'bientap-toa-soan@thuthuat.test', password: 'Mat-khau-bien-tap-2026' }

test('the admin is the site’s newsroom: its brand, the numbers, the latest drafts and a link to the site', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.context().clearCookies()
  await page.goto('/admin/login')
  await expect(page.locator('.admin-logo')).toContainText('Thủ Thuật Điện Thoại')
  await expect(page.locator('.admin-logo')).toContainText('Trang quản trị')
  await signInAsAdmin(page)
  const title = `Bản nháp tòa soạn ${Date.now()}`
  expect((await page.request.post('/api/posts?draft=true', { data: { title, _status: 'draft' } })).ok()).toBe(true)
  // Published and dated now or earlier: posts published with a future date count as scheduled.
  const live = `where[and][0][_status][equals]=published&where[and][1][publishedAt][less_than_equal]=${new Date().toISOString()}`
  const published = (await (await page.request.get(`/api/posts?limit=0&${live}`)).json()).totalDocs

  await page.goto('/admin')
  const newsroom = page.getByRole('region', { name: 'Tòa soạn' })
  await expect(newsroom.getByRole('link', { name: `${published} Đã xuất bản` })).toHaveAttribute(
    'href',
    /where\[and\]\[0\]\[_status\]\[equals\]=published&where\[and\]\[1\]\[publishedAt\]\[less_than_equal\]=/,
  )
  await expect(newsroom.getByRole('link', { name: /^\d+ Bản nháp$/ })).toBeVisible()
  await expect(newsroom.getByText('Đã lên lịch')).toBeVisible()
  await expect(newsroom.getByRole('link', { name: 'Xem trang' })).toHaveAttribute('href', '/')
  await newsroom.getByRole('link', { name: title }).click()
  await expect(page.locator('#field-title')).toHaveValue(title)
  // Payload's "Xuất bản tài liệu" reads as a newsroom would say it.
  await expect(page.getByRole('button', { name: 'Xuất bản', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Xuất bản tài liệu' })).toHaveCount(0)
})

test('only administrators see a document’s API tab', async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page)
  const created = await page.request.post('/api/users', { data: { ...editor, roles: ['editor'] } })
  expect([201, 400]).toContain(created.status())
  const [post] = (await (await page.request.get('/api/posts?limit=1&depth=0')).json()).docs
  await page.goto(`/admin/collections/posts/${post.id}`)
  await expect(page.getByRole('link', { name: 'API', exact: true })).toBeVisible()

  const editorContext = await browser.newContext({ baseURL })
  const editorPage = await editorContext.newPage()
  expect((await editorPage.request.post('/api/users/login', { data: editor })).ok()).toBe(true)
  await editorPage.goto(`/admin/collections/posts/${post.id}`)
  await expect(editorPage.locator('#field-title')).toHaveValue(post.title)
  await expect(editorPage.getByRole('link', { name: 'Phiên bản' })).toBeVisible()
  await expect(editorPage.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
  await editorContext.close()
})

test('the media library is a grid of thumbnails with titles, searchable by alt text', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/collections/media')
  const cards = page.locator('.collection-list--media tbody tr')
  await expect(cards.first()).toBeVisible()
  // Cards side by side: the first row of the grid holds several.
  const [first, second] = await cards.evaluateAll((rows) =>
    rows.slice(0, 2).map((row) => row.getBoundingClientRect().top),
  )
  expect(second).toBe(first)
  // A picture's card (other specs upload videos too, which have no thumbnail) shows it across the card's width (not
  // Payload's 40 px table thumbnail).
  const pictureCard = cards.filter({ has: page.locator('img') }).first()
  await expect(pictureCard.locator('img')).toBeVisible()
  const card = (await pictureCard.boundingBox())!
  const picture = (await pictureCard.locator('img').boundingBox())!
  expect(picture.width).toBeGreaterThan(card.width * 0.9)
  await expect(pictureCard.locator('.cell-title')).not.toBeEmpty()

  const search = page.getByPlaceholder(/Tìm với/)
  await search.fill('Tình trạng pin')
  await expect(page).toHaveURL(/search=/)
  await expect(cards.first().locator('.cell-alt')).toContainText(/Tình trạng pin/i)
})

test('menu rows read as their links, and a link points at a category rather than a typed address', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/admin/globals/navigation')
  const rows = page.locator('#field-main > .array-field__draggable-rows > div')
  await expect(page.locator('#field-main').getByText('iPhone', { exact: true }).first()).toBeVisible()
  await expect(page.locator('#field-main').getByText('Pin và sạc', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/Main 0\d|Footer 0\d/)).toHaveCount(0)
  await page
    .locator('#field-main')
    .getByRole('button', { name: /iPhone/ })
    .first()
    .click()
  await expect(page.getByRole('radio', { name: 'Nội dung trên trang' }).first()).toBeChecked()
  await expect(page.locator('#field-main__0__target')).toContainText('iPhone')
  expect(await rows.count()).toBeGreaterThan(3)
})

test('the menus save with a row added and left empty (it is not kept), and a half-filled row is named in Vietnamese, one line', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin/globals/navigation')
  const footer = page.locator('#field-footer')
  const rowsBefore = await footer.locator('.array-field__draggable-rows > div').count()
  await footer.getByRole('button', { name: /Thêm:? Liên kết/ }).click()
  await expect(footer.locator('.array-field__draggable-rows > div')).toHaveCount(rowsBefore + 1)
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/thành công/i)
  await page.reload()
  await expect(page.locator('#field-footer .array-field__draggable-rows > div')).toHaveCount(rowsBefore)

  await page
    .locator('#field-footer')
    .getByRole('button', { name: /Thêm:? Liên kết/ })
    .click()
  await page.locator(`#field-footer__${rowsBefore}__label`).fill('Pin và sạc')
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  const toast = page.locator('.payload-toast-container')
  await expect(toast).toContainText('Chưa lưu được, vì trường này chưa hợp lệ')
  await expect(toast).toContainText('Bài viết / trang / chuyên mục / thẻ')
  await expect(toast.locator('[data-testid="field-errors"] li')).toHaveCount(0)
  await expect(toast).not.toContainText(/field/i)
})

test('the dashboard shows the shop first things: orders to handle, today’s orders and revenue, new form submissions, stock running out', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const created = await page.request.post('/api/products', {
    // A draft: the shop's pages (which other specs read) never list it.
    data: {
      name: `Cáp sắp hết ${Date.now()}`,
      regularPrice: 90_000,
      manageStock: true,
      stockQuantity: 1,
      _status: 'draft',
    },
  })
  expect(created.ok()).toBe(true)
  const product = await created.json()
  await page.goto('/admin')
  const newsroom = page.getByRole('region', { name: 'Tòa soạn' })
  const shop = newsroom.getByRole('list', { name: 'Cửa hàng và biểu mẫu' })
  await expect(shop.getByRole('link', { name: /^\d+ Đơn cần xử lý$/ })).toHaveAttribute(
    'href',
    /where\[status\]\[in\]\[0\]=processing/,
  )
  await expect(shop.getByRole('link', { name: /^\d+ Đơn hôm nay$/ })).toBeVisible()
  await expect(shop.getByText(/^[\d.]+\s₫$/)).toBeVisible()
  await expect(shop.getByText('Doanh thu hôm nay')).toBeVisible()
  await expect(shop.getByRole('link', { name: /^\d+ Bài gửi biểu mẫu mới$/ })).toHaveAttribute(
    'href',
    /form-submissions\?where\[status\]\[equals\]=new/,
  )
  await expect(newsroom.getByRole('link', { name: product.doc.name })).toHaveAttribute(
    'href',
    `/admin/collections/products/${product.doc.id}`,
  )
  await expect(newsroom.getByText('Còn 1', { exact: true }).first()).toBeVisible()

  // A product without pictures is saved, with a word that the shop will show a placeholder.
  await newsroom.getByRole('link', { name: product.doc.name }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Sản phẩm chưa có ảnh' })).toBeVisible()
  expect((await page.request.delete(`/api/products/${product.doc.id}`)).ok()).toBe(true)
})
