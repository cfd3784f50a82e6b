import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test'
import { setupToken } from './sites'

/** The administrator first-admin.spec.ts creates through the one-time link; later spec files log in as them. */
export const admin = { email: 'quantri@thuthuat.test', password: 'Mat-khau-that-dai-2026' }

/**
 * Signs `api` in as the administrator; on a site no spec has set up yet (each worker has its own site, and
 * first-admin.spec.ts runs on one of them), first creates them through the one-time link as that spec does.
 */
async function signIn(api: APIRequestContext) {
  if ((await api.post('/api/users/login', { data: admin })).ok()) return
  await api.get(`/admin/first-user?token=${setupToken}`)
  expect((await api.post('/api/users/first-register', { data: admin })).ok()).toBe(true)
}

/** Signs in through the admin's login screen, as an editor does. */
export async function logIn(page: Page) {
  // The administrator must exist first; signing in on the side leaves the page's own session to the screen.
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL })
  await signIn(api)
  await api.dispose()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Mật khẩu').fill(admin.password)
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}

/** Signs the page's browser context in as the administrator through the REST API. */
export async function signInAsAdmin(page: Page) {
  await signIn(page.request)
}

/** The documents a REST list answers with (as whoever `api` is logged in as). */
export async function docs<T>(api: APIRequestContext, path: string): Promise<T[]> {
  const response = await api.get(path)
  expect(response.ok()).toBe(true)
  return (await response.json()).docs
}

/** A builder block and layout, as the editor would save them. */
export const block = (type: string, props: Record<string, unknown> = {}) => ({
  type,
  props: { id: `${type}-${Math.random().toString(36).slice(2)}`, ...props },
})
export const layout = (...content: ReturnType<typeof block>[]) => ({ root: { props: {} }, content })

/** Creates a published document through the REST API and returns its id. */
export async function createPublished(
  api: APIRequestContext,
  collection: 'pages' | 'templates',
  data: Record<string, unknown>,
): Promise<number> {
  const response = await api.post(`/api/${collection}`, { data: { ...data, _status: 'published' } })
  expect(response.status()).toBe(201)
  return (await response.json()).doc.id
}

/** Drags a block from the builder's list onto its canvas with small pointer steps, as a hand would. */
export async function dragBlock(page: Page, name: string) {
  const item = page.locator('[data-puck-drawer-item]:visible').filter({ hasText: name }).first()
  await expect(item).toBeVisible()
  const from = (await item.boundingBox())!
  const to = (await page.locator('iframe').boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(
      from.x + ((to.x + to.width / 2 - from.x) * step) / 20,
      from.y + ((to.y + 40 - from.y) * step) / 20,
    )
  }
  await page.mouse.up()
}

/**
 * Follows the admin's form checks (POSTs to the server while a document is edited) from now on; `settled()` waits
 * until none has been under way for a moment, as a person waits for the form to catch up before the next click.
 */
export function followFormChecks(page: Page) {
  const pending = new Set<unknown>()
  let lastChange = Date.now()
  const done = (request: { method(): string }) => {
    if (pending.delete(request)) lastChange = Date.now()
  }
  page.on('request', (request) => {
    if (request.method() !== 'POST') return
    pending.add(request)
    lastChange = Date.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    settled: () =>
      expect
        .poll(() => pending.size === 0 && Date.now() - lastChange > 800, { timeout: 30_000, intervals: [200] })
        .toBe(true),
  }
}
