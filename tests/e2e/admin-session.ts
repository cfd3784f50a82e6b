import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { setupToken } from '../../playwright.config'

/** The administrator admin.spec.ts creates through the one-time link; later spec files log in as them. */
export const admin = { email: 'quantri@thuthuat.test', password: 'Mat-khau-that-dai-2026' }

export async function logIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Mật khẩu').fill(admin.password)
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
}

/**
 * Signs the page's browser context in as the administrator through the REST API; when a spec runs on its own on a
 * fresh site, first creates them through the one-time link as admin.spec.ts would.
 */
export async function signInAsAdmin(page: Page) {
  if ((await page.request.post('/api/users/login', { data: admin })).ok()) return
  await page.request.get(`/admin/first-user?token=${setupToken}`)
  expect((await page.request.post('/api/users/first-register', { data: admin })).ok()).toBe(true)
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
export async function createPublished(api: APIRequestContext, collection: 'pages' | 'templates', data: Record<string, unknown>): Promise<number> {
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
    await page.mouse.move(from.x + ((to.x + to.width / 2 - from.x) * step) / 20, from.y + ((to.y + 40 - from.y) * step) / 20)
  }
  await page.mouse.up()
}
