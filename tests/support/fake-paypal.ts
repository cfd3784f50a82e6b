import http from 'node:http'

/**
 * A local stand-in for the part of PayPal's REST API the shop calls (OAuth token, Orders v2 create and capture), for
 * the server pointed at it (PAYPAL_API_URL): no payment service is reachable from the machines the tests run on. It
 * checks the credentials, honours `PayPal-Request-Id` as PayPal does, and captures only orders the buyer approved.
 */
export interface FakePayPal {
  url: string
  orders: Map<string, FakeWalletOrder>
  /** The buyer approves the order in PayPal's window. */
  approve(id: string): void
  /** The next calls answer 500, as an outage would. */
  failing: boolean
  stop(): Promise<void>
}

export interface FakeWalletOrder {
  id: string
  status: 'CREATED' | 'APPROVED' | 'COMPLETED'
  amount: { currency_code: string; value: string }
  reference: string
  /** What the capture takes, when a test wants it to differ from what was asked. */
  capturedValue?: string
  captures: number
}

export async function startFakePayPal(clientId: string, clientSecret: string, port = 0): Promise<FakePayPal> {
  const orders = new Map<string, FakeWalletOrder>()
  const replies = new Map<string, unknown>()
  const token = 'A21AAfake-token'
  const fake = { orders, failing: false } as FakePayPal
  fake.approve = (id) => {
    const order = orders.get(id)
    if (order && order.status === 'CREATED') order.status = 'APPROVED'
  }
  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (fake.failing) return answer(500, { name: 'INTERNAL_SERVER_ERROR' })
    const path = (request.url ?? '').split('?')[0]
    if (request.method === 'POST' && path === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
      if (request.headers.authorization !== basic || text !== 'grant_type=client_credentials')
        return answer(401, { error: 'invalid_client' })
      return answer(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 })
    }
    if (request.headers.authorization !== `Bearer ${token}`) return answer(401, { name: 'AUTHENTICATION_FAILURE' })
    const requestId = String(request.headers['paypal-request-id'] ?? '')
    if (requestId && replies.has(requestId)) return answer(200, replies.get(requestId))
    const reply = (body: unknown) => {
      if (requestId) replies.set(requestId, body)
      answer(200, body)
    }
    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(text) as {
        purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[]
      }
      const unit = body.purchase_units[0]
      const order: FakeWalletOrder = {
        id: `PAYPAL-${orders.size + 1}`,
        status: 'CREATED',
        amount: unit.amount,
        reference: unit.reference_id,
        captures: 0,
      }
      orders.set(order.id, order)
      return reply({ id: order.id, status: order.status })
    }
    const capture = /^\/v2\/checkout\/orders\/([\w-]+)\/capture$/.exec(path)
    const order = capture && orders.get(capture[1])
    if (request.method === 'POST' && order) {
      if (order.status !== 'APPROVED')
        return answer(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] })
      order.status = 'COMPLETED'
      order.captures += 1
      const amount = { currency_code: order.amount.currency_code, value: order.capturedValue ?? order.amount.value }
      return reply({
        id: order.id,
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: `CAPTURE-${order.id}`, status: 'COMPLETED', amount }] } }],
      })
    }
    return answer(404, { name: 'RESOURCE_NOT_FOUND' })
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
