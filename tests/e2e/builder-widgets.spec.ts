import { expect, test } from '@playwright/test'
import { block, createPublished, docs, layout, logIn } from './admin-session'

test.describe.configure({ mode: 'serial' })

test('a section loads its background image only near the viewport, draws shape dividers and hides on phones', async ({ page, browser, request }) => {
  await logIn(page)
  const [media] = await docs<{ id: number; url: string; alt: string; width: number; height: number }>(page.request, '/api/media?limit=1&where[mimeType][like]=image/')
  const image = { id: media.id, url: media.url, alt: media.alt, width: media.width, height: media.height }
  const title = `Khu vực thử ${Date.now()}`
  const id = await createPublished(page.request, 'pages', {
    title,
    layout: layout(
      block('Section', { content: [block('Heading', { text: title, level: 'h1', align: 'left' }), ...Array.from({ length: 20 }, () => block('Spacer', { height: '96' }))] }),
      block('Section', {
        backgroundType: 'image',
        backgroundImage: image,
        overlay: '#00000066',
        shapeBottom: { shape: 'wave', colour: '#f4f6fb', height: 60, negative: false, flip: false },
        content: [block('Heading', { text: 'Khu vực có ảnh nền', level: 'h2', align: 'center' })],
      }),
      block('Section', { hideOn: ['mobile'], content: [block('Text', { text: 'Chỉ hiện trên máy tính và máy tính bảng.', align: 'left' })] }),
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
})

test('a mega menu opens on hover on desktops, on click on phones, one panel at a time, and Escape closes it', async ({ page, browser }) => {
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
              { label: 'An toàn', url: '/chuyen-muc/bao-mat', panel: true, content: panel('Khoá ứng dụng và xác thực hai bước') },
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
