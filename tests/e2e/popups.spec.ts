import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted, formStarted } from './behaviours'
import { block, createPublished, docs, layout, logIn } from './admin-session'
import { createPopup, hashActionHref } from './popup-helpers'

test.describe.configure({ mode: 'serial' })

const ARTICLE = '/cach-chup-man-hinh-iphone'

/** The reader's pointer, over the page, leaving it through its top edge. */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(200, 300)
  await page.mouse.move(210, 200)
  await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, bubbles: true })))
}

test('without JavaScript a popup stays closed: the article reads as usual', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(ARTICLE)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('dialog[data-popup]')).toHaveCount(1)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await context.close()
})

/** The demo invitation waits until the reader has read two more pages since it first saw them. */
async function readTwoMorePages(page: Page) {
  for (const path of [ARTICLE, '/', ARTICLE]) {
    await page.goto(path)
    // Counted once the page's scripts have run, as they have for a reader who reads it.
    await behavioursStarted(page)
  }
}

test('the demo popup asks a leaving reader to subscribe, once a week, and gives focus back when closed', async ({
  page,
}) => {
  await page.goto(ARTICLE)
  await behavioursStarted(page)
  const dialog = page.getByRole('dialog', { name: 'Mời nhận mẹo qua e-mail' })
  // Not on a first page: the reader has not read two more pages yet.
  await leaveThroughTop(page)
  await page.waitForTimeout(500)
  await expect(dialog).toBeHidden()
  for (const path of ['/', ARTICLE]) {
    await page.goto(path)
    await behavioursStarted(page)
  }
  // Its picture is not downloaded until it opens.
  const picture = page.locator('dialog[aria-label="Mời nhận mẹo qua e-mail"] img')
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0)
  await page.getByRole('heading', { level: 1 }).click()
  await leaveThroughTop(page)
  await expect(dialog).toBeVisible()
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  // Focus moves into the popup (its e-mail field), the page behind is inert, axe finds nothing.
  await expect(dialog.getByLabel('Nhận bài mới qua e-mail')).toBeFocused()
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // Counted when closed (once its closing animation has run): not again this week, on this article or another.
  const counted = () =>
    page.evaluate(() => Object.keys(localStorage).some((key) => /^popup-\d+-impressions-count$/.test(key)))
  await expect.poll(counted).toBe(true)
  await page.goto('/cach-kiem-tra-tinh-trang-pin-iphone')
  await leaveThroughTop(page)
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('subscribing in the popup thanks the reader, then closes it after a second', async ({ page }) => {
  await readTwoMorePages(page)
  await leaveThroughTop(page)
  const dialog = page.getByRole('dialog', { name: 'Mời nhận mẹo qua e-mail' })
  await expect(dialog).toBeVisible()
  const form = dialog.getByRole('form', { name: 'Nhận tin trong cửa sổ bật lên' })
  await formStarted(form)
  await form.getByLabel('Nhận bài mới qua e-mail').fill('cua-so@vidu.vn')
  await form.getByRole('button', { name: 'Đăng ký' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Gần xong! Hãy mở thư xác nhận chúng tôi vừa gửi đến hộp thư của bạn.',
  )
  await expect(dialog).toBeHidden({ timeout: 3000 })
})

test('an editor’s popup opens on page load, on its selector and by hash actions; rules that fail keep another closed', async ({
  page,
  browser,
}) => {
  await logIn(page)
  const pageId = await createPublished(page.request, 'pages', {
    title: 'Thử cửa sổ bật lên',
    slug: 'thu-cua-so-bat-len',
    layout: layout(
      block('Heading', { text: 'Thử cửa sổ bật lên', level: 'h1', align: 'left' }),
      block('Button', { label: 'Mở ưu đãi', href: '#uu-dai', variant: 'primary', align: 'left' }),
    ),
  })
  const popup = (title: string, data: Record<string, unknown>) => createPopup(page.request, pageId, title, data)
  const offer = await popup('Ưu đãi kiểm tra máy', {
    triggers: { page_load: true, page_load_delay: 0 },
    settings: { open_selector: 'a[href="#uu-dai"]', close_button_delay: 1 },
  })
  // A rule that fails: readers from Google only (this one comes from nowhere).
  await popup('Chỉ cho người đến từ Google', {
    timing: { url: true, url_url: 'google\\.', url_action: 'regex' },
    triggers: { page_load: true, page_load_delay: 0 },
  })

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto('/thu-cua-so-bat-len')
  const dialog = visitor.getByRole('dialog', { name: 'Ưu đãi kiểm tra máy' })
  await expect(dialog).toBeVisible()
  await expect(visitor.getByRole('dialog', { name: 'Chỉ cho người đến từ Google' })).toBeHidden()
  // The close button appears after its delay, then closes it.
  const close = dialog.getByRole('button', { name: 'Đóng cửa sổ' })
  await expect(close).toBeHidden()
  await expect(close).toBeVisible({ timeout: 3000 })
  await close.click()
  await expect(dialog).toBeHidden()
  // Its selector opens it again, and focus returns to the button that opened it.
  const opener = visitor.getByRole('link', { name: 'Mở ưu đãi' })
  await opener.click()
  await expect(dialog).toBeVisible()
  await visitor.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  // Hash actions: open, then close for good ("do not show again").
  await visitor.evaluate((hash) => (location.hash = hash), hashActionHref('popup:open', { id: offer }))
  await expect(dialog).toBeVisible()
  await visitor.evaluate(
    (hash) => (location.hash = hash),
    hashActionHref('popup:close', { id: offer, do_not_show_again: 'yes' }),
  )
  await expect(dialog).toBeHidden()
  await visitor.goto('/thu-cua-so-bat-len')
  await visitor.waitForTimeout(500)
  await expect(visitor.getByRole('dialog')).toHaveCount(0)
  expect(await visitor.evaluate((id) => localStorage.getItem(`popup_${id}_disable`), offer)).toBe('true')

  // The other pages do not carry this page's popups.
  await visitor.goto('/gioi-thieu')
  await expect(visitor.locator(`#popup-${offer}`)).toHaveCount(0)
  const [saved] = await docs<{ id: number }>(page.request, `/api/popups?where[id][equals]=${offer}`)
  expect(saved.id).toBe(offer)

  // In the builder, the popup shows in its frame (640 px by default) with its close button, over the dimmed page.
  await page.goto(`/admin/thiet-ke/popups/${offer}`)
  const canvas = page.frameLocator('iframe')
  await expect(canvas.getByText('Ưu đãi kiểm tra máy: giảm 10% phí kiểm tra máy tuần này.')).toBeVisible()
  await expect(canvas.locator('.popup-canvas .popup__frame')).toHaveCSS('width', '640px')
  await expect(canvas.getByRole('button', { name: 'Đóng cửa sổ' })).toBeVisible()
})

test('a form’s success opens the popup the form names; a page without popups of its own only counts the visit', async ({
  page,
  browser,
}) => {
  await logIn(page)
  const heading = block('Heading', { text: 'Góp ý cho Thủ Thuật', level: 'h1', align: 'left' })
  const pageId = await createPublished(page.request, 'pages', {
    title: 'Góp ý cho Thủ Thuật',
    slug: 'thu-gop-y-cua-so',
    layout: layout(heading),
  })
  const thanks = await createPopup(
    page.request,
    pageId,
    'Cảm ơn góp ý của bạn',
    {},
    layout(block('Text', { text: 'Chúng tôi đọc mọi góp ý và trả lời trong hai ngày.', align: 'left' })),
  )
  const form = block('Form', {
    name: 'Góp ý',
    submitLabel: 'Gửi góp ý',
    actions: ['popup'],
    popupAction: 'open',
    popup: { id: thanks, name: 'Cảm ơn góp ý của bạn' },
    fields: [{ kind: 'text', fieldId: 'gop-y', label: 'Góp ý của bạn', required: true }],
  })
  expect(
    (
      await page.request.patch(`/api/pages/${pageId}`, {
        data: { layout: layout(heading, form), _status: 'published' },
      })
    ).ok(),
  ).toBe(true)

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto('/thu-gop-y-cua-so')
  const dialog = visitor.getByRole('dialog', { name: 'Cảm ơn góp ý của bạn' })
  const filled = visitor.getByRole('form', { name: 'Góp ý' })
  await formStarted(filled)
  await filled.getByLabel('Góp ý của bạn').fill('Xin thêm bài về pin Android.')
  await expect(dialog).toBeHidden()
  await filled.getByRole('button', { name: 'Gửi góp ý' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Chúng tôi đọc mọi góp ý')).toBeVisible()

  // "Giới thiệu" has no popup: its page view still counts for the rules of popups elsewhere.
  const views = () => visitor.evaluate(() => Number(localStorage.getItem('pageViews')))
  const before = await views()
  await visitor.goto('/gioi-thieu')
  await expect(visitor.locator('dialog[data-popup]')).toHaveCount(0)
  await expect.poll(views).toBe(before + 1)
  expect(await visitor.evaluate(() => sessionStorage.getItem('activeSession'))).toBe('1')
})

test('the newsroom is not invited: a logged-in editor never gets the subscribe popup', async ({ page }) => {
  await logIn(page)
  await readTwoMorePages(page)
  await leaveThroughTop(page)
  await page.waitForTimeout(800)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a security article offers the ten-step check at the bottom once the reader is 60 % down, leaving the article usable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/cach-bat-xac-minh-2-buoc-cho-tai-khoan-google')
  const offer = page.getByRole('dialog', { name: 'Kiểm tra bảo mật 10 bước' })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.3))
  await page.waitForTimeout(400)
  await expect(offer).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.65))
  await expect(offer).toBeVisible()
  await expect(offer.getByRole('link', { name: 'Xem 10 bước kiểm tra' })).toHaveAttribute('href', '/chuyen-muc/bao-mat')
  // At the bottom of the screen, over the article, and the reader's focus stays where it was.
  await offer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  const box = (await offer.boundingBox())!
  expect(box.y).toBeGreaterThan(844 / 3)
  expect(box.y + box.height).toBeLessThanOrEqual(844)
  expect(await offer.evaluate((element) => element.contains(document.activeElement))).toBe(false)
  // Not modal: the article's links still work behind it, and nothing scrolls it out of place.
  expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') ?? null)).toBeNull()
  // axe is run with the article's top behind the offer: at 65 % down, which small buttons the offer covers depends on
  // how long the page is (axe's target-size counts a covered button as too small).
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(offer).toBeVisible()
  await expectNoAxeViolations(page)
  await offer.getByRole('button', { name: 'Đóng cửa sổ' }).click()
  await expect(offer).toBeHidden()
})

test('“Liên hệ” opens the callback popup from its link; the request is kept and the popup closes', async ({ page }) => {
  await page.goto('/lien-he')
  // Clicked before the page's scripts ran, the link goes to its address (the popup then opens from it, the address kept).
  await behavioursStarted(page)
  const callback = page.getByRole('dialog', { name: 'Nhờ tòa soạn gọi lại' })
  await expect(callback).toBeHidden()
  const link = page.getByRole('link', { name: 'Nhờ tòa soạn gọi lại' })
  await link.click()
  await expect(callback).toBeVisible()
  await expect(page).toHaveURL(/\/lien-he$/)
  const form = callback.getByRole('form', { name: 'Nhờ gọi lại' })
  await formStarted(form)
  await form.getByLabel('Họ và tên').fill('Trần Thị Mai')
  await form.getByLabel('Số điện thoại').fill('0912 345 678')
  await form.getByLabel('Gọi vào lúc').selectOption({ label: 'Buổi tối (19–21 giờ)' })
  await form.getByRole('button', { name: 'Gọi lại cho tôi' }).click()
  await expect(form.getByRole('status')).toHaveText('Đã nhận! Tòa soạn sẽ gọi cho bạn sớm.')
  await expect(callback).toBeHidden({ timeout: 3000 })
  await expect(link).toBeFocused()
})
