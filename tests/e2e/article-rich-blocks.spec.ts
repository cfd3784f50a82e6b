import { expect, type Page, test } from '@playwright/test'
import { logIn } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted } from './behaviours'

/** Types after "/" and chooses the block once the "/" menu shows it chosen (as editor-slash-menu.spec.ts does). */
async function insertFromSlashMenu(page: Page, query: string, name: string) {
  await page.keyboard.type(`/${query}`)
  const option = page.locator('.slash-menu-popup').getByRole('option', { name })
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
}

const INTRO = 'Bảng dưới đây so sánh các máy.'
const HEADERS = ['Máy', 'Màn hình', 'Pin', 'Sạc nhanh', 'Giá bán lẻ tham khảo']
const ROW = ['iPhone 15 Pro Max', '6,7 inch', '4.422 mAh', '27 W', '29.990.000 ₫']

test('an editor adds an HTML block, an embed and a table to a post; readers see them, the embed only on a click', async ({
  page,
  browser,
}) => {
  const title = `Bảng so sánh ${Date.now()}`
  await logIn(page)
  await page.goto('/admin/collections/posts/create')
  await page.locator('#field-title').fill(title)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  await page.keyboard.type(INTRO)
  // Each block goes on a new line after the first paragraph, so the last added comes first.
  const intro = editor.getByText(INTRO)
  const newLineAfterIntro = async () => {
    const box = (await intro.boundingBox())!
    await intro.click({ position: { x: box.width - 1, y: box.height / 2 } })
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
  }

  // An HTML block, as an Elementor or WordPress editor pastes one: its script is dropped when saved.
  await newLineAfterIntro()
  await insertFromSlashMenu(page, 'html', 'HTML tuỳ chỉnh')
  await page
    .getByLabel('Mã HTML')
    .fill('<p class="hop-luu-y">Nhớ <strong>sao lưu</strong> trước khi cập nhật.</p><script>alert("x")</script>')

  // A video, loaded only when the reader asks. Payload names a block's text inputs and the table's drawer fields
  // with ids their labels do not point at, so they are found by name.
  await newLineAfterIntro()
  await insertFromSlashMenu(page, 'youtube', 'Nhúng video / bài đăng')
  await page.locator('input[name="url"]').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await page.locator('input[name="videoTitle"]').fill('Cách kiểm tra pin')

  // A table of two rows by five columns: its first row and column are headers, as the editor makes them.
  await newLineAfterIntro()
  await insertFromSlashMenu(page, 'bang', 'Bảng')
  const drawer = page.locator('.drawer__content').last()
  await drawer.locator('input[name="rows"]').fill('2')
  await drawer.locator('input[name="columns"]').fill(String(HEADERS.length))
  await drawer.getByRole('button', { name: 'Lưu thay đổi' }).click()
  await editor.locator('table th').first().click()
  for (const [index, text] of [...HEADERS, ...ROW].entries()) {
    if (index > 0) await page.keyboard.press('Tab')
    await page.keyboard.type(text)
  }
  await expect(editor.locator('table tr').last()).toContainText(ROW.at(-1)!)

  await page.getByRole('button', { name: 'Xuất bản', exact: true }).click()
  await expect(page.getByText(/thành công/i).first()).toBeVisible({ timeout: 30_000 })
  const slug = await page.locator('#field-slug').inputValue()

  const context = await browser.newContext({ viewport: { width: 320, height: 800 } })
  const reader = await context.newPage()
  const thirdParty: string[] = []
  reader.on('request', (request) => !request.url().startsWith('http://localhost') && thirdParty.push(request.url()))
  await reader.goto(`/${slug}`)
  await behavioursStarted(reader)

  // The table: its header row is the head, each header cell heading its column; a wide table scrolls in its own box.
  const table = reader.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(HEADERS)
  await expect(table.getByRole('rowheader')).toHaveText([ROW[0]])
  await expect(table.getByRole('cell')).toHaveText(ROW.slice(1))
  const box = reader.getByRole('region', { name: /Bảng/ })
  const sizes = await box.evaluate((element) => ({
    box: element.clientWidth,
    table: element.scrollWidth,
    page: document.documentElement.scrollWidth,
  }))
  expect(sizes.table).toBeGreaterThan(sizes.box)
  expect(sizes.page).toBeLessThanOrEqual(320)

  // The HTML, without its script.
  await expect(reader.locator('.article-html .hop-luu-y')).toHaveText('Nhớ sao lưu trước khi cập nhật.')
  await expect(reader.locator('.article-body script')).toHaveCount(0)

  // The video: nothing from YouTube until the reader clicks.
  await expect(reader.locator('iframe')).toHaveCount(0)
  expect(thirdParty).toEqual([])
  await expectNoAxeViolations(reader)
  await reader.getByRole('button', { name: 'Phát video: Cách kiểm tra pin' }).click()
  await expect(reader.locator('iframe[title="Cách kiểm tra pin"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1',
  )
  await context.close()
})
