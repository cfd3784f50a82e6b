import { expect, type Page, test } from '@playwright/test'
import { block, createPublished, docs, layout, logIn } from './admin-session'
import { expectNoAxeViolations } from './axe'

test.describe.configure({ mode: 'serial' })

/** Whether any script the page loaded carries Swiper's code. */
async function collectScripts(page: Page) {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return async () => (await Promise.all(bodies)).some((body) => body.includes('slideActiveClass'))
}

test('carousels start on the Tiện ích page only, move with their arrows and keep to the spec’s slides per view', async ({
  page,
}) => {
  const loadedSwiper = await collectScripts(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/tien-ich')
  const media = page.getByRole('region', { name: 'Ảnh minh họa các bài hướng dẫn' })
  await media.scrollIntoViewIfNeeded()
  await expect(media).toHaveClass(/is-ready/)
  expect(await loadedSwiper()).toBe(true)

  // Three images in view on a desktop, the first one active; the next arrow moves on by one.
  const slides = media.locator('.swiper-slide')
  const inView = async () =>
    slides.evaluateAll((elements) => {
      const frame = elements[0].closest('.swiper')!.getBoundingClientRect()
      return elements.filter((element) => {
        const box = element.getBoundingClientRect()
        return box.left >= frame.left - 1 && box.right <= frame.right + 1
      }).length
    })
  expect(await inView()).toBe(3)
  const firstLabel = await media.locator('.swiper-slide-active').getAttribute('aria-label')
  await media.getByRole('button', { name: 'Trang chiếu sau' }).click()
  await expect(media.locator('.swiper-slide-active')).not.toHaveAttribute('aria-label', firstLabel ?? '')

  // Keyboard: the arrows are buttons that Enter presses (once the slide has finished moving: a looping carousel
  // ignores presses mid-move).
  await expect
    .poll(() =>
      media.locator('.swiper-wrapper').evaluate((wrapper) => (wrapper as HTMLElement).style.transitionDuration),
    )
    .toBe('0ms')
  await media.getByRole('button', { name: 'Trang chiếu trước' }).focus()
  await page.keyboard.press('Enter')
  await expect(media.locator('.swiper-slide-active')).toHaveAttribute('aria-label', firstLabel ?? '')

  // Tablets see two, phones one.
  await page.setViewportSize({ width: 900, height: 900 })
  await expect.poll(inView).toBe(2)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(inView).toBe(1)

  await expectNoAxeViolations(page)

  const article = await page.context().newPage()
  const articleLoadedSwiper = await collectScripts(article)
  const [post] = await docs<{ slug: string }>(article.request, '/api/posts?limit=1&where[_status][equals]=published')
  await article.goto(`/${post.slug}`)
  await article.waitForLoadState('networkidle')
  expect(await articleLoadedSwiper()).toBe(false)
  await article.close()
})

test('the testimonial carousel plays by itself, and its pause button stops it for good', async ({ page }) => {
  await page.clock.install()
  await page.goto('/tien-ich')
  const readers = page.getByRole('region', { name: 'Cảm nhận của bạn đọc' })
  await readers.scrollIntoViewIfNeeded()
  await expect(readers).toHaveClass(/is-ready/)
  const active = () => readers.locator('.swiper-slide-active').innerText()
  const first = await active()
  await page.clock.runFor(7_000)
  await expect.poll(active).not.toBe(first)

  const pause = readers.getByRole('button', { name: 'Tạm dừng' })
  await pause.click()
  await expect(readers.getByRole('button', { name: 'Tự chạy tiếp' })).toBeVisible()
  const paused = await active()
  await page.clock.runFor(20_000)
  expect(await active()).toBe(paused)

  await readers.getByRole('button', { name: 'Tự chạy tiếp' }).click()
  await expect(readers.getByRole('button', { name: 'Tạm dừng' })).toBeVisible()
  await page.clock.runFor(7_000)
  await expect.poll(active).not.toBe(paused)
})

test('a carousel of one image is no carousel, and autoplay is off in the builder', async ({ page }) => {
  await logIn(page)
  const [media] = await docs<{ id: number; url: string; alt: string; width: number; height: number }>(
    page.request,
    '/api/media?limit=1&where[mimeType][like]=image/',
  )
  const image = { id: media.id, url: media.url, alt: media.alt, width: media.width, height: media.height }
  const title = `Một ảnh ${Date.now()}`
  const id = await createPublished(page.request, 'pages', {
    title,
    layout: layout(
      block('Heading', { text: title, level: 'h1', align: 'left' }),
      block('MediaCarousel', {
        label: 'Chỉ một ảnh',
        skin: 'carousel',
        items: [{ image, caption: 'Ảnh duy nhất' }],
        autoplay: true,
      }),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(page.request, `/api/pages?where[id][equals]=${id}`)
  await page.goto(`/${slug}`)
  const single = page.getByRole('region', { name: 'Chỉ một ảnh' })
  await expect(single.getByRole('img')).toBeVisible()
  await expect(single.getByRole('button')).toHaveCount(0)
  await expect(single).not.toHaveAttribute('data-carousel')
  expect((await page.request.delete(`/api/pages/${id}`)).ok()).toBe(true)

  const [widgets] = await docs<{ id: number }>(page.request, '/api/pages?where[slug][equals]=tien-ich')
  await page.goto(`/admin/thiet-ke/pages/${widgets.id}`)
  const canvas = page.frameLocator('iframe')
  const readers = canvas.getByRole('region', { name: 'Cảm nhận của bạn đọc' })
  await expect(readers).toBeVisible({ timeout: 30_000 })
  await expect(readers.getByRole('button', { name: 'Trang chiếu sau' })).toBeVisible()
  await expect(readers.getByRole('button', { name: 'Tạm dừng' })).toHaveCount(0)
})
