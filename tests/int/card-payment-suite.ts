import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, signedStripeEvent, startFakeStripe } from '../support/fake-stripe'
import { createUser, startPayload, type TestDatabase } from './payload'
import { paymentShop } from './payment-shop'

const SECRET_KEY = 'sk_test_thuthuat_fake'
const WEBHOOK_SECRET = 'whsec_thuthuat_fake'
const SITE = 'http://localhost:3000'

/**
 * Card payments through Stripe on one database: the PaymentIntent made when an order is placed, against a local
 * stand-in of Stripe's API (the official client pointed at it), and the signed webhook that confirms the order.
 */
export function cardPaymentSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let stripe: FakeStripe
  let handleCheckoutAjax: typeof import('@/shop/cms/checkout-ajax').handleCheckoutAjax
  let handleCardWebhook: typeof import('@/shop/cms/checkout/card-payment.server').handleCardWebhook
  let cartCookie: () => Promise<string>
  let nonce: string
  let counter = 0

  beforeAll(async () => {
    stripe = await startFakeStripe(SECRET_KEY)
    process.env.STRIPE_API_URL = stripe.url
    ;({ payload, stop } = await startPayload(database))
    ;({ handleCheckoutAjax } = await import('@/shop/cms/checkout-ajax'))
    ;({ handleCardWebhook } = await import('@/shop/cms/checkout/card-payment.server'))
    ;({ nonce, guestCart: cartCookie } = await paymentShop(
      payload,
      {
        stripe: {
          enabled: true,
          publishableKey: 'pk_test_thuthuat_fake',
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
        },
      },
      { name: `Ốp lưng thẻ ${database}`, price: 150_000, quantity: 2 },
    ))
  })

  afterAll(async () => {
    delete process.env.STRIPE_API_URL
    await stop()
    await stripe.stop()
  })

  const checkout = (cookie: string, key: string, scripted = true) =>
    handleCheckoutAjax(
      payload,
      new Request(`${SITE}/?shop-ajax=checkout`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          ...(scripted ? { 'x-requested-with': 'XMLHttpRequest' } : {}),
        },
        body: new URLSearchParams({
          _nonce: nonce,
          checkout_key: `the-${database}-${key}-xxxxxxxxxxxxxxxx`,
          billing_full_name: 'Trần Thẻ',
          billing_phone: '0912345678',
          billing_email: `the-${key}@vidu.vn`,
          shipping_method: 'local_pickup',
          payment_method: 'stripe',
        }),
      }),
      'checkout',
    )

  const orderNumbered = async (number: string) =>
    (
      await payload.find({
        collection: 'orders',
        where: { number: { equals: number } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]
  const numberIn = (redirect: string) => /TT-\d+/.exec(redirect)![0]

  const webhook = (body: string, signature: string) =>
    handleCardWebhook(
      payload,
      new Request(`${SITE}/wp-json/thuthuat/v1/stripe-webhook`, {
        method: 'POST',
        headers: { 'stripe-signature': signature },
        body,
      }),
    )

  async function placed() {
    const key = String(++counter)
    const answer = await checkout(await cartCookie(), key)
    expect(answer.status).toBe(200)
    const json = (await answer.json()) as {
      result: string
      redirect: string
      payment: { clientSecret: string; amount: number }
    }
    return { key, json, order: await orderNumbered(numberIn(json.redirect)) }
  }

  describe(`card payments (${database})`, () => {
    it('asks Stripe for one PaymentIntent in VND per order, whatever the retries, and the order waits for payment', async () => {
      const { key, json, order } = await placed()
      expect(order.status).toBe('pending')
      expect(order.total).toBe(300_000)
      const intent = stripe.intents.get(order.transactionId!)!
      expect(intent).toMatchObject({
        amount: 300_000,
        currency: 'vnd',
        metadata: { order_number: order.number },
        receipt_email: `the-${key}@vidu.vn`,
      })
      expect(json.payment).toEqual({ clientSecret: intent.client_secret, amount: 300_000 })
      // A second press of "Đặt hàng" (same checkout attempt): the same order, the same intent.
      const again = (await (await checkout(await cartCookie(), key)).json()) as typeof json
      expect(again.payment.clientSecret).toBe(intent.client_secret)
      expect([...stripe.intents.values()].filter((kept) => kept.metadata.order_number === order.number)).toHaveLength(1)
    })

    it('keeps the order waiting with a Vietnamese notice when Stripe cannot be reached, and a retry pays it', async () => {
      stripe.failing = true
      const key = String(++counter)
      const down = await checkout(await cartCookie(), key)
      stripe.failing = false
      expect(down.status).toBe(502)
      const { messages } = (await down.json()) as { messages: string }
      expect(messages).toContain('Chưa kết nối được với cổng thanh toán thẻ. Đơn hàng TT-')
      const waiting = await orderNumbered(/TT-\d+/.exec(messages)![0])
      expect(waiting).toMatchObject({ status: 'pending', transactionId: null })
      const retried = (await (await checkout(await cartCookie(), key)).json()) as { payment: { clientSecret: string } }
      expect(retried.payment.clientSecret).toMatch(/^pi_fake_\d+_secret_fake$/)
    })

    it('refuses the card without JavaScript before any order is made', async () => {
      const before = (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
      const answer = await checkout(await cartCookie(), String(++counter), false)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/thanh-toan')
      expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before)
    })

    it('confirms the order from the signed webhook once; a forged, re-signed or stale call changes nothing', async () => {
      const { order } = await placed()
      const intent = stripe.intents.get(order.transactionId!)!
      const paid = signedStripeEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET)

      const forged = await webhook(
        paid.body,
        signedStripeEvent('payment_intent.succeeded', intent, 'whsec_ke_gia_mao').signature,
      )
      expect(forged.status).toBe(400)
      expect(((await forged.json()) as { error: string }).error).toBe('Chữ ký webhook không hợp lệ hoặc đã quá hạn.')
      const tampered = await webhook(paid.body.replace('"amount":300000', '"amount":1'), paid.signature)
      expect(tampered.status).toBe(400)
      const stale = signedStripeEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET, {
        timestamp: Math.floor(Date.now() / 1000) - 600,
      })
      expect((await webhook(stale.body, stale.signature)).status).toBe(400)
      expect((await orderNumbered(order.number)).status).toBe('pending')

      const failed = signedStripeEvent('payment_intent.payment_failed', intent, WEBHOOK_SECRET)
      expect((await webhook(failed.body, failed.signature)).status).toBe(200)
      expect((await orderNumbered(order.number)).status).toBe('pending')

      // Stripe delivers twice at once, then again later: one move, one line of history.
      const answers = await Promise.all([webhook(paid.body, paid.signature), webhook(paid.body, paid.signature)])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      expect((await webhook(paid.body, paid.signature)).status).toBe(200)
      const confirmed = await orderNumbered(order.number)
      expect(confirmed.status).toBe('processing')
      expect(confirmed.paidAt).toBeTruthy()
      expect(confirmed.history?.filter((line) => line.to === 'Đang xử lý')).toHaveLength(1)
      expect(confirmed.history?.at(-1)?.note).toBe(`Stripe: đã thanh toán thẻ (${intent.id}).`)
    })

    it('leaves an order the hold time released cancelled when its payment comes late, with one private note for the shop to refund', async () => {
      const { releaseUnpaidOrders } = await import('@/shop/cms/release-unpaid')
      const { order } = await placed()
      await releaseUnpaidOrders(payload, new Date(Date.now() + 61 * 60_000))
      expect((await orderNumbered(order.number)).status).toBe('cancelled')
      const intent = stripe.intents.get(order.transactionId!)!
      const paid = signedStripeEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET)
      expect((await webhook(paid.body, paid.signature)).status).toBe(200)
      expect((await webhook(paid.body, paid.signature)).status).toBe(200)
      const late = await orderNumbered(order.number)
      expect(late.status).toBe('cancelled')
      const shopNotes = late.notes?.filter((note) => !note.toCustomer) ?? []
      expect(shopNotes.map((note) => note.text)).toEqual([
        `Stripe báo khách đã thanh toán 300000 VND (${intent.id}) sau khi đơn đã huỷ: hãy hoàn tiền cho khách hoặc liên hệ khách.`,
      ])
    })

    it('confirms a paid order when its page is opened before the webhook came, asking Stripe how the payment stands', async () => {
      const { loadReceivedOrder } = await import('@/shop/cms/order-received')
      const { order } = await placed()
      const waiting = await loadReceivedOrder(payload, order.number, order.orderKey ?? null, null)
      expect(waiting?.order.status).toBe('pending')
      stripe.intents.get(order.transactionId!)!.status = 'succeeded'
      const paid = await loadReceivedOrder(payload, order.number, order.orderKey ?? null, null)
      expect(paid?.order.status).toBe('processing')
      expect((await orderNumbered(order.number)).status).toBe('processing')
    })

    it('keeps a logged-in customer’s card at Stripe when asked; their account lists it and removes only their own', async () => {
      const { changeCart } = await import('@/shop/server/cart/store')
      const { loadAccountPage } = await import('@/shop/cms/account/account-page')
      const { handleAccountAction } = await import('@/shop/cms/account/actions')
      const email = `luu-the-${database}@vidu.vn`
      const user = await createUser(payload, email, ['customer'])
      const { token } = await payload.login({ collection: 'users', data: { email, password: 'mat-khau-du-dai-123' } })
      const session = `payload-token=${token}`
      const product = (await payload.find({ collection: 'products', limit: 1, overrideAccess: true })).docs[0]
      await changeCart(payload, { key: null, customerId: user.id }, new Date(), () => ({
        items: [{ productId: product.id, quantity: 1, variant: '' }],
        result: null,
      }))
      const answer = await handleCheckoutAjax(
        payload,
        new Request(`${SITE}/?shop-ajax=checkout`, {
          method: 'POST',
          headers: {
            cookie: session,
            origin: SITE,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/x-www-form-urlencoded',
            'x-requested-with': 'XMLHttpRequest',
          },
          body: new URLSearchParams({
            _nonce: nonce,
            checkout_key: `luu-the-${database}-xxxxxxxxxxxxxxxxxxxx`,
            billing_full_name: 'Khách Lưu Thẻ',
            billing_phone: '0912345678',
            billing_email: email,
            shipping_method: 'local_pickup',
            payment_method: 'stripe',
            save_card: '1',
          }),
        }),
        'checkout',
      )
      expect(answer.status, await answer.clone().text()).toBe(200)
      const customer = (await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true }))
        .stripeCustomer!
      expect(customer).toMatch(/^cus_fake_/)
      const order = await orderNumbered(/TT-\d+/.exec(((await answer.json()) as { redirect: string }).redirect)![0])
      expect(stripe.intents.get(order.transactionId!)).toMatchObject({ customer, setup_future_usage: 'off_session' })

      // Paying with `setup_future_usage` leaves the card with the customer at Stripe.
      const own = stripe.saveCard(customer, { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 })
      const someoneElses = stripe.saveCard('cus_nguoi_khac', {
        brand: 'mastercard',
        last4: '5555',
        exp_month: 1,
        exp_year: 2031,
      })
      const account = async () =>
        (await loadAccountPage(
          payload,
          await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true }),
          ['the-thanh-toan'],
        )) as {
          cards: unknown
        }
      expect((await account()).cards).toEqual([
        { id: own.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      ])

      const remove = (card: string) =>
        handleAccountAction(
          payload,
          new Request(`${SITE}/tai-khoan/gui`, {
            method: 'POST',
            headers: {
              cookie: session,
              origin: SITE,
              'sec-fetch-site': 'same-origin',
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ action: 'remove-card', _nonce: nonce, card }),
          }),
        )
      expect((await remove(someoneElses.id)).headers.get('location')).toBe(
        '/tai-khoan/the-thanh-toan?thong-bao=khong-xoa-duoc-the',
      )
      expect(stripe.cards.get(someoneElses.id)?.customer).toBe('cus_nguoi_khac')
      expect((await remove('<script>')).headers.get('location')).toBe(
        '/tai-khoan/the-thanh-toan?thong-bao=khong-xoa-duoc-the',
      )
      expect((await remove(own.id)).headers.get('location')).toBe('/tai-khoan/the-thanh-toan?thong-bao=da-xoa-the')
      expect((await account()).cards).toEqual([])
    })

    it('holds an order whose payment does not match its total, and ignores events for other payments', async () => {
      const { order } = await placed()
      const intent = stripe.intents.get(order.transactionId!)!
      const other = signedStripeEvent('payment_intent.succeeded', { ...intent, id: 'pi_khac' }, WEBHOOK_SECRET)
      expect((await webhook(other.body, other.signature)).status).toBe(200)
      expect((await orderNumbered(order.number)).status).toBe('pending')
      const unrelated = signedStripeEvent('charge.refunded', intent, WEBHOOK_SECRET)
      expect((await webhook(unrelated.body, unrelated.signature)).status).toBe(200)

      const short = signedStripeEvent('payment_intent.succeeded', { ...intent, amount: 1000 }, WEBHOOK_SECRET)
      expect((await webhook(short.body, short.signature)).status).toBe(200)
      const held = await orderNumbered(order.number)
      expect(held.status).toBe('on-hold')
      expect(held.history?.at(-1)?.note).toContain('khác số tiền của đơn')
    })
  })
}
