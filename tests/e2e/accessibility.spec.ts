import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

/** One page of every public kind, with what shows that it is the page meant (not an error page). */
const pages = [
  { name: 'home', path: '/', heading: 'Bài mới nhất' },
  { name: 'an article', path: '/cach-chup-man-hinh-iphone', heading: 'Cách chụp màn hình iPhone' },
  { name: 'a category', path: '/chuyen-muc/android', heading: 'Android' },
  { name: 'a tag', path: '/the/zalo', heading: 'Zalo' },
  { name: 'an author', path: '/tac-gia/minh-anh', heading: 'Nguyễn Minh Anh' },
  { name: 'search with results', path: '/tim-kiem?s=pin', heading: 'Kết quả tìm kiếm cho “pin”' },
  {
    name: 'search without results',
    path: '/tim-kiem?s=khongcobaivietnao',
    heading: 'Kết quả tìm kiếm cho “khongcobaivietnao”',
  },
  { name: 'the 404 page', path: '/khong-co-trang-nay', heading: 'Không tìm thấy trang' },
  { name: 'Tiện ích (the builder widgets)', path: '/tien-ich', heading: 'Tiện ích trên trang' },
  { name: 'the privacy page', path: '/quyen-rieng-tu', heading: 'Quyền riêng tư' },
]

// Pages as a first visit meets them: the privacy banner open over them (playwright.config.ts gives other specs a choice).
test.use({ storageState: { cookies: [], origins: [] } })

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const { name, path, heading } of pages) {
      test(`${name} has no accessibility violations`, async ({ page }) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible()
        await expect(page.getByRole('region', { name: 'Quyền riêng tư' })).toBeVisible()
        // Widgets that start near the viewport (carousels, Lottie, lazy backgrounds) are checked once started.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 50))
          }
          window.scrollTo(0, 0)
        })
        await expectNoAxeViolations(page)
      })
    }
  })
}
