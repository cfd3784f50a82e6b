import Stripe from 'stripe'
import { vi } from '@/i18n/vi'

/**
 * Card payments through Stripe (docs/shop.md, Orders): a PaymentIntent in VND for an order, and Stripe's
 * signed webhook events read back. The official client talks to Stripe's API, or, where `STRIPE_API_URL` names one
 * (the tests), to a local stand-in of it: no payment service is reachable from the machines the tests run on.
 */

/** The client's connection: Stripe's own, or the stand-in's address. */
function connection(): Stripe.StripeConfig {
  const base = process.env.STRIPE_API_URL
  if (!base) return { telemetry: false, maxNetworkRetries: 2, timeout: 20_000 }
  const url = new URL(base)
  return {
    telemetry: false,
    maxNetworkRetries: 0,
    timeout: 10_000,
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  }
}

const stripeClient = (secretKey: string) => new Stripe(secretKey, connection())

/** A card payment asked of Stripe: the PaymentIntent's id and the secret the browser confirms it with. */
export interface CardPayment {
  id: string
  clientSecret: string
}

/**
 * The PaymentIntent for an order, in VND (a zero-decimal currency: the amount is the order's total as it is). Asked
 * once per order (and choice of saving the card): a retry gets the same intent back (Stripe's idempotency key).
 * `saveFor`: the customer's record at Stripe, when they asked to keep the card for later purchases.
 */
export async function cardPaymentFor(
  secretKey: string,
  order: { number: string; total: number; email: string },
  saveFor: string | null = null,
): Promise<CardPayment> {
  const intent = await stripeClient(secretKey).paymentIntents.create(
    {
      amount: order.total,
      currency: 'vnd',
      automatic_payment_methods: { enabled: true },
      description: vi.orders.order(order.number),
      receipt_email: order.email,
      metadata: { order_number: order.number },
      ...(saveFor ? { customer: saveFor, setup_future_usage: 'off_session' as const } : {}),
    },
    { idempotencyKey: `thuthuat-order-${order.number}${saveFor ? '-saved' : ''}` },
  )
  if (!intent.client_secret) throw new Error(`Stripe gave PaymentIntent ${intent.id} no client secret`)
  return { id: intent.id, clientSecret: intent.client_secret }
}

/** A new customer record at Stripe for an account (which then keeps its saved cards). */
export async function newCardCustomer(
  secretKey: string,
  account: { id: number; email: string; name: string },
): Promise<string> {
  const customer = await stripeClient(secretKey).customers.create(
    { email: account.email, name: account.name || undefined, metadata: { user_id: String(account.id) } },
    { idempotencyKey: `thuthuat-customer-${account.id}` },
  )
  return customer.id
}

/** A saved card as the account page lists it: never its number, only its brand and last four digits. */
export interface SavedCard {
  id: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
}

/** The cards a customer saved at Stripe. */
export async function savedCards(secretKey: string, customerId: string): Promise<SavedCard[]> {
  const { data } = await stripeClient(secretKey).customers.listPaymentMethods(customerId, { type: 'card', limit: 20 })
  return data.flatMap((method) =>
    method.card
      ? [
          {
            id: method.id,
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
          },
        ]
      : [],
  )
}

/** Removes a saved card, when it is this customer's; whether it was removed. */
export async function removeSavedCard(secretKey: string, customerId: string, cardId: string): Promise<boolean> {
  const stripe = stripeClient(secretKey)
  const method = await stripe.paymentMethods.retrieve(cardId).catch(() => null)
  const owner = typeof method?.customer === 'string' ? method.customer : (method?.customer?.id ?? null)
  if (!method || owner !== customerId) return false
  await stripe.paymentMethods.detach(cardId)
  return true
}

/** A PaymentIntent as Stripe has it now: its status and the order it was made for. */
export async function cardPaymentState(
  secretKey: string,
  id: string,
): Promise<{ status: string; orderNumber: string | null; amount: number; currency: string }> {
  const intent = await stripeClient(secretKey).paymentIntents.retrieve(id)
  return {
    status: intent.status,
    orderNumber: intent.metadata?.order_number ?? null,
    amount: intent.amount,
    currency: intent.currency,
  }
}

/** What the shop does with a webhook event: a PaymentIntent that succeeded or failed, for an order number. */
export interface CardPaymentEvent {
  id: string
  outcome: 'succeeded' | 'failed'
  intentId: string
  orderNumber: string | null
  amount: number
  currency: string
}

/**
 * A webhook call's event when its `Stripe-Signature` is Stripe's for this body and secret (and recent: a replay
 * after five minutes is refused), else null. Events the shop does not act on come back as `ignored`.
 */
export function cardPaymentEvent(
  body: string,
  signature: string | null,
  webhookSecret: string,
): CardPaymentEvent | 'ignored' | null {
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(body, signature ?? '', webhookSecret)
  } catch {
    return null
  }
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return 'ignored'
  const intent = event.data.object
  return {
    id: event.id,
    outcome: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
    intentId: intent.id,
    orderNumber: intent.metadata?.order_number ?? null,
    amount: intent.amount,
    currency: intent.currency,
  }
}
