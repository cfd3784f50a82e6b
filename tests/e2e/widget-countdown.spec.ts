import { expect, type Locator, type Page, test } from '@playwright/test'
import { block, createPublished, docs, layout, signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'

test.describe.configure({ mode: 'serial' })

const SECONDS = [86_400, 3_600, 60, 1]

/** The digits a reader sees in a countdown's boxes, as seconds (the boxes are days, hours, minutes, seconds). */
async function shownSeconds(timer: Locator): Promise<number> {
  const digits = await timer.locator('[data-unit]').allTextContents()
  expect(digits.every((value) => /^\d{2,}$/.test(value))).toBe(true)
  return digits.reduce((sum, value, index) => sum + Number(value) * SECONDS[SECONDS.length - digits.length + index], 0)
}

const storage = (page: Page) => page.evaluate(() => ({ ...localStorage }))

test('the Tiện ích page ticks down to the offer, and keeps each reader’s evergreen timer in their storage', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.goto('/tien-ich')
  // The evergreen timer starts when its script first runs: let it run before the clock jumps ahead.
  const evergreen = page.getByRole('timer', {
    name: 'Bài trắc nghiệm “Điện thoại của bạn đã an toàn chưa?” còn mở cho bạn trong',
  })
  await expect(evergreen.locator('[data-unit]').first()).toHaveText(/^\d{2}$/)
  await page.clock.pauseAt(start + 10 * 60_000)

  const offer = page.getByRole('timer', {
    name: 'Buổi hỏi đáp trực tuyến “Giữ an toàn cho Zalo và ứng dụng ngân hàng” bắt đầu sau',
  })
  await expect(offer.locator('li')).toHaveText([/^\d{2}Ngày$/, /^\d{2}Giờ$/, /^\d{2}Phút$/, /^\d{2}Giây$/])
  await expect(offer.locator('ul')).toHaveAttribute('aria-hidden', 'true')
  const before = await shownSeconds(offer)
  expect(before).toBeGreaterThan(29 * 86_400)
  expect(before).toBeLessThan(31 * 86_400)
  await expect(offer.locator('[data-countdown-spoken]')).toHaveText(/^Còn (29|30) ngày( \d+ giờ)?( \d+ phút)?$/)
  await page.clock.runFor(3_000)
  expect(await shownSeconds(offer)).toBe(before - 3)

  await expect(evergreen.locator('li')).toHaveText([/Giờ$/, /Phút$/, /Giây$/])
  const stored = await storage(page)
  expect(stored['Countdown-evergreen-evergreen_interval']).toBe('7200')
  const due = Number(stored['Countdown-evergreen-evergreen_due_date'])
  expect(due - start).toBeGreaterThanOrEqual(7_200_000)
  expect(due - start).toBeLessThan(7_260_000)
  const left = await shownSeconds(evergreen)
  expect(Math.abs(left - (due - (start + 10 * 60_000 + 3_000)) / 1000)).toBeLessThanOrEqual(1)

  // Back later: the same due date, not a new interval.
  await page.reload()
  await expect.poll(() => shownSeconds(evergreen)).toBeLessThan(7_200 - 9 * 60)
  expect((await storage(page))['Countdown-evergreen-evergreen_due_date']).toBe(String(due))

  // The editor changed the interval since (the stored one is another): the timer starts again.
  await page.evaluate(() => localStorage.setItem('Countdown-evergreen-evergreen_interval', '3600'))
  await page.reload()
  await expect.poll(() => shownSeconds(evergreen)).toBeGreaterThanOrEqual(7_199)
  const restarted = await storage(page)
  expect(restarted['Countdown-evergreen-evergreen_interval']).toBe('7200')
  expect(Number(restarted['Countdown-evergreen-evergreen_due_date'])).toBeGreaterThan(due)

  // Garbage in storage counts as nothing stored, never as an error.
  await page.evaluate(() => localStorage.setItem('Countdown-evergreen-evergreen_due_date', 'không phải ngày'))
  await page.reload()
  await expect.poll(() => shownSeconds(evergreen)).toBeGreaterThanOrEqual(7_199)
  expect((await storage(page))['Countdown-evergreen-evergreen_due_date']).toMatch(/^\d{13}$/)
  expect(errors).toEqual([])
})

test('at zero a countdown stops and runs its actions in order: hides, shows the message, redirects only to safe addresses', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const start = Date.now()
  const inThirty = Math.floor(start / 1000) + 30
  const title = `Đếm ngược thử ${start}`
  const id = await createPublished(page.request, 'pages', {
    title,
    layout: layout(
      block('Countdown', {
        mode: 'evergreen',
        interval: 60,
        title: 'Mã thử còn hiệu lực trong',
        units: ['hours', 'minutes', 'seconds'],
        showLabels: true,
        align: 'center',
        actions: [{ type: 'hide' }, { type: 'message', message: 'Mã thử đã hết hạn.' }],
      }),
      block('Countdown', {
        mode: 'dueDate',
        dueDate: inThirty,
        title: 'Khối tự ẩn khi hết giờ',
        showLabels: false,
        align: 'left',
        actions: [{ type: 'hide' }],
      }),
      block('Countdown', {
        mode: 'dueDate',
        dueDate: inThirty,
        title: 'Liên kết không an toàn',
        align: 'left',
        actions: [
          { type: 'redirect', redirect_url: 'javascript:alert(1)' },
          { type: 'message', message: 'Hết giờ, nhưng không chuyển trang.' },
        ],
      }),
    ),
  })
  const redirectId = await createPublished(page.request, 'pages', {
    title: `${title} chuyển trang`,
    layout: layout(
      block('Countdown', {
        mode: 'dueDate',
        dueDate: inThirty + 300,
        title: 'Chuyển sang trang Tiện ích sau',
        actions: [{ type: 'redirect', redirect_url: '/tien-ich' }],
      }),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(page.request, `/api/pages?where[id][equals]=${id}`)
  const [{ slug: redirectSlug }] = await docs<{ slug: string }>(
    page.request,
    `/api/pages?where[id][equals]=${redirectId}`,
  )

  // axe waits on timers of its own, so it looks at pages whose clock runs: one here before zero, the visitor's after.
  const plainContext = await browser.newContext()
  const plain = await plainContext.newPage()
  await plain.goto(`/${slug}`)
  await expect(plain.locator('[data-unit]').first()).toHaveText(/^\d\d$/)
  await expectNoAxeViolations(plain)
  await plainContext.close()

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.clock.install({ time: start })
  await visitor.goto(`/${slug}`)
  await visitor.clock.pauseAt(start + 20_000)
  const code = visitor.getByRole('timer', { name: 'Mã thử còn hiệu lực trong' })
  const hiding = visitor.getByRole('timer', { name: 'Khối tự ẩn khi hết giờ' })
  const unsafe = visitor.getByRole('timer', { name: 'Liên kết không an toàn' })
  await expect(code.locator('[data-unit]')).toHaveText(['00', /^0[01]$/, /^\d\d$/])
  await expect(hiding.locator('li')).toHaveText([/^\d\d$/, /^\d\d$/, /^\d\d$/, /^\d\d$/])
  await expect(visitor.getByText('Mã thử đã hết hạn.')).toHaveCount(0)

  await visitor.clock.runFor(61_000)
  await expect(code).toBeHidden()
  await expect(hiding).toBeHidden()
  await expect(visitor.locator('[data-countdown]').nth(1)).toBeHidden()
  await expect(visitor.getByRole('status').filter({ hasText: 'Mã thử đã hết hạn.' })).toBeVisible()
  await expect(unsafe.locator('[data-unit]')).toHaveText(['00', '00', '00', '00'])
  await expect(visitor.getByRole('status').filter({ hasText: 'Hết giờ, nhưng không chuyển trang.' })).toBeVisible()
  expect(new URL(visitor.url()).pathname).toBe(`/${slug}`)
  await visitor.clock.resume()
  await expectNoAxeViolations(visitor)

  // An expired evergreen timer stays expired on the next visit.
  const expired = await storage(visitor)
  const [dueKey] = Object.keys(expired).filter((key) => key.endsWith('-evergreen_due_date'))
  await visitor.reload()
  await expect(visitor.getByRole('status').filter({ hasText: 'Mã thử đã hết hạn.' })).toBeVisible()
  await expect(code).toBeHidden()
  expect((await storage(visitor))[dueKey]).toBe(expired[dueKey])

  // A redirect to a path on this site is followed.
  await visitor.goto(`/${redirectSlug}`)
  await expect(visitor.getByRole('timer', { name: 'Chuyển sang trang Tiện ích sau' })).toBeVisible()
  await visitor.clock.runFor(300_000)
  await expect(visitor).toHaveURL(/\/tien-ich$/)
  await visitorContext.close()

  for (const created of [id, redirectId]) expect((await page.request.delete(`/api/pages/${created}`)).ok()).toBe(true)
})
