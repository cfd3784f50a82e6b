import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted } from './behaviours'

/** The seeded shop: 17 products in 4 categories, twelve a page. */
const CHARGER = '/san-pham/cu-sac-nhanh-usb-c-20w'
const POWER_BANK = '/san-pham/pin-du-phong-sac-nhanh'

const cardTitles = (page: Page) => page.locator('.shop-products .product-card__title').allInnerTexts()
const headerCount = (page: Page) => page.locator('.site-header .menu-cart__count')

test.describe('the shop without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const width of [390, 1280]) {
    test(`lists, sorts and filters products, and a purchase path works through the cart page, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/cua-hang')
      await expect(page.getByRole('heading', { level: 1, name: 'Cửa hàng' })).toBeVisible()
      // The seed's 17 products, and any an editor added since (shop-admin.spec.ts adds one).
      const total = Number((await page.locator('.shop__count').innerText()).replace(/\D/g, ''))
      expect(total).toBeGreaterThanOrEqual(17)
      expect(await cardTitles(page)).toHaveLength(12)
      await page
        .getByRole('navigation', { name: 'Phân trang' })
        .getByRole('link', { name: 'Trang 2', exact: true })
        .click()
      await expect(page).toHaveURL('/cua-hang?e-page-products=2')
      expect(await cardTitles(page)).toHaveLength(total - 12)

      await page.goto('/cua-hang')
      await page.getByLabel('Sắp xếp theo').selectOption('price')
      await page.getByRole('button', { name: 'Sắp xếp' }).click()
      await expect(page).toHaveURL('/cua-hang?orderby=price')
      const prices = await page.locator('.shop-products .price__amount').allInnerTexts()
      const amounts = prices.map((text) => Number(text.replace(/\D/g, '')))
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b))

      await page.getByText('Khoảng giá').click()
      await page.getByLabel('Giá từ (₫)').fill('200.000')
      await page.getByLabel('Giá đến (₫)').fill('400000')
      await page.getByRole('button', { name: 'Lọc', exact: true }).click()
      await expect(page).toHaveURL('/cua-hang?min_price=200.000&max_price=400000&orderby=price')
      for (const amount of (await page.locator('.shop-products .price__amount').allInnerTexts()).map((text) =>
        Number(text.replace(/\D/g, '')),
      )) {
        expect(amount).toBeGreaterThanOrEqual(200_000)
        expect(amount).toBeLessThanOrEqual(400_000)
      }

      await page.getByRole('navigation', { name: 'Danh mục' }).getByRole('link', { name: 'Sạc và cáp' }).click()
      await expect(page).toHaveURL('/danh-muc-san-pham/sac-cap')
      await expect(page.getByRole('heading', { level: 1, name: 'Sạc và cáp' })).toBeVisible()
      expect(await cardTitles(page)).toEqual(expect.arrayContaining(['Củ sạc nhanh USB-C 20W', 'Cáp USB-C 100W 2 m']))

      // From a card: straight into the cart, then on to the cart page.
      await page.getByRole('button', { name: 'Thêm vào giỏ: Cáp USB-C 100W 2 m' }).click()
      await expect(page).toHaveURL('/gio-hang?thong-bao=them')
      await expect(page.getByRole('status').filter({ hasText: 'Đã thêm sản phẩm vào giỏ hàng.' })).toBeVisible()

      // From a product page: two chargers.
      await page.goto(CHARGER)
      await expect(page.getByRole('heading', { level: 1, name: 'Củ sạc nhanh USB-C 20W' })).toBeVisible()
      await expect(page.locator('.product__summary .price')).toContainText('219.000 ₫')
      await page.getByLabel('Số lượng').fill('2')
      await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
      await expect(page).toHaveURL('/gio-hang?thong-bao=them')
      const rows = page.locator('.cart-line')
      await expect(rows).toHaveCount(2)
      await expect(page.locator('.cart-totals__subtotal')).toContainText('688.000 ₫')

      await page.getByLabel('Số lượng Củ sạc nhanh USB-C 20W').fill('3')
      await page.getByRole('button', { name: 'Cập nhật giỏ hàng' }).click()
      await expect(page).toHaveURL('/gio-hang?thong-bao=cap-nhat')
      await expect(page.locator('.cart-totals__subtotal')).toContainText('907.000 ₫')
      await page.getByRole('button', { name: 'Xoá Cáp USB-C 100W 2 m khỏi giỏ hàng' }).click()
      await expect(page).toHaveURL('/gio-hang?thong-bao=xoa')
      await expect(rows).toHaveCount(1)
      await expect(page.locator('.cart-totals__subtotal')).toContainText('657.000 ₫')
    })
  }

  test('the cart page’s coupon box applies a code and its totals take it off; a wrong code is refused in Vietnamese', async ({
    page,
  }) => {
    await page.goto(CHARGER)
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
    await expect(page).toHaveURL('/gio-hang?thong-bao=them')
    const totals = page.locator('.cart-totals')
    await page.getByText('Có mã giảm giá? Bấm vào đây để nhập').click()
    await page.getByLabel('Mã giảm giá').fill('khong co ma nay')
    await page.getByRole('button', { name: 'Áp dụng' }).click()
    await expect(page).toHaveURL('/gio-hang')
    await expect(page.getByRole('alert')).toContainText('không tồn tại')
    await expect(totals).not.toContainText('Mã ')

    await page.getByText('Có mã giảm giá? Bấm vào đây để nhập').click()
    await page.getByLabel('Mã giảm giá').fill('chaoban')
    await page.getByRole('button', { name: 'Áp dụng' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Đã áp dụng mã giảm giá CHAOBAN.' })).toBeVisible()
    // 10% of one 219.000 ₫ charger.
    await expect(totals.locator('.cart-totals__coupon')).toContainText('Mã CHAOBAN−21.900 ₫')
    await expect(totals.locator('.cart-totals__total')).toContainText('197.100 ₫')

    await totals.getByRole('button', { name: 'Bỏ mã CHAOBAN' }).click()
    await expect(page).toHaveURL('/gio-hang')
    await expect(page.getByRole('status').filter({ hasText: 'Đã bỏ mã giảm giá CHAOBAN.' })).toBeVisible()
    await expect(totals.locator('.cart-totals__coupon')).toHaveCount(0)
  })

  test('the home page shows the best sellers in a carousel, each card linking to its product', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Phụ kiện bán chạy' })
    const titles = await carousel.locator('.product-card__title').allInnerTexts()
    expect(titles).toHaveLength(8)
    // The seed's best seller first.
    expect(titles[0]).toBe('Cẩm nang dùng điện thoại cho người mới (sách điện tử)')
    await carousel.getByRole('link', { name: titles[1] }).click()
    await expect(page.getByRole('heading', { level: 1, name: titles[1] })).toBeVisible()
  })

  test('a variable product lists its versions, and a bad quantity gets a Vietnamese answer', async ({ page }) => {
    await page.goto(POWER_BANK)
    const versions = page.getByRole('table')
    await expect(versions.getByRole('row')).toHaveCount(5)
    await expect(versions.getByRole('row', { name: /Trắng 20\.000 mAh/ })).toContainText('Hết hàng')
    await page.getByLabel('Màu sắc').selectOption('Trắng')
    await page.getByLabel('Dung lượng').selectOption('20.000 mAh')
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
    await expect(page.getByText('“Pin dự phòng sạc nhanh (Trắng / 20.000 mAh)” đã hết hàng.')).toBeVisible()
  })

  test('an unknown product is a 404, and a page past the last redirects to the last', async ({ page }) => {
    expect((await page.goto('/san-pham/khong-co-san-pham-nay'))?.status()).toBe(404)
    expect((await page.goto('/danh-muc-san-pham/khong-co'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang')
    await page.goto('/cua-hang?e-page-products=40')
    await expect(page).toHaveURL('/cua-hang?e-page-products=2')
  })
})

test.describe('the shop with JavaScript', () => {
  async function openShopPage(context: BrowserContext, path: string) {
    const page = await context.newPage()
    await page.goto(path)
    await behavioursStarted(page)
    return page
  }

  test('a guest adds from a grid and a product page, the mini-cart opens by itself, the cart page updates after the debounce and a second tab follows', async ({
    context,
  }) => {
    const page = await openShopPage(context, '/cua-hang')
    await page.getByRole('button', { name: 'Thêm vào giỏ: Kính cường lực chống nhìn trộm' }).click()
    const miniCart = page.getByRole('dialog', { name: 'Giỏ hàng' })
    await expect(miniCart).toBeVisible()
    await expect(miniCart.locator('.menu-cart__item-name')).toHaveText(['Kính cường lực chống nhìn trộm'])
    await expect(headerCount(page)).toHaveAttribute('data-count', '1')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(miniCart).toBeHidden()

    const second = await openShopPage(context, '/')
    await expect(headerCount(second)).toHaveAttribute('data-count', '1')

    await page.goto(POWER_BANK)
    await behavioursStarted(page)
    await page.getByLabel('Màu sắc').selectOption('Đen')
    await page.getByLabel('Dung lượng').selectOption('10.000 mAh')
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Đã thêm 1 “Pin dự phòng sạc nhanh (Đen / 10.000 mAh)” vào giỏ hàng.' }),
    ).toBeVisible()
    await expect(page).toHaveURL(POWER_BANK)
    await expect(headerCount(page)).toHaveAttribute('data-count', '2')
    // The other tab hears of the change and reads the cart again.
    await expect(headerCount(second)).toHaveAttribute('data-count', '2')

    await page.goto('/gio-hang')
    await behavioursStarted(page)
    const subtotal = page.locator('.cart-totals__subtotal')
    await expect(subtotal).toContainText('609.000 ₫')
    await page.getByRole('spinbutton', { name: 'Số lượng Kính cường lực chống nhìn trộm' }).fill('3')
    // Nothing is sent before the debounce has passed…
    await page.waitForTimeout(700)
    await expect(subtotal).toContainText('609.000 ₫')
    // …then the totals follow without reloading.
    await expect(subtotal).toContainText('1.049.000 ₫')
    await expect(page).toHaveURL('/gio-hang')
    await expect(headerCount(second)).toHaveAttribute('data-count', '4')

    await page.getByRole('button', { name: 'Xoá Pin dự phòng sạc nhanh khỏi giỏ hàng' }).click()
    await expect(page.locator('.cart-line')).toHaveCount(1)
    await expect(subtotal).toContainText('660.000 ₫')
    await expect(headerCount(second)).toHaveAttribute('data-count', '3')
    await expectNoAxeViolations(page)
  })

  test('the cart page applies and removes a coupon in place, its totals following', async ({ context }) => {
    const page = await openShopPage(context, CHARGER)
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
    await expect(headerCount(page)).toHaveAttribute('data-count', '1')
    await page.goto('/gio-hang')
    await behavioursStarted(page)
    const totals = page.locator('.cart-totals')
    await page.getByText('Có mã giảm giá? Bấm vào đây để nhập').click()
    await page.getByLabel('Mã giảm giá').fill('chaoban')
    await page.getByLabel('Mã giảm giá').press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Đã áp dụng mã giảm giá CHAOBAN.' })).toBeVisible()
    await expect(totals.locator('.cart-totals__total')).toContainText('197.100 ₫')
    await expect(page).toHaveURL('/gio-hang')
    await expectNoAxeViolations(page)

    await totals.getByRole('button', { name: 'Bỏ mã CHAOBAN' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Đã bỏ mã giảm giá CHAOBAN.' })).toBeVisible()
    await expect(totals.locator('.cart-totals__coupon')).toHaveCount(0)
    await expect(page.getByText('Có mã giảm giá? Bấm vào đây để nhập')).toBeFocused()
  })

  test('the mini-cart works with the keyboard: opened by its toggle, its stepper changes a line, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto(CHARGER)
    await behavioursStarted(page)
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).press('Enter')
    const miniCart = page.getByRole('dialog', { name: 'Giỏ hàng' })
    await expect(miniCart).toBeVisible()
    await page.keyboard.press('Escape')
    const toggle = page.locator('.site-header .menu-cart__toggle')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(miniCart).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await miniCart.getByRole('button', { name: 'Thêm một Củ sạc nhanh USB-C 20W' }).press('Enter')
    await expect(miniCart.locator('.quantity-stepper__value')).toHaveText('2')
    await expect(headerCount(page)).toHaveAttribute('data-count', '2')
    await page.keyboard.press('Escape')
    await expect(miniCart).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('shop, product and cart pages have no accessibility violations', async ({ page }) => {
    for (const path of ['/cua-hang', CHARGER, POWER_BANK, '/gio-hang']) {
      await page.goto(path)
      await behavioursStarted(page)
      await expectNoAxeViolations(page)
    }
  })
})

test('the mini-cart’s fragments call answers the visitor’s own cart, refuses a stale nonce, and leaves other actions to the forms', async ({
  request,
  baseURL,
  playwright,
}) => {
  const shop = await (await request.get('/cua-hang')).text()
  const nonce = /name="_nonce" value="([^"]+)"/.exec(shop)![1]
  const productId = /name="product_id" value="(\d+)"/.exec(shop)![1]
  const added = await request.post('/?shop-ajax=add_to_cart', {
    headers: { accept: 'application/json', origin: baseURL! },
    form: { _nonce: nonce, product_id: productId, quantity: '3' },
  })
  expect(added.ok()).toBe(true)
  expect(added.headers()['set-cookie']).toContain('thuthuat_cart=')

  // This context keeps the cart's cookie, as a browser would; a new one is another visitor.
  const fragments = (body: Record<string, string>, context = request) =>
    context.post('/wp-admin/admin-ajax.php', { headers: { origin: baseURL! }, multipart: body })
  const own = await fragments({ action: 'thuthuat_menu_cart_fragments', _nonce: nonce, is_editor: '0' })
  expect(own.status()).toBe(200)
  expect(own.headers()['cache-control']).toContain('no-store')
  expect(own.headers()['set-cookie']).toContain('thuthuat_cart_count=3')
  const answer = (await own.json()) as { fragments: Record<string, string> }
  expect(answer.fragments['.menu-cart__count']).toContain('data-count="3"')
  expect(answer.fragments['.menu-cart__body']).toContain('menu-cart__item')
  const someoneElse = await playwright.request.newContext({ baseURL })
  const theirs = (await (
    await fragments({ action: 'thuthuat_menu_cart_fragments', _nonce: nonce, is_editor: '0' }, someoneElse)
  ).json()) as typeof answer
  expect(theirs.fragments['.menu-cart__count']).toContain('data-count="0"')
  await someoneElse.dispose()

  const stale = await fragments({ action: 'thuthuat_menu_cart_fragments', _nonce: 'khong-hop-le', is_editor: '0' })
  expect(stale.status()).toBe(403)
  expect(await stale.json()).toMatchObject({ success: false, message: 'Trang đã mở quá lâu. Hãy tải lại trang.' })

  // Another action on the same address is the form widget's, answered by its route.
  const form = await fragments({ action: 'thuthuat_pro_forms_send_form', form_id: 'khong-co' })
  expect(form.status()).toBeGreaterThanOrEqual(400)
  expect(((await form.json()) as { success: boolean }).success).toBe(false)
})
