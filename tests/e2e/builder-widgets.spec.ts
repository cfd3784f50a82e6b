import { expect, test } from '@playwright/test'
import { block, createPublished, docs, layout, logIn } from './admin-session'

test.describe.configure({ mode: 'serial' })

test('a section loads its background image only near the viewport, draws shape dividers and hides on phones', async ({
  page,
  browser,
  request,
}) => {
  await logIn(page)
  const [media] = await docs<{ id: number; url: string; alt: string; width: number; height: number }>(
    page.request,
    '/api/media?limit=1&where[mimeType][like]=image/',
  )
  const image = { id: media.id, url: media.url, alt: media.alt, width: media.width, height: media.height }
  const title = `Khu vực thử ${Date.now()}`
  const id = await createPublished(page.request, 'pages', {
    title,
    layout: layout(
      block('Section', {
        content: [
          block('Heading', { text: title, level: 'h1', align: 'left' }),
          ...Array.from({ length: 20 }, () => block('Spacer', { height: '96' })),
        ],
      }),
      block('Section', {
        backgroundType: 'image',
        backgroundImage: image,
        overlay: '#00000066',
        shapeBottom: { shape: 'wave', colour: '#f4f6fb', height: 60, negative: false, flip: false },
        content: [block('Heading', { text: 'Khu vực có ảnh nền', level: 'h2', align: 'center' })],
      }),
      block('Section', {
        hideOn: ['mobile'],
        content: [block('Text', { text: 'Chỉ hiện trên máy tính và máy tính bảng.', align: 'left' })],
      }),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(page.request, `/api/pages?where[id][equals]=${id}`)

  const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await visitor.goto(`/${slug}`)
  const imageSection = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Khu vực có ảnh nền' }) })
  const background = () => imageSection.evaluate((section) => getComputedStyle(section).backgroundImage)
  expect(await background()).toBe('none')
  await imageSection.scrollIntoViewIfNeeded()
  await expect.poll(background).toContain('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F')

  const shape = imageSection.locator('.builder-shape--bottom')
  expect(await shape.evaluate((element) => getComputedStyle(element).maskImage)).toContain('/shapes/wave.svg')
  const svg = await request.get('/shapes/wave.svg')
  expect(svg.headers()['content-type']).toContain('image/svg+xml')
  expect((await request.get('/shapes/wave-negative.svg')).ok()).toBe(true)

  const desktopOnly = visitor.getByText('Chỉ hiện trên máy tính và máy tính bảng.')
  await expect(desktopOnly).toBeVisible()
  await visitor.setViewportSize({ width: 390, height: 844 })
  await expect(desktopOnly).toBeHidden()
  await visitor.close()
  expect((await page.request.delete(`/api/pages/${id}`)).ok()).toBe(true)
})

test('the builder previews a post grid with real posts while the editor works', async ({ page }) => {
  await logIn(page)
  const [home] = await docs<{ id: number }>(page.request, '/api/pages?where[slug][equals]=trang-chu')
  await page.goto(`/admin/thiet-ke/pages/${home.id}`)
  const canvas = page.frameLocator('iframe')
  await expect(canvas.getByRole('heading', { name: 'Nổi bật' })).toBeVisible()
  await expect(canvas.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
  // A page's grid previews exactly what the site shows (through the loop refresh call, in edit mode).
  const site = await (await page.request.get('/')).text()
  const siteTitles = await page.evaluate(
    (html) =>
      [
        ...new DOMParser()
          .parseFromString(html, 'text/html')
          .querySelectorAll('[data-id="PostGrid-latest"] .post-card__title'),
      ].map((title) => title.textContent),
    site,
  )
  expect(siteTitles).toHaveLength(6)
  await expect
    .poll(() => canvas.locator('[data-id="PostGrid-latest"] .post-card__title').allInnerTexts(), { timeout: 20_000 })
    .toEqual(siteTitles)
})

test('a section heading in the builder is one line on a phone-sized canvas, as on the site (no admin style reaches it)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page)
  const [home] = await docs<{ id: number }>(page.request, '/api/pages?where[slug][equals]=trang-chu')
  await page.goto(`/admin/thiet-ke/pages/${home.id}`)
  const heading = page.frameLocator('iframe').getByRole('heading', { name: 'Nổi bật' })
  await expect(heading).toBeVisible()
  // One line: the heading is no taller than its line height (it wrapped after "Nổi" when it took Payload's `.section-title`).
  const { height, lineHeight } = await heading.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
  }))
  expect(height).toBeLessThan(lineHeight * 1.5)
})

test('the editor handles of a section at the top of the canvas sit inside it, not cut off above', async ({ page }) => {
  await logIn(page)
  const [contact] = await docs<{ id: number }>(page.request, '/api/pages?where[slug][equals]=lien-he')
  await page.goto(`/admin/thiet-ke/pages/${contact.id}`)
  const canvas = page.frameLocator('iframe')
  const hero = canvas.locator('.builder-section').first()
  await hero.click({ position: { x: 5, y: 5 } })
  const label = canvas.getByText('Khu vực', { exact: true })
  await expect(label).toBeVisible()
  const [frame, section, handles] = await Promise.all([
    page.locator('iframe').boundingBox(),
    hero.boundingBox(),
    label.boundingBox(),
  ])
  expect(section!.y - frame!.y).toBeLessThan(25)
  expect(handles!.y).toBeGreaterThanOrEqual(section!.y)
  expect(handles!.y + handles!.height).toBeLessThanOrEqual(section!.y + section!.height)
})

test('the table of contents in the builder follows the headings as the editor changes them', async ({ page }) => {
  await logIn(page)
  const [about] = await docs<{ id: number }>(page.request, '/api/pages?where[slug][equals]=gioi-thieu')
  await page.goto(`/admin/thiet-ke/pages/${about.id}`)
  const canvas = page.frameLocator('iframe')
  const toc = canvas.getByRole('navigation', { name: 'Mục lục' })
  await expect(toc.getByRole('link', { name: 'Chúng tôi viết về điều gì?' })).toBeVisible()
  await canvas.getByRole('heading', { name: 'Chúng tôi viết về điều gì?' }).click()
  await page.getByRole('textbox', { name: 'Nội dung' }).fill('Những chủ đề chúng tôi theo dõi')
  await expect(toc.getByRole('link', { name: 'Những chủ đề chúng tôi theo dõi' })).toBeVisible()
  await expect(toc.getByRole('link', { name: 'Chúng tôi viết về điều gì?' })).toHaveCount(0)
})

test('a mega menu opens on hover on desktops, on click on phones, one panel at a time, and Escape closes it', async ({
  page,
  browser,
}) => {
  await logIn(page)
  const panel = (text: string) => [block('Text', { text, align: 'left' })]
  const id = await createPublished(page.request, 'pages', {
    title: `Menu lớn ${Date.now()}`,
    layout: layout(
      block('Section', {
        content: [
          block('MegaMenu', {
            label: 'Chủ đề nổi bật',
            openOn: 'hover',
            itemLayout: 'horizontal',
            items: [
              { label: 'Điện thoại', url: '/chuyen-muc/android', panel: true, content: panel('Mẹo cho mọi dòng máy') },
              {
                label: 'An toàn',
                url: '/chuyen-muc/bao-mat',
                panel: true,
                content: panel('Khoá ứng dụng và xác thực hai bước'),
              },
              { label: 'Tìm kiếm', url: '/tim-kiem', panel: false, content: [] },
            ],
          }),
        ],
      }),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(page.request, `/api/pages?where[id][equals]=${id}`)

  const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await visitor.goto(`/${slug}`)
  const menu = visitor.getByRole('navigation', { name: 'Chủ đề nổi bật' })
  const phones = menu.getByText('Mẹo cho mọi dòng máy')
  const safety = menu.getByText('Khoá ứng dụng và xác thực hai bước')
  await expect(menu).toHaveClass(/is-ready/)
  await expect(phones).toBeHidden()
  await menu.getByRole('link', { name: 'Điện thoại' }).hover()
  await expect(phones).toBeVisible()
  expect((await menu.locator('.mega-menu__panel').first().boundingBox())!.width).toBeLessThanOrEqual(1000)
  await menu.getByRole('link', { name: 'An toàn' }).hover()
  await expect(safety).toBeVisible()
  await expect(phones).toBeHidden()
  await expect(menu.getByRole('button', { name: 'Mở Tìm kiếm' })).toHaveCount(0)

  await visitor.setViewportSize({ width: 390, height: 844 })
  await visitor.reload()
  const toggle = menu.getByRole('button', { name: 'Mở Điện thoại' })
  await expect(phones).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(phones).toBeVisible()
  await visitor.keyboard.press('Escape')
  await expect(phones).toBeHidden()
  await expect(toggle).toBeFocused()
  await visitor.close()
  expect((await page.request.delete(`/api/pages/${id}`)).ok()).toBe(true)
})

test('video and social posts load nothing from their provider until the reader asks; unsafe ones never render', async ({
  page,
  browser,
}) => {
  await logIn(page)
  const id = await createPublished(page.request, 'pages', {
    title: `Nhúng ${Date.now()}`,
    layout: layout(
      block('Section', {
        content: [
          block('Video', {
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            title: 'Cách chụp màn hình',
            privacy: true,
            start: 30,
          }),
          block('SocialEmbed', { url: 'https://x.com/thuthuat/status/1234567890' }),
          block('SocialEmbed', { url: 'https://evil.example/thuthuat/status/1234567890' }),
          block('Video', { url: 'javascript:alert(1)', title: 'Xấu' }),
          block('IconList', {
            colour: '#0b5cd5',
            items: [
              { icon: 'check', text: 'An toàn', href: '/chuyen-muc/bao-mat' },
              { icon: 'warning', text: 'Không an toàn', href: 'javascript:alert(1)' },
            ],
          }),
        ],
      }),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(page.request, `/api/pages?where[id][equals]=${id}`)
  const visitor = await (await browser.newContext()).newPage()
  const thirdParty: string[] = []
  visitor.on('request', (request) => !request.url().startsWith('http://localhost') && thirdParty.push(request.url()))
  await visitor.goto(`/${slug}`)
  await expect(visitor.locator('iframe')).toHaveCount(0)
  await expect(visitor.getByRole('button', { name: /Xem bài đăng trên/ })).toHaveCount(1)
  await expect(visitor.getByRole('button', { name: /Phát video/ })).toHaveCount(1)
  expect(thirdParty).toEqual([])

  await visitor.getByRole('button', { name: 'Phát video: Cách chụp màn hình' }).click()
  await expect(visitor.locator('iframe[title="Cách chụp màn hình"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1&start=30',
  )
  await visitor.getByRole('button', { name: 'Xem bài đăng trên X (Twitter)' }).click()
  await expect(visitor.locator('iframe[title="Bài đăng trên X (Twitter)"]')).toHaveAttribute(
    'src',
    'https://platform.twitter.com/embed/Tweet.html?id=1234567890',
  )

  await expect(visitor.getByRole('link', { name: 'An toàn' })).toHaveAttribute('href', '/chuyen-muc/bao-mat')
  await expect(visitor.getByText('Không an toàn')).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Không an toàn' })).toHaveCount(0)
  await visitor.close()
  expect((await page.request.delete(`/api/pages/${id}`)).ok()).toBe(true)
})

test('a double click on an image opens the lightbox in the builder only when the editor chose so in their account', async ({
  page,
}) => {
  await logIn(page)
  const me = (await (await page.request.get('/api/users/me')).json()).user as { id: number }
  const setPreference = async (builderLightbox: boolean) =>
    expect((await page.request.patch(`/api/users/${me.id}`, { data: { builderLightbox } })).ok()).toBe(true)
  const [about] = await docs<{ id: number }>(page.request, '/api/pages?where[slug][equals]=gioi-thieu')
  const image = () => page.frameLocator('iframe').locator('a[data-lightbox-item]').first()

  await setPreference(true)
  await page.goto(`/admin/thiet-ke/pages/${about.id}`)
  await image().dblclick({ force: true })
  await expect(page.locator('.yarl__root')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('.yarl__root')).toBeHidden()

  await setPreference(false)
  await page.goto(`/admin/thiet-ke/pages/${about.id}`)
  await image().dblclick({ force: true })
  // The double click only selected the block: its fields are open, no lightbox.
  await expect(page.getByRole('textbox', { name: 'Chú thích' })).toBeVisible()
  await page.waitForTimeout(500)
  await expect(page.locator('.yarl__root')).toHaveCount(0)
})

test('the share widget shows the default networks; an editor switches the others on in its settings', async ({
  page,
  browser,
}) => {
  await logIn(page)
  const title = `Chia sẻ thử ${Date.now()}`
  // Saved without a choice of networks, as older layouts may be: the default bar.
  const id = await createPublished(page.request, 'pages', {
    title,
    layout: layout(
      block('Heading', { text: title, level: 'h1', align: 'left' }),
      block('ShareButtons', { align: 'left' }),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(page.request, `/api/pages?where[id][equals]=${id}`)
  const visitor = await browser.newPage()
  await visitor.goto(`/${slug}`)
  const share = visitor.locator('[data-share]')
  await expect(share.getByRole('link', { name: 'Facebook – chia sẻ' })).toBeVisible()
  await expect(share.getByRole('link', { name: 'Zalo – chia sẻ' })).toBeVisible()
  for (const name of ['StumbleUpon', 'Skype', 'Pocket'])
    await expect(share.getByRole('link', { name: `${name} – chia sẻ` })).toHaveCount(0)

  await page.goto(`/admin/thiet-ke/pages/${id}`)
  await page.frameLocator('iframe').getByRole('heading', { name: 'Chia sẻ', exact: true }).click()
  const networks = page.getByRole('group', { name: 'Mạng xã hội' })
  await expect(networks.getByRole('checkbox', { name: 'Facebook' })).toBeChecked()
  await expect(networks.getByRole('checkbox', { name: 'StumbleUpon' })).not.toBeChecked()
  for (const name of ['StumbleUpon', 'Skype', 'Pocket']) await networks.getByRole('checkbox', { name }).check()
  // Behind the canvas's closed "Thêm", so out of the accessibility tree until opened.
  await expect(page.frameLocator('iframe').locator('[data-share] a[aria-label="Pocket – chia sẻ"]')).toHaveCount(1)
  await page.getByRole('button', { name: 'Xuất bản', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /Đã xuất bản lúc/ })).toBeVisible({ timeout: 30_000 })

  await visitor.reload()
  // Eight on the row, the three more behind "Thêm".
  await share.getByText('Thêm', { exact: true }).click()
  const url = encodeURIComponent(visitor.url())
  await expect(share.getByRole('link', { name: 'StumbleUpon – chia sẻ' })).toHaveAttribute(
    'href',
    `https://www.stumbleupon.com/submit?url=${url}`,
  )
  await expect(share.getByRole('link', { name: 'Skype – chia sẻ' })).toHaveAttribute(
    'href',
    `https://web.skype.com/share?url=${url}`,
  )
  await expect(share.getByRole('link', { name: 'Pocket – chia sẻ' })).toBeVisible()
  await visitor.close()
  expect((await page.request.delete(`/api/pages/${id}`)).ok()).toBe(true)
})
