import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

/** The seeded demo on the "Tiện ích" page: a phone with four numbered hotspots, opened by hover (tap on touch). */
const parts = ['Camera trước', 'Nút nguồn', 'Màn hình', 'Cổng sạc']

function phone(page: Page) {
  return page.getByRole('figure', { name: 'Mặt trước của một chiếc iPhone đời mới.' })
}

/** The tooltip a hotspot button controls (aria-controls). */
async function tipOf(page: Page, hotspot: Locator) {
  const id = await hotspot.getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

const ms = (value: string) => (value.endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000)

test('the hotspots wait for the image to scroll into view, then appear one after another in 1000 ms in all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/tien-ich')
  const figure = phone(page)
  const buttons = figure.getByRole('button')
  await expect(figure.locator('img')).toHaveAttribute('width', /^\d+$/)
  await expect(figure.locator('img')).toHaveAttribute('height', /^\d+$/)
  await expect(figure).not.toHaveClass(/is-entering/)
  await expect(buttons.first()).toBeHidden()

  await figure.scrollIntoViewIfNeeded()
  await expect(figure).toHaveClass(/is-entering/)
  const timings = await buttons.evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.getAttribute('aria-label'),
      delay: getComputedStyle(element).animationDelay,
      duration: getComputedStyle(element).animationDuration,
    })),
  )
  expect(timings.map((timing) => timing.name)).toEqual(parts)
  const delays = timings.map((timing) => ms(timing.delay))
  const durations = timings.map((timing) => ms(timing.duration))
  expect(delays).toEqual([0, 250, 500, 750])
  expect(durations.reduce((sum, duration) => sum + duration, 0)).toBe(1000)
  expect(delays[3] + durations[3]).toBe(1000)

  for (const name of parts) await expect(figure.getByRole('button', { name })).toBeVisible()
  await expect
    .poll(() =>
      figure.evaluate(
        (element) =>
          element
            .getAnimations({ subtree: true })
            .filter(
              (animation) =>
                (animation as CSSAnimation).animationName === 'hotspot-in' && animation.playState !== 'finished',
            ).length,
      ),
    )
    .toBe(0)
  await expectNoAxeViolations(page)
})

test('on a desktop, hovering opens a tooltip and clicks or keys open one at a time; Escape closes and gives focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/tien-ich')
  const figure = phone(page)
  await figure.scrollIntoViewIfNeeded()
  const camera = figure.getByRole('button', { name: 'Camera trước' })
  const power = figure.getByRole('button', { name: 'Nút nguồn' })
  const screen = figure.getByRole('button', { name: 'Màn hình' })
  const port = figure.getByRole('button', { name: 'Cổng sạc' })
  for (const button of [camera, power, screen, port]) await expect(button).toHaveAttribute('aria-expanded', 'false')

  // Hover mode: the mouse opens a tooltip on the way in and closes it on the way out.
  await power.hover()
  const powerTip = await tipOf(page, power)
  await expect(powerTip).toBeVisible()
  await expect(powerTip).toContainText('chụp màn hình')
  await expect(power).toHaveAttribute('aria-expanded', 'true')
  await page.mouse.move(5, 400)
  await expect(powerTip).toBeHidden()
  await expect(power).toHaveAttribute('aria-expanded', 'false')

  // A click shows its tooltip and hides the other one; a click elsewhere closes it.
  await screen.click()
  const screenTip = await tipOf(page, screen)
  await expect(screenTip).toBeVisible()
  await expect(screenTip).toContainText('Chế độ tối')
  await port.click()
  await expect(await tipOf(page, port)).toBeVisible()
  await expect(screenTip).toBeHidden()
  await expect(screen).toHaveAttribute('aria-expanded', 'false')
  await expectNoAxeViolations(page)
  await page.getByRole('heading', { name: 'Các bộ phận của điện thoại' }).click()
  await expect(await tipOf(page, port)).toBeHidden()

  // The keyboard: Enter toggles, another hotspot replaces the open one, Escape closes and focus comes back.
  await page.mouse.move(5, 5)
  await camera.focus()
  await page.keyboard.press('Enter')
  const cameraTip = await tipOf(page, camera)
  await expect(cameraTip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(cameraTip).toBeHidden()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(power).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(powerTip).toBeVisible()
  await expect(cameraTip).toBeHidden()
  await expect(camera).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Tab')
  await expect(powerTip.getByRole('link', { name: 'Cách chụp màn hình iPhone' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(powerTip).toBeHidden()
  await expect(power).toBeFocused()
  await expect(power).toHaveAttribute('aria-expanded', 'false')
})

test('on a touch screen a tap toggles a hotspot, one at a time, and its tooltip stays on the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto('/tien-ich')
  const figure = phone(page)
  await figure.scrollIntoViewIfNeeded()
  const camera = figure.getByRole('button', { name: 'Camera trước' })
  const power = figure.getByRole('button', { name: 'Nút nguồn' })
  await expect(power).toBeVisible()
  const cameraTip = await tipOf(page, camera)
  const powerTip = await tipOf(page, power)

  await camera.tap()
  await expect(cameraTip).toBeVisible()
  await camera.tap()
  await expect(cameraTip).toBeHidden()
  await power.tap()
  await expect(powerTip).toBeVisible()
  // Asked to open on the right, where a phone has no room: it moves so that all of it is on the screen.
  const box = (await powerTip.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await camera.tap()
  await expect(cameraTip).toBeVisible()
  await expect(powerTip).toBeHidden()
  await page.getByRole('heading', { name: 'Các bộ phận của điện thoại' }).tap()
  await expect(cameraTip).toBeHidden()
  await context.close()
})

test('an open tooltip moves to the side with room when the page scrolls', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto('/tien-ich')
  const figure = phone(page)
  await figure.scrollIntoViewIfNeeded() // the hotspots appear once the image is in view
  const charger = figure.getByRole('button', { name: 'Cổng sạc' })
  await expect(charger).toBeVisible()
  const scrollButtonTo = (top: number) =>
    charger.evaluate((button, top) => window.scrollBy(0, button.getBoundingClientRect().top - top), top)
  await scrollButtonTo(500)
  await charger.tap()
  const tip = await tipOf(page, charger)
  await expect(tip).toBeVisible()
  await expect(tip).toHaveAttribute('data-position', 'above')
  // The button now sits near the top of the screen: no room above any more, so the tooltip opens below it.
  await scrollButtonTo(30)
  await expect(tip).toHaveAttribute('data-position', 'below')
  await expect.poll(async () => (await tip.boundingBox())!.y).toBeGreaterThanOrEqual(0)
  await context.close()
})

test('with reduced motion every hotspot is there at once, without animation or pulse', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/tien-ich')
  const buttons = phone(page).getByRole('button')
  await expect(buttons).toHaveCount(4)
  for (const button of await buttons.all()) await expect(button).toBeVisible()
  const styles = await buttons.evaluateAll((elements) =>
    elements.map((element) => [
      getComputedStyle(element).animationName,
      getComputedStyle(element, '::before').animationName,
    ]),
  )
  expect(styles.flat().every((name) => name === 'none')).toBe(true)
  await context.close()
})
