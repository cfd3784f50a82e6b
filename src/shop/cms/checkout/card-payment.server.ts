import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import { cardPaymentsReady } from '@/shop/server/payments/gateways'
import {
  type CardPaymentEvent,
  cardPaymentEvent,
  cardPaymentFor,
  cardPaymentState,
  newCardCustomer,
} from '@/shop/server/payments/stripe'
import { SHOP_WRITE } from '../order-hooks'
import { readShopSettings } from '../settings'

const shopWrite = { [SHOP_WRITE]: true }

/** The account's customer record at Stripe, made (and kept on the account) the first time they save a card. */
async function cardCustomerOf(payload: Payload, secretKey: string, userId: number): Promise<string> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  if (user.stripeCustomer) return user.stripeCustomer
  const customer = await newCardCustomer(secretKey, { id: user.id, email: user.email, name: user.name ?? '' })
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { stripeCustomer: customer }, returning: false })
  return customer
}

/**
 * The card payment of an order just placed (or placed before by the same checkout attempt): its PaymentIntent, asked
 * of Stripe once per order, kept as the order's transaction id; the browser confirms it with the secret. `saveCard`:
 * a logged-in customer asked Stripe to keep the card for later (their payment methods tab lists it). An error in
 * Vietnamese when Stripe cannot be reached: the order stays waiting for payment, and sending again retries.
 */
export async function startCardPayment(
  payload: Payload,
  order: Order,
  saveCard = false,
): Promise<{ clientSecret: string } | { error: string }> {
  const settings = await readShopSettings(payload)
  const unreachable = `Chưa kết nối được với cổng thanh toán thẻ. Đơn hàng ${order.number} đã được ghi nhận và đang chờ thanh toán: hãy bấm “Đặt hàng” lại sau ít phút.`
  if (!cardPaymentsReady(settings) || order.status !== 'pending')
    return { error: 'Đơn hàng này không còn chờ thanh toán thẻ.' }
  const secretKey = settings.stripe!.secretKey!
  const customerId = typeof order.customer === 'object' ? order.customer?.id : order.customer
  try {
    const saveFor = saveCard && customerId ? await cardCustomerOf(payload, secretKey, customerId) : null
    const payment = await cardPaymentFor(
      secretKey,
      { number: order.number, total: order.total, email: order.email },
      saveFor,
    )
    if (order.transactionId !== payment.id) {
      await payload.update({
        collection: 'orders',
        id: order.id,
        data: { transactionId: payment.id },
        context: shopWrite,
        overrideAccess: true,
      })
    }
    return { clientSecret: payment.clientSecret }
  } catch (error) {
    payload.logger.error({ err: error, order: order.number }, 'Stripe: could not create the PaymentIntent')
    return { error: unreachable }
  }
}

/** What a paid event does to its order: nothing when it is not the order's payment or was already applied (a replay). */
async function applyCardEvent(payload: Payload, event: CardPaymentEvent): Promise<void> {
  if (!event.orderNumber) return
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: event.orderNumber } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order || order.paymentMethod !== 'stripe' || (order.transactionId && order.transactionId !== event.intentId))
    return
  if (event.outcome === 'failed') return
  if (order.status === 'cancelled' && !(order.notes ?? []).some((note) => note.text.includes(event.intentId))) {
    // Paid after the shop's hold time released the order (its stock is back on sale): staff must refund or fulfil it.
    const text = `Stripe báo khách đã thanh toán ${event.amount} ${event.currency.toUpperCase()} (${event.intentId}) sau khi đơn đã huỷ: hãy hoàn tiền cho khách hoặc liên hệ khách.`
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { notes: [...(order.notes ?? []), { text, toCustomer: false }] },
      overrideAccess: true,
    })
    return
  }
  if (order.status !== 'pending' && order.status !== 'failed') return
  const matches = event.amount === order.total && event.currency === 'vnd'
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: matches
      ? {
          status: 'processing',
          transactionId: event.intentId,
          statusNote: `Stripe: đã thanh toán thẻ (${event.intentId}).`,
        }
      : {
          status: 'on-hold',
          transactionId: event.intentId,
          statusNote: `Stripe báo đã thanh toán ${event.amount} ${event.currency.toUpperCase()}, khác số tiền của đơn: cần kiểm tra lại.`,
        },
    context: shopWrite,
    overrideAccess: true,
  })
}

/**
 * A card order still waiting when its page is opened (Stripe has just sent the reader back, perhaps before its
 * webhook): Stripe is asked how the payment stands, and a payment that succeeded confirms the order now, as the
 * webhook would. The order as it is after that; unchanged when Stripe cannot be asked.
 */
export async function settleCardPayment(payload: Payload, order: Order): Promise<Order> {
  if (order.paymentMethod !== 'stripe' || order.status !== 'pending' || !order.transactionId) return order
  const settings = await readShopSettings(payload)
  if (!cardPaymentsReady(settings)) return order
  try {
    const state = await cardPaymentState(settings.stripe!.secretKey!, order.transactionId)
    if (state.status !== 'succeeded') return order
    await applyCardEvent(payload, { id: '', outcome: 'succeeded', intentId: order.transactionId, ...state })
    return await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
  } catch (error) {
    payload.logger.error({ err: error, order: order.number }, 'Stripe: could not read the PaymentIntent')
    return order
  }
}

/**
 * Stripe's webhook (`POST /wp-json/thuthuat/v1/stripe-webhook`): the order is confirmed here, so a reader who closes
 * the tab after paying never loses it. Only a body signed with the shop's webhook secret, and recent, is read (400
 * otherwise: a forged or replayed call changes nothing); a paid intent moves its order on to processing once.
 */
export async function handleCardWebhook(payload: Payload, request: Request): Promise<Response> {
  const settings = await readShopSettings(payload)
  if (!cardPaymentsReady(settings))
    return Response.json({ error: 'Cửa hàng chưa nhận thanh toán thẻ.' }, { status: 404 })
  const event = cardPaymentEvent(
    await request.text(),
    request.headers.get('stripe-signature'),
    settings.stripe!.webhookSecret!,
  )
  if (!event) return Response.json({ error: 'Chữ ký webhook không hợp lệ hoặc đã quá hạn.' }, { status: 400 })
  if (event !== 'ignored') await applyCardEvent(payload, event)
  return Response.json({ received: true })
}
