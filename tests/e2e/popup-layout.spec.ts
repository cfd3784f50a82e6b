import { expect, test } from '@playwright/test'
import { block, createPublished, layout, logIn } from './admin-session'
import { behavioursStarted } from './behaviours'
import { createPopup, hashActionHref } from './popup-helpers'

// Scrollbars drawn beside the page, as on desktop Windows (Playwright's Chromium hides them unless told not to):
// hiding the page's scrollbar is where a scroll lock shifts the layout.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
})

declare global {
  interface Window {
    layoutShift: number
  }
}

test('a popup that locks scrolling opens and closes without moving anything on the page (CLS 0)', async ({
  page,
  browser,
}) => {
  await logIn(page)
  const paragraphs = Array.from({ length: 12 }, (_, index) =>
    block('Text', {
      text: `Đoạn ${index + 1}: cách kiểm tra pin, màn hình và loa trước khi mua điện thoại cũ. `.repeat(6),
      align: 'left',
    }),
  )
  const pageId = await createPublished(page.request, 'pages', {
    title: 'Kiểm tra máy cũ',
    slug: 'thu-cua-so-khoa-cuon',
    layout: layout(block('Heading', { text: 'Kiểm tra máy cũ', level: 'h1', align: 'left' }), ...paragraphs),
  })
  const popupId = await createPopup(page.request, pageId, 'Đặt lịch kiểm tra', { settings: { prevent_scroll: true } })

  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
  await visitor.addInitScript(() => {
    window.layoutShift = 0
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await visitor.goto('/thu-cua-so-khoa-cuon')
  await behavioursStarted(visitor)
  expect(
    await visitor.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
    'the page has a scrollbar',
  ).toBeGreaterThan(0)
  const heading = visitor.getByRole('heading', { level: 1, name: 'Kiểm tra máy cũ' })
  const before = await heading.boundingBox()

  await visitor.evaluate((hash) => (location.hash = hash), hashActionHref('popup:open', { id: popupId }))
  const dialog = visitor.getByRole('dialog', { name: 'Đặt lịch kiểm tra' })
  await expect(dialog).toBeVisible()
  expect(await heading.boundingBox()).toEqual(before)
  // The page behind does not scroll while the popup is open.
  await visitor.mouse.move(100, 600)
  await visitor.mouse.wheel(0, 800)
  await visitor.waitForTimeout(300)
  expect(await visitor.evaluate(() => window.scrollY)).toBe(0)

  await visitor.evaluate((hash) => (location.hash = hash), hashActionHref('popup:close', { id: popupId }))
  await expect(dialog).toBeHidden()
  expect(await heading.boundingBox()).toEqual(before)
  await visitor.mouse.wheel(0, 800)
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  expect(await visitor.evaluate(() => window.layoutShift)).toBe(0)
})
