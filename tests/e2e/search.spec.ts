import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

test('finds an article from an unaccented query, title matches first, with highlights', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('searchbox', { name: 'Từ khoá tìm kiếm' }).first()
  await page.setViewportSize({ width: 1280, height: 900 })
  await box.fill('chup man hinh')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/tim-kiem\?s=chup\+man\+hinh$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả tìm kiếm cho “chup man hinh”')
  await expect(page.getByRole('status')).toHaveText(/Tìm thấy \d+ bài viết/)
  const titles = page.locator('.search-result__title')
  await expect(titles.first()).toContainText(/chụp màn hình/i)
  await expect(titles.first().locator('mark').first()).toHaveText(/chụp/i)
  await expect(page.getByRole('link', { name: 'Cách chụp màn hình iPhone' })).toBeVisible()
})

test('dien thoai finds điện thoại', async ({ page }) => {
  await page.goto('/tim-kiem?s=dien%20thoai')
  await expect(page.locator('.search-result mark').first()).toHaveText(/điện/i)
})

test('/?s= redirects to the search page', async ({ page }) => {
  await page.goto('/?s=zalo')
  await expect(page).toHaveURL(/\/tim-kiem\?s=zalo$/)
  await expect(page.getByRole('link', { name: /Zalo/ }).first()).toBeVisible()
})

test('no results and hostile queries get the friendly empty state', async ({ page }) => {
  await page.goto(`/tim-kiem?s=${encodeURIComponent('<script>alert(1)</script> "NEAR(')}`)
  await expect(page.getByText(/Không tìm thấy bài viết nào cho/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'iPhone' }).last()).toBeVisible()
  await page.goto('/tim-kiem')
  await expect(page.getByText(/^Nhập từ khoá, ví dụ “chụp màn hình”/)).toBeVisible()
})

test('a new query is answered from the kept search page, the same page Next.js renders', async ({ request }) => {
  for (const query of [
    'kiem tra pin iphone',
    `pin <b>"đậm"</b> $& $' thuthuat-search-query-slot <!--thuthuat-search-results-->`,
  ]) {
    const path = `/tim-kiem?s=${encodeURIComponent(query)}`
    const filled = await request.get(path)
    expect(filled.headers()['x-page-cache'], query).toBe('FRAME')
    // A visitor with a cookie is never answered from the front's copies: Next.js renders the page.
    const rendered = await request.get(path, { headers: { cookie: 'khach=1' } })
    expect(rendered.headers()['x-page-cache'], query).toBeUndefined()
    expect(await filled.text(), query).toBe(await rendered.text())
    expect((await request.get(path)).headers()['x-page-cache'], query).toBe('HIT')
  }
})

test('a query is shown as typed in the title, the heading and the search box', async ({ page }) => {
  const query = `<img src=x onerror=alert(1)> "pin" $& thuthuat-search-query-slot`
  let dialogs = 0
  page.on('dialog', (dialog) => (dialogs++, dialog.dismiss()))
  await page.goto(`/tim-kiem?s=${encodeURIComponent(query)}`)
  await expect(page).toHaveTitle(`Kết quả tìm kiếm cho “${query}” – Thủ Thuật Điện Thoại`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kết quả tìm kiếm cho “${query}”`)
  await expect(page.locator('#search-page-input')).toHaveValue(query)
  await expect(page.getByText(`Không tìm thấy bài viết nào cho “${query}”.`)).toBeVisible()
  expect(await page.locator('.search-page img').count()).toBe(0)
  expect(dialogs).toBe(0)
})

test('the search page has no accessibility violations', async ({ page }) => {
  await page.goto('/tim-kiem?s=pin')
  await expectNoAxeViolations(page)
})

test('a result’s picture is fetched at least as wide as it is shown, on a phone and on wider screens', async ({
  page,
}) => {
  for (const width of [390, 700, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/tim-kiem?s=pin')
    const image = page.locator('.search-result__media img').first()
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc !== ''))
      .toBe(true)
    const { shown, fetched } = await image.evaluate((element: HTMLImageElement) => ({
      shown: element.getBoundingClientRect().width,
      fetched: Number(new URL(element.currentSrc).searchParams.get('w')),
    }))
    expect(fetched, `${width} px wide window`).toBeGreaterThanOrEqual(shown)
  }
})

test('on a phone a result is a small picture beside its category and title, its snippet under both', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/tim-kiem?s=pin')
  const result = page.locator('.search-result').first()
  const box = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!
  const [picture, title, snippet] = await Promise.all([
    box(result.locator('img')),
    box(result.getByRole('heading')),
    box(result.locator('.search-result__snippet')),
  ])
  expect(picture.width).toBeLessThanOrEqual(120)
  expect(title.x).toBeGreaterThan(picture.x + picture.width)
  expect(snippet.y).toBeGreaterThanOrEqual(picture.y + picture.height)
  expect(snippet.x).toBeLessThanOrEqual(picture.x + 1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
})

test('products the query names show in their own group above the articles, with picture and price, linking to their page', async ({
  page,
}) => {
  await page.goto('/tim-kiem?s=s%E1%BA%A1c%20nhanh')
  const products = page.getByRole('region', { name: 'Sản phẩm' })
  await expect(products.getByRole('heading', { level: 2, name: 'Sản phẩm' })).toBeVisible()
  const charger = products.getByRole('link', { name: 'Củ sạc nhanh USB-C 20W' })
  await expect(charger).toHaveAttribute('href', '/san-pham/cu-sac-nhanh-usb-c-20w')
  await expect(products.locator('.search-product').first().locator('img')).toBeVisible()
  await expect(products.locator('.search-product').first().locator('.price__amount')).toHaveText(/\d[\d.]*\s₫/)
  const [productsBox, articlesBox] = await Promise.all([
    products.boundingBox(),
    page.locator('.search-results').boundingBox(),
  ])
  expect(productsBox!.y).toBeLessThan(articlesBox!.y)
  await charger.click()
  await expect(page).toHaveURL(/\/san-pham\/cu-sac-nhanh-usb-c-20w$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Củ sạc nhanh USB-C 20W' })).toBeVisible()

  // Only the first page of a search shows them; a query naming no product shows none.
  await page.goto('/tim-kiem?s=s%E1%BA%A1c%20nhanh&trang=2')
  await expect(page.getByRole('region', { name: 'Sản phẩm' })).toHaveCount(0)
  await page.goto('/tim-kiem?s=ch%E1%BB%A5p%20m%C3%A0n%20h%C3%ACnh')
  await expect(page.getByRole('region', { name: 'Sản phẩm' })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a mistyped word is corrected: iphne shows the iPhone articles under “Kết quả cho «iphone»”', async ({
    page,
  }) => {
    await page.goto('/tim-kiem?s=iphne')
    await expect(page.getByText('Kết quả cho «iphone»')).toBeVisible()
    await expect(page.getByText('Không tìm thấy kết quả nào cho «iphne».')).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(/Tìm thấy \d+ bài viết/)
    await expect(page.locator('.search-result__title mark').first()).toHaveText(/iphone/i)
    await expect(page.getByRole('link', { name: 'Cách chụp màn hình iPhone' })).toBeVisible()
  })
})
