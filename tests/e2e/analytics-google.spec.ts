import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './admin-session'

/**
 * A reader's phone browser (Playwright's own agent names itself headless, which counts as a robot), a model of its own:
 * every spec's browser comes from the same address, and the measurement's visitor id is made of address and agent.
 */
const PHONE =
  `Mozilla/5.0 (Linux; Android 14; SM-G${Date.now().toString(36)}) AppleWebKit/537.36 (KHTML, like Gecko) ` +
  'Chrome/131.0.0.0 Mobile Safari/537.36'
const TAG = 'https://www.googletagmanager.com/'
const ID = 'G-THUTHUAT26'

test('Google Analytics: its hosts only while the id is set, its tag only after analytics consent, Consent Mode v2', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page)
  const setId = (analyticsId: string | null) =>
    page.request.post('/api/globals/site-settings', { data: { analyticsId } })
  const policy = async (path: string) => (await page.request.get(path)).headers()['content-security-policy']
  expect(await policy('/')).not.toContain(TAG)
  expect((await setId('UA-12345')).status()).toBe(400)
  expect((await setId(ID)).ok()).toBe(true)
  try {
    expect(await policy('/')).toContain(`script-src 'self'`)
    expect(await policy('/')).toContain('https://www.googletagmanager.com')
    expect(await policy('/')).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/)

    const reader = await browser.newContext({ userAgent: PHONE, baseURL })
    // Google's tag, stood in for at the HTTP boundary: these machines cannot reach Google.
    const tagRequests: string[] = []
    await reader.route(`${TAG}**`, (route) => {
      tagRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.googleTagRan = true' })
    })
    const tab = await reader.newPage()
    const layer = () =>
      tab.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)))
    const denied = {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }

    // No choice yet: every signal denied, and Google's tag not loaded.
    await tab.goto('/?gclid=quang-cao-1')
    await expect.poll(layer).toContainEqual(['consent', 'default', denied])
    expect(tagRequests).toEqual([])
    expect(await tab.locator('meta[name="measurement-provider"]').count()).toBe(0)

    // Analytics only: the tag loads, advertising stays denied and the ad click id is not passed on.
    const consent = (choices: string) => ({
      name: 'tt_consent',
      value: `1.${choices}.${'a'.repeat(22)}`,
      url: baseURL!,
    })
    await reader.addCookies([consent('10')])
    await tab.goto('/?gclid=quang-cao-1')
    await expect.poll(() => tagRequests).toEqual([`${TAG}gtag/js?id=${ID}`])
    await expect.poll(layer).toContainEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }])
    const analyticsOnly = await layer()
    const config = analyticsOnly.find((entry) => entry[0] === 'config') as [string, string, { page_location: string }]
    expect(config[1]).toBe(ID)
    expect(config[2].page_location).toBe(`${baseURL}/`)
    expect(await tab.evaluate(() => (window as { googleTagRan?: boolean }).googleTagRan)).toBe(true)

    // Everything: every signal granted, and the ad click id kept.
    await reader.addCookies([consent('11')])
    await tab.goto('/?gclid=quang-cao-2')
    const granted = {
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    }
    await expect.poll(layer).toContainEqual(['consent', 'update', granted])
    const kept = (await layer()).find((entry) => entry[0] === 'config') as [string, string, { page_location: string }]
    expect(kept[2].page_location).toBe(`${baseURL}/?gclid=quang-cao-2`)

    // A refusal: the signals stay denied and the tag does not load.
    tagRequests.length = 0
    await reader.addCookies([consent('00')])
    await tab.goto('/')
    await expect.poll(layer).toContainEqual(['consent', 'update', denied])
    expect(tagRequests).toEqual([])
    await reader.close()
  } finally {
    await setId(null)
  }
  expect(await policy('/')).not.toContain(TAG)
})
