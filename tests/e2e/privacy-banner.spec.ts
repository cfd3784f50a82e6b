import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { docs, signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted } from './behaviours'

/**
 * The privacy banner (docs/measurement.md, Consent): a first visit is asked, silence is no consent, each purpose is
 * chosen on its own, refusing is as easy as accepting, the choice is kept in one cookie and recorded on the server,
 * and the footer's link reopens it on every page.
 */

// First visits: none of the other specs' returning reader's cookie (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } })

const article = '/cach-chup-man-hinh-iphone'
const ID = '[A-Za-z0-9_-]{22}'

/**
 * What the site keeps in a reader's browser without asking (docs/measurement.md, Consent, "Necessary storage"): the
 * popups' visitor counters and per-popup counts, an evergreen countdown's due date; none of it leaves the browser.
 */
const NECESSARY_LOCAL = /^(?:pageViews|sessions|popup_\d+_\w+|popup-\d+-impressions-count|.+-evergreen_\w+)$/
const NECESSARY_SESSION = /^(?:activeSession|popup-\d+-impressions-count)$/

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Quyền riêng tư' })
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'tt_consent')

async function firstVisit(page: Page, path = article) {
  await page.goto(path)
  await behavioursStarted(page)
  const banner = bannerOf(page)
  await expect(banner).toBeVisible()
  // Its short slide in is over: the banner is where it stays.
  await banner.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  return banner
}

/** Presses one of the banner's choices and waits until it is kept. */
async function choose(banner: Locator, name: string) {
  await banner.getByRole('button', { name }).click()
  await expect(banner).toBeHidden()
}

/** The `tt:consent` event the page's measurement listens for, once it comes. */
const nextConsentEvent = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        document.addEventListener('tt:consent', (event) => resolve((event as CustomEvent).detail), { once: true }),
      ),
  )

/** The record the server kept of a consent id, read as an administrator. */
async function recordsOf(page: Page, id: string) {
  const admin = await page.context().browser()!.newContext()
  const adminPage = await admin.newPage()
  await signInAsAdmin(adminPage)
  const found = await docs<Record<string, unknown>>(
    adminPage.request,
    `/api/consent-records?where[consentId][equals]=${id}&sort=id`,
  )
  await admin.close()
  return found
}

test('a first visit is asked in Vietnamese, and nothing but necessary storage is used before a choice', async ({
  page,
  context,
}) => {
  const banner = await firstVisit(page)
  await expect(banner.getByRole('heading', { name: 'Quyền riêng tư' })).toBeVisible()
  await expect(banner).toContainText('Bạn đổi ý được bất cứ lúc nào.')
  await expect(banner.getByRole('link', { name: 'Tìm hiểu thêm' })).toHaveAttribute('href', '/quyen-rieng-tu')
  // Focus moves to the banner, which does not hold it: it is a region of the page, not a dialog.
  await expect(banner).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Refusing is as prominent as accepting: the same size, the same look.
  const accept = banner.getByRole('button', { name: 'Đồng ý tất cả' })
  const refuse = banner.getByRole('button', { name: 'Từ chối' })
  await expect(banner.getByRole('button', { name: 'Tuỳ chỉnh' })).toBeVisible()
  const look = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element)
      const { width, height } = element.getBoundingClientRect()
      return [width, height, style.fontSize, style.fontWeight, style.backgroundColor, style.color, style.borderWidth]
    })
  expect(await look(refuse)).toEqual(await look(accept))

  expect(await consentCookie(context)).toBeUndefined()
  for (const cookie of await context.cookies()) expect(cookie.name).not.toMatch(/^_g|^_fb|tt_/)
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }))
  for (const key of storage.local) expect(key).toMatch(NECESSARY_LOCAL)
  for (const key of storage.session) expect(key).toMatch(NECESSARY_SESSION)

  // Escape chooses nothing.
  await page.keyboard.press('Escape')
  await expect(banner).toBeVisible()
  expect(await consentCookie(context)).toBeUndefined()

  // Silence is no consent: reading on, the next page asks again.
  await page.goto('/')
  await behavioursStarted(page)
  await expect(bannerOf(page)).toBeVisible()
})

test('"Đồng ý tất cả" keeps both purposes for 12 months, records the proof, and the banner stays gone', async ({
  page,
  context,
}) => {
  const banner = await firstVisit(page)
  const event = nextConsentEvent(page)
  await banner.getByRole('button', { name: 'Đồng ý tất cả' }).click()
  await expect(banner).toBeHidden()
  const cookie = (await consentCookie(context))!
  expect(cookie.value).toMatch(new RegExp(`^1\\.11\\.${ID}$`))
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false })
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
  const id = cookie.value.slice(5)
  expect(await event).toEqual({ version: 1, analytics: true, advertising: true, id })

  const [record] = await recordsOf(page, id)
  expect(record).toMatchObject({ consentId: id, version: 1, analytics: true, advertising: true, gpc: false })

  for (const path of ['/', article, '/chuyen-muc/android']) {
    await page.goto(path)
    await behavioursStarted(page)
    await expect(bannerOf(page)).toBeHidden()
  }
  // The pages are still the copies kept for everyone: the choice's cookie does not make them the reader's own.
  expect((await page.goto(article))!.headers()['x-page-cache']).toBe('HIT')
})

test('"Từ chối" keeps both purposes off', async ({ page, context }) => {
  const banner = await firstVisit(page)
  const event = nextConsentEvent(page)
  await banner.getByRole('button', { name: 'Từ chối' }).click()
  await expect(banner).toBeHidden()
  expect((await consentCookie(context))!.value).toMatch(new RegExp(`^1\\.00\\.${ID}$`))
  expect(await event).toMatchObject({ analytics: false, advertising: false })
  await page.reload()
  await behavioursStarted(page)
  await expect(bannerOf(page)).toBeHidden()
})

test('"Tuỳ chỉnh" chooses per purpose: necessary always on, the others off until turned on', async ({
  page,
  context,
}) => {
  const banner = await firstVisit(page)
  await banner.getByRole('button', { name: 'Tuỳ chỉnh' }).click()
  const necessary = banner.getByRole('switch', { name: 'Cần thiết' })
  const analytics = banner.getByRole('switch', { name: 'Phân tích' })
  const advertising = banner.getByRole('switch', { name: 'Quảng cáo' })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  await expect(banner).toContainText('Luôn bật')
  await expect(analytics).not.toBeChecked()
  await expect(advertising).not.toBeChecked()
  await expect(advertising).toBeEnabled()
  await expect(analytics).toBeFocused()
  await expect(banner.getByRole('button', { name: 'Tuỳ chỉnh' })).toBeHidden()
  await analytics.check()
  await banner.getByRole('button', { name: 'Lưu lựa chọn' }).click()
  await expect(banner).toBeHidden()
  expect((await consentCookie(context))!.value).toMatch(new RegExp(`^1\\.10\\.${ID}$`))
})

test('a browser sending Global Privacy Control has advertising off, and is told why', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'Sec-GPC': '1' },
  })
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  const page = await context.newPage()
  const banner = await firstVisit(page)
  await banner.getByRole('button', { name: 'Tuỳ chỉnh' }).click()
  const advertising = banner.getByRole('switch', { name: 'Quảng cáo' })
  await expect(advertising).not.toBeChecked()
  await expect(advertising).toBeDisabled()
  await expect(banner.getByText('Global Privacy Control')).toBeVisible()
  await expectNoAxeViolations(page)
  await banner.getByRole('button', { name: 'Đồng ý tất cả' }).click()
  await expect(banner).toBeHidden()
  const value = (await consentCookie(context))!.value
  expect(value).toMatch(new RegExp(`^1\\.10\\.${ID}$`))
  const [record] = await recordsOf(page, value.slice(5))
  expect(record).toMatchObject({ analytics: true, advertising: false, gpc: true })
  await context.close()
})

test('the footer link reopens the choices as made, on every page; withdrawing is as easy as giving', async ({
  page,
  context,
}) => {
  await choose(await firstVisit(page), 'Đồng ý tất cả')
  const given = (await consentCookie(context))!.value

  for (const path of ['/', '/tim-kiem?s=pin', '/khong-co-trang-nay']) {
    await page.goto(path)
    await behavioursStarted(page)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cài đặt quyền riêng tư' })).toBeVisible()
  }
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Cài đặt quyền riêng tư' })
  await link.click()
  const banner = bannerOf(page)
  await expect(banner).toBeVisible()
  await expect(banner).toBeFocused()
  await expect(page).toHaveURL(/\/khong-co-trang-nay$/)
  await expect(banner.getByRole('switch', { name: 'Phân tích' })).toBeChecked()
  await expect(banner.getByRole('switch', { name: 'Quảng cáo' })).toBeChecked()

  // Escape closes it without changing anything, focus back on the link.
  await page.keyboard.press('Escape')
  await expect(banner).toBeHidden()
  await expect(link).toBeFocused()
  expect((await consentCookie(context))!.value).toBe(given)

  await link.click()
  await banner.getByRole('button', { name: 'Từ chối' }).click()
  await expect(banner).toBeHidden()
  await expect(link).toBeFocused()
  // The same reader, the same id: their history of choices is one.
  expect((await consentCookie(context))!.value).toBe(`1.00.${given.slice(5)}`)
  const history = await recordsOf(page, given.slice(5))
  expect(history.map(({ analytics, advertising }) => [analytics, advertising])).toEqual([
    [true, true],
    [false, false],
  ])
})

test('the whole choice works with the keyboard alone', async ({ page, context }) => {
  const banner = await firstVisit(page)
  await expect(banner).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('link', { name: 'Tìm hiểu thêm' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Đồng ý tất cả' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Từ chối' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Tuỳ chỉnh' })).toBeFocused()
  await page.keyboard.press('Enter')
  const analytics = banner.getByRole('switch', { name: 'Phân tích' })
  await expect(analytics).toBeFocused()
  await page.keyboard.press('Space')
  await expect(analytics).toBeChecked()
  // Escape goes back to the first view, choosing nothing.
  await page.keyboard.press('Escape')
  await expect(analytics).toBeHidden()
  await expect(banner.getByRole('button', { name: 'Tuỳ chỉnh' })).toBeFocused()
  expect(await consentCookie(context)).toBeUndefined()

  // Back in the switches, they are as the reader left them.
  await page.keyboard.press('Enter')
  await expect(analytics).toBeFocused()
  await expect(analytics).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('switch', { name: 'Quảng cáo' })).toBeFocused()
  for (const name of ['Đồng ý tất cả', 'Từ chối', 'Lưu lựa chọn']) {
    await page.keyboard.press('Tab')
    await expect(banner.getByRole('button', { name })).toBeFocused()
  }
  await page.keyboard.press('Enter')
  await expect(banner).toBeHidden()
  expect((await consentCookie(context))!.value).toMatch(/^1\.10\./)
  // The keyboard goes on into the page, at its header.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true)
})

test('a choice that could not be saved says so in Vietnamese and keeps the banner open', async ({ page, context }) => {
  const banner = await firstVisit(page)
  await page.route('**/api/consent', (route) => route.abort('internetdisconnected'))
  await banner.getByRole('button', { name: 'Từ chối' }).click()
  await expect(banner.getByRole('alert')).toHaveText(
    'Chưa lưu được lựa chọn của bạn. Hãy kiểm tra kết nối mạng rồi thử lại.',
  )
  await expect(banner).toBeVisible()
  expect(await consentCookie(context)).toBeUndefined()
  await expectNoAxeViolations(page)

  // The server's own reason, when it gives one.
  const message = 'Bạn thao tác quá nhanh. Hãy đợi một lát rồi thử lại.'
  await page.route('**/api/consent', (route) =>
    route.fulfill({ status: 429, json: { errors: [{ message }] }, headers: { 'retry-after': '30' } }),
  )
  await banner.getByRole('button', { name: 'Đồng ý tất cả' }).click()
  await expect(banner.getByRole('alert')).toHaveText(message)

  await page.unroute('**/api/consent')
  await banner.getByRole('button', { name: 'Từ chối' }).click()
  await expect(banner).toBeHidden()
  expect((await consentCookie(context))!.value).toMatch(/^1\.00\./)
})

for (const width of [390, 1280]) {
  test(`at ${width} px the banner has no accessibility violations, open and customising`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const banner = await firstVisit(page, '/')
    await expectNoAxeViolations(page)
    await banner.getByRole('button', { name: 'Tuỳ chỉnh' }).click()
    await expect(banner.getByRole('switch', { name: 'Phân tích' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('on a 390 × 844 phone the banner covers at most a third of the first screen; at 320 px nothing overflows', async ({
  page,
}) => {
  for (const path of ['/', article]) {
    const banner = await firstVisit(page, path)
    const box = (await banner.boundingBox())!
    expect(box.height).toBeLessThanOrEqual(281)
    expect(box.y + box.height).toBe(844)
  }

  await page.setViewportSize({ width: 320, height: 568 })
  const banner = await firstVisit(page)
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)
  expect(await fits()).toBe(true)
  await banner.getByRole('button', { name: 'Tuỳ chỉnh' }).click()
  expect(await fits()).toBe(true)
  // Taller than the first view, it scrolls inside itself and keeps every button on the screen.
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(568)
  for (const name of ['Đồng ý tất cả', 'Từ chối', 'Lưu lựa chọn'])
    await expect(banner.getByRole('button', { name })).toBeInViewport()
  await banner.getByRole('switch', { name: 'Quảng cáo' }).scrollIntoViewIfNeeded()
  await expect(banner.getByRole('switch', { name: 'Quảng cáo' })).toBeInViewport()
  await expect(banner.getByRole('button', { name: 'Lưu lựa chọn' })).toBeInViewport()
})

test('an administrator raising the banner version asks every reader again, under the same consent id', async ({
  page,
  context,
  browser,
}) => {
  await choose(await firstVisit(page), 'Từ chối')
  const given = (await consentCookie(context))!.value

  const admin = await (await browser.newContext()).newPage()
  await signInAsAdmin(admin)
  const setVersion = async (consentVersion: number) => {
    const settings = await (await admin.request.get('/api/globals/site-settings?depth=0')).json()
    const saved = await admin.request.post('/api/globals/site-settings', {
      data: { measurement: { ...settings.measurement, consentVersion } },
    })
    expect(saved.ok()).toBe(true)
  }
  await setVersion(2)
  try {
    const banner = await firstVisit(page)
    await expect(banner).toHaveAttribute('data-consent-version', '2')
    await banner.getByRole('button', { name: 'Đồng ý tất cả' }).click()
    await expect(banner).toBeHidden()
    expect((await consentCookie(context))!.value).toBe(`2.11.${given.slice(5)}`)
  } finally {
    await setVersion(1)
    await admin.context().close()
  }
})
