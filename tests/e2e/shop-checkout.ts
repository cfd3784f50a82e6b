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
