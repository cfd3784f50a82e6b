import { expect, test } from '@playwright/test'
import { block, createPublished, layout, signInAsAdmin } from './admin-session'
import { checkoutWithCharger } from './shop-checkout'

test('a page laid out in the builder around the purchase summary widget is what buyers see after ordering', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const summaryPage = await createPublished(page.request, 'pages', {
    title: 'Cảm ơn bạn đã mua hàng',
    slug: 'cam-on-da-mua-hang',
    layout: layout(
      block('Heading', { text: 'Cảm ơn bạn đã tin chọn Thủ Thuật Điện Thoại!', level: 'h1', align: 'center' }),
      block('PurchaseSummary', { title: 'Đơn hàng của bạn' }),
    ),
  })
  expect(
    (await page.request.post('/api/globals/shop-settings', { data: { purchaseSummaryPage: summaryPage } })).ok(),
  ).toBe(true)
  const shopper = await browser.newContext()
  try {
    const tab = await shopper.newPage()
    // Anyone opening the page itself sees what goes there, not someone's order.
    await tab.goto('/cam-on-da-mua-hang')
    await expect(tab.getByRole('region', { name: 'Đơn hàng của bạn' })).toContainText(
      'Tóm tắt đơn hàng hiện ở đây khi khách mở trang này ngay sau khi đặt hàng.',
    )

    await checkoutWithCharger(tab, { name: 'Vũ Tóm Tắt', email: 'vu.tomtat@vidu.vn' })
    await tab.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
    await tab.getByRole('button', { name: 'Đặt hàng' }).click()

    await expect(tab).toHaveURL(/\/thanh-toan\/don-hang\/TT-\d+\?key=/)
    await expect(
      tab.getByRole('heading', { level: 1, name: 'Cảm ơn bạn đã tin chọn Thủ Thuật Điện Thoại!' }),
    ).toBeVisible()
    const summary = tab.getByRole('region', { name: 'Đơn hàng của bạn' })
    await expect(summary).toContainText(/TT-\d+/)
    await expect(summary).toContainText('Đang xử lý')
    await expect(summary).toContainText('Củ sạc nhanh USB-C 20W')
    await expect(summary).toContainText('219.000 ₫')
  } finally {
    await shopper.close()
    await page.request.post('/api/globals/shop-settings', { data: { purchaseSummaryPage: null } })
  }
})
