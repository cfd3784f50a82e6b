import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakePayPal, startFakePayPal } from '../support/fake-paypal'
import { startPayload, type TestDatabase } from './payload'
import { paymentShop } from './payment-shop'

const CLIENT_ID = 'paypal-client-fake'
const CLIENT_SECRET = 'paypal-secret-fake'
const SITE = 'http://localhost:3000'

/**
 * Wallet payments through PayPal on one database: the PayPal order in USD made when an order is placed (at the
 * admin's rate, both amounts kept), and its capture on the server once the buyer approved, against a local stand-in
 * of PayPal's API.
 */
export function walletPaymentSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let paypal: FakePayPal
  let handleCheckoutAjax: typeof import('@/shop/cms/checkout-ajax').handleCheckoutAjax
  let cartCookie: () => Promise<string>
  let nonce: string
  let counter = 0

  beforeAll(async () => {
    paypal = await startFakePayPal(CLIENT_ID, CLIENT_SECRET)
    process.env.PAYPAL_API_URL = paypal.url
    ;({ payload, stop } = await startPayload(database))
    ;({ handleCheckoutAjax } = await import('@/shop/cms/checkout-ajax'))
    ;({ nonce, guestCart: cartCookie } = await paymentShop(
      payload,
      { paypal: { enabled: true, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, vndPerUsd: 25_000, sandbox: true } },
      { name: `Pin dự phòng ví ${database}`, price: 219_000, quantity: 1 },
    ))
  })

  afterAll(async () => {
    delete process.env.PAYPAL_API_URL
    await stop()
    await paypal.stop()
  })

  const ajax = (action: 'checkout' | 'paypal_capture', fields: Record<string, string>, cookie = '') =>
    handleCheckoutAjax(
      payload,
      new Request(`${SITE}/?shop-ajax=${action}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
        body: new URLSearchParams(fields),
      }),
      action,
    )
  const checkout = async (key: string) =>
    ajax(
      'checkout',
      {
        _nonce: nonce,
        checkout_key: `vi-${database}-${key}-xxxxxxxxxxxxxxxxx`,
        billing_full_name: 'Đỗ Ví',
        billing_phone: '0912345678',
        billing_email: `vi-${key}@vidu.vn`,
        shipping_method: 'local_pickup',
        payment_method: 'paypal',
      },
      await cartCookie(),
    )
  const capture = (walletOrderId: string) => ajax('paypal_capture', { _nonce: nonce, paypal_order: walletOrderId })
  const orderNumbered = async (number: string) =>
    (
      await payload.find({
        collection: 'orders',
        where: { number: { equals: number } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]

  async function placed() {
    const key = String(++counter)
    const answer = await checkout(key)
    expect(answer.status).toBe(200)
    const json = (await answer.json()) as { redirect: string; payment: { walletOrderId: string } }
    return { key, json, order: await orderNumbered(/TT-\d+/.exec(json.redirect)![0]) }
  }

  describe(`PayPal payments (${database})`, () => {
    it('asks PayPal for one order in USD at the admin’s rate, keeping both amounts; a retry is the same PayPal order', async () => {
      const { key, json, order } = await placed()
      expect(order).toMatchObject({ status: 'pending', total: 219_000, transactionId: json.payment.walletOrderId })
      expect(order.foreignAmount).toMatchObject({ currency: 'USD', value: '8.76', rate: 25_000 })
      expect(paypal.orders.get(json.payment.walletOrderId)).toMatchObject({
        amount: { currency_code: 'USD', value: '8.76' },
        reference: order.number,
      })
      const again = (await (await checkout(key)).json()) as typeof json
      expect(again.payment.walletOrderId).toBe(json.payment.walletOrderId)
    })

    it('captures only what the buyer approved, once, and the order is then being processed', async () => {
      const { json, order } = await placed()
      const notApproved = await capture(json.payment.walletOrderId)
      expect(notApproved.status).toBe(402)
      expect(((await notApproved.json()) as { messages: string }).messages).toContain(
        `PayPal chưa thu được tiền. Đơn hàng ${order.number} vẫn chờ thanh toán`,
      )
      expect((await orderNumbered(order.number)).status).toBe('pending')

      paypal.approve(json.payment.walletOrderId)
      const answers = await Promise.all([capture(json.payment.walletOrderId), capture(json.payment.walletOrderId)])
      for (const answer of answers) expect(((await answer.json()) as { redirect: string }).redirect).toBe(json.redirect)
      const paid = await orderNumbered(order.number)
      expect(paid.status).toBe('processing')
      expect(paid.paidAt).toBeTruthy()
      expect(paid.history?.filter((line) => line.to === 'Đang xử lý')).toHaveLength(1)
      expect(paid.history?.at(-1)?.note).toBe(`PayPal: đã thu 8.76 USD (CAPTURE-${json.payment.walletOrderId}).`)
      expect(paypal.orders.get(json.payment.walletOrderId)?.captures).toBe(1)
    })

    it('holds an order PayPal took a different amount for, and refuses a capture of an unknown PayPal order', async () => {
      const { json, order } = await placed()
      paypal.approve(json.payment.walletOrderId)
      paypal.orders.get(json.payment.walletOrderId)!.capturedValue = '1.00'
      expect((await capture(json.payment.walletOrderId)).status).toBe(200)
      expect((await orderNumbered(order.number)).status).toBe('on-hold')
      const unknown = await capture('PAYPAL-KHONG-CO')
      expect(unknown.status).toBe(402)
      expect(((await unknown.json()) as { messages: string }).messages).toContain(
        'Không tìm thấy đơn hàng của lần thanh toán PayPal này.',
      )
    })

    it('keeps the order waiting with a Vietnamese notice when PayPal cannot be reached', async () => {
      paypal.failing = true
      const answer = await checkout(String(++counter))
      paypal.failing = false
      expect(answer.status).toBe(502)
      const { messages } = (await answer.json()) as { messages: string }
      expect(messages).toContain('Chưa kết nối được với PayPal. Đơn hàng TT-')
      expect((await orderNumbered(/TT-\d+/.exec(messages)![0])).status).toBe('pending')
    })
  })
}
