import fs from 'node:fs'
import http from 'node:http'
import { type APIResponse, type Browser, expect, type Page, test } from '@playwright/test'
import { admin, docs, logIn, signInAsAdmin } from './admin-session'
import { port } from './sites'

test.describe.configure({ mode: 'serial' })

const otherOrigin = `http://localhost:${port + 1}`
const article = '/cach-chup-man-hinh-iphone'

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['permissions-policy']).toContain('microphone=()')
  expect(headers['permissions-policy']).toContain('geolocation=()')
  expect(headers['content-security-policy']).not.toContain('unsafe-eval')
  // SITE_URL is plain http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined()
}

function expectPublicPolicy(response: APIResponse) {
  expectCommonHeaders(response)
  const csp = response.headers()['content-security-policy']
  expect(csp).toContain("frame-ancestors 'self'")
  // No runtime on public pages: only the site's files, the prefetch rules by their hash, and the two video players.
  expect(csp).toMatch(
    /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' https:\/\/www\.youtube\.com https:\/\/player\.vimeo\.com;/,
  )
  expect(csp).toContain("object-src 'none'")
}

/** Collects the page's Content-Security-Policy violations, reported as events or console errors. */
function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message)
  })
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      )
    })
  })
  return violations
}

/** Scrolls to the bottom step by step, so that every widget loading near the viewport starts. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
  await page.waitForTimeout(500)
}

/** Sends a raw request with node's HTTP client; `body` is written in the given chunks. */
function send(options: {
  path: string
  headers: Record<string, string | number>
  chunks: Buffer[]
}): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: 'localhost', port, method: 'POST', path: options.path, headers: options.headers },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: Date.now() - started }))
      },
    )
    // The server may close the connection before the whole body is sent: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    ;(async () => {
      for (const chunk of options.chunks) {
        if (request.destroyed) return
        if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve))
      }
      request.end()
    })().catch(() => {})
  })
}

const refusal = (text: string) => (JSON.parse(text) as { errors: { message: string }[] }).errors[0].message

test('public pages, a cached page, the admin and media files carry the security headers', async ({ page, request }) => {
  expectPublicPolicy(await request.get('/'))
  const first = await request.get(article)
  expectPublicPolicy(first)
  const again = await request.get(article)
  expect(again.headers()['x-page-cache']).toBe('HIT')
  expectPublicPolicy(again)

  const adminPage = await request.get('/admin/login')
  expectCommonHeaders(adminPage)
  expect(adminPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  // The admin keeps Next.js's runtime, which starts with inline scripts.
  expect(adminPage.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'")

  await signInAsAdmin(page)
  const [image] = await docs<{ url: string }>(page.request, '/api/media?limit=1&where[mimeType][like]=image/')
  const imageFile = await request.get(image.url)
  expect(imageFile.ok()).toBe(true)
  expect(imageFile.headers()['x-content-type-options']).toBe('nosniff')
  expect(imageFile.headers()['content-disposition']).toBeUndefined()

  const upload = await page.request.post('/api/media', {
    multipart: {
      file: {
        name: 'chuong-an-ninh.json',
        mimeType: 'application/json',
        buffer: fs.readFileSync('public/animations/phone-ring.json'),
      },
      _payload: JSON.stringify({ alt: 'Chuông', title: 'Chuông' }),
    },
  })
  expect(upload.status()).toBe(201)
  const { doc: animation } = (await upload.json()) as { doc: { id: number; url: string } }
  const animationFile = await request.get(animation.url)
  expect(animationFile.ok()).toBe(true)
  expect(animationFile.headers()['x-content-type-options']).toBe('nosniff')
  expect(animationFile.headers()['content-disposition']).toBe('attachment')
  expect((await page.request.delete(`/api/media/${animation.id}`)).ok()).toBe(true)
})

test('opening the lightbox, which mounts its own React root, breaks no rule either', async ({ page }) => {
  const violations = watchViolations(page)
  await page.goto(article)
  await page.locator('.article-body a[data-lightbox-item]').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(violations).toEqual([])
})

for (const path of ['/', article, '/tien-ich', '/tim-kiem?s=pin']) {
  test(`${path} runs under its Content-Security-Policy without a violation`, async ({ page }) => {
    const violations = watchViolations(page)
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    await page.waitForLoadState('networkidle').catch(() => {})
    await scrollThrough(page)
    expect(violations).toEqual([])
  })
}

test('the builder loads its canvas under the admin policy without a violation', async ({ page }) => {
  const violations = watchViolations(page)
  await logIn(page)
  const [widgets] = await docs<{ id: number }>(page.request, '/api/pages?where[slug][equals]=tien-ich')
  const response = await page.goto(`/admin/thiet-ke/pages/${widgets.id}`)
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await expect(page.frameLocator('iframe').first().getByRole('heading').first()).toBeVisible({ timeout: 30_000 })
  await page.waitForTimeout(1000)
  expect(violations).toEqual([])
})

/** Whether a page of `origin` shows `path` of the site in a frame (a refused frame shows the browser's error page). */
async function framed(browser: Browser, origin: string, path: string) {
  const page = await browser.newPage()
  await page.route(`${origin}/khung-thu`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe src="http://localhost:${port}${path}"></iframe>` }),
  )
  await page.goto(`${origin}/khung-thu`)
  await page.waitForTimeout(3000)
  const child = page.frames().find((frame) => frame !== page.mainFrame())
  const shown = child?.url() === `http://localhost:${port}${path}`
  await page.close()
  return shown
}

test('another origin cannot frame the admin or the site; the site frames its own pages', async ({ browser }) => {
  expect(await framed(browser, otherOrigin, '/admin/login')).toBe(false)
  expect(await framed(browser, otherOrigin, '/')).toBe(false)
  expect(await framed(browser, `http://localhost:${port}`, '/')).toBe(true)
})

test('a state-changing request from another origin is refused; the same origin and clients without an origin pass', async ({
  page,
  request,
}) => {
  const loginElsewhere = await request.post('/api/users/login', { headers: { origin: otherOrigin }, data: admin })
  expect(loginElsewhere.status()).toBe(403)
  expect(refusal(await loginElsewhere.text())).toMatch(/trang khác/)
  expect(loginElsewhere.headers()['set-cookie']).toBeUndefined()

  await signInAsAdmin(page)
  const email = `csrf-${Date.now()}@thuthuat.test`
  const newAdmin = { email, password: 'Mat-khau-that-dai-2026', roles: ['admin'] }
  const forged = await page.request.post('/api/users', { headers: { origin: otherOrigin }, data: newAdmin })
  expect(forged.status()).toBe(403)
  const byReferer = await page.request.post('/api/users', {
    headers: { referer: `${otherOrigin}/form` },
    data: newAdmin,
  })
  expect(byReferer.status()).toBe(403)
  expect(await docs(page.request, `/api/users?where[email][equals]=${email}`)).toHaveLength(0)

  const sameOrigin = await page.request.post('/api/users', {
    headers: { origin: `http://localhost:${port}` },
    data: newAdmin,
  })
  expect(sameOrigin.status()).toBe(201)
  const { doc } = (await sameOrigin.json()) as { doc: { id: number } }
  expect(
    (await page.request.delete(`/api/users/${doc.id}`, { headers: { origin: `http://localhost:${port}` } })).ok(),
  ).toBe(true)

  // No Origin and no Referer: a script or a server, which no other site can make act for a reader.
  expect((await request.post('/api/users/login', { data: admin })).status()).toBe(200)
})

test('a new site opened at 127.0.0.1 still signs in to the admin and saves in the builder', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })
  const page = await context.newPage()
  await logIn(page)
  const [widgets] = await docs<{ id: number }>(page.request, '/api/pages?where[slug][equals]=tien-ich')
  await page.goto(`/admin/thiet-ke/pages/${widgets.id}`)
  await expect(page.frameLocator('iframe').first().getByRole('heading').first()).toBeVisible({ timeout: 30_000 })
  const saved = page.waitForResponse(
    (response) => response.url().includes(`/api/pages/${widgets.id}`) && response.request().method() === 'PATCH',
  )
  await page.getByRole('button', { name: 'Lưu nháp' }).click()
  expect((await saved).status()).toBe(200)
  await context.close()
})

test('bodies over the limit are refused with 413 before anything reads them', async () => {
  const megabyte = Buffer.alloc(1024 * 1024, 0x20)
  const huge = await send({
    path: '/api/users/login',
    headers: { 'content-type': 'application/json', 'content-length': 50 * megabyte.length },
    chunks: Array.from({ length: 50 }, () => megabyte),
  })
  expect(huge.status).toBe(413)
  expect(refusal(huge.body)).toMatch(/quá lớn/)
  expect(huge.ms).toBeLessThan(3000)

  const chunked = await send({
    path: '/api/users/login',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    chunks: Array.from({ length: 30 }, () => megabyte),
  })
  expect(chunked.status).toBe(413)
  // A chunked body within the limit reaches Payload whole.
  const small = await send({
    path: '/api/users/login',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    chunks: [Buffer.from(`{"email":"${admin.email}",`), Buffer.from('"password":"sai-mat-khau"}')],
  })
  expect(small.status).toBe(401)

  const tracking = await send({
    path: '/api/button-clicks/track',
    headers: { 'content-type': 'application/json', 'content-length': 3000 },
    chunks: [Buffer.alloc(3000, 0x20)],
  })
  expect(tracking.status).toBe(413)
  const upload = await send({
    path: '/api/media',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 12 * megabyte.length },
    chunks: Array.from({ length: 12 }, () => megabyte),
  })
  expect(upload.status).toBe(413)
  const json = await send({
    path: '/api/posts',
    headers: { 'content-type': 'application/json', 'content-length': 2 * megabyte.length },
    chunks: [megabyte, megabyte],
  })
  expect(json.status).toBe(413)
})

test('bad input to the REST API is answered 4xx with its Vietnamese reason by the production build too', async ({
  page,
  request,
}) => {
  const reason = async (response: APIResponse) => (await response.json()).errors[0].message as string
  const tooLarge = await request.get('/api/posts?limit=99999999999999999999')
  expect(tooLarge.status()).toBe(400)
  expect(await reason(tooLarge)).toContain('limit')
  expect(await reason(tooLarge)).toMatch(/[ăâđêôơư]/)
  const missing = await request.get('/api/media/file/khong-co.png')
  expect(missing.status()).toBe(404)
  expect(await reason(missing)).toMatch(/[ăâđêôơư]/)
  await signInAsAdmin(page)
  const nowhere = await page.request.post('/api/posts?draft=true', {
    data: { title: 'Nháp trỏ tới chuyên mục không có', categories: [99999] },
  })
  expect(nowhere.status()).toBe(400)
  expect(await reason(nowhere)).toContain('không tồn tại')
})
