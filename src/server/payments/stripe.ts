import Stripe from 'stripe'

/**
 * Card payments through Stripe (DESIGN.md section 2, "payments"): a PaymentIntent in VND for an order, and Stripe's
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
 * once per order: a retry with the same order gets the same intent back (Stripe's idempotency key).
 */
export async function cardPaymentFor(secretKey: string, order: { number: string; total: number; email: string }): Promise<CardPayment> {
  const intent = await stripeClient(secretKey).paymentIntents.create(
    {
      amount: order.total,
      currency: 'vnd',
      automatic_payment_methods: { enabled: true },
      description: `Đơn hàng ${order.number}`,
      receipt_email: order.email,
      metadata: { order_number: order.number },
    },
    { idempotencyKey: `thuthuat-order-${order.number}` },
  )
  if (!intent.client_secret) throw new Error(`Stripe gave PaymentIntent ${intent.id} no client secret`)
  return { id: intent.id, clientSecret: intent.client_secret }
}

/** A PaymentIntent as Stripe has it now: its status and the order it was made for. */
export async function cardPaymentState(
  secretKey: string,
  id: string,
): Promise<{ status: string; orderNumber: string | null; amount: number; currency: string }> {
  const intent = await stripeClient(secretKey).paymentIntents.retrieve(id)
  return { status: intent.status, orderNumber: intent.metadata?.order_number ?? null, amount: intent.amount, currency: intent.currency }
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
export function cardPaymentEvent(body: string, signature: string | null, webhookSecret: string): CardPaymentEvent | 'ignored' | null {
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
