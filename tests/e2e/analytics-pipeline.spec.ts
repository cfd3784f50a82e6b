import { type Browser, chromium, expect, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { behavioursStarted } from './behaviours'
import { checkoutWithCharger } from './shop-checkout'

/**
 * Measurement from end to end (docs/measurement.md): a reader's real browser answers the banner, reads, searches and
 * buys; the front stores what the page sends; an editor's dashboard shows exactly those numbers. The endpoint's own
 * refusals at the front come first.
 */

/** A reader's phone (Playwright's own agent names itself headless, which counts as a robot). */
const stamp = Date.now().toString(36)

/**
 * A reader's phone (Playwright's own agent names itself headless, which counts as a robot), a model of its own: every
 * spec's browser comes from the same address, and the visitor id is made of the address and the agent.
 */
const PHONE =
  `Mozilla/5.0 (Linux; Android 14; SM-${stamp}) AppleWebKit/537.36 (KHTML, like Gecko) ` +
  'Chrome/131.0.0.0 Mobile Safari/537.36'

test('the endpoint refuses other sites, oversized bodies and unknown events, in Vietnamese', async ({
  page,
  baseURL,
}) => {
  const send = (data: string, origin = baseURL!) =>
    page.request.post('/api/collect', { data, headers: { 'content-type': 'text/plain;charset=UTF-8', origin } })
  const batch = JSON.stringify({ events: [{ name: 'page_view', params: { page_location: `${baseURL}/` } }] })
  const elsewhere = await send(batch, 'https://trang-khac.example')
  expect(elsewhere.status()).toBe(403)
  expect((await elsewhere.json()).errors[0].message).toMatch(/từ một trang khác/)
  const large = await send(
    JSON.stringify({ events: [{ name: 'page_view', params: { page_title: 'x'.repeat(3000) } }] }),
  )
  expect(large.status()).toBe(413)
  expect((await large.json()).errors[0].message).toMatch(/quá lớn/)
  const unknown = await send(JSON.stringify({ events: [{ name: 'ad_click' }] }))
  expect(unknown.status()).toBe(400)
  expect((await unknown.json()).errors[0].message).toBe('Sự kiện “ad_click” không được hỗ trợ.')
  expect((await send(batch)).status()).toBe(204)
})

/** A headline number of the dashboard (`1.234` read back as 1234). */
async function tile(page: Page, label: string, list = 'Số liệu chính'): Promise<number> {
  const item = page
    .getByRole('list', { name: list, exact: true })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) })
  return Number((await item.locator('strong').first().innerText()).replace(/\D/g, ''))
}

async function todaysNumbers(page: Page) {
  await page.goto('/admin/thong-ke?range=today')
  return {
    visitors: await tile(page, 'Người đọc'),
    visits: await tile(page, 'Lượt truy cập'),
    pageViews: await tile(page, 'Lượt xem trang'),
    orders: await tile(page, 'Đơn hàng', 'Cửa hàng'),
  }
}

async function editorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signInAsAdmin(page)
  return { page, close: () => context.close() }
}

test('a reader who accepts is counted exactly: page views, a search that found nothing, one purchase', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const editor = await editorPage(browser, baseURL!)
  const before = await todaysNumbers(editor.page)

  // A first visit (none of the returning reader's cookie the other specs start with), in a browser of its own:
  // Chromium sends what a page sends as it is left with the browser's own agent, not a context's (headless, a robot).
  const phone = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--user-agent=${PHONE}`],
  })
  const reader = await phone.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  })
  const tab = await reader.newPage()
  const beacons: string[] = []
  tab.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/collect') beacons.push(request.postData() ?? '')
  })
  await tab.goto('/cach-chup-man-hinh-iphone')
  await behavioursStarted(tab)
  await tab.waitForTimeout(1500)
  expect(beacons).toEqual([])
  await tab.getByRole('region', { name: 'Quyền riêng tư' }).getByRole('button', { name: 'Đồng ý tất cả' }).click()
  await expect.poll(() => beacons.join()).toContain('"page_view"')
  await tab.goto(`/tim-kiem?s=${encodeURIComponent(`khong co gi ${stamp}`)}`)
  await behavioursStarted(tab)

  // A purchase: the order received page opened twice counts once.
  await checkoutWithCharger(tab, { name: 'Trần Đo Lường', email: `do-luong-${stamp}@vidu.vn` })
  await tab.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
  await tab.getByRole('button', { name: 'Đặt hàng' }).click()
  await expect(tab).toHaveURL(/\/thanh-toan\/don-hang\/TT-\d+/)
  await tab.reload()
  // What a page sends as it is left goes unseen by Playwright: the last page's view is awaited, then the page closed.
  const seen = beacons.length
  await expect.poll(() => beacons.slice(seen).join()).toContain('"page_view"')
  await reader.close()
  await phone.close()

  const after = await todaysNumbers(editor.page)
  expect(after.visitors).toBe(before.visitors + 1)
  expect(after.visits).toBe(before.visits + 1)
  // The article, the search, the product, the checkout, and the order received page twice.
  expect(after.pageViews).toBe(before.pageViews + 6)
  const searches = editor.page.getByRole('region', { name: 'Tìm kiếm không có kết quả' })
  await expect(searches.getByRole('row').filter({ hasText: `khong co gi ${stamp}` })).toHaveCount(1)
  expect(after.orders).toBe(before.orders + 1)
  await editor.close()
})
