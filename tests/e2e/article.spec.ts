import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { signInAsAdmin } from './admin-session'
import { behavioursStarted } from './behaviours'

/** What the stubbed system share sheet was handed. */
interface SharedLog {
  shared: ShareData[]
}

/** A system share sheet (Web Share API) that notes what it is handed, for browsers without one. */
function stubShareSheet() {
  const log = window as unknown as SharedLog
  log.shared = []
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      log.shared.push(data)
    },
  })
  Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true })
}

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

test('on a phone the related posts are rows with small pictures, which load small', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const related = page.getByRole('region', { name: 'Bài viết liên quan' })
  const cards = related.getByRole('article')
  await cards.last().scrollIntoViewIfNeeded()
  expect(await cards.count()).toBeGreaterThan(1)
  for (const card of await cards.all()) {
    const picture = card.locator('img')
    await expect(picture).toHaveJSProperty('complete', true)
    const [pictureBox, titleBox] = [await picture.boundingBox(), await card.getByRole('heading').boundingBox()]
    expect(pictureBox!.width).toBeLessThanOrEqual(120)
    // Beside the title, not above it.
    expect(titleBox!.x).toBeGreaterThan(pictureBox!.x + pictureBox!.width)
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/&w=256&/)
  }

  await page.setViewportSize({ width: 1280, height: 900 })
  const wide = await cards.first().locator('img').boundingBox()
  expect(wide!.width).toBeGreaterThan(300)
})

test('loads in one request: only the admin asks for client hints', async ({ request }) => {
  // Critical-CH would make the browser send the first request twice; only the admin asks for client hints.
  const response = await request.get(`/${slug}`)
  expect(response.headers()['critical-ch']).toBeUndefined()
  expect((await request.get('/admin/login', { maxRedirects: 0 })).headers()['critical-ch']).toBe(
    'Sec-CH-Prefers-Color-Scheme',
  )
})

test("the build's files and the behaviour modules are answered from memory after the first request, whole and compressed", async ({
  page,
  request,
}) => {
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
  await expect
    .poll(async () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeGreaterThan(40)
  await expect.poll(async () => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200)
})

/** The share bar's buttons by default, as a reader's assistive technology names them, in their order. */
const defaultShareNames = [
  'Facebook – chia sẻ',
  'Zalo – chia sẻ',
  'Messenger – chia sẻ',
  'Sao chép liên kết',
  'X (Twitter) – chia sẻ',
  'Telegram – chia sẻ',
  'Gửi qua email',
  'In bài viết',
]

test('share links carry the encoded page URL and title', async ({ page, baseURL }) => {
  const encodedUrl = encodeURIComponent(`${baseURL}/${slug}`)
  await expect(page.getByRole('link', { name: 'Facebook – chia sẻ' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer.php?u=${encodedUrl}`,
  )
  await expect(page.getByRole('link', { name: 'Telegram – chia sẻ' })).toHaveAttribute(
    'href',
    new RegExp(`^https://telegram\\.me/share/url\\?url=${encodedUrl.replace(/[.%]/g, '\\$&')}&text=`),
  )
  await expect(page.getByRole('link', { name: 'Zalo – chia sẻ' })).toHaveAttribute(
    'href',
    /^https:\/\/button-share\.zalo\.me\/share_external\?d=/,
  )
  await expect(page.getByRole('link', { name: 'Messenger – chia sẻ' })).toHaveAttribute(
    'href',
    `fb-messenger://share/?link=${encodedUrl}`,
  )
  await expect(page.getByRole('link', { name: 'X (Twitter) – chia sẻ' })).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter\\.com/intent/tweet\\?text=`),
  )
  await expect(page.getByRole('link', { name: 'Gửi qua email' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=C%C3%A1ch%20ch%E1%BB%A5p/,
  )
  await expect(page.getByRole('button', { name: 'In bài viết' })).toBeVisible()
})

test('the share bar shows the networks Vietnamese readers use, each with its drawn mark; the dead ones are not offered', async ({
  page,
}) => {
  const share = page.locator('[data-share]')
  const buttons = share.locator('[data-network]')
  await expect(buttons).toHaveCount(8)
  for (const [index, name] of defaultShareNames.entries()) {
    await expect(buttons.nth(index)).toHaveAccessibleName(name)
    await expect(buttons.nth(index).locator('svg')).toHaveCount(1)
  }
  for (const name of ['StumbleUpon', 'Skype', 'Pocket', 'LinkedIn'])
    await expect(share.getByRole('link', { name: `${name} – chia sẻ` })).toHaveCount(0)
  await expect(share.getByText('Thêm', { exact: true })).toHaveCount(0)
})

test('an administrator switches more networks on for the articles in the site settings; none chosen is the default', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const choose = async (shareNetworks: string[]) =>
    expect((await page.request.post('/api/globals/site-settings', { data: { shareNetworks } })).ok()).toBe(true)
  const share = page.locator('[data-share]')
  await choose(['facebook', 'zalo', 'pocket', 'skype'])
  try {
    await page.reload()
    await expect(share.locator('[data-network]')).toHaveCount(4)
    await expect(share.getByRole('link', { name: 'Pocket – chia sẻ' })).toBeVisible()
    await expect(share.getByRole('link', { name: 'Skype – chia sẻ' })).toBeVisible()
  } finally {
    await choose([])
  }
  await page.reload()
  await expect(share.locator('[data-network]')).toHaveCount(8)
  await expect(share.getByRole('link', { name: 'Pocket – chia sẻ' })).toHaveCount(0)
})

test('"Gửi qua ứng dụng" shows only where the browser can share, and hands it the page', async ({ page, baseURL }) => {
  const native = page.getByRole('button', { name: 'Gửi qua ứng dụng' })
  await behavioursStarted(page)
  expect(await native.isVisible()).toBe(await page.evaluate(() => typeof navigator.share === 'function'))

  await page.addInitScript(stubShareSheet)
  await page.reload()
  await native.click()
  expect(await page.evaluate(() => (window as unknown as SharedLog).shared)).toEqual([
    { url: `${baseURL}/${slug}`, title: 'Cách chụp màn hình iPhone', text: expect.any(String) },
  ])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] })

  test('the share bar shows its eight buttons on one row and copies the link', async ({ page, baseURL }) => {
    const share = page.locator('[data-share]')
    const row = share.locator('.share__list').first().locator('li:visible [data-network]')
    await expect(row).toHaveCount(8)
    expect(await row.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-network')))).toEqual([
      'facebook',
      'zalo',
      'messenger',
      'copy',
      'twitter',
      'telegram',
      'email',
      'print',
    ])
    const tops = await row.evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    )
    expect(new Set(tops).size).toBe(1)

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
  test(`the lightbox draws its counter, its buttons and the image title apart at ${viewport.width} px`, async ({
    page,
  }) => {
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

test("the lightbox's share button hands the image's address to the system share sheet", async ({ page }) => {
  await page.addInitScript(stubShareSheet)
  await page.reload()
  const image = page.locator('.article-body a[data-lightbox-item]').first()
  const href = new URL((await image.getAttribute('href'))!, page.url()).toString()
  await behavioursStarted(page)
  await image.click()
  const dialog = page.locator('.yarl__root')
  const shareButton = dialog.getByRole('button', { name: 'Chia sẻ ảnh', exact: true })
  await shareButton.focus()
  await page.keyboard.press('Enter')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SharedLog).shared))
    .toEqual([{ url: href, title: (await image.getAttribute('data-title')) ?? undefined }])
  await expect(dialog.getByRole('button', { name: 'Tải ảnh xuống' })).toBeVisible()
})

test.describe('without a system share sheet', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test("the lightbox's share button copies the image's address and says so", async ({ page }) => {
    await page.addInitScript(() => {
      // As on a desktop without a share sheet, whatever the machine running the test has.
      delete (Navigator.prototype as Partial<Navigator>).share
      delete (Navigator.prototype as Partial<Navigator>).canShare
    })
    await page.reload()
    const image = page.locator('.article-body a[data-lightbox-item]').nth(1)
    const href = new URL((await image.getAttribute('href'))!, page.url()).toString()
    await behavioursStarted(page)
    await image.click()
    const dialog = page.locator('.yarl__root')
    await expect(dialog.getByRole('button', { name: 'Chia sẻ ảnh', exact: true })).toHaveCount(0)
    const copy = dialog.getByRole('button', { name: 'Chia sẻ ảnh: sao chép liên kết' })
    await copy.focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('status')).toHaveText('Đã sao chép liên kết ảnh')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href)
    await expectNoAxeViolations(page)
  })
})

test('the page carries the post configuration and structured data', async ({ page }) => {
  const config = JSON.parse((await page.locator('#thuthuat-frontend-config').textContent())!)
  expect(config.post).toMatchObject({ title: encodeURIComponent('Cách chụp màn hình iPhone') })
  expect(Number.isInteger(config.post.id)).toBe(true)
  expect(config.post.featuredImage).toMatch(/^http:\/\/localhost:\d+\/api\/media\/file\/[0-9a-f-]+\.jpg$/)

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
  // Headings and body text in the reader's system font, no web font downloaded: one font each.
  for (const selector of ['h1', '.article-body h2', '.article-lead', '.article-body p']) {
    expect(await fontsOf(selector), selector).toHaveLength(1)
  }
  const fontFiles = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((entry) => /\.(?:woff2?|ttf|otf)(?:\?|$)/.test(entry.name)),
  )
  expect(fontFiles).toEqual([])
})
