import { expect, test } from '@playwright/test'

/** A reader whose browser runs no JavaScript reads every public page completely. */
test.use({ javaScriptEnabled: false })

const article = '/cach-chup-man-hinh-iphone'

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('the article reads completely: title, text, images with alt, table of contents', async ({ page }) => {
      await page.goto(article)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cách chụp màn hình iPhone')
      const body = page.locator('.article-body')
      await expect(body.locator('p').first()).toBeVisible()
      expect((await body.innerText()).length).toBeGreaterThan(500)

      // The article's own images say what they show; the others (related posts' thumbnails) may be decorative.
      const images = page.locator('.article-hero img, .article-body img')
      expect(await images.count()).toBeGreaterThanOrEqual(3)
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded()
        await expect(image).toBeVisible()
        await expect(image).toHaveAttribute('alt', /\S/)
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true)
      }
      for (const image of await page.locator('main img').all()) await expect(image).toHaveAttribute('alt')

      const toc = page.getByRole('navigation', { name: 'Mục lục' })
      const links = toc.getByRole('link')
      expect(await links.count()).toBeGreaterThanOrEqual(3)
      for (const link of await links.all()) {
        await expect(link).toBeVisible()
        const hash = (await link.getAttribute('href'))!
        await expect(page.locator(hash)).toHaveText((await link.textContent())!)
      }
      // Minimised contents need a script to open again, so its toggle shows only with one.
      await expect(toc.getByRole('button')).toBeHidden()
      await links.nth(1).click()
      await expect(page).toHaveURL(new RegExp(`${(await links.nth(1).getAttribute('href'))!}$`))
    })

    test('the main menu shows every link, submenus included, and they work', async ({ page }) => {
      await page.goto('/')
      const menu = page.getByRole('navigation', { name: 'Điều hướng chính' })
      const names = ['iPhone', 'Android', 'Pin và sạc', 'Bảo mật']
      // Submenu links show on a phone straight away; on a desktop on hover or keyboard focus, as with a script.
      if (width < 1025) names.push('Samsung', 'Wi-Fi và dữ liệu')
      for (const name of names) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
      // The phone toggles need a script, so they are not offered without one.
      if (width < 1025) await expect(menu.getByRole('button')).toHaveCount(0)
      await menu.getByRole('link', { name: 'Pin và sạc', exact: true }).click()
      await expect(page).toHaveURL(/\/chuyen-muc\/pin-sac$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pin và sạc')
    })

    test('a missing page says so in Vietnamese, with search and the way home, and answers 404', async ({ page }) => {
      const response = await page.goto('/khong-co-trang-nay')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang')
      await expect(page.getByText('Trang bạn tìm có thể đã được đổi tên')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/')
      const search = page.getByRole('main').getByRole('searchbox')
      await search.fill('pin')
      await search.press('Enter')
      await expect(page).toHaveURL(/\/tim-kiem\?s=pin$/)
      await expect(page.locator('.search-result').first()).toBeVisible()
    })

    test('search lists the results', async ({ page }) => {
      await page.goto('/tim-kiem')
      const box = page.getByRole('main').getByRole('searchbox', { name: 'Từ khoá tìm kiếm' })
      await box.fill('chup man hinh')
      await box.press('Enter')
      await expect(page).toHaveURL(/\/tim-kiem\?s=chup\+man\+hinh$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả tìm kiếm cho “chup man hinh”')
      await expect(page.getByRole('status')).toHaveText(/Tìm thấy \d+ bài viết/)
      await expect(page.getByRole('link', { name: 'Cách chụp màn hình iPhone' })).toBeVisible()
      await page.getByRole('link', { name: 'Cách chụp màn hình iPhone' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cách chụp màn hình iPhone')
    })

    test('nothing asks about privacy, and the footer link explains that nothing is measured', async ({ browser }) => {
      // A first visit, without the returning reader's choice (playwright.config.ts).
      const context = await browser.newContext({
        javaScriptEnabled: false,
        storageState: { cookies: [], origins: [] },
        viewport: { width, height: 844 },
      })
      const page = await context.newPage()
      await page.goto(article)
      await expect(page.getByRole('region', { name: 'Quyền riêng tư' })).toBeHidden()
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cài đặt quyền riêng tư' }).click()
      await expect(page).toHaveURL(/\/quyen-rieng-tu$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quyền riêng tư')
      await expect(page.getByRole('heading', { name: 'Khi trình duyệt tắt JavaScript' })).toBeVisible()
      await expect(page.getByText('Không có gì được đo')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Phân tích: chỉ khi bạn đồng ý' })).toBeVisible()
      expect(await context.cookies()).toEqual([])
      await context.close()
    })
  })
}
