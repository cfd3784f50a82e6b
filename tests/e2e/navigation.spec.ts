import { expect, test } from '@playwright/test'
import { behavioursStarted } from './behaviours'

test.use({ viewport: { width: 390, height: 844 } })

test('the phone menu opens and closes from the keyboard and closes on resize', async ({ page }) => {
  await page.goto('/')
  // A key pressed before the menu's script has started does nothing (CI once pressed Enter that early).
  await behavioursStarted(page)
  const toggle = page.getByRole('button', { name: 'Mở menu', exact: true })
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()

  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'iPhone' })).toBeVisible()

  const submenuToggle = page.getByRole('button', { name: 'Mở menu con Android' })
  await expect(menu.getByRole('link', { name: 'Samsung' })).toBeHidden()
  await submenuToggle.click()
  await expect(submenuToggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'Samsung' })).toBeVisible()
  await submenuToggle.click()
  await expect(menu.getByRole('link', { name: 'Samsung' })).toBeHidden()

  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeHidden()

  await page.keyboard.press('Space')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()

  await toggle.click()
  await submenuToggle.click()
  await page.setViewportSize({ width: 700, height: 844 })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('[data-submenu-toggle][aria-label="Mở menu con Android"]')).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await expect(menu).toBeHidden()
})

test('a breadcrumb that wraps on a phone starts each line with a crumb, never with its separator', async ({ page }) => {
  await page.goto('/cach-theo-doi-va-gioi-han-du-lieu-di-dong-tren-dien-thoai')
  const crumbs = await page.locator('.breadcrumbs li').evaluateAll((items) =>
    items.map((item) => ({
      top: Math.round(item.getBoundingClientRect().top),
      before: getComputedStyle(item, '::before').content,
      after: getComputedStyle(item, '::after').content,
    })),
  )
  const separators = crumbs.filter((crumb) => [crumb.before, crumb.after].includes('"›"'))
  expect(separators).toHaveLength(crumbs.length - 1)
  const lineStarts = crumbs.filter((crumb, index) => index > 0 && crumb.top > crumbs[index - 1].top)
  expect(lineStarts.length).toBeGreaterThan(0)
  for (const crumb of lineStarts) expect(crumb.before).not.toBe('"›"')
})

test('same-page links scroll smoothly below the sticky header', async ({ page }) => {
  await page.goto('/cach-tiet-kiem-pin-iphone-hieu-qua')
  await page.getByRole('button', { name: 'Thu gọn hoặc mở rộng mục lục' }).click()
  const link = page.getByRole('navigation', { name: 'Mục lục' }).getByRole('link').nth(2)
  const target = page.locator((await link.getAttribute('href'))!)
  await link.click()
  const headerHeight = await page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().height)
  await expect
    .poll(() => target.evaluate((element) => element.getBoundingClientRect().top), { timeout: 3000 })
    .toBeGreaterThanOrEqual(headerHeight)
  await expect
    .poll(() => target.evaluate((element) => element.getBoundingClientRect().top))
    .toBeLessThan(headerHeight + 40)
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Escape closes an open dropdown, whether its toggle or the pointer opened it; its toggle closes it under the pointer too', async ({
    page,
  }) => {
    await page.goto('/')
    await behavioursStarted(page)
    const submenuToggle = page.getByRole('button', { name: 'Mở menu con Android' })
    const submenu = page.locator(`#${await submenuToggle.getAttribute('aria-controls')}`)
    await expect(submenu).toBeHidden()

    await submenuToggle.click()
    await expect(submenuToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(submenu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(submenuToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(submenuToggle).toBeFocused()
    await expect(submenu).toBeHidden()

    await page.mouse.move(0, 700)
    await page
      .getByRole('navigation', { name: 'Điều hướng chính' })
      .getByRole('link', { name: 'Android', exact: true })
      .hover()
    await expect(submenu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(submenu).toBeHidden()
    await submenuToggle.click()
    await expect(submenu).toBeVisible()
    await submenuToggle.click()
    await expect(submenuToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(submenu).toBeHidden()
  })
})
