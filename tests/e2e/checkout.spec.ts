import { type Browser, expect, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted } from './behaviours'
import { mailsTo } from './mails'
import { fillBuyer, phoneFor, wardBox } from './shop-checkout'

const CHARGER = '/san-pham/cu-sac-nhanh-usb-c-20w'
const CABLE = '/san-pham/cap-usb-c-100w-2m'

/** Adds a simple product to the cart from its page (with or without JavaScript). */
async function addToCart(page: Page, path: string, scripted = true) {
  await page.goto(path)
  if (scripted) await behavioursStarted(page)
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  if (scripted) await expect(page.getByRole('status').filter({ hasText: 'vào giỏ hàng.' })).toBeVisible()
}

const review = (page: Page) => page.locator('.checkout-review')

/** Presses Tab until `target` has the focus (as a keyboard user reaches it), failing after `most` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 80) {
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

test.describe('checkout with JavaScript', () => {
  test('a guest buys two products with a coupon and cash on delivery, sees the summary and gets the mail', async ({
    page,
  }) => {
    // The mails go out through the job queue, in the site's next quiet minute.
    test.setTimeout(180_000)
    await addToCart(page, CHARGER)
    await addToCart(page, CABLE)
    await page.goto('/thanh-toan')
    await behavioursStarted(page)
    await expect(review(page)).toContainText('Củ sạc nhanh USB-C 20W')
    await fillBuyer(page, 'mai.le@vidu.vn')
    // Hà Nội is in the shop's first zone: 20.000 ₫ (the review follows the province without reloading).
    await expect(review(page).getByRole('radio', { name: /Giao hàng tận nơi/ })).toBeChecked()
    await expect(review(page)).toContainText('20.000 ₫')

    await page.getByText('Có mã giảm giá? Bấm vào đây để nhập').click()
    await page.getByLabel('Mã giảm giá').fill('chaoban')
    await page.getByRole('button', { name: 'Áp dụng' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Đã áp dụng mã giảm giá CHAOBAN.' })).toBeVisible()
    await expect(review(page)).toContainText('Mã CHAOBAN')
    await expectNoAxeViolations(page)

    await page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
    await page.getByRole('button', { name: 'Đặt hàng' }).click()
    await expect(page.getByRole('heading', { name: 'Cảm ơn bạn! Đơn hàng đã được nhận.' })).toBeVisible()
    await expect(page).toHaveURL(/\/thanh-toan\/don-hang\/TT-\d{6}\?key=/)
    const number = (await page.locator('.order-summary__facts dd').first().innerText()).trim()
    await expect(page.locator('.order-summary__lines')).toContainText('Mã CHAOBAN')
    await expect(page.locator('.order-summary__facts')).toContainText('Đang xử lý')
    await expectNoAxeViolations(page)
    await expect
      .poll(
        () => mailsTo('mai.le@vidu.vn').filter((mail) => mail.includes(`Chúng tôi đã nhận đơn ${number}.`)).length,
        { timeout: 120_000 },
      )
      .toBe(1)

    // The cart is empty now, and the header says so.
    await page.goto('/thanh-toan')
    await expect(page.getByText('Giỏ hàng của bạn đang trống.')).toBeVisible()
  })

  test('a purchase with the keyboard alone: add to cart, fill the checkout, pick up at the shop and order', async ({
    page,
  }) => {
    await page.goto(CHARGER)
    await behavioursStarted(page)
    await tabTo(page, page.getByRole('button', { name: 'Thêm vào giỏ hàng' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'vào giỏ hàng.' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.goto('/thanh-toan')
    await behavioursStarted(page)
    for (const [name, value] of [
      ['Họ và tên', 'Bàn Phím'],
      ['Số điện thoại', '0912 345 678'],
      ['E-mail', 'ban.phim@vidu.vn'],
    ]) {
      await tabTo(page, page.getByRole('textbox', { name, exact: true }))
      await page.keyboard.type(value)
    }
    // Without a province, picking up at the shop is the one way to receive the order: Space chooses it.
    const pickup = review(page).getByRole('radio', { name: /Nhận tại cửa hàng/ })
    await tabTo(page, pickup)
    await page.keyboard.press('Space')
    await expect(pickup).toBeChecked()
    await expect(page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ })).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Đặt hàng' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Cảm ơn bạn! Đơn hàng đã được nhận.' })).toBeVisible()
    await expect(page.locator('.order-summary')).toContainText('Nhận tại cửa hàng')
  })

  test('a way to pay picked while the review is on its way stays picked', async ({ page }) => {
    await addToCart(page, CHARGER)
    await page.goto('/thanh-toan')
    await behavioursStarted(page)
    // A slow network: the review answers a second and a half after the delivery was chosen.
    const isReview = (url: URL) => url.search === '?shop-ajax=update_order_review'
    await page.route(isReview, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const answered = page.waitForResponse((response) => isReview(new URL(response.url())))
    await review(page)
      .getByRole('radio', { name: /Nhận tại cửa hàng/ })
      .check()
    const transfer = page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ })
    await transfer.check()
    await answered
    // The behaviour lays the answer in once it has read it: give it that moment before looking.
    await page.waitForTimeout(500)
    await expect(transfer).toBeChecked()
    await expect(page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ })).not.toBeChecked()
  })

  test('bank transfer shows the VietQR code for the order’s amount and reference', async ({ page }) => {
    await addToCart(page, CHARGER)
    await page.goto('/thanh-toan')
    await behavioursStarted(page)
    await fillBuyer(page, 'chuyen.khoan@vidu.vn')
    await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check()
    await page.getByRole('button', { name: 'Đặt hàng' }).click()
    await expect(page.getByRole('heading', { name: 'Hướng dẫn thanh toán' })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Mã VietQR chuyển khoản .* cho đơn hàng TT-\d{6}$/ })).toBeVisible()
    await expect(page.locator('.order-summary__instructions')).toContainText('Vietcombank')
    await expect(page.locator('.order-summary__instructions')).toContainText(/Nội dung chuyển khoản: TT\d{6}/)
    await expect(page.locator('.order-summary__facts')).toContainText('Tạm giữ')
  })

  test('a wrong phone number is named by the server beside its field, and nothing is ordered', async ({ page }) => {
    await addToCart(page, CABLE)
    await page.goto('/thanh-toan')
    await behavioursStarted(page)
    await fillBuyer(page, 'sai.so@vidu.vn')
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('12345')
    await page.getByRole('button', { name: 'Đặt hàng' }).click()
    await expect(page.getByText('Số điện thoại chưa đúng (ví dụ 0912 345 678).')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Số điện thoại', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(page).toHaveURL('/thanh-toan')
  })

  test('empty and wrong fields are named beside them in Vietnamese, not by the browser’s bubble, before anything is sent', async ({
    page,
  }) => {
    await addToCart(page, CABLE)
    await page.goto('/thanh-toan')
    await behavioursStarted(page)
    const sent: string[] = []
    page.on('request', (request) => request.url().includes('shop-ajax=checkout') && sent.push(request.url()))
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('khong-phai-email')
    await page.getByRole('button', { name: 'Đặt hàng' }).click()
    const name = page.getByRole('textbox', { name: 'Họ và tên', exact: true })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Hãy nhập họ và tên.')
    await expect(name).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Số điện thoại', exact: true })).toHaveAccessibleDescription(
      'Hãy nhập số điện thoại.',
    )
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAccessibleDescription(
      'E-mail chưa đúng (ví dụ ten@gmail.com).',
    )
    await expect(page.getByRole('combobox', { name: 'Tỉnh/thành phố', exact: true })).toHaveAccessibleDescription(
      'Hãy chọn tỉnh/thành phố.',
    )
    await expect(page.getByRole('textbox', { name: 'Số nhà, tên đường', exact: true })).toHaveAccessibleDescription(
      'Hãy nhập số nhà, tên đường.',
    )
    // The browser's own check stays silent: the form is the script's.
    expect(await name.evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true)
    await expectNoAxeViolations(page)
    // Fixing a field takes its message away.
    await name.fill('Lê Thị Mai')
    await expect(name).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText('Hãy nhập họ và tên.')).toHaveCount(0)
    expect(sent).toEqual([])
  })

  test('a customer logs in at the checkout and finds their saved address filled in', async ({ browser, page }) => {
    await signInAsAdmin(page)
    const created = await page.request.post('/api/users', {
      data: {
        email: 'khach.quen@vidu.vn',
        password: 'mat-khau-khach-quen-1',
        name: 'Phạm Quang Huy',
        roles: ['customer'],
        billing: {
          fullName: 'Phạm Quang Huy',
          phone: '+84987654321',
          email: 'khach.quen@vidu.vn',
          province: '79',
          ward: '26740',
          street: '45 Trần Quang Khải',
        },
      },
    })
    expect(created.ok()).toBe(true)
    const guest = await freshPage(browser)
    await addToCart(guest, CHARGER)
    await guest.goto('/thanh-toan')
    await behavioursStarted(guest)
    await guest.getByText('Đã có tài khoản? Bấm vào đây để đăng nhập').click()
    await guest.getByRole('textbox', { name: 'E-mail', exact: true }).first().fill('khach.quen@vidu.vn')
    await guest.getByLabel('Mật khẩu', { exact: true }).fill('sai-mat-khau-roi')
    // "Ghi nhớ đăng nhập" unticked is sent too, as remember=0.
    const [sent] = await Promise.all([
      guest.waitForRequest(
        (request) =>
          request.method() === 'POST' && Boolean(request.postData()?.includes('thuthuat_shop_checkout_login_user')),
      ),
      guest.getByRole('button', { name: 'Đăng nhập' }).click(),
    ])
    expect(sent.postData()).toMatch(/name="remember"\r\n\r\n0\r\n/)
    await expect(guest.getByRole('alert').filter({ hasText: 'Sai e-mail hoặc mật khẩu.' })).toBeVisible()
    await guest.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-khach-quen-1')
    await guest.getByRole('button', { name: 'Đăng nhập' }).click()
    await expect(guest.getByRole('textbox', { name: 'Họ và tên', exact: true })).toHaveValue('Phạm Quang Huy')
    await expect(guest.getByRole('combobox', { name: 'Tỉnh/thành phố', exact: true }).first()).toHaveValue('79')
    await expect(wardBox(guest)).toHaveValue('Phường Sài Gòn')
    await expect(guest.getByText('Đã có tài khoản? Bấm vào đây để đăng nhập')).toHaveCount(0)
    // The guest cart came along with the login.
    await expect(review(guest)).toContainText('Củ sạc nhanh USB-C 20W')
    await guest.close()
  })
})

test.describe('the ward box on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a guest finds their ward by its old name typed without accents, picks it with the keyboard only, and the order shows the new address', async ({
    page,
  }) => {
    await addToCart(page, CABLE)
    await page.goto('/thanh-toan')
    await behavioursStarted(page)
    await page.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill('Ngô Bảo Châu')
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill(phoneFor('bao.chau@vidu.vn'))
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('bao.chau@vidu.vn')
    const province = page.getByRole('combobox', { name: 'Tỉnh/thành phố', exact: true }).first()
    // Only the chosen province's list is fetched, never the whole country's.
    const [choices] = await Promise.all([
      page.waitForResponse(/\/dia-gioi\/79\?v=/),
      province.selectOption({ label: 'Thành phố Hồ Chí Minh' }),
    ])
    const list = (await choices.json()) as { communes: unknown[] }
    expect(list.communes).toHaveLength(168)

    // Keyboard only: from the province, Tab reaches the ward box; typing opens the list, arrows move, Enter takes.
    await province.focus()
    await page.keyboard.press('Tab')
    const ward = wardBox(page)
    await expect(ward).toBeFocused()
    await page.keyboard.type('ben')
    const listbox = page.getByRole('listbox', { name: 'Phường/xã/đặc khu' })
    await expect(listbox).toBeVisible()
    const options = listbox.getByRole('option')
    await expect(options.nth(1)).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(options.first()).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.type(' nghe')
    const first = options.first()
    await expect(first).toHaveText('Phường Bến Nghé (Quận 1) → Phường Sài Gòn')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(ward).toHaveAttribute('aria-expanded', 'true')
    await expect(ward).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Enter')
    await expect(ward).toHaveValue('Phường Sài Gòn')
    await expect(listbox).toBeHidden()
    await expect(ward).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('select[name="billing_ward"]')).toHaveValue('26740')
    // Escape closes the list; a second one puts back the ward chosen.
    await page.keyboard.type(' xyz')
    const nothing = page
      .locator('.checkout-ward')
      .first()
      .getByText('Không tìm thấy phường/xã nào. Thử gõ ít chữ hơn.', { exact: true })
      .first()
    await expect(nothing).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nothing).toBeHidden()
    await expect(ward).toHaveValue('Phường Sài Gòn xyz')
    await page.keyboard.press('Escape')
    await expect(ward).toHaveValue('Phường Sài Gòn')
    await expect(page.locator('select[name="billing_ward"]')).toHaveValue('26740')

    await page.getByRole('textbox', { name: 'Số nhà, tên đường', exact: true }).first().fill('12 Lê Lợi')
    await page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
    await page.getByRole('button', { name: 'Đặt hàng' }).click()
    await expect(page.getByRole('heading', { name: 'Cảm ơn bạn! Đơn hàng đã được nhận.' })).toBeVisible()
    await expect(page.locator('.order-summary__addresses')).toContainText(
      '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    )
  })

  test('a ward typed but not chosen is named by the box, in Vietnamese, before anything is sent', async ({ page }) => {
    await addToCart(page, CABLE)
    await page.goto('/thanh-toan')
    await behavioursStarted(page)
    await page
      .getByRole('combobox', { name: 'Tỉnh/thành phố', exact: true })
      .first()
      .selectOption({ label: 'Thành phố Hà Nội' })
    await wardBox(page).fill('khong co phuong nay')
    await expect(
      page
        .locator('.checkout-ward')
        .first()
        .getByText('Không tìm thấy phường/xã nào. Thử gõ ít chữ hơn.', { exact: true })
        .first(),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Đặt hàng' }).click()
    await expect(wardBox(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(wardBox(page)).toHaveAccessibleDescription(/Hãy chọn phường\/xã\/đặc khu\./)
  })
})

async function freshPage(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the whole purchase works with plain forms: the commune list fills after “Cập nhật địa chỉ”', async ({
    page,
  }) => {
    await addToCart(page, CHARGER, false)
    await page.goto('/thanh-toan')
    await page.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill('Đỗ Văn Nam')
    await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0903 123 456')
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nam.do@vidu.vn')
    await page
      .getByRole('combobox', { name: 'Tỉnh/thành phố', exact: true })
      .first()
      .selectOption({ label: 'Thành phố Hồ Chí Minh' })
    await page.getByRole('button', { name: 'Cập nhật địa chỉ' }).first().click()
    await expect(page).toHaveURL('/thanh-toan')
    await expect(page.getByRole('textbox', { name: 'Họ và tên', exact: true })).toHaveValue('Đỗ Văn Nam')
    // No district is asked any more: the province's communes are one list.
    await expect(page.getByRole('combobox', { name: 'Quận/huyện' })).toHaveCount(0)
    await page
      .getByRole('combobox', { name: 'Phường/xã/đặc khu', exact: true })
      .first()
      .selectOption({ label: 'Phường Tân Định' })
    await page.getByRole('textbox', { name: 'Số nhà, tên đường', exact: true }).first().fill('8 Hai Bà Trưng')
    await page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
    await page.getByRole('button', { name: 'Đặt hàng' }).click()
    await expect(page.getByRole('heading', { name: 'Cảm ơn bạn! Đơn hàng đã được nhận.' })).toBeVisible()
    await expect(page.locator('.order-summary__addresses')).toContainText(
      '8 Hai Bà Trưng, Phường Tân Định, Thành phố Hồ Chí Minh',
    )
  })
})
