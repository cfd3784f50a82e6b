import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { block, createPublished, docs, layout, logIn } from './admin-session'

test.describe.configure({ mode: 'serial' })

const headerPosition = (page: Page) =>
  page.locator('header[data-template-id]').evaluate((header) => getComputedStyle(header).position)

test('a visitor can neither open a template in the builder nor change one', async ({ request }) => {
  const [header] = await docs<{ id: number }>(request, '/api/templates?where[kind][equals]=header')
  expect((await request.get(`/admin/thiet-ke/templates/${header.id}`, { maxRedirects: 0 })).status()).toBe(403)
  expect((await request.patch(`/api/templates/${header.id}`, { data: { sticky: [] } })).status()).toBe(403)
  expect(
    (
      await request.post('/api/templates', { data: { title: 'Tấn công', kind: 'header', _status: 'published' } })
    ).status(),
  ).toBe(403)
})

test('the header and footer are builder templates, and the header sticks only on the devices chosen', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  const header = page.locator('header[data-template-id]')
  await expect(header.getByRole('link', { name: 'Thủ Thuật Điện Thoại – trang chủ' })).toBeVisible()
  await expect(
    header.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'iPhone' }),
  ).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Chuyên mục' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Thủ Thuật Điện Thoại`)
  expect(await headerPosition(page)).toBe('sticky')

  await logIn(page)
  const [template] = await docs<{ id: number }>(page.request, '/api/templates?where[kind][equals]=header')
  const stickOn = async (sticky: string[]) =>
    expect(
      (await page.request.patch(`/api/templates/${template.id}`, { data: { sticky, _status: 'published' } })).ok(),
    ).toBe(true)
  await stickOn(['desktop'])
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await visitor.goto('/')
  expect(await headerPosition(visitor)).toBe('relative')
  await visitor.setViewportSize({ width: 1280, height: 900 })
  expect(await headerPosition(visitor)).toBe('sticky')
  await visitor.close()
  await stickOn(['desktop', 'tablet', 'mobile'])
})

test('an editor opens a template in the builder and sees the site header in the canvas', async ({ page }) => {
  await logIn(page)
  const [header] = await docs<{ id: number }>(page.request, '/api/templates?where[kind][equals]=header')
  await page.goto(`/admin/collections/templates/${header.id}`)
  await page.getByRole('link', { name: 'Thiết kế' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/thiet-ke/templates/${header.id}$`))
  const canvas = page.frameLocator('iframe')
  await expect(
    canvas.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Bảo mật' }),
  ).toBeVisible()
  await expect(canvas.getByRole('link', { name: 'Thủ Thuật Điện Thoại – trang chủ' })).toBeVisible()
})

test('one category and one post get their own templates; everything else keeps the built-in layout', async ({
  page,
  browser,
}) => {
  await logIn(page)
  const api = page.request
  const [iphone] = await docs<{ id: number; name: string }>(api, '/api/categories?where[slug][equals]=iphone&depth=0')
  const [chosen, other] = await docs<{ id: number; slug: string; title: string }>(
    api,
    '/api/posts?limit=2&depth=0&sort=-publishedAt&where[categories][exists]=true',
  )
  const [footer] = await docs<{ id: number }>(api, '/api/templates?where[kind][equals]=footer')
  const archiveId = await createPublished(api, 'templates', {
    title: 'Lưu trữ iPhone',
    kind: 'archive',
    conditions: [{ mode: 'include', scope: 'category', category: iphone.id }],
    layout: layout(
      block('ArchiveHeader'),
      block('Heading', { text: 'Góc iPhone của tòa soạn', level: 'h2', align: 'left' }),
      block('ArchivePosts'),
    ),
  })
  const singleId = await createPublished(api, 'templates', {
    title: 'Bài viết riêng',
    kind: 'single',
    conditions: [{ mode: 'include', scope: 'post', post: chosen.id }],
    layout: layout(
      block('PostHeader'),
      block('Text', { text: 'Bài này dùng mẫu riêng của tòa soạn.', align: 'left' }),
      block('PostContent'),
    ),
  })

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto('/chuyen-muc/iphone')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(iphone.name)
  await expect(visitor.getByRole('heading', { name: 'Góc iPhone của tòa soạn' })).toBeVisible()
  await expect(visitor.getByRole('main').getByRole('article').first()).toBeVisible()
  await expectNoAxeViolations(visitor)
  await visitor.goto('/chuyen-muc/bao-mat')
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitor.getByText('Góc iPhone của tòa soạn')).toHaveCount(0)

  await visitor.goto(`/${chosen.slug}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(chosen.title)
  await expect(visitor.getByText('Bài này dùng mẫu riêng của tòa soạn.')).toBeVisible()
  await expect(visitor.getByRole('navigation', { name: 'Mục lục' })).toBeVisible()
  expect(await visitor.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0)
  await visitor.goto(`/${other.slug}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(other.title)
  await expect(visitor.getByText('Bài này dùng mẫu riêng của tòa soạn.')).toHaveCount(0)

  // theme_template_id on an archive scrolls to that template's element (here the footer); anything else is ignored.
  await visitor.goto(`/chuyen-muc/iphone?theme_template_id=${footer.id}`)
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await visitor.goto('/chuyen-muc/iphone?theme_template_id=%3Cscript%3E')
  await visitor.waitForTimeout(700)
  expect(await visitor.evaluate(() => window.scrollY)).toBe(0)
  await visitor.close()

  for (const id of [archiveId, singleId]) expect((await api.delete(`/api/templates/${id}`)).ok()).toBe(true)
})
