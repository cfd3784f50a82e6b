import { expect, type Page, test } from '@playwright/test'
import { behavioursStarted } from './behaviours'

const encode = (settings: unknown) => Buffer.from(JSON.stringify(settings)).toString('base64')
const action = (settings: unknown, prefix = 'thuthuat') =>
  `#${prefix}-action:action=lightbox&settings=${encode(settings)}`

/** Page errors and dialogs (alert) the page raised while the test ran. */
function watchForHarm(page: Page) {
  const harm: string[] = []
  page.on('pageerror', (error) => harm.push(`error: ${error.message}`))
  page.on('dialog', (dialog) => {
    harm.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return harm
}

test('a link carrying a lightbox hash action opens the image, and closing gives the focus back to the link', async ({
  page,
}) => {
  const harm = watchForHarm(page)
  await page.goto('/tien-ich')
  await behavioursStarted(page)
  const link = page.getByRole('link', { name: 'Xem ảnh minh họa' })
  await link.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('img').first()).toHaveAttribute('src', /\/api\/media\/file\//)
  expect(new URL(page.url()).hash).toBe('')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(link).toBeFocused()
  expect(harm).toEqual([])
})

test('a slideshow action opens every image of the carousel it names, counted', async ({ page }) => {
  await page.goto('/tien-ich')
  const images = await page
    .getByRole('region', { name: 'Ảnh minh họa các bài hướng dẫn' })
    .locator('a[data-lightbox-item]')
    .count()
  expect(images).toBeGreaterThan(1)
  await page.getByRole('link', { name: 'Xem cả bộ ảnh minh họa' }).click()
  await expect(page.getByRole('dialog')).toContainText(`1 / ${images}`)
})

test('an address arriving with an action opens it; imported elementor links work; videos open a privacy-mode player', async ({
  page,
}) => {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  )
  await page.goto('/tien-ich')
  const src = await page.getByRole('link', { name: 'Xem ảnh minh họa' }).getAttribute('href')
  const settings = JSON.parse(Buffer.from(src!.split('settings=')[1], 'base64').toString())

  // Arriving: a fresh load of the address with the hash (not a hash change on the page already open).
  await page.goto('about:blank')
  await page.goto(`/tien-ich${action(settings, 'elementor')}`)
  await expect(page.getByRole('dialog').locator('img').first()).toHaveAttribute(
    'src',
    new RegExp(settings.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  await page.keyboard.press('Escape')

  // The whole hash may arrive URI-encoded.
  await page.goto('about:blank')
  await page.goto(
    `/tien-ich#${encodeURIComponent(action({ type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Video hướng dẫn' }).slice(1))}`,
  )
  await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
  )
})

test('hostile or malformed hash actions do nothing and raise no error', async ({ page }) => {
  const harm = watchForHarm(page)
  const hostile = [
    action({ type: 'image', url: 'javascript:alert(1)' }),
    action({ type: 'video', url: 'javascript:alert(1)' }),
    action({ type: 'image', url: 'data:text/html,<script>alert(1)</script>' }),
    action({ type: 'slideshow', slideshow: 'MediaCarousel-media', url: 'javascript:alert(1)' }),
    action({ type: '<img src=x onerror=alert(1)>', url: '/a.png' }),
    '#thuthuat-action:action=lightbox&settings=%%%not-base64',
    `#thuthuat-action:action=lightbox&settings=${Buffer.from('{"type":"image",').toString('base64')}`,
  ]
  for (const hash of hostile) {
    await page.goto(`/tien-ich${hash}`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
  expect(harm).toEqual([])
})
