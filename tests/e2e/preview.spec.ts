import { expect, test } from '@playwright/test'
import { block, layout, signInAsAdmin } from './admin-session'
import { createPopup } from './popup-helpers'

/** A draft post made through the REST API by the administrator signed in in `page`'s browser context. */
async function createDraft(page: import('@playwright/test').Page, title: string, slug: string): Promise<number> {
  const response = await page.request.post('/api/posts?draft=true', {
    data: { title, slug, excerpt: 'Bản nháp chưa xuất bản.', _status: 'draft' },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).doc.id
}

test('"Bản xem trước" shows a saved draft to its editor, with a bar back to the editor; visitors still get 404', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const stamp = Date.now()
  const title = `Bản nháp xem trước ${stamp}`
  const slug = `ban-nhap-xem-truoc-${stamp}`
  const id = await createDraft(page, title, slug)

  const visitor = await browser.newPage()
  expect((await visitor.goto(`/${slug}`))!.status()).toBe(404)

  await page.goto(`/admin/collections/posts/${id}`)
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Bản xem trước' }).click(),
  ])
  await expect(preview).toHaveURL(new RegExp(`/${slug}$`))
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
  const bar = preview.getByRole('complementary', { name: 'Bản xem trước' })
  await expect(bar).toContainText('Bản nháp: bạn đọc chưa thấy')
  await expect(bar.getByRole('link', { name: 'Quay lại trình sửa' })).toHaveAttribute(
    'href',
    `/admin/collections/posts/${id}`,
  )
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The draft has no text yet, so no headings: no empty table of contents.
  await expect(preview.getByRole('navigation', { name: 'Mục lục' })).toHaveCount(0)

  // The draft never reaches visitors, even once previewed, nor any cache.
  expect((await visitor.goto(`/${slug}`))!.status()).toBe(404)
  await visitor.close()

  await bar.getByRole('link', { name: 'Thoát xem trước' }).click()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang')
})

test('a preview leaves out the site’s popups until the editor asks for them from the bar', async ({ page }) => {
  await signInAsAdmin(page)
  const stamp = Date.now()
  const slug = `trang-nhap-cua-so-${stamp}`
  const draft = await page.request.post('/api/pages?draft=true', {
    data: {
      title: `Trang nháp ${stamp}`,
      slug,
      _status: 'draft',
      layout: layout(block('Heading', { text: `Trang nháp ${stamp}`, level: 'h1' })),
    },
  })
  expect(draft.status()).toBe(201)
  const pageId = (await draft.json()).doc.id
  await createPopup(page.request, pageId, 'Ưu đãi khi xem trước', { triggers: { page_load: true, page_load_delay: 0 } })

  await page.goto(`/xem-truoc?loai=pages&id=${pageId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trang nháp ${stamp}`)
  const dialog = page.getByRole('dialog', { name: 'Ưu đãi khi xem trước' })
  await expect(page.locator('dialog')).toHaveCount(0)

  const bar = page.getByRole('complementary', { name: 'Bản xem trước' })
  await bar.getByRole('link', { name: 'Hiện cửa sổ bật lên' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await bar.getByRole('link', { name: 'Ẩn cửa sổ bật lên' }).click()
  await expect(bar.getByRole('link', { name: 'Hiện cửa sổ bật lên' })).toBeVisible()
  await expect(page.locator('dialog')).toHaveCount(0)
})

test('the preview link asks visitors to sign in and refuses bad links', async ({ request }) => {
  const anonymous = await request.get('/xem-truoc?loai=posts&id=1', { maxRedirects: 0 })
  expect(anonymous.status()).toBe(303)
  expect(anonymous.headers().location).toMatch(/\/admin\/login\?redirect=%2Fxem-truoc%3Floai%3Dposts%26id%3D1$/)
  for (const query of ['loai=users&id=1', 'loai=posts&id=abc', 'loai=posts', '']) {
    const bad = await request.get(`/xem-truoc?${query}`, { maxRedirects: 0 })
    expect(bad.status(), query).toBe(400)
    expect(await bad.text()).toContain('Liên kết xem trước không hợp lệ')
  }
})

test('the live preview beside the post form shows the draft and follows each save', async ({ page }) => {
  await signInAsAdmin(page)
  const stamp = Date.now()
  const id = await createDraft(page, `Xem trực tiếp ${stamp}`, `xem-truc-tiep-${stamp}`)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/admin/collections/posts/${id}`)
  await page.getByRole('button', { name: 'Xem trước', exact: true }).click()
  const frame = page.frameLocator('#live-preview-iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Xem trực tiếp ${stamp}`, { timeout: 30_000 })

  await page.locator('#field-title').fill(`Xem trực tiếp ${stamp} – đã sửa`)
  await page.getByRole('button', { name: 'Lưu bản nháp' }).click()
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Xem trực tiếp ${stamp} – đã sửa`, {
    timeout: 30_000,
  })
})
