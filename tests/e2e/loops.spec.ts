import { expect, type Page, test } from '@playwright/test'
import { widgetContainerHtml } from '../../src/loops/rules/container'
import { expectNoAxeViolations } from './axe'

/** The home page's "Bài mới nhất" grid (the demo seeds it with category filters and "load more"). */
const GRID = 'PostGrid-latest'
const grid = (page: Page, id = GRID) => page.locator(`[data-id="${id}"]`)
const titles = (page: Page, id = GRID) => grid(page, id).locator('.post-card__title').allInnerTexts()
/** "Mẹo hay"'s iPhone tips: four a page, numbered with previous/next. */
const NUMBERED = 'PostGrid-meo-iphone'

test.describe('a post grid’s pages and filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const width of [390, 1280]) {
    test(`are real links that open the grid’s next pages, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/meo-hay')
      const first = await titles(page, NUMBERED)
      expect(first).toHaveLength(4)
      const pages = grid(page, NUMBERED).getByRole('navigation', { name: 'Phân trang' })
      await expect(pages.getByText('Trang 1')).toBeAttached()
      await expect(pages.getByRole('link', { name: /Trang trước/ })).toHaveCount(0)
      const others = await titles(page, 'PostGrid-meo-tat-ca')

      await pages.getByRole('link', { name: 'Trang 2', exact: true }).click()
      await expect(page).toHaveURL(`/meo-hay?e-page-${NUMBERED}=2`)
      const second = await titles(page, NUMBERED)
      expect(second).toHaveLength(4)
      expect(second.filter((title) => first.includes(title))).toEqual([])
      // The page is its own canonical address, and links back and on.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/meo-hay\\?e-page-${NUMBERED}=2$`),
      )
      await expect(grid(page, NUMBERED).locator('a[rel="prev"]')).toHaveAttribute('href', '/meo-hay')
      await expect(grid(page, NUMBERED).locator('a[rel="next"]')).toHaveAttribute(
        'href',
        `/meo-hay?e-page-${NUMBERED}=3`,
      )
      // The other grid on the page keeps its own state.
      expect(await titles(page, 'PostGrid-meo-tat-ca')).toEqual(others)

      await grid(page, NUMBERED).locator('a[rel="next"]').click()
      await expect(page).toHaveURL(`/meo-hay?e-page-${NUMBERED}=3`)
      await expect(pages.locator('[aria-current="page"]')).toContainText('3')
    })
  }

  test('“load more” is a link to the next page, and filter buttons are links to the filtered grid', async ({
    page,
  }) => {
    await page.goto('/')
    await grid(page).getByRole('link', { name: 'Xem thêm bài viết' }).click()
    await expect(page).toHaveURL(`/?e-page-${GRID}=2`)
    const filters = page.getByRole('navigation', { name: 'Lọc bài viết theo chuyên mục' })
    await expect(filters.getByRole('link', { name: 'Tất cả' })).toHaveAttribute('aria-current', 'true')
    await filters.getByRole('link', { name: 'iPhone' }).click()
    await expect(page).toHaveURL(`/?e-filter-${GRID}-category=iphone`)
    await expect(filters.getByRole('link', { name: 'iPhone' })).toHaveAttribute('aria-current', 'true')
    await filters.getByRole('link', { name: 'Android' }).click()
    await expect(page).toHaveURL(`/?e-filter-${GRID}-category=iphone~android`)
  })
})

test('a grid keeps its own columns per device, card look and card parts', async ({ page }) => {
  const columnsOf = (id: string) =>
    grid(page, id)
      .locator('.post-grid')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/meo-hay')
  // The iPhone tips: two columns on phones, titles and dates without excerpts; the other grid one column.
  expect(await columnsOf(NUMBERED)).toBe(2)
  await expect(grid(page, NUMBERED).locator('.post-card__excerpt')).toHaveCount(0)
  expect(await columnsOf('PostGrid-meo-tat-ca')).toBe(1)
  // Phones are up to 767 px wide (a large one held sideways too); tablets from 768 px.
  await page.setViewportSize({ width: 767, height: 900 })
  expect(await columnsOf(NUMBERED)).toBe(2)
  expect(await columnsOf('PostGrid-meo-tat-ca')).toBe(1)
  await page.setViewportSize({ width: 768, height: 900 })
  expect(await columnsOf('PostGrid-meo-tat-ca')).toBe(2)
  await page.setViewportSize({ width: 1280, height: 900 })
  expect(await columnsOf(NUMBERED)).toBe(4)
  // Every tip as a raised card, its picture twice as wide as high, with its reading time and a "read more" link named after its post.
  const all = grid(page, 'PostGrid-meo-tat-ca')
  await expect(all).toHaveClass(/builder-post-grid--cards/)
  const picture = await all.locator('.post-card__media').first().boundingBox()
  expect(Math.round(picture!.width / picture!.height)).toBe(2)
  await expect(all.locator('.post-card__meta').first()).toContainText(/\d+ phút đọc/)
  const first = (await all.locator('.post-card__title').first().innerText()).trim()
  await expect(all.getByRole('link', { name: `Đọc tiếp: ${first}` })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a grid’s page and its filtered, empty state pass axe', async ({ page }) => {
  await page.goto(`/?e-page-${GRID}=2`)
  await expectNoAxeViolations(page)
  await page.goto(`/?e-filter-${GRID}-category=khong-co-chuyen-muc-nay`)
  await expectNoAxeViolations(page)
})

test('a page past the last is sent to the last, for good; the route behind loop pages is not an address', async ({
  request,
}) => {
  const past = await request.get(`/?e-page-${GRID}=99999`, { maxRedirects: 0 })
  expect(past.status()).toBe(301)
  const last = past.headers().location
  expect(last).toMatch(new RegExp(`/\\?e-page-${GRID}=\\d+$`))
  expect((await request.get(last, { maxRedirects: 0 })).status()).toBe(200)
  expect((await request.get('/_vong-lap', { maxRedirects: 0 })).status()).toBe(404)
  expect((await request.get('/_vong-lap/cach-chup-man-hinh-iphone?e-page-x=2', { maxRedirects: 0 })).status()).toBe(404)
})

test('a grid’s page made from the kept home page is the page rendered whole', async ({ request }) => {
  // A query the loops do not read makes an address nobody asked for yet: the front makes it from the home page.
  const address = `/?e-page-${GRID}=3&utm_source=e2e-${Date.now()}`
  const made = await request.get(address)
  expect(made.headers()['x-page-cache']).toBe('LOOP')
  const again = await request.get(address)
  expect(again.headers()['x-page-cache']).toBe('HIT')
  // A reader with a cookie is never answered from the front's copies: Next.js renders the page whole.
  const whole = await request.get(address, { headers: { cookie: 'e2e=1' } })
  expect(whole.headers()['x-page-cache']).toBeUndefined()
  const [madeHtml, wholeHtml] = [await made.text(), await whole.text()]
  const grids = [...wholeHtml.matchAll(/data-id="(PostGrid-[^"]+)"/g)].map((match) => match[1])
  expect(grids).toContain(GRID)
  for (const id of grids) expect(widgetContainerHtml(madeHtml, id), id).toBe(widgetContainerHtml(wholeHtml, id))
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
  expect(canonical(madeHtml)).toMatch(new RegExp(`/\\?e-page-${GRID}=3$`))
  expect(canonical(madeHtml)).toBe(canonical(wholeHtml))
})

test('filters in the address choose the grid’s posts; a term that does not exist shows a message, not an error', async ({
  page,
}) => {
  await page.goto(`/?e-filter-${GRID}-category=khong-co-chuyen-muc-nay`)
  await expect(grid(page).getByText('Chưa có bài viết nào phù hợp.', { exact: false })).toBeVisible()
  await expect(grid(page).locator('.post-card')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Nổi bật' })).toBeVisible()

  // Every post the filtered grid shows is one of the category's (its archive lists them all, page after page).
  const inCategory: string[] = []
  for (let next: string | null = '/chuyen-muc/iphone'; next;) {
    await page.goto(next)
    inCategory.push(...(await page.locator('main .post-card__title').allInnerTexts()))
    next = await page
      .locator('main a[rel="next"]')
      .getAttribute('href', { timeout: 1000 })
      .catch(() => null)
  }
  await page.goto(`/?e-filter-${GRID}-category=iphone`)
  const shown = await titles(page)
  expect(shown.length).toBeGreaterThan(0)
  for (const title of shown) expect(inCategory).toContain(title)
  expect(inCategory.length).toBeLessThan(37)
})
