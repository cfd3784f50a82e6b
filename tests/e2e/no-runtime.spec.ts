import { expect, type Page, test } from '@playwright/test'

/** The public pages every reader meets first; each must carry no framework runtime. */
const pages = ['/', '/cach-chup-man-hinh-iphone', '/chuyen-muc/iphone', '/tim-kiem?s=pin', '/tien-ich']

/** Collects Content-Security-Policy violations from the moment the document starts. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))]
}

for (const path of pages) {
  test(`${path} is server HTML with no Next.js or React runtime, only the behaviour loader`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).not.toMatch(/<script[^>]+src="\/_next\//)
    expect(html).not.toMatch(/<link[^>]+as="script"/)
    expect(html).not.toContain('__next_f')
    expect(html).toMatch(/<script type="module" src="\/_b\/page-loader-[A-Z0-9]+\.js"><\/script>/)
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

test('an article loads at most 20 KB of script (compressed) and breaks no security rule while it is read', async ({ page }) => {
  const violations = await watchPolicy(page)
  await page.goto('/cach-chup-man-hinh-iphone')
  await page.waitForLoadState('networkidle')
  const scriptBytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((total, entry) => total + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  )
  expect(scriptBytes).toBeGreaterThan(0)
  expect(scriptBytes).toBeLessThanOrEqual(20 * 1024)
  // Behaviours work: the table of contents toggles, the lightbox (React, loaded now) opens and closes.
  await page.locator('.article-body a[data-lightbox-item]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await violations()).toEqual([])
})

for (const path of ['/', '/tim-kiem?s=pin', '/tien-ich']) {
  test(`${path} breaks no security rule, its behaviours started`, async ({ page }) => {
    const violations = await watchPolicy(page)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // Down the whole page, so the behaviours that wait for their element near the viewport load too.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.waitForTimeout(50)
    }
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })
}

test('hovering a link to an article prefetches it; the admin and search never are', async ({ page }) => {
  await page.goto('/')
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent())!)
  const excluded: string[] = rules.prefetch[0].where.and[1].not.href_matches
  expect(excluded).toEqual(expect.arrayContaining(['/admin/*', '/api/*', '/tim-kiem*', '/gio-hang*', '/thanh-toan*']))
  expect(rules.prefetch[0].eagerness).toBe('moderate')
})
