import { expect, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'

/** A date as the admin's "Ngày đăng" field takes it (dd/MM/yyyy HH:mm), in the browser's zone (Asia/Ho_Chi_Minh). */
function typedDate(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .find((candidate) => candidate.type === type)!.value
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`
}

async function newDraft(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/api/posts?draft=true', { data: { title, _status: 'draft' } })
  expect(response.ok()).toBe(true)
  return (await response.json()).doc.id
}

const scheduledCount = async (page: Page) => {
  await page.goto('/admin')
  const scheduled = page.getByRole('region', { name: 'Tòa soạn' }).getByText(/^\d+ Đã lên lịch$/)
  return Number((await scheduled.innerText()).match(/\d+/)![0])
}

test('a future "Ngày đăng" makes "Xuất bản" read "Lên lịch": the post is scheduled, counted by Tòa soạn, and not on the site', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page)
  const title = `Bài hẹn giờ ${Date.now()}`
  const id = await newDraft(page, title)
  const before = await scheduledCount(page)

  await page.goto(`/admin/collections/posts/${id}`)
  await expect(page.getByRole('button', { name: 'Xuất bản', exact: true })).toBeVisible()
  const date = page.locator('#field-publishedAt input')
  await date.fill(typedDate(new Date(Date.now() + 2 * 86_400_000)))
  await date.press('Enter')
  await expect(page.getByRole('button', { name: 'Lên lịch', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Xuất bản', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Lên lịch', exact: true }).click()
  await expect
    .poll(async () => (await (await page.request.get(`/api/posts/${id}?depth=0`)).json())._status, { timeout: 30_000 })
    .toBe('published')
  const { slug, publishedAt } = await (await page.request.get(`/api/posts/${id}?depth=0`)).json()
  expect(new Date(publishedAt).getTime()).toBeGreaterThan(Date.now() + 86_400_000)

  expect(await scheduledCount(page)).toBe(before + 1)

  // A visitor (no session) finds it nowhere: its address, the home page, the feed, search, the sitemap, the API.
  const visitor = await browser.newContext({ baseURL })
  const site = visitor.request
  expect((await site.get(`/${slug}`)).status()).toBe(404)
  expect(await (await site.get('/')).text()).not.toContain(title)
  expect(await (await site.get('/feed')).text()).not.toContain(title)
  expect(await (await site.get(`/tim-kiem?s=${encodeURIComponent(title)}`)).text()).not.toContain(`/${slug}`)
  expect(await (await site.get('/sitemap.xml')).text()).not.toContain(`/${slug}<`)
  expect((await (await site.get(`/api/posts?where[slug][equals]=${slug}`)).json()).totalDocs).toBe(0)
  await visitor.close()
})

test('the scheduler dialog opens on "Xuất bản" for a draft, in Vietnam’s time', async ({ page }) => {
  await signInAsAdmin(page)
  const id = await newDraft(page, `Bản nháp lên lịch ${Date.now()}`)
  await page.goto(`/admin/collections/posts/${id}`)
  // The arrow beside "Xuất bản" (the live preview's zoom menu, also a popup, may render after it).
  await page.locator('.publish-controls .popup-button').click()
  await page.getByRole('button', { name: 'Lịch xuất bản' }).click()
  const dialog = page.locator('.schedule-publish')
  await expect(dialog.getByRole('radio', { name: 'Xuất bản', exact: true })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: 'Ngừng xuất bản' })).not.toBeChecked()
  await expect(dialog.getByText('(UTC+07:00) Việt Nam')).toBeVisible()
})

test('publishing without a category or featured image shows a gentle note beside "Xuất bản", gone once both are set', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const id = await newDraft(page, `Bài thiếu ảnh ${Date.now()}`)
  await page.goto(`/admin/collections/posts/${id}`)
  const controls = page.locator('.publish-controls')
  await expect(controls.getByRole('button', { name: 'Xuất bản', exact: true })).toBeVisible()
  await expect(controls.getByRole('status')).toHaveText('Bài chưa có chuyên mục và ảnh đại diện.')

  await page.locator('#field-categories .rs__control').click()
  await page.locator('.rs__option').first().click()
  await expect(controls.getByRole('status')).toHaveText('Bài chưa có ảnh đại diện.')

  await page.locator('#field-featuredImage').getByRole('button', { name: 'Chọn từ thư viện' }).click()
  await page.locator('.list-drawer table tbody tr').first().locator('button, a').first().click()
  await expect(controls.getByRole('status')).toHaveCount(0)
  // Still a note, never a lock: the button publishes whatever the note said.
  await expect(controls.getByRole('button', { name: 'Xuất bản', exact: true })).toBeEnabled()
})
