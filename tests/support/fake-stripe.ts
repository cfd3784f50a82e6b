import http from 'node:http'
import Stripe from 'stripe'

/**
 * A local stand-in for the part of Stripe's HTTP API the shop calls (PaymentIntents), for the official client pointed
 * at it (STRIPE_API_URL): no payment service is reachable from the machines the tests run on. It checks the secret key
 * and honours idempotency keys as Stripe does, and can be made to fail.
 */
export interface FakeStripe {
  url: string
  intents: Map<string, FakeIntent>
  customers: Map<string, { id: string; email: string; metadata: Record<string, string> }>
  cards: Map<string, FakeCard>
  /** A card the customer saved (as confirming a payment with `setup_future_usage` does). */
  saveCard(customer: string, card: Omit<FakeCard, 'id' | 'customer'>): FakeCard
  /** The next calls answer 500, as an outage would. */
  failing: boolean
  stop(): Promise<void>
}

export interface FakeCard {
  id: string
  customer: string | null
  brand: string
  last4: string
  exp_month: number
  exp_year: number
}

const cardObject = (card: FakeCard) => ({
  id: card.id,
  object: 'payment_method',
  type: 'card',
  customer: card.customer,
  card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year },
})

export interface FakeIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  description: string | null
  receipt_email: string | null
  metadata: Record<string, string>
  customer: string | null
  setup_future_usage: string | null
}

export async function startFakeStripe(secretKey: string, port = 0): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>()
  const byIdempotencyKey = new Map<string, FakeIntent>()
  const customers: FakeStripe['customers'] = new Map()
  const cards = new Map<string, FakeCard>()
  const fake = { intents, customers, cards, failing: false } as FakeStripe
  fake.saveCard = (customer, card) => {
    const saved = { ...card, id: `pm_fake_${cards.size + 1}`, customer }
    cards.set(saved.id, saved)
    return saved
  }
  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` })
      response.end(JSON.stringify(body))
    }
    if (fake.failing) return answer(500, { error: { type: 'api_error', message: 'Giả lập sự cố' } })
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    const path = (request.url ?? '').split('?')[0]
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const key = String(request.headers['idempotency-key'] ?? '')
      const earlier = key ? byIdempotencyKey.get(key) : undefined
      if (earlier) return answer(200, earlier)
      const id = `pi_fake_${intents.size + 1}`
      const metadata = Object.fromEntries(
        [...form].flatMap(([name, value]) => (name.startsWith('metadata[') ? [[name.slice(9, -1), value]] : [])),
      )
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        description: form.get('description'),
        receipt_email: form.get('receipt_email'),
        metadata,
        customer: form.get('customer'),
        setup_future_usage: form.get('setup_future_usage'),
      }
      intents.set(id, intent)
      if (key) byIdempotencyKey.set(key, intent)
      return answer(200, intent)
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      const key = String(request.headers['idempotency-key'] ?? '')
      const id = `cus_fake_${key ? key.replace(/\W/g, '') : customers.size + 1}`
      const metadata = Object.fromEntries(
        [...form].flatMap(([name, value]) => (name.startsWith('metadata[') ? [[name.slice(9, -1), value]] : [])),
      )
      const customer = customers.get(id) ?? { id, email: form.get('email') ?? '', metadata }
      customers.set(id, customer)
      return answer(200, { object: 'customer', ...customer })
    }
    const listing = /^\/v1\/customers\/([\w-]+)\/payment_methods$/.exec(path)
    if (request.method === 'GET' && listing) {
      const data = [...cards.values()].filter((card) => card.customer === listing[1]).map(cardObject)
      return answer(200, { object: 'list', data, has_more: false, url: path })
    }
    const method = /^\/v1\/payment_methods\/([\w-]+)(\/detach)?$/.exec(path)
    const card = method && cards.get(method[1])
    if (card && request.method === 'GET' && !method[2]) return answer(200, cardObject(card))
    if (card && request.method === 'POST' && method[2]) {
      card.customer = null
      return answer(200, cardObject(card))
    }
    const retrieve = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path)
    if (request.method === 'GET' && retrieve && intents.has(retrieve[1])) return answer(200, intents.get(retrieve[1]))
    return answer(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
    })
  }
  // A request cut off while its body is read gets no answer: its connection is closed.
  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  fake.stop = () => new Promise((resolve) => server.close(() => resolve()))
  return fake
}

/** A webhook call as Stripe sends it: the event's body and its `Stripe-Signature`, made with Stripe's own helper. */
export function signedStripeEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded',
  intent: Pick<FakeIntent, 'id' | 'amount' | 'currency' | 'metadata'>,
  webhookSecret: string,
  options: { eventId?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify({
    id: options.eventId ?? `evt_fake_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: {
      object: {
        object: 'payment_intent',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        ...intent,
      },
    },
  })
  return {
    body,
    signature: Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: webhookSecret,
      timestamp: options.timestamp,
    }),
  }
}
