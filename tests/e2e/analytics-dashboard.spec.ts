import fs from 'node:fs'
import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'

test.describe.configure({ mode: 'serial' })

/**
 * Two readers' browsers: a phone and a desktop (a normal Chrome: headless Chrome counts as a robot), of this run's own
 * make: every spec's browser comes from the same address, and the visitor id is made of the address and the agent.
 */
const stamp = Date.now().toString(36)
const PHONE =
  `Mozilla/5.0 (Linux; Android 14; SM-D${stamp}) AppleWebKit/537.36 (KHTML, like Gecko) ` +
  'Chrome/131.0.0.0 Mobile Safari/537.36'
const DESKTOP =
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64; ${stamp}) AppleWebKit/537.36 (KHTML, like Gecko) ` +
  'Chrome/131.0.0.0 Safari/537.36'

const editor = { email: 'bientap-thong-ke@thuthuat.test', password: 'Mat-khau-bien-tap-2026' }
const author = { email: 'tacgia-thong-ke@thuthuat.test', password: 'Mat-khau-tac-gia-2026' }
/** This run's own pages, so its rows are told apart from anything else the site counted. */
const pageA = `/thong-ke-a-${stamp}`
const pageB = `/thong-ke-b-${stamp}`

/** A reader who turned analytics on in the banner, sending batches as their pages do. */
async function reader(baseURL: string, userAgent: string, id: string) {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'user-agent': userAgent, cookie: `tt_consent=1.10.${id.repeat(22)}`, origin: baseURL },
  })
  const send = async (...events: { name: string; params: Record<string, unknown> }[]) => {
    const response = await context.post('/api/collect', {
      data: JSON.stringify({ events }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(response.status()).toBe(204)
  }
  return { send, dispose: () => context.dispose() }
}

/** A headline number as the page shows it (`1.234`), read back as a number. */
async function tile(page: Page, label: string): Promise<number> {
  const value = page
    .getByRole('list', { name: 'Số liệu chính' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) })
  return Number((await value.locator('strong').first().innerText()).replace(/\./g, ''))
}

/** A table's row, by its key, as the cells' texts. */
async function row(page: Page, table: string, key: string): Promise<string[]> {
  const found = page.getByRole('region', { name: table }).getByRole('row').filter({ hasText: key })
  await expect(found).toHaveCount(1)
  return found.getByRole('cell').allInnerTexts()
}

async function signedIn(browser: Browser, baseURL: string, account: typeof editor, role: string) {
  const admin = await browser.newContext({ baseURL })
  const adminPage = await admin.newPage()
  await signInAsAdmin(adminPage)
  const created = await adminPage.request.post('/api/users', { data: { ...account, roles: [role] } })
  expect([201, 400]).toContain(created.status())
  await admin.close()
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  expect((await page.request.post('/api/users/login', { data: account })).ok()).toBe(true)
  return { page, close: () => context.close() }
}

test('an editor opens “Thống kê truy cập” and sees exactly what two readers did', async ({ browser, baseURL }) => {
  const { page, close } = await signedIn(browser, baseURL!, editor, 'editor')
  page.setDefaultTimeout(15_000)
  await page.goto('/admin')
  // Below 1440 px Payload's nav starts closed: opened as a person would, once the admin has started.
  const template = page.locator('.template-default')
  await expect(template).toHaveClass(/template-default--nav-hydrated/)
  if (!/template-default--nav-open/.test((await template.getAttribute('class')) ?? '')) {
    await page.getByRole('button', { name: 'Mở Menu' }).first().click()
    await expect(template).toHaveClass(/template-default--nav-open/)
  }
  await page.getByRole('link', { name: 'Thống kê truy cập' }).click()
  await expect(page).toHaveURL(/\/admin\/thong-ke$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thống kê truy cập' })).toBeVisible()
  await page.getByRole('link', { name: 'Hôm nay' }).click()
  await expect(page).toHaveURL(/\?range=today$/)
  const before = {
    visitors: await tile(page, 'Người đọc'),
    visits: await tile(page, 'Lượt truy cập'),
    pageViews: await tile(page, 'Lượt xem trang'),
  }

  const phone = await reader(baseURL!, PHONE, 'P')
  const desktop = await reader(baseURL!, DESKTOP, 'D')
  const at = (path: string) => `${baseURL}${path}`
  await phone.send(
    {
      name: 'page_view',
      params: { page_location: at(`${pageA}?utm_campaign=tet-${stamp}`), page_referrer: 'https://coccoc.com/search' },
    },
    { name: 'form_start', params: { page_location: at(pageA), form_name: `Liên hệ ${stamp}` } },
    { name: 'form_submit', params: { page_location: at(pageA), form_name: `Liên hệ ${stamp}` } },
    { name: 'view_search_results', params: { page_location: at('/tim-kiem'), search_term: `pin yếu ${stamp}` } },
  )
  await phone.send(
    { name: 'page_view', params: { page_location: at(pageB) } },
    { name: 'click', params: { page_location: at(pageB), link_id: 'floating-zalo', link_url: 'https://zalo.me/0912' } },
  )
  await desktop.send(
    { name: 'page_view', params: { page_location: at(pageB), page_referrer: 'https://www.google.com/' } },
    { name: 'video_start', params: { page_location: at(pageB), video_title: `Mẹo pin ${stamp}` } },
    {
      name: 'video_progress',
      params: { page_location: at(pageB), video_title: `Mẹo pin ${stamp}`, video_percent: 50 },
    },
    { name: 'click', params: { page_location: at(pageB), link_url: `https://example.org/${stamp}`, outbound: true } },
    {
      name: 'file_download',
      params: { page_location: at(pageB), link_url: at(`/tai-ve/huong-dan-${stamp}.pdf`), file_extension: 'pdf' },
    },
  )
  await phone.dispose()
  await desktop.dispose()

  await page.reload()
  expect(await tile(page, 'Người đọc')).toBe(before.visitors + 2)
  expect(await tile(page, 'Lượt truy cập')).toBe(before.visits + 2)
  expect(await tile(page, 'Lượt xem trang')).toBe(before.pageViews + 3)
  await expect(page.getByText(/^\d+ người đọc trong 30 phút qua$/)).toBeVisible()

  expect(await row(page, 'Trang được xem nhiều', pageB)).toEqual(['2', '2'])
  expect(await row(page, 'Trang vào', `${pageA}?utm_campaign`)).toEqual(['1', '0,0\u00a0%'])
  expect(await row(page, 'Trang vào', pageB)).toEqual(['1', '100,0\u00a0%'])
  expect(await row(page, 'Chiến dịch (UTM)', `tet-${stamp}`)).toEqual(['1'])
  expect(await row(page, 'Tìm kiếm trên trang', `pin yếu ${stamp}`)).toEqual(['1'])
  expect(await row(page, 'Biểu mẫu', `Liên hệ ${stamp}`)).toEqual(['1', '1', '100,0\u00a0%'])
  expect(await row(page, 'Video', `Mẹo pin ${stamp}`)).toEqual(['1', '1', '0', '0,0\u00a0%'])
  expect(await row(page, 'Liên kết ra ngoài', `https://example.org/${stamp}`)).toEqual(['1'])
  expect(await row(page, 'Tệp tải về', `huong-dan-${stamp}.pdf`)).toEqual(['1'])
  for (const [table, key] of [
    ['Nguồn truy cập', 'Cốc Cốc'],
    ['Nguồn truy cập', 'Google'],
    ['Thiết bị', 'Điện thoại'],
    ['Thiết bị', 'Máy tính'],
    ['Trình duyệt', 'Chrome'],
    ['Nút liên hệ nổi', 'Nhắn Zalo'],
  ])
    await expect(page.getByRole('region', { name: table }).getByRole('rowheader', { name: key })).toBeVisible()

  // One day: the trend is by hour, its numbers also a table.
  await page.getByText('Xem số liệu dạng bảng').click()
  await expect(page.getByRole('region', { name: 'Diễn biến' }).getByRole('columnheader', { name: 'Giờ' })).toBeVisible()
  // The chart is reached by keyboard, and its points read out.
  const chart = page.getByRole('slider', { name: /^Biểu đồ người đọc/ })
  await chart.focus()
  await page.keyboard.press('Home')
  await expect(chart).toHaveAttribute('aria-valuetext', /^00:00: \d+ người đọc, \d+ lượt truy cập, \d+ lượt xem trang$/)
  await page.keyboard.press('ArrowRight')
  await expect(chart).toHaveAttribute('aria-valuenow', '1')

  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 900 })
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 720 })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Tải CSV – Trang được xem nhiều' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^thong-ke-trang-duoc-xem-nhieu-\d{4}-\d{2}-\d{2}\.csv$/)
  const file = fs.readFileSync(await download.path(), 'utf8')
  expect(file.startsWith('\uFEFFTrang,Lượt xem,Người đọc\r\n')).toBe(true)
  expect(file).toContain(`\r\n${pageB},2,2\r\n`)

  await page.getByRole('link', { name: '30 ngày' }).click()
  await expect(page).toHaveURL(/\?range=30d$/)
  await expect(page.getByRole('link', { name: '30 ngày' })).toHaveAttribute('aria-current', 'page')
  expect(await row(page, 'Trang được xem nhiều', pageB)).toEqual(['2', '2'])
  await page.getByLabel('Từ ngày').fill('2026-01-01')
  await page.getByLabel('Đến ngày').fill('2026-01-31')
  await page.getByRole('button', { name: 'Xem', exact: true }).click()
  await expect(page).toHaveURL(/range=custom&from=2026-01-01&to=2026-01-31/)
  await expect(page.getByText('01/01/2026 – 31/01/2026', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Chưa có số liệu' })).toBeVisible()
  await close()
})

test('an author has no “Thống kê truy cập”: no link, a refusal, no CSV', async ({ browser, baseURL }) => {
  const { page, close } = await signedIn(browser, baseURL!, author, 'author')
  await page.goto('/admin')
  // The nav lists what an author may open (their posts), and not the dashboard.
  await expect(page.locator('#nav-posts')).toBeAttached()
  await expect(page.getByRole('link', { name: 'Thống kê truy cập' })).toHaveCount(0)
  await page.goto('/admin/thong-ke')
  await expect(page.getByText('Chỉ biên tập viên và quản trị viên xem được thống kê truy cập.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Số liệu chính' })).toHaveCount(0)
  expect((await page.request.get('/api/analytics/export?table=page&range=7d')).status()).toBe(403)
  await close()
})

test('a visitor is sent to the login and refused the CSV', async ({ page }) => {
  await page.goto('/admin/thong-ke')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fthong-ke/)
  const api: APIRequestContext = page.request
  expect((await api.get('/api/analytics/export?table=page&range=7d')).status()).toBe(403)
})
