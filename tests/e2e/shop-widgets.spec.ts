import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { behavioursStarted } from './behaviours'

const EBOOK_PAGE = '/cam-nang-nguoi-moi'
const EBOOK = 'Cẩm nang dùng điện thoại cho người mới (sách điện tử)'
const headerCount = (page: Page) => page.locator('.site-header .menu-cart__count')

/** The scripts and cart calls the page asks for, from now on. */
function watchRequests(page: Page) {
  const scripts: string[] = []
  const fragmentCalls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
    if (
      request.url().includes('/wp-admin/admin-ajax.php') &&
      request.postData()?.includes('thuthuat_menu_cart_fragments')
    )
      fragmentCalls.push(request.url())
  })
  return { scripts, fragmentCalls }
}

test.describe('the header cart on a page without a cart', () => {
  test('loads the mini-cart only when the reader comes to the toggle, then opens it with the empty cart', async ({
    page,
  }) => {
    const seen = watchRequests(page)
    await page.goto('/')
    await behavioursStarted(page)
    await page.waitForLoadState('networkidle')
    const before = seen.scripts.length
    expect(seen.fragmentCalls).toHaveLength(0)

    const toggle = page.locator('.site-header .menu-cart__toggle')
    await toggle.hover()
    await expect.poll(() => seen.scripts.length).toBeGreaterThan(before)
    await toggle.click()
    const miniCart = page.getByRole('dialog', { name: 'Giỏ hàng' })
    await expect(miniCart).toBeVisible()
    await expect(miniCart).toContainText('Giỏ hàng đang trống.')
    await expect(page).toHaveURL('/')
    expect(seen.fragmentCalls).toHaveLength(1)
  })

  test('a keyboard reader opens it too: Enter on the toggle waits for the mini-cart instead of leaving the page', async ({
    page,
  }) => {
    await page.goto('/cua-hang')
    await behavioursStarted(page)
    const toggle = page.locator('.site-header .menu-cart__toggle')
    await toggle.focus()
    await page.keyboard.press('Enter')
    const miniCart = page.getByRole('dialog', { name: 'Giỏ hàng' })
    await expect(miniCart).toBeVisible()
    await expect(page).toHaveURL('/cua-hang')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toBeFocused()
  })
})

test.describe('one product on a builder page', () => {
  test('the e-book page shows its price with the sale and sells it from its own button', async ({ page }) => {
    await page.goto(EBOOK_PAGE)
    await behavioursStarted(page)
    const price = page.locator('.product-price')
    await expect(price.locator('.price__regular')).toContainText('99.000 ₫')
    await expect(price.locator('.price__amount')).toContainText('59.000 ₫')
    await expect(price.locator('.sale-badge')).toContainText('Giảm 40%')
    // The button adds one: no quantity field.
    await expect(page.locator('.product-buy').getByRole('spinbutton')).toHaveCount(0)
    await page.getByRole('button', { name: 'Mua sách điện tử' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Đã thêm 1 “${EBOOK}” vào giỏ hàng.` })).toBeVisible()
    await expect(headerCount(page)).toHaveAttribute('data-count', '1')
    await expect(page.getByRole('dialog', { name: 'Giỏ hàng' })).toBeVisible()
    await expect(page).toHaveURL(EBOOK_PAGE)
    await page.keyboard.press('Escape')
    await expectNoAxeViolations(page)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the button is a form that puts the e-book in the cart and goes to the cart page', async ({ page }) => {
      await page.goto(EBOOK_PAGE)
      await page.getByRole('button', { name: 'Mua sách điện tử' }).click()
      await expect(page).toHaveURL(/\/gio-hang/)
      await expect(page.locator('.cart-line')).toHaveCount(1)
      await expect(page.locator('.cart-line')).toContainText(EBOOK)
      await expect(page.locator('.cart-totals__subtotal')).toContainText('59.000 ₫')
    })
  })
})

test.describe('product tags', () => {
  test('a product’s tag lists the shop’s products with it, and choosing it again lists them all', async ({ page }) => {
    await page.goto('/san-pham/cap-usb-c-100w-2m')
    await page.locator('.product__meta').getByRole('link', { name: 'USB-C' }).click()
    await expect(page).toHaveURL('/cua-hang?e-filter-products-product_tag=usb-c')
    const titles = page.locator('.shop-products .product-card__title')
    await expect(titles).toHaveCount(5)
    await expect(titles.filter({ hasText: 'Ốp lưng' })).toHaveCount(0)
    const chosen = page.getByRole('link', { name: 'USB-C (đang lọc, bấm để bỏ)' })
    await expect(chosen).toHaveAttribute('aria-current', 'true')
    await chosen.click()
    await expect(page).toHaveURL('/cua-hang')
    await expectNoAxeViolations(page)
  })
})
