import { expect, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { behavioursStarted } from './behaviours'
import { CHARGER, phoneFor } from './shop-checkout'

/** A small phone, a usual phone and a tablet held upright. */
const WIDTHS = [320, 390, 768]

/** The page is exactly as wide as the screen at every width: nothing sticks out to be scrolled to sideways. */
async function fitsEveryWidth(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${what} at ${width} px` })
      .toBe(width)
  }
}

/** Every radio named `name` on the checkout, in turn: the order review and the payment list follow each one. */
async function eachChoice(page: Page, name: string, what: string) {
  const values = await page
    .locator(`input[name="${name}"]`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  expect(values.length).toBeGreaterThan(0)
  for (const value of values) {
    await page.locator(`input[name="${name}"][value="${value}"]`).check()
    await page.waitForLoadState('networkidle')
    await fitsEveryWidth(page, `${what} ${value}`)
  }
}

test('every shop page fits a 320, 390 and 768 px screen: shop, product, cart, checkout with each choice, order and account', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/cua-hang')
  await fitsEveryWidth(page, 'the shop')
  await page.goto('/tai-khoan')
  await fitsEveryWidth(page, 'the account’s login')

  await signInAsAdmin(page)
  await page.goto(CHARGER)
  await behavioursStarted(page)
  await fitsEveryWidth(page, 'the product')
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'vào giỏ hàng.' })).toBeVisible()
  await page.goto('/gio-hang')
  await fitsEveryWidth(page, 'the cart')

  await page.goto('/thanh-toan')
  await behavioursStarted(page)
  await fitsEveryWidth(page, 'the checkout')
  // Before a province only the pickup at the shop is offered; after it, delivery too.
  await eachChoice(page, 'shipping_method', 'the checkout, delivery')
  // (A customer who picked up last time is asked no address until they choose delivery again.)
  const province = page.getByRole('combobox', { name: 'Tỉnh/thành phố', exact: true })
  if (await province.count()) {
    await province.selectOption({ label: 'Thành phố Hà Nội' })
    await expect(page.locator('input[name="shipping_method"]')).not.toHaveCount(1)
  }
  await eachChoice(page, 'shipping_method', 'the checkout, delivery')
  await eachChoice(page, 'payment_method', 'the checkout, payment')

  await page
    .locator('.checkout-review')
    .getByRole('radio', { name: /Nhận tại cửa hàng/ })
    .check()
  await page.waitForLoadState('networkidle')
  await page.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill('Trần Văn Hẹp')
  await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill(phoneFor('man-hinh-hep@vidu.vn'))
  await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check()
  await page.getByRole('button', { name: 'Đặt hàng' }).click()
  await expect(page.getByRole('heading', { name: 'Cảm ơn bạn! Đơn hàng đã được nhận.' })).toBeVisible()
  await fitsEveryWidth(page, 'the order received')

  await page.goto('/tai-khoan')
  const tabs = await page
    .getByRole('navigation', { name: 'Tài khoản' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))
  expect(tabs.length).toBeGreaterThan(4)
  for (const tab of tabs) {
    await page.goto(tab)
    await fitsEveryWidth(page, `the account’s ${tab}`)
  }
  await page.goto(tabs.find((tab) => /\/(?:orders|don-hang)$/.test(tab))!)
  await page.locator('.account-orders a').first().click()
  await expect(page.getByRole('heading', { name: /TT-\d{6}/ }).first()).toBeVisible()
  await fitsEveryWidth(page, 'the account’s order')
})
