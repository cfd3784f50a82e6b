import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'

test('an editor types a price with thousands separators, the product keeps whole đồng, and visitors see it', async ({
  page,
}) => {
  await signInAsAdmin(page)
  // A name of its own, so the test can run again on the same site.
  const serial = Date.now().toString().slice(-6)
  const name = `Sạc không dây 15W số ${serial}`
  const slug = `sac-khong-day-15w-so-${serial}`
  await page.goto('/admin/collections/products/create')
  await page.getByLabel('Tên sản phẩm').fill(name)
  await page.getByRole('button', { name: 'Giá và kho', exact: true }).click()
  const regular = page.getByLabel('Giá thường (₫)')
  await regular.fill('1.250.000')
  await expect(regular).toHaveValue('1.250.000')
  await page.getByLabel('Giá khuyến mãi (₫)').fill('990000')
  await page.getByLabel('Số lượng trong kho').fill('12')
  await page.getByRole('button', { name: 'Xuất bản' }).click()
  await expect(page.getByText(/thành công/i).first()).toBeVisible()
  // Reopened, the prices read with separators; stored, they are whole numbers.
  await page.reload()
  await page.getByRole('button', { name: 'Giá và kho', exact: true }).click()
  await expect(page.getByLabel('Giá khuyến mãi (₫)')).toHaveValue('990.000')
  const stored = await (await page.request.get(`/api/products?where[slug][equals]=${slug}&depth=0`)).json()
  expect(stored.docs[0]).toMatchObject({ regularPrice: 1_250_000, salePrice: 990_000, price: 990_000 })

  // A price that is not a whole number of đồng is refused with its message.
  // The admin checks the form on the server after a change (a server action); saving waits for that answer, as a person would.
  const checked = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith(`/admin/collections/products/${stored.docs[0].id}`),
  )
  await page.getByLabel('Giá thường (₫)').fill('12,5 triệu')
  await page.keyboard.press('Tab')
  await checked
  const publish = page.getByRole('button', { name: 'Xuất bản' })
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect(page.getByText('Giá là số đồng nguyên, không âm.').first()).toBeVisible()
  const kept = await (await page.request.get(`/api/products?where[slug][equals]=${slug}&depth=0`)).json()
  expect(kept.docs[0].regularPrice).toBe(1_250_000)

  await page.goto(`/san-pham/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.locator('.product__summary .price')).toContainText('990.000 ₫')
})
