import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'

test('home lists featured, latest and per-category articles in Vietnamese', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  await expect(page).toHaveTitle(/Thủ Thuật Điện Thoại/)
  await expect(page.getByRole('heading', { level: 2, name: 'Nổi bật' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Bài mới nhất' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'iPhone', exact: true })).toBeVisible()
  const latest = page
    .locator('section', { has: page.getByRole('heading', { name: 'Bài mới nhất' }) })
    .getByRole('article')
  await expect(latest).toHaveCount(6)
  // The home page is a builder page: the latest list leaves out the featured posts above it.
  const featured = page
    .locator('section', { has: page.getByRole('heading', { name: 'Nổi bật' }) })
    .getByRole('article')
    .getByRole('heading')
  const latestTitles = await latest.getByRole('heading').allTextContents()
  for (const featuredTitle of await featured.allTextContents()) expect(latestTitles).not.toContain(featuredTitle)
  await expect(page.getByRole('link', { name: 'Xem tất cả bài iPhone' })).toHaveAttribute('href', '/chuyen-muc/iphone')
  const firstLink = latest.first().getByRole('heading').getByRole('link')
  const title = await firstLink.textContent()
  await firstLink.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
})

test('home shows each post at most once, and every category section still has posts', async ({ page }) => {
  await page.goto('/')
  const cards = page.locator('main article .post-card__title a')
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.length).toBeGreaterThan(20)
  expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([])
  // Each category section (the one around its "Xem tất cả bài …" link) still shows posts of its own.
  const sections = await page.getByRole('link', { name: /^Xem tất cả bài / }).evaluateAll((links) =>
    links.map((link) => ({
      name: link.textContent?.trim(),
      cards: link.closest('section')?.querySelectorAll('article').length ?? 0,
    })),
  )
  expect(sections.length).toBeGreaterThan(3)
  for (const { name, cards } of sections) expect(cards, name).toBeGreaterThan(0)
})

test('on phones the home lists its sections as headline rows after the first card, and downloads none of their pictures', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const latest = page
    .locator('section', { has: page.getByRole('heading', { name: 'Bài mới nhất' }) })
    .getByRole('article')
  await expect(latest.first().locator('.post-card__media')).toBeVisible()
  await expect(latest.nth(1).locator('.post-card__media')).toBeHidden()
  await expect(latest.nth(1).getByRole('heading')).toBeVisible()
  await expect(latest.nth(1).locator('time')).toBeVisible()
  // Scrolled through the whole page, no row's picture was fetched.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  const rowPictures = page.locator('.builder-post-grid .post-grid .post-card:not(:first-child) img')
  expect(await rowPictures.count()).toBeGreaterThan(10)
  expect(
    await rowPictures.evaluateAll(
      (images) => images.filter((image) => (image as HTMLImageElement).currentSrc !== '').length,
    ),
  ).toBe(0)

  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(latest.nth(1).locator('.post-card__media')).toBeVisible()
})

test('home has no accessibility violations', async ({ page }) => {
  await page.goto('/')
  await expectNoAxeViolations(page)
})

test('category, tag and author archives paginate', async ({ page }) => {
  await page.goto('/chuyen-muc/android')
  await expect(page.getByRole('heading', { level: 1, name: 'Android' })).toBeVisible()
  // A parent category lists its children's posts too (Samsung is under Android).
  await expect(page.getByRole('link', { name: 'Samsung' }).first()).toBeVisible()
  await expect(page.getByText(/^\d+ bài viết/)).toBeVisible()

  await page.goto('/tac-gia/minh-anh')
  await expect(page.getByRole('heading', { level: 1, name: 'Nguyễn Minh Anh' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(12)
  await page.getByRole('link', { name: 'Trang 2' }).click()
  await expect(page).toHaveURL(/\/tac-gia\/minh-anh\/trang\/2$/)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByText('Trang 2', { exact: true })).toBeVisible()
  expect((await page.goto('/tac-gia/minh-anh/trang/99'))?.status()).toBe(404)
  expect((await page.goto('/tac-gia/minh-anh/trang/1'))?.status()).toBe(404)
  expect((await page.goto('/tac-gia/minh-anh/trang/abc'))?.status()).toBe(404)
  await page.goto('/the/zalo')
  await expect(page.getByRole('heading', { level: 1, name: 'Zalo' })).toBeVisible()
  await expect(page.getByRole('article')).not.toHaveCount(0)
})

test('on a phone an archive leads with its first post large, loaded first, and lists the others as rows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/chuyen-muc/iphone')
  const cards = page.getByRole('article')
  const lead = cards.first().locator('img')
  await expect(lead).toHaveAttribute('fetchpriority', 'high')
  expect((await lead.boundingBox())!.width).toBeGreaterThan(300)
  const row = cards.nth(1)
  const [picture, title] = [await row.locator('img').boundingBox(), await row.getByRole('heading').boundingBox()]
  expect(picture!.width).toBeLessThanOrEqual(120)
  expect(title!.x).toBeGreaterThan(picture!.x + picture!.width)
  await expect(row.locator('img')).not.toHaveAttribute('fetchpriority', 'high')
})

test('the builder page chosen as home sends search engines to /', async ({ page, baseURL }) => {
  await page.goto('/trang-chu')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${baseURL}/?$`))
  await expect(page.getByRole('heading', { level: 2, name: 'Nổi bật' })).toBeVisible()
})

test('unknown addresses get the Vietnamese 404 page', async ({ page }) => {
  const response = await page.goto('/bai-viet-khong-ton-tai')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Về trang chủ' })).toBeVisible()
})

test('feed, sitemap and robots describe the site', async ({ request, baseURL }) => {
  const feed = await request.get('/feed')
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  const xml = await feed.text()
  expect(xml).toContain('<rss version="2.0"')
  expect(xml.match(/<item>/g)).toHaveLength(20)
  expect(xml).toContain(`<link>${baseURL}/`)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${baseURL}/cach-chup-man-hinh-iphone`)
  expect(sitemap).toContain(`${baseURL}/gioi-thieu`)
  expect(sitemap).not.toContain(`<loc>${baseURL}/trang-chu</loc>`)
  // The widgets demo is for editors: reachable, but out of the sitemap and the footer.
  expect(sitemap).not.toContain(`<loc>${baseURL}/tien-ich</loc>`)
  expect(sitemap.match(/<url>/g)!.length).toBeGreaterThan(40)
  expect(await (await request.get('/gioi-thieu')).text()).not.toContain('href="/tien-ich"')
  expect(sitemap).toContain(`${baseURL}/chuyen-muc/samsung`)

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the demo "Giới thiệu" page is laid out in the builder', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Giới thiệu' }).click()
  await expect(page).toHaveURL(/\/gioi-thieu$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Về Thủ Thuật Điện Thoại')
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'iPhone và iPad',
    'Samsung và Android',
    'An toàn và quyền riêng tư',
  ])
  await expect(page.getByRole('link', { name: 'Liên hệ tòa soạn' })).toHaveAttribute('href', '/lien-he')
  await expect(page.getByRole('main').locator('.builder-cols-3')).toHaveCSS('grid-template-columns', /px .*px .*px/)
  await expectNoAxeViolations(page)

  // The table of contents lists the page's own headings and links to them.
  const toc = page.getByRole('navigation', { name: 'Mục lục' })
  await expect(toc.getByRole('link')).toHaveText([
    'Chúng tôi viết về điều gì?',
    'iPhone và iPad',
    'Samsung và Android',
    'An toàn và quyền riêng tư',
    'Góp ý cho tòa soạn',
  ])
  await toc.getByRole('link', { name: 'Góp ý cho tòa soạn' }).click()
  await expect(page).toHaveURL(/#gop-y-cho-toa-soan$/)
  await expect(page.getByRole('heading', { name: 'Góp ý cho tòa soạn' })).toBeInViewport()

  // Share buttons share this page's own address.
  const facebook = page.getByRole('link', { name: 'Facebook – chia sẻ' })
  expect(decodeURIComponent((await facebook.getAttribute('href'))!)).toContain('/gioi-thieu')
})

test('the demo "Liên hệ" page is laid out in the builder, with the contact details the settings hold', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Liên hệ' }).click()
  await expect(page).toHaveURL(/\/lien-he$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Liên hệ với tòa soạn')
  await expect(page.locator('.builder-shape--bottom')).toHaveCount(1)
  // The demo states no contact details of its own: none are set, so none show (and no empty heading).
  await expect(page.getByRole('heading', { name: 'Cách liên hệ' })).toHaveCount(0)
  await expect(page.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0)

  await signInAsAdmin(page)
  const contact = {
    email: 'lienhe@thuthuat.vn',
    phone: '028 3812 3456',
    address: '12 Lý Tự Trọng, TP. Hồ Chí Minh',
    hours: 'Thứ Hai – Thứ Sáu, 8:30 – 17:30',
  }
  expect((await page.request.post('/api/globals/site-settings', { data: { contact } })).ok()).toBe(true)
  try {
    await page.reload()
    const details = page.getByRole('region', { name: 'Cách liên hệ' })
    await expect(details.getByRole('link', { name: 'lienhe@thuthuat.vn' })).toHaveAttribute(
      'href',
      'mailto:lienhe@thuthuat.vn',
    )
    await expect(details.getByRole('link', { name: '028 3812 3456' })).toHaveAttribute('href', 'tel:02838123456')
    await expect(details).toContainText('12 Lý Tự Trọng, TP. Hồ Chí Minh')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'lienhe@thuthuat.vn' })).toBeVisible()
    await expectNoAxeViolations(page)
  } finally {
    const empty = { email: '', phone: '', address: '', hours: '' }
    expect((await page.request.post('/api/globals/site-settings', { data: { contact: empty } })).ok()).toBe(true)
    await page.context().clearCookies()
  }

  // The hero's link scrolls to the menu anchor above the questions.
  await page.getByRole('link', { name: 'Xem câu hỏi thường gặp' }).click()
  await expect(page).toHaveURL(/#cau-hoi-thuong-gap$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)

  // Tabs: the first is selected; arrows, Home and End move and select, one panel at a time.
  const tabs = page.getByRole('tablist', { name: 'Câu hỏi thường gặp' }).getByRole('tab')
  await expect(tabs).toHaveText(['Gửi câu hỏi', 'Sửa bài viết', 'Hợp tác'])
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expect(page.getByRole('tabpanel')).toContainText('Hãy ghi rõ tên máy')
  await tabs.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toBeFocused()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('thử lại trên máy thật')
  await page.keyboard.press('End')
  await expect(page.getByRole('tabpanel')).toContainText('không nhận viết bài quảng cáo')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await tabs.nth(2).click()
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
})
