import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted } from './behaviours'

/**
 * Post grids with JavaScript: filters refresh the grid in place through the refresh call, pages swap in, "load more"
 * and infinite scroll add posts, and the address and Back follow along (docs/routes.md, Endpoints).
 */
const HOME_GRID = 'PostGrid-latest'
const NUMBERED = 'PostGrid-meo-iphone'
const ENDLESS = 'PostGrid-meo-tat-ca'
const grid = (page: Page, id: string) => page.locator(`[data-id="${id}"]`)
const titles = (page: Page, id: string) => grid(page, id).locator('.post-card__title').allInnerTexts()
const categoryFilter = (page: Page) => page.getByRole('navigation', { name: 'Lọc bài viết theo chuyên mục' })
const tagFilter = (page: Page) => page.getByRole('navigation', { name: 'Lọc bài viết theo thẻ' })

/** Marks the document, so a test can tell the page was not loaded again. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { loopMark: number }).loopMark = 1))
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { loopMark?: number }).loopMark === 1)

/** The titles the same address shows when rendered on the server (what a reader without JavaScript gets). */
async function serverTitles(page: Page, path: string, id: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text()
  return page.evaluate(
    ([html, id]) =>
      [
        ...new DOMParser().parseFromString(html, 'text/html').querySelectorAll(`[data-id="${id}"] .post-card__title`),
      ].map((title) => title.textContent ?? ''),
    [html, id],
  )
}

test('category filters refresh the grid in place, combine with OR, and Back restores each state', async ({ page }) => {
  await page.goto('/')
  await behavioursStarted(page)
  await markDocument(page)
  const filters = categoryFilter(page)
  const all = filters.getByRole('button', { name: 'Tất cả' })
  await expect(all).toHaveAttribute('aria-pressed', 'true')
  const unfiltered = await titles(page, HOME_GRID)

  await filters.getByRole('button', { name: 'iPhone' }).click()
  await expect(page).toHaveURL(`/?e-filter-${HOME_GRID}-category=iphone`)
  await expect(filters.getByRole('button', { name: 'iPhone' })).toHaveAttribute('aria-pressed', 'true')
  await expect(all).toHaveAttribute('aria-pressed', 'false')
  await expect
    .poll(() => titles(page, HOME_GRID))
    .toEqual(await serverTitles(page, `/?e-filter-${HOME_GRID}-category=iphone`, HOME_GRID))
  const iphone = await titles(page, HOME_GRID)
  expect(iphone).not.toEqual(unfiltered)
  await expect(page.locator(`[data-loop-status="${HOME_GRID}"]`)).toHaveText('Danh sách bài viết đã được lọc lại.')

  await filters.getByRole('button', { name: 'Android' }).click()
  await expect(page).toHaveURL(`/?e-filter-${HOME_GRID}-category=iphone~android`)
  await expect
    .poll(() => titles(page, HOME_GRID))
    .toEqual(await serverTitles(page, `/?e-filter-${HOME_GRID}-category=iphone~android`, HOME_GRID))
  expect(await stillSameDocument(page)).toBe(true)

  await page.goBack()
  await expect(page).toHaveURL(`/?e-filter-${HOME_GRID}-category=iphone`)
  await expect.poll(() => titles(page, HOME_GRID)).toEqual(iphone)
  await expect(filters.getByRole('button', { name: 'Android' })).toHaveAttribute('aria-pressed', 'false')
  await page.goBack()
  await expect(page).toHaveURL('/')
  await expect.poll(() => titles(page, HOME_GRID)).toEqual(unfiltered)
  await expect(all).toHaveAttribute('aria-pressed', 'true')
  expect(await stillSameDocument(page)).toBe(true)

  // "All" while already pressed does nothing; pressing it after a choice clears the choice.
  await all.click()
  await expect(page).toHaveURL('/')
  await filters.getByRole('button', { name: 'Android' }).click()
  await expect(page).toHaveURL(`/?e-filter-${HOME_GRID}-category=android`)
  await all.click()
  await expect(page).toHaveURL('/')
  await expect(all).toHaveAttribute('aria-pressed', 'true')
  await expectNoAxeViolations(page)
})

test('tag filters combine with AND: fewer posts, each in both tags', async ({ page }) => {
  await page.goto('/meo-hay')
  await behavioursStarted(page)
  const filters = tagFilter(page)
  await filters.getByRole('button', { name: 'iOS' }).click()
  await expect(page).toHaveURL(`/meo-hay?e-filter-${ENDLESS}-post_tag=ios`)
  await expect
    .poll(() => titles(page, ENDLESS))
    .toEqual(await serverTitles(page, `/meo-hay?e-filter-${ENDLESS}-post_tag=ios`, ENDLESS))
  const ios = await titles(page, ENDLESS)
  await filters.getByRole('button', { name: 'Bảo mật' }).click()
  await expect(page).toHaveURL(`/meo-hay?e-filter-${ENDLESS}-post_tag=ios+bao-mat`)
  const both = await serverTitles(page, `/meo-hay?e-filter-${ENDLESS}-post_tag=ios+bao-mat`, ENDLESS)
  await expect.poll(() => titles(page, ENDLESS)).toEqual(both)
  expect(both.length).toBeGreaterThan(0)
  expect(both.length).toBeLessThan(ios.length)
  for (const title of both) expect(ios).toContain(title)
  // The other grid on the page did not move.
  await expect(grid(page, NUMBERED).locator('[aria-current="page"]')).toContainText('1')
})

test('numbered pages swap in without a reload, move focus to the grid, and Back returns', async ({ page }) => {
  await page.goto('/meo-hay')
  await behavioursStarted(page)
  await markDocument(page)
  const first = await titles(page, NUMBERED)
  await grid(page, NUMBERED).getByRole('link', { name: 'Trang 2', exact: true }).click()
  await expect(page).toHaveURL(`/meo-hay?e-page-${NUMBERED}=2`)
  await expect
    .poll(() => titles(page, NUMBERED))
    .toEqual(await serverTitles(page, `/meo-hay?e-page-${NUMBERED}=2`, NUMBERED))
  await expect(grid(page, NUMBERED)).toBeFocused()
  await expect(page.locator(`[data-loop-status="${NUMBERED}"]`)).toHaveText(/^Trang 2 trên \d+\.$/)
  await grid(page, NUMBERED)
    .getByRole('link', { name: /Trang sau/ })
    .click()
  await expect(page).toHaveURL(`/meo-hay?e-page-${NUMBERED}=3`)
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL('/meo-hay')
  await expect.poll(() => titles(page, NUMBERED)).toEqual(first)
  expect(await stillSameDocument(page)).toBe(true)
})

test('“load more” adds the next posts until the end, from the keyboard too', async ({ page }) => {
  await page.goto('/')
  await behavioursStarted(page)
  const container = grid(page, HOME_GRID)
  const more = container.getByRole('link', { name: 'Xem thêm bài viết' })
  await expect(container).toHaveAttribute('data-state', 'idle')
  const maxPage = Number(await more.getAttribute('data-max-page'))
  expect(maxPage).toBeGreaterThan(1)

  await more.focus()
  await page.keyboard.press('Enter')
  await expect(container.locator('.post-card')).toHaveCount(12)
  // Focus moves to the first new post, and the change is read out.
  await expect(container.locator('.post-card').nth(6).getByRole('heading').getByRole('link')).toBeFocused()
  await expect(page.locator(`[data-loop-status="${HOME_GRID}"]`)).toHaveText('Đã thêm 6 bài viết.')
  await expect(page).toHaveURL('/')

  for (let shown = 2; shown < maxPage; shown++) await more.click()
  await expect(container).toHaveAttribute('data-state', 'end')
  await expect(more).toHaveCount(0)
  const all = await titles(page, HOME_GRID)
  expect(new Set(all).size).toBe(all.length)
  await expect(page.locator(`[data-loop-status="${HOME_GRID}"]`)).toHaveText('Đã hiện tất cả bài viết.')
})

test('infinite scroll loads the next posts as the reader reaches the end of the grid', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/meo-hay')
  await behavioursStarted(page)
  const container = grid(page, ENDLESS)
  await expect(container.locator('.post-card')).toHaveCount(6)
  for (let round = 0; round < 120 && (await container.getAttribute('data-state')) !== 'end'; round++) {
    await page.mouse.wheel(0, 700)
    await page.waitForTimeout(100)
  }
  await expect(container).toHaveAttribute('data-state', 'end')
  const all = await titles(page, ENDLESS)
  expect(all.length).toBeGreaterThan(12)
  expect(new Set(all).size).toBe(all.length)
  await expect(page).toHaveURL('/meo-hay')
})

test('filter buttons work from the keyboard (Space and Enter)', async ({ page }) => {
  await page.goto('/')
  await behavioursStarted(page)
  const filters = categoryFilter(page)
  await filters.getByRole('button', { name: 'Tất cả' }).focus()
  await page.keyboard.press('Tab')
  await expect(filters.getByRole('button', { name: 'iPhone' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(`/?e-filter-${HOME_GRID}-category=iphone`)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/?e-filter-${HOME_GRID}-category=iphone~android`)
  await expect(filters.getByRole('button', { name: 'Android' })).toHaveAttribute('aria-pressed', 'true')
})
