import { expect, test } from '@playwright/test'
import { docs, signInAsAdmin } from './admin-session'
import { checkoutWithCharger } from './shop-checkout'

/**
 * Issue 32, row 6: a guest's order link (`/thanh-toan/don-hang/TT-…?key=…`) is theirs alone, so the front never keeps
 * it: once the shop cancels the order, the same link shows the new status and no longer how to pay.
 */
test('a guest’s order link shows the cancellation at once, never a kept copy', async ({ page, request, browser }) => {
  await checkoutWithCharger(page, { name: 'Trần Thu Hà', email: 'huy.don@vidu.vn' })
  await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check()
  await page.getByRole('button', { name: 'Đặt hàng' }).click()
  await expect(page.getByRole('heading', { name: 'Hướng dẫn thanh toán' })).toBeVisible()
  await expect(page).toHaveURL(/\/thanh-toan\/don-hang\/TT-\d{6}\?key=/)
  const link = new URL(page.url()).pathname + new URL(page.url()).search
  const number = /TT-\d{6}/.exec(link)![0]

  // The link opened twice without a cookie (another device, a mail client): each time rendered, never from the cache.
  for (let visit = 0; visit < 2; visit++) {
    const answer = await request.get(link)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['x-page-cache']).toBeUndefined()
    expect(answer.headers()['cache-control']).toContain('no-store')
    expect(await answer.text()).toContain('Tạm giữ')
  }

  const staff = await browser.newPage()
  await signInAsAdmin(staff)
  const [order] = await docs<{ id: number }>(staff.request, `/api/orders?where[number][equals]=${number}&depth=0`)
  expect(
    (
      await staff.request.patch(`/api/orders/${order.id}`, {
        data: { status: 'cancelled', statusNote: 'Khách không chuyển khoản' },
      })
    ).ok(),
  ).toBe(true)
  await staff.close()

  const after = await request.get(link)
  expect(after.headers()['x-page-cache']).toBeUndefined()
  const html = await after.text()
  expect(html).toContain('Đã huỷ')
  expect(html).not.toContain('Tạm giữ')
  expect(html).not.toContain('Hướng dẫn thanh toán')
  expect(html).not.toContain('Nội dung chuyển khoản')
  await page.goto(link)
  await expect(page.locator('.order-summary__facts')).toContainText('Đã huỷ')
  await expect(page.getByRole('heading', { name: 'Hướng dẫn thanh toán' })).toHaveCount(0)
})
