import { expect, test } from '@playwright/test'
import { type FakePayPal, startFakePayPal } from '../support/fake-paypal'
import { type FakeStripe, signedStripeEvent, startFakeStripe } from '../support/fake-stripe'
import { signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { checkoutWithCharger } from './shop-checkout'
import { port } from './sites'

/** Where the server reaches "Stripe" and "PayPal" in these tests (playwright.config.ts: STRIPE_API_URL, PAYPAL_API_URL). */
const stripePort = port + 2
const paypalPort = stripePort + 1
const PAYPAL = { clientId: 'paypal-client-e2e', clientSecret: 'paypal-secret-e2e', vndPerUsd: 25_000 }
const KEYS = {
  publishableKey: 'pk_test_e2e_thuthuat',
  secretKey: 'sk_test_e2e_thuthuat',
  webhookSecret: 'whsec_e2e_thuthuat',
}

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

/**
 * PayPal's SDK as the browser gets it from paypal.com, answered here instead: one button that places the order (the
 * page's createOrder) and opens "PayPal's window"; the test plays the buyer, approving or closing it.
 */
const PAYPAL_SDK = `
window.paypal = {
  Buttons: function (options) {
    return {
      render: function (slot) {
        var button = document.createElement('button')
        button.type = 'button'
        button.textContent = 'Thanh toán với PayPal (giả lập)'
        button.onclick = function () {
          options.createOrder().then(function (id) {
            window.__walletWindow = {
              id: id,
              approve: function () { return options.onApprove({ orderID: id }) },
              close: function () { options.onCancel({ orderID: id }) },
            }
          }, function () {})
        }
        slot.append(button)
        return Promise.resolve()
      },
    }
  },
}`

let stripe: FakeStripe
let paypal: FakePayPal

test.beforeAll(async () => {
  stripe = await startFakeStripe(KEYS.secretKey, stripePort)
  paypal = await startFakePayPal(PAYPAL.clientId, PAYPAL.clientSecret, paypalPort)
})
test.afterAll(async () => {
  await stripe.stop()
  await paypal.stop()
})

test('the card loads Stripe only once chosen; paying sends the reader to the order, which Stripe’s webhook confirms', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  expect(
    (await page.request.post('/api/globals/shop-settings', { data: { stripe: { enabled: true, ...KEYS } } })).ok(),
  ).toBe(true)
  const shopper = await browser.newContext()
  try {
    const tab = await shopper.newPage()
    const stripeScripts: string[] = []
    await tab.route('https://js.stripe.com/**', (route) => {
      stripeScripts.push(route.request().url())
      return route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS })
    })
    await checkoutWithCharger(tab, { name: 'Phạm Thẻ', email: 'the.pham@vidu.vn' })
    await tab.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
    expect(stripeScripts).toEqual([])
    await expect(tab.locator('[data-card-payment]')).toBeHidden()

    await tab.getByRole('radio', { name: /Thẻ Visa, Mastercard, JCB/ }).check()
    await expect(tab.getByLabel('Số thẻ (giả lập)')).toBeVisible()
    await expectNoAxeViolations(tab)
    expect(stripeScripts).toHaveLength(1)
    expect(stripeScripts[0]).toMatch(/^https:\/\/js\.stripe\.com\//)
    expect(
      await tab.evaluate(
        () => (window as unknown as { __cardElements: { key: string; options: unknown } }).__cardElements,
      ),
    ).toEqual({
      key: KEYS.publishableKey,
      options: { mode: 'payment', amount: 219_000, currency: 'vnd' },
    })

    await tab.getByRole('button', { name: 'Đặt hàng' }).click()
    await expect(tab).toHaveURL(
      /\/thanh-toan\/don-hang\/TT-\d+\?key=[^&]+&payment_intent=pi_fake_\d+&redirect_status=succeeded$/,
    )
    await expect(tab.getByRole('heading', { name: 'Cảm ơn bạn! Đơn hàng đã được nhận.' })).toBeVisible()
    await expect(tab.locator('.order-summary')).toContainText('Chờ thanh toán')
    const number = /TT-\d+/.exec(tab.url())![0]
    const intent = [...stripe.intents.values()].find((kept) => kept.metadata.order_number === number)!
    expect(intent).toMatchObject({ amount: 219_000, currency: 'vnd' })

    // Had the bank refused the card after its own check, Stripe would have sent the reader back saying so.
    await tab.goto(tab.url().replace('redirect_status=succeeded', 'redirect_status=failed'))
    await expect(tab.getByRole('alert')).toContainText('Thanh toán thẻ chưa thành công')
    await expect(tab.locator('.order-summary')).toContainText('Chờ thanh toán')

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

test('PayPal loads only once chosen and stands in for “Đặt hàng”; a closed window leaves the order waiting, an approval pays it', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  expect(
    (
      await page.request.post('/api/globals/shop-settings', {
        data: { paypal: { enabled: true, sandbox: true, ...PAYPAL } },
      })
    ).ok(),
  ).toBe(true)
  const shopper = await browser.newContext()
  try {
    const tab = await shopper.newPage()
    const sdkRequests: string[] = []
    await tab.route('https://www.paypal.com/**', (route) => {
      sdkRequests.push(route.request().url())
      return route.fulfill({ contentType: 'application/javascript', body: PAYPAL_SDK })
    })
    await checkoutWithCharger(tab, { name: 'Đỗ Ví', email: 'do.vi@vidu.vn' })
    expect(sdkRequests).toEqual([])

    await tab.getByRole('radio', { name: /Ví PayPal/ }).check()
    const payButton = tab.getByRole('button', { name: 'Thanh toán với PayPal (giả lập)' })
    await expect(payButton).toBeVisible()
    await expect(tab.getByRole('button', { name: 'Đặt hàng' })).toBeHidden()
    expect(sdkRequests).toHaveLength(1)
    expect(new URL(sdkRequests[0]).searchParams.get('currency')).toBe('USD')
    expect(new URL(sdkRequests[0]).searchParams.get('client-id')).toBe(PAYPAL.clientId)

    // The buyer opens PayPal's window, then closes it: the order waits, and the page says so.
    await payButton.click()
    await tab.waitForFunction(() => (window as unknown as { __walletWindow?: unknown }).__walletWindow)
    await tab.evaluate(() => (window as unknown as { __walletWindow: { close(): void } }).__walletWindow.close())
    const cancelled = tab.getByRole('alert').filter({ hasText: 'Bạn đã huỷ thanh toán bằng PayPal.' })
    await expect(cancelled).toContainText(/Đơn hàng TT-\d+ vẫn chờ thanh toán/)
    const number = /TT-\d+/.exec((await cancelled.innerText()) ?? '')![0]
    const walletOrder = [...paypal.orders.values()].find((order) => order.reference === number)!
    // 219.000 ₫ at 25.000 ₫ for 1 USD.
    expect(walletOrder.amount).toEqual({ currency_code: 'USD', value: '8.76' })

    // Again, and this time the buyer approves: the same order is paid, and the reader goes to it.
    await payButton.click()
    await tab.waitForFunction(
      (id) => (window as unknown as { __walletWindow?: { id: string } }).__walletWindow?.id === id,
      walletOrder.id,
    )
    paypal.approve(walletOrder.id)
    await tab.evaluate(() =>
      (window as unknown as { __walletWindow: { approve(): Promise<void> } }).__walletWindow.approve(),
    )
    await expect(tab).toHaveURL(new RegExp(`/thanh-toan/don-hang/${number}\\?key=`))
    await expect(tab.locator('.order-summary')).toContainText('Đang xử lý')
    expect(walletOrder.captures).toBe(1)
  } finally {
    await shopper.close()
    await page.request.post('/api/globals/shop-settings', { data: { paypal: { enabled: false } } })
  }
})

test('a customer saves their card when paying, finds it in their account and removes it', async ({ page, browser }) => {
  await signInAsAdmin(page)
  expect(
    (await page.request.post('/api/globals/shop-settings', { data: { stripe: { enabled: true, ...KEYS } } })).ok(),
  ).toBe(true)
  const customer = { email: 'luu.the@vidu.vn', password: 'Mat-khau-luu-the-2026' }
  expect(
    (
      await page.request.post('/api/users', { data: { ...customer, name: 'Khách Lưu Thẻ', roles: ['customer'] } })
    ).status(),
  ).toBe(201)
  const shopper = await browser.newContext()
  try {
    expect((await shopper.request.post('/api/users/login', { data: customer })).ok()).toBe(true)
    const tab = await shopper.newPage()
    await tab.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS }),
    )
    await checkoutWithCharger(tab, { name: 'Khách Lưu Thẻ', email: customer.email })
    await tab.getByRole('radio', { name: /Thẻ Visa, Mastercard, JCB/ }).check()
    await tab.getByLabel('Lưu thẻ cho lần mua sau', { exact: false }).check()
    await tab.getByRole('button', { name: 'Đặt hàng' }).click()
    await expect(tab).toHaveURL(/\/thanh-toan\/don-hang\/TT-\d+/)
    const number = /TT-\d+/.exec(tab.url())![0]
    const intent = [...stripe.intents.values()].find((kept) => kept.metadata.order_number === number)!
    expect(intent.setup_future_usage).toBe('off_session')
    // Confirming with `setup_future_usage` leaves the card with the customer at Stripe.
    stripe.saveCard(intent.customer!, { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2030 })

    await tab.goto('/tai-khoan/the-thanh-toan')
    await expect(tab.getByText('Visa •••• 4242')).toBeVisible()
    await expect(tab.getByText('Hết hạn 08/2030')).toBeVisible()
    await expectNoAxeViolations(tab)
    await tab.getByRole('button', { name: 'Xoá thẻ Visa •••• 4242' }).click()
    await expect(tab.getByRole('status').filter({ hasText: 'Đã xoá thẻ khỏi tài khoản.' })).toBeVisible()
    await expect(tab.getByText('Bạn chưa lưu thẻ nào.', { exact: false })).toBeVisible()
  } finally {
    await shopper.close()
    await page.request.post('/api/globals/shop-settings', { data: { stripe: { enabled: false } } })
  }
})
