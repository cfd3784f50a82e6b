import { expect, type Page, test } from '@playwright/test'
import { behavioursStarted } from './behaviours'
import { docs, signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'

// The seeded "Tiện ích" page: a gallery of three named galleries over six images (3 + 1 + 2), and a portfolio of
// the nine newest posts with a filter button per category.

const galleryFilters = (page: Page) => page.getByRole('group', { name: 'Lọc ảnh theo bộ ảnh' })
const galleryImages = (page: Page) => page.getByRole('list', { name: 'Ảnh trong thư viện' }).getByRole('listitem')
const portfolioFilters = (page: Page) => page.getByRole('group', { name: 'Lọc bài theo chuyên mục' })
const portfolioItems = (page: Page) => page.locator('.builder-portfolio__item')
const lightbox = (page: Page) => page.locator('.yarl__root')

/** Opens the page and waits until both widgets' filter buttons work (their script has run). */
async function open(page: Page) {
  await page.goto('/tien-ich')
  await expect(page.locator('[data-filterable][data-filter-ready]')).toHaveCount(2)
  // The lightbox listens once the page's behaviours have started: an Enter before that follows the link (CI, busy).
  await behavioursStarted(page)
}

async function expectPressed(group: ReturnType<typeof galleryFilters>, pressed: string) {
  const buttons = group.getByRole('button')
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute('aria-pressed', String((await button.textContent()) === pressed))
  }
}

test('the gallery filters its images by gallery, `__all` restores them, and the lightbox shows only the images shown', async ({
  page,
}) => {
  test.slow()
  await open(page)
  const filters = galleryFilters(page)
  await expect(filters.getByRole('button')).toHaveText(['Tất cả', 'Ảnh chụp màn hình', 'Quay màn hình', 'Chụp ảnh đẹp'])
  await expect(filters.getByRole('button', { name: 'Tất cả' })).toHaveAttribute('data-filter', '__all')
  await expectPressed(filters, 'Tất cả')
  await expect(galleryImages(page)).toHaveCount(6)

  await filters.getByRole('button', { name: 'Chụp ảnh đẹp' }).click()
  await expectPressed(filters, 'Chụp ảnh đẹp')
  await expect(galleryImages(page)).toHaveCount(2)
  for (const item of await galleryImages(page).all())
    await expect(item).toHaveAttribute('data-filters', /(^| )chup-anh-dep( |$)/)

  // The lightbox opens on the clicked image, counting only the images the filter shows (its code loads on this click).
  await galleryImages(page).nth(1).getByRole('link').click()
  await expect(lightbox(page).locator('.yarl__counter')).toHaveText('2 / 2', { timeout: 30_000 })
  await page.keyboard.press('Escape')
  await expect(lightbox(page)).toBeHidden()

  await filters.getByRole('button', { name: 'Ảnh chụp màn hình' }).click()
  await expectPressed(filters, 'Ảnh chụp màn hình')
  await expect(galleryImages(page)).toHaveCount(3)
  await galleryImages(page).first().getByRole('link').click()
  await expect(lightbox(page).locator('.yarl__counter')).toHaveText('1 / 3')
  await lightbox(page).getByRole('button', { name: 'Ảnh sau' }).click()
  await expect(lightbox(page).locator('.yarl__counter')).toHaveText('2 / 3')
  await page.keyboard.press('Escape')

  // The active gallery clicked again is deselected: "all" is active again.
  await filters.getByRole('button', { name: 'Ảnh chụp màn hình' }).click()
  await expectPressed(filters, 'Tất cả')
  await expect(galleryImages(page)).toHaveCount(6)

  await filters.getByRole('button', { name: 'Quay màn hình' }).click()
  await expect(galleryImages(page)).toHaveCount(1)
  await filters.getByRole('button', { name: 'Tất cả' }).click()
  await expectPressed(filters, 'Tất cả')
  await expect(galleryImages(page)).toHaveCount(6)
  // Clicking the active "all" does nothing.
  await filters.getByRole('button', { name: 'Tất cả' }).click()
  await expectPressed(filters, 'Tất cả')
  await expect(galleryImages(page)).toHaveCount(6)
  await galleryImages(page).nth(4).getByRole('link').click()
  await expect(lightbox(page).locator('.yarl__counter')).toHaveText('5 / 6')
  await page.keyboard.press('Escape')

  await expectNoAxeViolations(page)
})

test('the gallery works with the keyboard: buttons filter, Tab reaches only the images shown, Enter opens them', async ({
  page,
}) => {
  await open(page)
  const filters = galleryFilters(page)
  await filters.getByRole('button', { name: 'Tất cả' }).focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(filters.getByRole('button', { name: 'Quay màn hình' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectPressed(filters, 'Quay màn hình')
  await expect(galleryImages(page)).toHaveCount(1)

  await page.keyboard.press('Tab')
  await expect(filters.getByRole('button', { name: 'Chụp ảnh đẹp' })).toBeFocused()
  await page.keyboard.press('Tab')
  // The next stop is the one image shown, not the first image of the gallery.
  const shown = galleryImages(page).getByRole('link')
  await expect(shown).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(lightbox(page).locator('.yarl__counter')).toHaveText('1 / 1')
  await page.keyboard.press('Escape')
  await expect(lightbox(page)).toBeHidden()
  await expect(shown).toBeFocused()

  await filters.getByRole('button', { name: 'Quay màn hình' }).focus()
  await page.keyboard.press('Space')
  await expectPressed(filters, 'Tất cả')
  await expect(galleryImages(page)).toHaveCount(6)
})

test('the portfolio filters posts by category slug and `__all` shows every post', async ({ page }) => {
  await open(page)
  const filters = portfolioFilters(page)
  const items = portfolioItems(page)
  const total = await items.count()
  expect(total).toBe(9)
  await expect(items.filter({ visible: true })).toHaveCount(total)
  await expect(filters.getByRole('button').first()).toHaveAttribute('data-filter', '__all')
  await expectPressed(filters, 'Tất cả')

  // Every category button filters to the posts of that category, by its slug.
  const buttons = await filters.getByRole('button').all()
  expect(buttons.length).toBeGreaterThan(2)
  for (const button of buttons.slice(1)) {
    const slug = (await button.getAttribute('data-filter'))!
    expect(slug).toMatch(/^[a-z0-9-]+$/)
    const matching = page.locator(`.builder-portfolio__item[data-filters~="${slug}"]`)
    const expected = await matching.count()
    expect(expected).toBeGreaterThan(0)
    await button.click()
    await expectPressed(filters, (await button.textContent())!)
    await expect(items.filter({ visible: true })).toHaveCount(expected)
    await expect(matching.filter({ visible: true })).toHaveCount(expected)
  }
  await filters.getByRole('button', { name: 'Tất cả' }).click()
  await expectPressed(filters, 'Tất cả')
  await expect(items.filter({ visible: true })).toHaveCount(total)

  // Each tile is a link to its post, named by the post's title.
  const first = items.first()
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!
  await expect(
    first.getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toHaveAttribute('href', /^\/[a-z0-9-]+$/)
  await expectNoAxeViolations(page)
})

test('a filtered portfolio tile fades out over 450 ms, and at once with reduced motion', async ({ page, browser }) => {
  await page.clock.install()
  await open(page)
  // From here on the page's time moves only when the test says so.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  const filters = portfolioFilters(page)
  const button = filters.getByRole('button').nth(1)
  const slug = (await button.getAttribute('data-filter'))!
  const leaving = page.locator(`.builder-portfolio__item:not([data-filters~="${slug}"])`).first()
  await button.click()
  await expect(leaving).toHaveClass(/is-filtered-out/)
  await page.clock.runFor(400)
  expect(await leaving.evaluate((item) => (item as HTMLElement).hidden)).toBe(false)
  await page.clock.runFor(60)
  await expect(leaving).toBeHidden()

  const reduced = await browser.newPage({ reducedMotion: 'reduce' })
  await reduced.clock.install()
  await open(reduced)
  await reduced.clock.pauseAt(await reduced.evaluate(() => Date.now() + 1000))
  await portfolioFilters(reduced).getByRole('button').nth(1).click()
  // No time passes on the page: the tile is hidden at once, with no transition.
  const hidden = reduced.locator(`.builder-portfolio__item:not([data-filters~="${slug}"])`).first()
  await expect(hidden).toBeHidden()
  await expect(hidden).not.toHaveClass(/is-filtered-out/)
  expect(
    await reduced
      .locator('.builder-portfolio__item')
      .first()
      .evaluate((item) => getComputedStyle(item).transitionDuration),
  ).toBe('0s')
  await reduced.close()
})

test('without JavaScript every portfolio tile and gallery image is shown', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/tien-ich')
  await expect(portfolioItems(page).filter({ visible: true })).toHaveCount(9)
  await expect(galleryImages(page)).toHaveCount(6)
  await context.close()
})

test('the builder previews both widgets with their images and posts, every item shown', async ({ page }) => {
  await signInAsAdmin(page)
  const [widgets] = await docs<{ id: number }>(page.request, '/api/pages?where[slug][equals]=tien-ich')
  await page.goto(`/admin/thiet-ke/pages/${widgets.id}`)
  const canvas = page.frameLocator('iframe')
  await expect(canvas.locator('.builder-portfolio__item')).toHaveCount(9, { timeout: 30_000 })
  await expect(canvas.getByRole('group', { name: 'Lọc bài theo chuyên mục' }).getByRole('button').first()).toHaveText(
    'Tất cả',
  )
  await expect(canvas.getByRole('list', { name: 'Ảnh trong thư viện' }).getByRole('listitem')).toHaveCount(6)
})
