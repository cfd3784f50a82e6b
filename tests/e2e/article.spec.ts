import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

const slug = 'cach-chup-man-hinh-iphone'

test.beforeEach(async ({ page }) => {
  await page.goto(`/${slug}`)
})

test('shows the title, the featured image first and the meta line', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cách chụp màn hình iPhone')
  const hero = page.locator('.article-hero img')
  await expect(hero).toBeVisible()
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expect(hero).toHaveAttribute('alt', /.+/)
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(page.getByText(/Đăng ngày \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
  await expect(page.getByText(/\d+ phút đọc/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nguyễn Minh Anh' }).first()).toBeVisible()
})

test('loads in one request: only the admin asks for client hints', async ({ request }) => {
  // Critical-CH would make the browser send the first request twice; only the admin asks for client hints.
  const response = await request.get(`/${slug}`)
  expect(response.headers()['critical-ch']).toBeUndefined()
  expect((await request.get('/admin/login', { maxRedirects: 0 })).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test("the build's files and the behaviour modules are answered from memory after the first request, whole and compressed", async ({ page, request }) => {
  for (const src of [
    await page.locator('link[rel="stylesheet"][href^="/_next/static/"]').first().getAttribute('href'),
    await page.locator('script[type="module"][src^="/_b/"]').getAttribute('src'),
  ]) {
    const first = await request.get(src!)
    const again = await request.get(src!, { headers: { 'accept-encoding': 'gzip' } })
    expect(again.status()).toBe(200)
    expect(again.headers()['x-page-cache']).toBe('HIT')
    expect(again.headers()['content-encoding']).toBe('gzip')
    expect(again.headers()['cache-control']).toContain('immutable')
    expect(await again.text()).toBe(await first.text())
  }
})

test('the page sends its header and footer once, though its 404 boundary has the same ones', async ({ request }) => {
  const html = await (await request.get(`/${slug}`)).text()
  // Once, as HTML: the data React would hydrate from is not sent.
  expect(html.split('site-footer theme-footer').length - 1).toBe(1)
  expect(html.split('site-header theme-header').length - 1).toBe(1)
})

test('the table of contents links to its headings', async ({ page }) => {
  const toc = page.getByRole('navigation', { name: 'Mục lục' })
  const links = toc.getByRole('link')
  expect(await links.count()).toBeGreaterThanOrEqual(3)
  const second = links.nth(1)
  const hash = await second.getAttribute('href')
  expect(hash).toMatch(/^#[a-z_][\w-]*$/)
  await second.click()
  await expect(page).toHaveURL(new RegExp(`${hash}$`))
  const heading = page.locator(hash!)
  await expect(heading).toHaveText((await second.textContent())!)
  await expect.poll(async () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThan(40)
  await expect.poll(async () => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200)
})

test('share links carry the encoded page URL, title and image', async ({ page, baseURL }) => {
  const encodedUrl = encodeURIComponent(`${baseURL}/${slug}`)
  await expect(page.getByRole('link', { name: 'Facebook – chia sẻ' })).toHaveAttribute('href', `https://www.facebook.com/sharer.php?u=${encodedUrl}`)
  await expect(page.getByRole('link', { name: 'Telegram – chia sẻ' })).toHaveAttribute(
    'href',
    new RegExp(`^https://telegram\\.me/share/url\\?url=${encodedUrl.replace(/[.%]/g, '\\$&')}&text=`),
  )
  await expect(page.getByRole('link', { name: 'Zalo – chia sẻ' })).toHaveAttribute('href', /^https:\/\/button-share\.zalo\.me\/share_external\?d=/)
  await expect(page.getByRole('link', { name: 'Messenger – chia sẻ' })).toHaveAttribute('href', `fb-messenger://share/?link=${encodedUrl}`)
  await page.locator('[data-share]').getByText('Thêm', { exact: true }).click()
  const pinterest = await page.getByRole('link', { name: 'Pinterest – chia sẻ' }).getAttribute('href')
  expect(pinterest).toContain(`&media=${encodeURIComponent(baseURL!)}`)
  await expect(page.getByRole('link', { name: 'Gửi qua email' })).toHaveAttribute('href', /^mailto:\?subject=C%C3%A1ch%20ch%E1%BB%A5p/)
  await expect(page.getByRole('button', { name: 'In bài viết' })).toBeVisible()
  // The spec's 18 networks, Zalo, Messenger and copying the link.
  await expect(page.locator('[data-network]')).toHaveCount(21)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] })

  test('the share bar shows eight buttons on one row, the rest behind "Thêm", and copies the link', async ({ page, baseURL }) => {
    const share = page.locator('[data-share]')
    const row = share.locator('.share__list').first().locator('li:visible [data-network]')
    await expect(row).toHaveCount(8)
    expect(await row.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-network')))).toEqual([
      'facebook',
      'zalo',
      'messenger',
      'twitter',
      'telegram',
      'copy',
      'email',
      'print',
    ])
    const tops = await row.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)

    const linkedin = page.getByRole('link', { name: 'LinkedIn – chia sẻ' })
    await expect(linkedin).toBeHidden()
    await share.getByText('Thêm', { exact: true }).click()
    await expect(linkedin).toBeVisible()

    await share.getByRole('button', { name: 'Sao chép liên kết' }).click()
    await expect(share.getByRole('status')).toHaveText('Đã sao chép liên kết')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${slug}`)
  })
})

/** Whether two boxes on the screen share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the lightbox draws its counter, its buttons and the image title apart at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.locator('.article-body a[data-lightbox-item]').first().click()
    const dialog = page.locator('.yarl__root')
    const title = dialog.locator('.yarl__slide_current .yarl__slide_title')
    await expect(title).toBeVisible()
    const titleBox = (await title.boundingBox())!
    expect(overlap(titleBox, (await dialog.locator('.yarl__counter').boundingBox())!)).toBe(false)
    expect(overlap(titleBox, (await dialog.locator('.yarl__toolbar').boundingBox())!)).toBe(false)
    // Not cut short on its line: it wraps.
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  })
}

test('a body image opens the lightbox with its counter and closes on Escape', async ({ page }) => {
  const images = page.locator('.article-body a[data-lightbox-item]')
  const count = await images.count()
  expect(count).toBeGreaterThanOrEqual(2)
  const title = await images.nth(1).getAttribute('data-title')
  await images.nth(1).click()
  const dialog = page.locator('.yarl__root')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('.yarl__counter')).toHaveText(`2 / ${count}`)
  await expect(dialog.getByText(title!).first()).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Tải ảnh xuống' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Phóng to' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Ảnh sau' }).click()
  const wrapped = count >= 3 ? 3 : 1
  await expect(dialog.locator('.yarl__counter')).toHaveText(`${wrapped} / ${count}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('the page carries the post configuration and structured data', async ({ page }) => {
  const config = JSON.parse((await page.locator('#thuthuat-frontend-config').textContent())!)
  expect(config.post).toMatchObject({ title: encodeURIComponent('Cách chụp màn hình iPhone') })
  expect(Number.isInteger(config.post.id)).toBe(true)
  expect(config.post.featuredImage).toMatch(/^http:\/\/localhost:\d+\/api\/media\/file\/[0-9a-f-]+\.webp$/)

  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']))
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'HowTo']))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${slug}$`))
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/api\/media\/file\//)
})

test('the article has no accessibility violations', async ({ page }) => {
  await expectNoAxeViolations(page)
})

test('the table of contents marks the section being read', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const links = page.getByRole('navigation', { name: 'Mục lục' }).getByRole('link')
  const third = links.nth(2)
  const heading = page.locator((await third.getAttribute('href'))!)
  await heading.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100))
  await expect(third).toHaveClass(/is-active/)
  await expect(page.locator('.toc__link.is-active')).toHaveCount(1)
})

test('Vietnamese letters are drawn in the font of their word, never in a fallback font mid-word', async ({ page }) => {
  await page.evaluate(() => document.fonts.ready)
  await page.reload() // the heading font is cached now, as for a returning reader
  await page.evaluate(() => document.fonts.ready)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const fontsOf = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((font) => font.familyName)
  }
  // Headings in the site's font (Be Vietnam Pro Bold), body text in the reader's system font: one font each.
  expect(await fontsOf('h1')).toEqual(['Be Vietnam Pro'])
  expect(await fontsOf('.article-body h2')).toEqual(['Be Vietnam Pro'])
  for (const selector of ['.article-lead', '.article-body p']) expect(await fontsOf(selector), selector).toHaveLength(1)
})
