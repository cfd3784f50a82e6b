import { expect, type Locator, type Page } from '@playwright/test'

/** Waits until the page loader has started every behaviour the page needs at once (links, menus, lightbox). */
export async function behavioursStarted(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'started')
}

/**
 * Waits until a form's script has taken it over (it turns the browser's own validation off). A form far down the
 * page loads its script only once it nears the viewport: sent before that, it goes natively, as without JavaScript.
 */
export async function formStarted(form: Locator) {
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveJSProperty('noValidate', true)
}
