import http from 'node:http'
import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'
import { behavioursStarted } from './behaviours'
import { port } from './sites'

/** Where the server checks tokens in these tests (playwright.config.ts: CAPTCHA_VERIFY_URL). */
const verifyPort = port + 1

test('a site that chose reCAPTCHA v3 sends the contact form with Google’s token, which the server checks', async ({
  page,
}) => {
  // Google's side, as these machines cannot reach it: its script in the browser, its token check for the server.
  const checked: URLSearchParams[] = []
  const google = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      checked.push(new URLSearchParams(body))
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success: true, score: 0.9, action: 'submit' }))
    })
  })
  await new Promise<void>((resolve) => google.listen(verifyPort, '127.0.0.1', resolve))
  await page.route('https://www.google.com/recaptcha/api.js?**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.grecaptcha = { ready: (done) => done(), execute: (key, options) => Promise.resolve('token-' + key + '-' + options.action) }",
    }),
  )
  await signInAsAdmin(page)
  const choose = (captcha: object) => page.request.post('/api/globals/site-settings', { data: { captcha } })
  expect(
    (
      await choose({ provider: 'recaptcha', siteKey: 'khoa-trang-thu', secretKey: 'khoa-bi-mat-thu', minScore: 0.5 })
    ).ok(),
  ).toBe(true)
  try {
    const response = await page.goto('/lien-he')
    // Only this page, which shows such a form, lets Google's script in; the marker saying so is gone.
    expect(response!.headers()['content-security-policy']).toContain('https://www.google.com/recaptcha/')
    await expect(page.locator('meta[name="captcha-provider"]')).toHaveCount(0)
    await behavioursStarted(page)
    const form = page.getByRole('form', { name: 'Liên hệ tòa soạn' })
    await form.getByLabel('Họ và tên').fill('Trần Minh')
    await form.getByLabel('E-mail').fill('minh@vidu.vn')
    await form.getByLabel('Chủ đề').selectOption({ label: 'Khác' })
    await form.getByLabel('Lời nhắn').fill('Trang có dùng reCAPTCHA không?')
    await form.getByLabel('Tôi đồng ý').check()
    await form.getByRole('button', { name: 'Gửi thư' }).click()
    await expect(form.getByRole('status')).toHaveText(
      'Cảm ơn bạn! Chúng tôi đã nhận được thông tin và sẽ phản hồi sớm.',
    )
    expect(Object.fromEntries(checked.at(-1)!)).toMatchObject({
      secret: 'khoa-bi-mat-thu',
      response: 'token-khoa-trang-thu-submit',
    })
  } finally {
    await choose({ provider: 'altcha' })
    google.close()
  }
  // Back to the site's own captcha: no third party allowed any more.
  expect((await page.request.get('/lien-he')).headers()['content-security-policy']).not.toContain('google.com')
})
