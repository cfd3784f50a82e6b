import { expect, test } from '@playwright/test'
import { type FakeStripe, signedStripeEvent, startFakeStripe } from '../support/fake-stripe'
import { signInAsAdmin } from './admin-session'
import { behavioursStarted } from './behaviours'

/** Where the server reaches "Stripe" in these tests (playwright.config.ts: STRIPE_API_URL). */
const stripePort = Number(process.env.E2E_PORT ?? 3100) + 2
const KEYS = { publishableKey: 'pk_test_e2e_thuthuat', secretKey: 'sk_test_e2e_thuthuat', webhookSecret: 'whsec_e2e_thuthuat' }
const CHARGER = '/san-pham/cu-sac-nhanh-usb-c-20w'

/**
 * Stripe.js as the browser gets it from js.stripe.com, answered here instead (the real one cannot be fetched from these
 * machines): a card field, and a confirmation that sends the reader on to the return address as Stripe does after a
 * payment that went through.
 */
const STRIPE_JS = `
window.Stripe = function (key) {
  return {
    _registerWrapper: function () {},
    elements: function (options) {
      window.__cardElements = { key: key, options: options }
      return {
        create: function () {
          return { mount: function (slot) { slot.innerHTML = '<label>Số thẻ (giả lập) <input value="4242 4242 4242 4242"></label>' } }
        },
        submit: function () { return Promise.resolve({}) },
        update: function (changed) { window.__cardElements.options.amount = changed.amount },
      }
    },
    confirmPayment: function (request) {
      var intent = request.clientSecret.split('_secret_')[0]
      var back = new URL(request.confirmParams.return_url)
      back.searchParams.set('payment_intent', intent)
      back.searchParams.set('redirect_status', 'succeeded')
      location.assign(back.href)
      return new Promise(function () {})
    },
  }
}`

let stripe: FakeStripe

test.beforeAll(async () => {
  stripe = await startFakeStripe(KEYS.secretKey, stripePort)
})
test.afterAll(async () => stripe.stop())

test('the card loads Stripe only once chosen; paying sends the reader to the order, which Stripe’s webhook confirms', async ({ page, browser }) => {
  await signInAsAdmin(page)
  expect((await page.request.post('/api/globals/shop-settings', { data: { stripe: { enabled: true, ...KEYS } } })).ok()).toBe(true)
  const shopper = await browser.newContext()
  try {
    const tab = await shopper.newPage()
    const stripeScripts: string[] = []
    await tab.route('https://js.stripe.com/**', (route) => {
      stripeScripts.push(route.request().url())
      return route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS })
    })
    await tab.goto(CHARGER)
    await behavioursStarted(tab)
    await tab.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
    await expect(tab.getByRole('status').filter({ hasText: 'vào giỏ hàng.' })).toBeVisible()

    await tab.goto('/thanh-toan')
    await behavioursStarted(tab)
    await tab.getByRole('textbox', { name: 'Họ và tên', exact: true }).fill('Phạm Thẻ')
    await tab.getByRole('textbox', { name: 'Số điện thoại', exact: true }).fill('0912 345 678')
    await tab.getByRole('textbox', { name: 'E-mail', exact: true }).fill('the.pham@vidu.vn')
    await tab
      .locator('.checkout-review')
      .getByRole('radio', { name: /Nhận tại cửa hàng/ })
      .check()
    await tab.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
    expect(stripeScripts).toEqual([])
    await expect(tab.locator('[data-card-payment]')).toBeHidden()

    await tab.getByRole('radio', { name: /Thẻ Visa, Mastercard, JCB/ }).check()
    await expect(tab.getByLabel('Số thẻ (giả lập)')).toBeVisible()
    expect(stripeScripts).toHaveLength(1)
    expect(stripeScripts[0]).toMatch(/^https:\/\/js\.stripe\.com\//)
    expect(await tab.evaluate(() => (window as unknown as { __cardElements: { key: string; options: unknown } }).__cardElements)).toEqual({
      key: KEYS.publishableKey,
      options: { mode: 'payment', amount: 219_000, currency: 'vnd' },
    })

    await tab.getByRole('button', { name: 'Đặt hàng' }).click()
    await expect(tab).toHaveURL(/\/thanh-toan\/don-hang\/TT-\d+\?key=[^&]+&payment_intent=pi_fake_\d+&redirect_status=succeeded$/)
    await expect(tab.getByRole('heading', { name: 'Cảm ơn bạn! Đơn hàng đã được nhận.' })).toBeVisible()
    await expect(tab.locator('.order-summary')).toContainText('Chờ thanh toán')
    const number = /TT-\d+/.exec(tab.url())![0]
    const intent = [...stripe.intents.values()].find((kept) => kept.metadata.order_number === number)!
    expect(intent).toMatchObject({ amount: 219_000, currency: 'vnd' })

    // Stripe's signed webhook confirms the order, even with the tab closed.
    const event = signedStripeEvent('payment_intent.succeeded', intent, KEYS.webhookSecret)
    const forged = signedStripeEvent('payment_intent.succeeded', intent, 'whsec_ke_gia_mao')
    const deliver = (signature: string) =>
      tab.request.post('/wp-json/thuthuat/v1/stripe-webhook', {
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
        data: event.body,
      })
    expect((await deliver(forged.signature)).status()).toBe(400)
    expect((await deliver(event.signature)).status()).toBe(200)
    await tab.reload()
    await expect(tab.locator('.order-summary')).toContainText('Đang xử lý')
  } finally {
    await shopper.close()
    await page.request.post('/api/globals/shop-settings', { data: { stripe: { enabled: false } } })
  }
})
