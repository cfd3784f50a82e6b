import { expect, test } from '@playwright/test'
import { followFormChecks, signInAsAdmin } from './admin-session'
import { checkoutWithCharger } from './shop-checkout'

test('an editor finds an order by status and date, completes it with a note and records a refund', async ({
  page,
  browser,
}) => {
  // A guest's order, paid on delivery: it starts as "Đang xử lý".
  const shopper = await browser.newContext()
  const tab = await shopper.newPage()
  await checkoutWithCharger(tab, { name: 'Ngô Quản Lý', email: 'ngo.quanly@vidu.vn' })
  await tab.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
  await tab.getByRole('button', { name: 'Đặt hàng' }).click()
  await expect(tab).toHaveURL(/\/thanh-toan\/don-hang\/TT-\d+/)
  const number = /TT-\d+/.exec(tab.url())![0]
  await shopper.close()

  await signInAsAdmin(page)
  const list = async (query: string) => {
    await page.goto(`/admin/collections/orders?${query}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Đơn hàng' })).toBeVisible()
  }
  const row = page.getByRole('link', { name: number, exact: true })
  await list('where[status][equals]=processing')
  await expect(row).toBeVisible()
  await list('where[status][equals]=cancelled')
  // The list itself answers (the menu's "Địa chỉ không tìm thấy" is not the answer).
  const listView = page.locator('.collection-list')
  await expect(
    listView
      .getByText(/Không tìm thấy|No Đơn hàng found|Không có/i)
      .or(listView.locator('table'))
      .first(),
  ).toBeVisible()
  await expect(row).toHaveCount(0)
  const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  await list(`where[createdAt][greater_than]=${today}`)
  await expect(row).toBeVisible()
  await list('where[createdAt][less_than]=2020-01-01')
  await expect(row).toHaveCount(0)

  await list('where[status][equals]=processing')
  await row.click()
  await expect(page.getByRole('heading', { name: number })).toBeVisible()
  // The admin checks the form on the server after each change; a click made before it answers can be lost, so
  // each step waits for it, as a person waits for the form to catch up.
  const checks = followFormChecks(page)
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: 'Hoàn thành' }).click()
  await page.getByLabel('Ghi chú cho lần đổi trạng thái này').fill('Khách đã nhận hàng tại cửa hàng.')
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click()
  await checks.settled()
  await page.getByRole('button', { name: 'Thêm: Lần hoàn tiền' }).click()
  const amount = page.getByLabel('Số tiền (₫)')
  await expect(amount).toBeVisible({ timeout: 30_000 })
  await checks.settled()
  await amount.fill('19.000')
  await page.getByLabel('Lý do').fill('Giảm giá vì hộp bị móp')
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByText(/thành công/i).first()).toBeVisible()

  const stored = (await (await page.request.get(`/api/orders?where[number][equals]=${number}&depth=0`)).json()).docs[0]
  expect(stored.status).toBe('completed')
  expect(stored.history.at(-1)).toMatchObject({
    from: 'Đang xử lý',
    to: 'Hoàn thành',
    note: 'Khách đã nhận hàng tại cửa hàng.',
  })
  expect(stored.refunds).toEqual([
    expect.objectContaining({ amount: 19_000, reason: 'Giảm giá vì hộp bị móp', by: expect.any(String) }),
  ])
  // What was bought, for how much, stays as ordered.
  expect(stored.total).toBe(219_000)
})
