import { expect, test } from '@playwright/test'
import { behavioursStarted } from './behaviours'

/**
 * The public pages every reader meets first, with the behaviour bundle each gets where the choice is clear (an
 * article's few behaviours; the home's grids, filters and cart buttons): no framework runtime on any.
 */
const pages = {
  '/': 'listing',
  '/cach-chup-man-hinh-iphone': 'reading',
  '/chuyen-muc/iphone': '',
  '/tim-kiem?s=pin': 'reading',
  '/tien-ich': '',
}

for (const [path, bundle] of Object.entries(pages)) {
  test(`${path} is server HTML with no Next.js or React runtime, only its behaviour bundle`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).not.toMatch(/<script[^>]+src="\/_next\//)
    expect(html).not.toMatch(/<link[^>]+as="script"/)
    expect(html).not.toContain('__next_f')
    const bundles = html.match(/<script type="module" src="\/_b\/page-[a-z]+-[A-Z0-9]+\.js"><\/script>/g)
    expect(bundles).toHaveLength(1)
    expect(bundles?.[0]).toContain(`/_b/page-${bundle}`)
    expect(html).toContain('<script type="speculationrules">')
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' /)
    expect(response.headers()['content-security-policy']).not.toContain("'unsafe-inline' https://www.youtube.com")
  })
}

test('the 404 page also carries no runtime and says what happened in its HTML', async ({ request }) => {
  const response = await request.get('/khong-co-trang-nay')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).not.toContain('__next_f')
  expect(html).not.toMatch(/<script[^>]+src="\/_next\//)
})

test('the admin keeps its runtime', async ({ request }) => {
  const html = await (await request.get('/admin/login')).text()
  expect(html).toMatch(/<script[^>]+src="\/_next\/static\/chunks\//)
})

test('an article loads one script of at most 14 KB (compressed) at load; the lightbox brings React on first use', async ({
  page,
}) => {
  await page.goto('/cach-chup-man-hinh-iphone')
  await behavioursStarted(page)
  await page.waitForLoadState('networkidle')
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
    )
  const scriptBytes = async () => (await scripts()).reduce((total, bytes) => total + bytes, 0)
  // Its forms wait below the first screen: the bundle is the one script of the first view.
  expect(await scripts()).toHaveLength(1)
  const atLoad = await scriptBytes()
  expect(atLoad).toBeGreaterThan(0)
  expect(atLoad).toBeLessThanOrEqual(14 * 1024)
  await page.locator('.article-body a[data-lightbox-item]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await scriptBytes()).toBeGreaterThan(atLoad + 40 * 1024)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('hovering a link to an article prefetches it; search is never prefetched', async ({ page }) => {
  const prefetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.includes('prefetch')) prefetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await behavioursStarted(page)
  const article = page.locator('main a[href^="/cach-"]').first()
  await article.hover()
  await expect.poll(() => prefetched).toContain(await article.getAttribute('href'))
  await page.locator('footer a[href="/tim-kiem"]').hover()
  await page.waitForTimeout(1000)
  expect(prefetched.filter((path) => path.startsWith('/tim-kiem'))).toEqual([])
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent())!)
  expect(rules.prefetch[0].where.and[1].not.href_matches).toEqual(
    expect.arrayContaining(['/admin/*', '/api/*', '/gio-hang*', '/thanh-toan*']),
  )
})

test('a page links the widget stylesheets of the widgets it shows, as one file, and an article none', async ({
  request,
}) => {
  const sheetsOf = async (path: string) =>
    Array.from(
      (await (await request.get(path)).text()).matchAll(/<link rel="stylesheet" href="(\/_b\/sheets-[^"]+)"/g),
      (match) => match[1],
    )
  expect(await sheetsOf('/cach-chup-man-hinh-iphone')).toEqual([])
  const [widgets, ...more] = await sheetsOf('/tien-ich')
  expect(more).toEqual([])
  const answer = await request.get(widgets, { headers: { 'accept-encoding': 'gzip' } })
  expect(answer.headers()['content-type']).toBe('text/css; charset=utf-8')
  expect(answer.headers()['cache-control']).toContain('immutable')
  const css = await answer.text()
  for (const rule of ['.builder-countdown', '.builder-carousel', '.builder-headline', '.hotspot'])
    expect(css, rule).toContain(rule)
  expect((await request.get('/_b/sheets-AAAAAAAA.css')).status()).toBe(404)
})
