import { expect, test } from '@playwright/test'
import { docs, logIn } from './admin-session'

const TRACK = '/api/button-clicks/track'

test('floating buttons call, message on Zalo and take the reader back up; each click is counted with its page', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await visitor.goto('/tien-ich')
  const contact = visitor.getByRole('navigation', { name: 'Liên hệ nhanh' })
  await expect(contact.getByRole('link', { name: 'Gọi đường dây nóng 1900 6868' })).toHaveAttribute(
    'href',
    'tel:19006868',
  )
  await expect(contact.getByRole('link', { name: 'Nhắn Zalo' })).toHaveAttribute('href', 'https://zalo.me/0901234567')

  // "Lên đầu trang" shows only once the reader has scrolled, and takes them back to the top.
  const top = contact.getByRole('button', { name: 'Lên đầu trang' })
  await expect(top).toBeHidden()
  await visitor.mouse.wheel(0, 2_000)
  await expect(top).toBeVisible()
  const counted = visitor.waitForResponse((response) => response.url().endsWith(TRACK))
  await top.click()
  expect((await counted).status()).toBe(201)
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBe(0)

  const zaloCounted = visitor.waitForResponse((response) => response.url().endsWith(TRACK))
  const popup = visitor.waitForEvent('popup')
  await contact.getByRole('link', { name: 'Nhắn Zalo' }).click()
  await (await popup).close()
  expect((await zaloCounted).status()).toBe(201)

  // On a phone the buttons are a bar along the bottom with their names, and the page leaves room for it: scrolled to
  // the end, the page's last line sits above the bar, not under it.
  await expect(contact.getByText('Nhắn Zalo', { exact: true })).toBeVisible()
  await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const bar = (await contact.boundingBox())!
  expect(bar.width).toBe(390)
  expect(bar.y + bar.height).toBe(844)
  const lastLine = (await visitor.locator('.site-footer__privacy').boundingBox())!
  expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(bar.y)
  await visitor.close()

  await logIn(page)
  const clicks = await docs<{ button: string; path: string }>(
    page.request,
    '/api/button-clicks?limit=10&sort=-createdAt',
  )
  expect(clicks.slice(0, 2)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ button: 'zalo', path: '/tien-ich' }),
      expect.objectContaining({ button: 'top', path: '/tien-ich' }),
    ]),
  )
})

test('click counting refuses a missing or forged nonce and bad reports, in Vietnamese, and stores nothing then', async ({
  page,
  request,
}) => {
  await page.goto('/tien-ich')
  const nonce = await page.locator('[data-floating-buttons]').getAttribute('data-nonce')
  expect(nonce).toMatch(/^[\w-]{22}$/)
  await logIn(page)
  const count = async () => (await (await page.request.get('/api/button-clicks?limit=0')).json()).totalDocs as number
  const before = await count()

  const send = (body: string, headers: Record<string, string> = { 'x-floating-buttons-nonce': nonce! }) =>
    request.post(TRACK, { headers: { 'content-type': 'application/json', ...headers }, data: body })

  const noNonce = await send(JSON.stringify({ button: 'call', path: '/' }), {})
  expect(noNonce.status()).toBe(403)
  expect((await noNonce.json()).errors[0].message).toContain('Mã bảo mật')
  expect(
    (
      await send(JSON.stringify({ button: 'call', path: '/' }), { 'x-floating-buttons-nonce': 'A'.repeat(22) })
    ).status(),
  ).toBe(403)

  const cases: [string, number][] = [
    ['', 400],
    ['{not json', 400],
    ['[]', 400],
    [JSON.stringify({ button: 'fax', path: '/' }), 400],
    [JSON.stringify({ button: 'call', path: '/<script>alert(1)</script>' }), 400],
    [JSON.stringify({ button: 'call', path: 'https://example.com/' }), 400],
    [JSON.stringify({ button: 'call', path: 7 }), 400],
    [JSON.stringify({ button: 'call', path: `/${'a'.repeat(5_000)}` }), 413],
  ]
  for (const [body, status] of cases) {
    const response = await send(body)
    expect(response.status(), body.slice(0, 40)).toBe(status)
    expect((await response.json()).errors[0].message).toMatch(/[ăâđêôơư]/)
  }
  expect(await count()).toBe(before)

  // Visitors cannot read the counts.
  expect((await request.get('/api/button-clicks')).status()).toBe(403)
})
