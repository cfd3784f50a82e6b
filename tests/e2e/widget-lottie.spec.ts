import fs from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { block, createPublished, docs, layout, signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'

test.describe.configure({ mode: 'serial' })

const DEFAULT_ANIMATION = '/animations/phone-ring.json'

/** Watches a page's requests: the script chunks that hold the Lottie player, and the animation files fetched. */
function watch(page: Page) {
  const seen = { player: [] as string[], animations: [] as string[] }
  page.on('request', (request) => {
    if (/\.json(\?|$)/.test(request.url()) && !request.url().includes('/_next/'))
      seen.animations.push(new URL(request.url()).pathname)
  })
  page.on('response', async (response) => {
    if (!/^\/_b\/.+\.js$/.test(new URL(response.url()).pathname)) return
    const body = await response.text().catch(() => '')
    if (body.includes('__lottie_element_')) seen.player.push(response.url())
  })
  return seen
}

/** The SVG the player drew in a block's box, as markup: equal markup means the same frame. */
const drawing = (page: Page, name: string) =>
  page.locator('.builder-lottie', { has: page.locator(`[aria-label="${name}"]`) }).locator('[data-lottie-stage]')

test('the player loads only when an animation nears the viewport, then draws in the reserved box', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const seen = watch(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(seen.player).toEqual([])

  await page.goto('/tien-ich')
  await page.waitForLoadState('networkidle')
  const ringing = drawing(page, 'Điện thoại đổ chuông khi có cuộc gọi đến')
  await expect(ringing).toHaveCount(1)
  expect(seen.player).toEqual([])
  expect(seen.animations).toEqual([])
  await expect(ringing.locator('svg')).toHaveCount(0)
  // The box, in page coordinates, and where the text after the animations starts: neither moves once it draws.
  const layout = () =>
    ringing.evaluate((stage) => {
      const box = stage.getBoundingClientRect()
      const after = document.querySelector('.builder-lottie figcaption')!.getBoundingClientRect()
      return { top: box.top + scrollY, width: box.width, height: box.height, captionTop: after.top + scrollY }
    })
  const reserved = await layout()
  expect(reserved).toMatchObject({ width: 240, height: 240 })

  await page.getByRole('heading', { name: 'Hoạt ảnh minh họa' }).scrollIntoViewIfNeeded()
  await expect.poll(() => seen.player.length).toBe(1)
  await expect(ringing.locator('svg')).toBeVisible()
  // It plays by itself and loops, so a visible button stops it (WCAG 2.2.2): pressed while its three runs last.
  const pause = page.getByRole('button', { name: 'Tạm dừng hoạt ảnh', exact: true })
  await pause.click()
  await expect(page.getByRole('button', { name: 'Phát hoạt ảnh', exact: true })).toBeVisible()
  const held = await ringing.innerHTML()
  await page.waitForTimeout(300)
  expect(await ringing.innerHTML()).toBe(held)
  expect(seen.animations).toContain(DEFAULT_ANIMATION)
  expect(await layout()).toEqual(reserved)
  await expect(page.getByRole('img', { name: 'Điện thoại đổ chuông khi có cuộc gọi đến' })).toBeVisible()
  await expect(page.getByText('Chạy ba lần khi cuộn tới')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an on_click animation waits for the click, plays, and pauses on a second click', async ({ page }) => {
  await page.goto('/tien-ich')
  const button = page.getByRole('button', { name: 'Phát hoạt ảnh: Điện thoại rung báo cuộc gọi' })
  await button.scrollIntoViewIfNeeded()
  const stage = button.locator('[data-lottie-stage]')
  await expect(stage.locator('svg')).toBeVisible()
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  const still = await stage.innerHTML()
  await page.waitForTimeout(500)
  expect(await stage.innerHTML()).toBe(still)

  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => stage.innerHTML()).not.toBe(still)
  await button.press('Enter')
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  const paused = await stage.innerHTML()
  await page.waitForTimeout(300)
  expect(await stage.innerHTML()).toBe(paused)
})

/** Waits until the drawing stops changing (a wheel may scroll smoothly for a moment) and returns that frame. */
async function settledFrame(page: Page, stage: ReturnType<typeof drawing>) {
  let frame = await stage.innerHTML()
  await expect
    .poll(async () => {
      const previous = frame
      await page.waitForTimeout(300)
      frame = await stage.innerHTML()
      return frame === previous
    })
    .toBe(true)
  return frame
}

test('a bind_to_scroll animation follows the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/tien-ich', { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  const stage = drawing(page, 'Điện thoại rung theo thanh cuộn')
  // The blocks above start when they near the screen (a carousel, a gallery, other drawings) and may change their
  // height then: they are all started first, and the block's place in the page must hold still before measuring.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  const pageTop = () => stage.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
  await expect
    .poll(async () => {
      const before = await pageTop()
      await page.waitForTimeout(300)
      return (await pageTop()) === before
    })
    .toBe(true)
  await stage.scrollIntoViewIfNeeded()
  await expect(stage.locator('svg')).toBeVisible()
  // Puts the block's top at `target` px from the viewport's top (within `tolerance`) and answers where it is. Scrolling
  // may move the layout (the sticky header reacts to it), so it measures again until the block stays there.
  const placeTop = async (target: number, tolerance: number) => {
    let top = NaN
    await expect
      .poll(async () => {
        top = await stage.evaluate(async (element, target) => {
          const top = element.getBoundingClientRect().top
          window.scrollTo({ top: Math.round(top + window.scrollY - target), behavior: 'instant' })
          await new Promise(requestAnimationFrame)
          return element.getBoundingClientRect().top
        }, target)
        return Math.abs(top - target) <= tolerance
      })
      .toBe(true)
    return top
  }
  // The start of the block's travel: its top 40 px above the viewport's bottom.
  await placeTop(760, 0.5)
  const start = await page.evaluate(() => window.scrollY)
  const startPageTop = await pageTop()
  const entering = await settledFrame(page, stage)
  await page.mouse.wheel(0, 120)
  await expect.poll(() => stage.innerHTML()).not.toBe(entering)
  await settledFrame(page, stage)
  // Back to the very same place of the block on the screen: the same scroll offset (whole pixels), moved by as much
  // as the page above it moved in the meantime, if it did. Solving for the block's fractional top again could miss by
  // a hundredth of a pixel and never settle.
  const back = start + Math.round((await pageTop()) - startPageTop)
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), back)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(back)
  await expect.poll(() => stage.innerHTML()).toBe(entering)
})

test('readers who asked for less motion see a still frame', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/tien-ich')
  const stage = drawing(page, 'Điện thoại đổ chuông khi có cuộc gọi đến')
  await stage.scrollIntoViewIfNeeded()
  await expect(stage.locator('svg')).toBeVisible()
  const still = await stage.innerHTML()
  await page.waitForTimeout(700)
  expect(await stage.innerHTML()).toBe(still)
  await context.close()
})

test('an unsafe or unreachable address falls back to the default animation; an uploaded .json file plays', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const animation = fs.readFileSync('public/animations/phone-ring.json')
  const upload = await page.request.post('/api/media', {
    multipart: {
      file: { name: 'chuong-bao.json', mimeType: 'application/json', buffer: animation },
      _payload: JSON.stringify({ alt: 'Chuông báo', title: 'Chuông báo' }),
    },
  })
  expect(upload.status()).toBe(201)
  const { doc: media } = (await upload.json()) as { doc: { id: number; url: string; filename: string } }
  const refused = await page.request.post('/api/media', {
    multipart: {
      file: {
        name: 'du-lieu.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"ten":"không phải hoạt ảnh"}'),
      },
      _payload: JSON.stringify({ alt: 'Dữ liệu' }),
    },
  })
  expect(refused.status()).toBe(400)

  const title = `Hoạt ảnh thử ${Date.now()}`
  const id = await createPublished(page.request, 'pages', {
    title,
    layout: layout(
      block('Lottie', {
        url: 'javascript:alert(document.domain)//.json',
        trigger: 'none',
        label: 'Địa chỉ không an toàn',
      }),
      block('Lottie', {
        url: 'https://hoat-anh.invalid/chuong.json',
        trigger: 'none',
        label: 'Địa chỉ không tới được',
      }),
      block('Lottie', {
        file: { id: media.id, url: media.url, filename: media.filename },
        trigger: 'none',
        label: 'Tệp trong thư viện',
      }),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(page.request, `/api/pages?where[id][equals]=${id}`)

  const visitor = await browser.newPage()
  const seen = watch(visitor)
  const dialogs: string[] = []
  visitor.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await visitor.goto(`/${slug}`)
  for (const name of ['Địa chỉ không an toàn', 'Địa chỉ không tới được', 'Tệp trong thư viện']) {
    const stage = visitor.getByRole('img', { name })
    await stage.scrollIntoViewIfNeeded()
    await expect(stage.locator('svg')).toBeVisible()
  }
  const settings = await visitor
    .locator('[data-lottie]')
    .evaluateAll((blocks) => blocks.map((element) => element.getAttribute('data-lottie') ?? ''))
  expect(settings[0]).toContain(`"src":"${DEFAULT_ANIMATION}"`)
  expect(settings.join(' ')).not.toContain('javascript')
  expect(dialogs).toEqual([])
  expect(seen.animations).toContain(DEFAULT_ANIMATION)
  expect(seen.animations).toContain(new URL(media.url, 'http://x').pathname)
  await visitor.close()
  expect((await page.request.delete(`/api/pages/${id}`)).ok()).toBe(true)
  expect((await page.request.delete(`/api/media/${media.id}`)).ok()).toBe(true)
})
