import { type Browser, expect, type Page, test } from '@playwright/test'
import { docs, signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted } from './behaviours'
import { mailsTo } from './mails'

const EBOOK = '/san-pham/cam-nang-dung-dien-thoai-sach-dien-tu'

// The first account of a site is its administrator (made with the setup link): customers register after it.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await signInAsAdmin(page)
  await page.close()
})

/** The link to set a password in the mail to `email` that says `words`, once `email` has `mails` mails. */
async function passwordLinkFor(email: string, mails: number, words: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: 120_000 }).toBe(mails)
  const link = /https?:\/\/\S+dat-lai-mat-khau\?token=[^\s<>"]+/.exec(
    mailsTo(email).find((mail) => mail.includes(words))!,
  )![0]
  const url = new URL(link.replace(/&amp;/g, '&'))
  return url.pathname + url.search
}

/** Sends the register form (its captcha solves itself in the browser) and expects the one answer it ever gives. */
async function sendRegistration(page: Page, email: string, name: string) {
  await page.goto('/tai-khoan')
  await behavioursStarted(page)
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Tạo tài khoản' }) })
  await form.getByLabel('Họ và tên').fill(name)
  await form.getByLabel('E-mail').fill(email)
  // As a person does, send once the captcha says it is done: its proof of work takes seconds of a busy machine's CPU,
  // and a form sent before asks to wait and send again.
  await expect(form.getByRole('checkbox', { name: 'Đã xác minh' })).toBeChecked({ timeout: 60_000 })
  await form.getByRole('button', { name: 'Tạo tài khoản' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Hãy kiểm tra hộp thư' })).toBeVisible({ timeout: 30_000 })
}

/** A new customer: registers, then sets their password with the mailed link, which logs them in. */
async function register(browser: Browser, email: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await sendRegistration(page, email, name)
  await page.goto(await passwordLinkFor(email, 1, 'Tài khoản của bạn đã được tạo'))
  await page.getByLabel('Mật khẩu mới (ít nhất 10 ký tự)').fill('mat-khau-that-dai-1')
  await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Đã đặt mật khẩu mới. Bạn đã đăng nhập.' })).toBeVisible()
  return page
}

test('registering answers the same for an e-mail with an account, which is left as it was; its owner is told by mail', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const owner = await register(browser, 'da-co-tai-khoan@vidu.vn', 'Chủ Tài Khoản')
  const stranger = await (await browser.newContext()).newPage()
  await sendRegistration(stranger, 'da-co-tai-khoan@vidu.vn', 'Kẻ Lạ')
  await expect(stranger.getByRole('navigation', { name: 'Tài khoản' })).toHaveCount(0)
  await expect.poll(() => mailsTo('da-co-tai-khoan@vidu.vn').length, { timeout: 120_000 }).toBe(2)
  expect(mailsTo('da-co-tai-khoan@vidu.vn').some((mail) => mail.includes('Bạn đã có tài khoản với e-mail này'))).toBe(
    true,
  )
  await owner.goto('/tai-khoan/thong-tin-tai-khoan')
  await expect(owner.getByText('Chủ Tài Khoản').first()).toBeVisible()
  await expectNoAxeViolations(stranger)
})

test('a customer buys the e-book, finds the order, its summary and the download in their account; another customer finds none of it', async ({
  browser,
}) => {
  const page = await register(browser, 'doc-gia-mua-sach@vidu.vn', 'Vũ Thu Hà')
  await expect(
    page.getByRole('navigation', { name: 'Tài khoản' }).getByRole('link', { name: 'Tổng quan' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(page)

  await page.goto(EBOOK)
  await behavioursStarted(page)
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'vào giỏ hàng.' })).toBeVisible()
  await page.goto('/thanh-toan')
  await behavioursStarted(page)
  // An e-book needs no delivery: no address is asked.
  await expect(page.getByRole('combobox', { name: 'Tỉnh/thành phố', exact: true })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill('Vũ Thu Hà')
  await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0988 111 222')
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('doc-gia-mua-sach@vidu.vn')
  // Nothing to deliver, so nobody would collect cash: cash on delivery is not offered; a transfer is (the demo allows it).
  await expect(page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ })).toHaveCount(0)
  await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check()
  await page.getByRole('button', { name: 'Đặt hàng' }).click()
  await expect(page.getByRole('heading', { name: 'Cảm ơn bạn! Đơn hàng đã được nhận.' })).toBeVisible()
  const number = (await page.locator('.order-summary__facts dd').first().innerText()).trim()
  await expect(page.getByText('Tệp tải về sẽ mở khi cửa hàng xác nhận đã nhận được tiền chuyển khoản.')).toBeVisible()
  await expect(page.getByText(/Cửa hàng giữ hàng cho đơn này tới/)).toBeVisible()

  // The tabs' addresses are Vietnamese; the original English ones redirect there for good (docs/shop.md, Account).
  const old = await page.request.get('/tai-khoan/orders', { maxRedirects: 0 })
  expect([301, 308]).toContain(old.status())
  expect(new URL(old.headers().location, page.url()).pathname).toBe('/tai-khoan/don-hang')
  await page.goto(`/tai-khoan/view-order/${number}`)
  await expect(page).toHaveURL(`/tai-khoan/xem-don-hang/${number}`)
  await page.getByRole('navigation', { name: 'Tài khoản' }).getByRole('link', { name: 'Đơn hàng' }).click()
  await expect(page).toHaveURL('/tai-khoan/don-hang')
  await page.getByRole('link', { name: number }).click()
  await expect(page).toHaveURL(`/tai-khoan/xem-don-hang/${number}`)
  await expect(page.getByRole('heading', { name: `Đơn hàng ${number}` })).toBeVisible()
  await expect(page.locator('.order-summary__lines')).toContainText('Cẩm nang dùng điện thoại cho người mới')
  await expectNoAxeViolations(page)

  // Unpaid: the file is listed with what it waits for, and its address answers nothing.
  await page.goto('/tai-khoan/tep-da-mua')
  await expect(page.getByRole('link', { name: 'Cẩm nang dùng điện thoại (PDF)' })).toHaveCount(0)
  await expect(page.locator('.account-orders tbody')).toContainText(
    'Tệp tải về sẽ mở khi cửa hàng xác nhận đã nhận được tiền chuyển khoản.',
  )
  expect((await page.request.get(`/tai-khoan/tai-ve/${number}/0`)).status()).toBe(404)

  // The shop sees the money arrive and confirms the transfer: the file opens.
  const shop = await (await browser.newContext()).newPage()
  await signInAsAdmin(shop)
  const [order] = await docs<{ id: number }>(shop.request, `/api/orders?where[number][equals]=${number}&depth=0`)
  expect(
    (
      await shop.request.patch(`/api/orders/${order.id}`, {
        data: { status: 'processing', statusNote: 'Đã nhận tiền chuyển khoản.' },
      })
    ).ok(),
  ).toBe(true)

  await page.goto('/tai-khoan/tep-da-mua')
  const link = page.getByRole('link', { name: 'Cẩm nang dùng điện thoại (PDF)' })
  await expect(page.locator('.account-orders tbody td').nth(2)).toHaveText('5')
  const href = (await link.getAttribute('href'))!
  const file = await page.request.get(href)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-disposition']).toContain('attachment')
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await page.reload()
  await expect(page.locator('.account-orders tbody td').nth(2)).toHaveText('4')
  await expectNoAxeViolations(page)

  const stranger = await register(browser, 'nguoi-khac@vidu.vn', 'Người Khác')
  expect((await stranger.goto(`/tai-khoan/xem-don-hang/${number}`))?.status()).toBe(404)
  expect((await stranger.request.get(href)).status()).toBe(404)
  await stranger.goto('/tai-khoan/don-hang')
  await expect(stranger.getByText('Bạn chưa có đơn hàng nào.')).toBeVisible()
})

test('a wrong login, and an account page asked without logging in, get Vietnamese notices', async ({ page }) => {
  await page.goto('/tai-khoan')
  const login = page.locator('form', { has: page.getByRole('button', { name: 'Đăng nhập' }) })
  await login.getByLabel('E-mail').fill('khong-co@vidu.vn')
  await login.getByLabel('Mật khẩu').fill('sai-mat-khau-1')
  await login.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Sai e-mail hoặc mật khẩu.' })).toBeVisible()
  expect((await page.goto('/tai-khoan/orders'))?.url()).toContain('/tai-khoan?thong-bao=can-dang-nhap')
  await expect(page.getByRole('alert').filter({ hasText: 'Hãy đăng nhập để xem trang này.' })).toBeVisible()
})

test('a customer who forgot their password gets a link by e-mail and sets a new one with it', async ({ browser }) => {
  test.setTimeout(180_000)
  const first = await register(browser, 'quen-mat-khau@vidu.vn', 'Lý Minh Khoa')
  await first.getByRole('button', { name: 'Đăng xuất' }).click()
  await expect(first.getByRole('status').filter({ hasText: 'Bạn đã đăng xuất.' })).toBeVisible()
  await first.getByText('Quên mật khẩu?').click()
  await first.getByLabel('E-mail của tài khoản').fill('quen-mat-khau@vidu.vn')
  await first.getByRole('button', { name: 'Gửi liên kết đặt lại mật khẩu' }).click()
  await expect(first.getByRole('status').filter({ hasText: 'chúng tôi đã gửi tới đó một liên kết' })).toBeVisible()
  const link = await passwordLinkFor('quen-mat-khau@vidu.vn', 2, 'đặt mật khẩu mới')
  await first.goto(link)
  await first.getByLabel('Mật khẩu mới (ít nhất 10 ký tự)').fill('mat-khau-moi-that-dai')
  await first.getByRole('button', { name: 'Đặt mật khẩu mới' }).click()
  await expect(first.getByRole('status').filter({ hasText: 'Đã đặt mật khẩu mới. Bạn đã đăng nhập.' })).toBeVisible()
  await expect(first.getByRole('navigation', { name: 'Tài khoản' })).toBeVisible()
  // The link works once.
  await first.goto(link)
  await first.getByLabel('Mật khẩu mới (ít nhất 10 ký tự)').fill('mat-khau-khac-nua-dai')
  await first.getByRole('button', { name: 'Đặt mật khẩu mới' }).click()
  await expect(
    first.getByRole('alert').filter({ hasText: 'Liên kết đặt lại mật khẩu không đúng hoặc đã hết hạn.' }),
  ).toBeVisible()
})
