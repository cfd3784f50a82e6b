import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'

test('the post editor\'s "/" menu finds blocks by their Vietnamese names, with or without accents', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await page.goto('/admin/collections/posts/create')
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  const menu = page.locator('.slash-menu-popup')
  // The typeahead hands each keystroke's query to React; Enter pressed before the last one is drawn removes a shorter
  // query than was typed ("/ti" was left in the heading on a busy CI). The menu has caught up once two reads of its
  // options a frame apart agree.
  const menuCaughtUp = () =>
    expect
      .poll(async () => {
        const before = (await menu.getByRole('option').allTextContents()).join('|')
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        return (await menu.getByRole('option').allTextContents()).join('|') === before
      })
      .toBe(true)

  // "/tieu" lists the headings, "Tiêu đề 2" first and chosen (the title is the article's H1): Enter inserts it.
  await page.keyboard.type('/tieu')
  const heading = menu.getByRole('option', { name: 'Tiêu đề 2' })
  await expect(menu.getByRole('option').first()).toHaveText('Tiêu đề 2')
  await expect(heading).toHaveAttribute('aria-selected', 'true')
  await expect(menu.getByRole('option', { name: 'Tiêu đề 3' })).toBeVisible()
  await menuCaughtUp()
  await page.keyboard.press('Enter')
  await page.keyboard.type('Chuẩn bị điện thoại')
  await expect(editor.getByRole('heading', { level: 2 })).toHaveText('Chuẩn bị điện thoại')

  // Each query is typed on a new line (the one before keeps its text: the post is never saved).
  // "/ảnh" finds only the image block; "/anh" finds it first and chosen, before the lists ("danh sách").
  await page.keyboard.press('Enter')
  await page.keyboard.type('/ảnh')
  await expect(menu.getByRole('option', { name: 'Ảnh / tệp' })).toBeVisible()
  await expect(menu.getByRole('option')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/anh')
  await expect(menu.getByRole('option').first()).toHaveText('Ảnh / tệp')
  await expect(menu.getByRole('option', { name: 'Ảnh / tệp' })).toHaveAttribute('aria-selected', 'true')
  await expect(menu.getByRole('option', { name: 'Danh sách việc cần làm' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Enter')

  // A name of several words is found typed with its spaces, or without them.
  for (const [query, name] of [
    ['/Tiêu đề 3', 'Tiêu đề 3'],
    ['/tieu de 4', 'Tiêu đề 4'],
    ['/danh sách', 'Danh sách dấu đầu dòng'],
    ['/đánhsố', 'Danh sách đánh số'],
    ['/trich dan', 'Trích dẫn'],
    ['/duongke', 'Đường kẻ ngang'],
  ]) {
    await page.keyboard.type(query)
    await expect(menu.getByRole('option', { name })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Enter')
  }

  // The block handles are named in Vietnamese, not in the library's English.
  await editor.hover()
  await expect(page.getByRole('button', { name: 'Thêm khối' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Kéo để di chuyển' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Add block' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Drag to move' })).toHaveCount(0)

  // "/ảnh" opens the media library, and only it: never the shop's paid downloads or readers' form attachments.
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/ảnh')
  // Enter chooses from the menu once it shows; before that it only breaks the line (CI, busy machine).
  await expect(menu.getByRole('option', { name: 'Ảnh / tệp' })).toHaveAttribute('aria-selected', 'true')
  await menuCaughtUp()
  await page.keyboard.press('Enter')
  const drawer = page.locator('.list-drawer')
  // The drawer lists the library from the server: slow on a busy machine.
  await expect(drawer.getByRole('heading', { name: 'Thư viện media' })).toBeVisible({ timeout: 30_000 })
  await expect(drawer).not.toContainText('Tệp tải về')
  await expect(drawer).not.toContainText('Tệp đính kèm biểu mẫu')
})
