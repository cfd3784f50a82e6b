import { expect, type Page } from '@playwright/test'
import { behavioursStarted } from './behaviours'

/** The seeded charger: 219.000 ₫. */
export const CHARGER = '/san-pham/cu-sac-nhanh-usb-c-20w'

/**
 * A mobile number of the buyer's own, made from their e-mail (`0912 345 678`'s shape): the shop limits how many orders
 * one phone number places in an hour, and the specs' buyers are different people.
 */
export function phoneFor(email: string): string {
  let hash = 7
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000
  const digits = String(hash).padStart(8, '0')
  return `09${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
}

/**
 * A guest with JavaScript puts the charger in their cart, opens the checkout, says who they are and picks the order
 * up at the shop (no address to fill): what the payment specs start from.
 */
export async function checkoutWithCharger(tab: Page, buyer: { name: string; email: string }) {
  await tab.goto(CHARGER)
  await behavioursStarted(tab)
  await tab.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  await expect(tab.getByRole('status').filter({ hasText: 'vào giỏ hàng.' })).toBeVisible()
  await tab.goto('/thanh-toan')
  await behavioursStarted(tab)
  await tab.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill(buyer.name)
  await tab.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill(phoneFor(buyer.email))
  await tab.getByRole('textbox', { name: 'E-mail', exact: true }).fill(buyer.email)
  await tab
    .locator('.checkout-review')
    .getByRole('radio', { name: /Nhận tại cửa hàng/ })
    .check()
}

export const wardBox = (page: Page) => page.getByRole('combobox', { name: 'Phường/xã/đặc khu', exact: true }).first()

/** Fills who buys, and a Hà Nội address, as a reader with JavaScript does (the ward box searches the province's communes). */
export async function fillBuyer(page: Page, email: string, name = 'Lê Thị Mai') {
  await page.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill(phoneFor(email))
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await page
    .getByRole('combobox', { name: 'Tỉnh/thành phố', exact: true })
    .first()
    .selectOption({ label: 'Thành phố Hà Nội' })
  await wardBox(page).fill('hong ha')
  await page.getByRole('option', { name: 'Phường Hồng Hà', exact: true }).click()
  await expect(wardBox(page)).toHaveValue('Phường Hồng Hà')
  await page.getByRole('textbox', { name: 'Số nhà, tên đường', exact: true }).first().fill('12 ngõ 34 Phúc Xá')
}
