import { expect, type Page } from '@playwright/test'

/** Waits until the page loader has started every behaviour the page needs at once (links, menus, lightbox). */
export async function behavioursStarted(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'started')
}
