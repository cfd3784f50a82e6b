/**
 * Wallet payments through PayPal's REST API (Orders v2), from the server: an order in USD for a shop order, and its
 * capture once the buyer approved it in PayPal's window. `PAYPAL_API_URL` names a local stand-in of the API (the
 * tests): no payment service is reachable from the machines they run on.
 */
import { vi } from '@/i18n/vi'

export interface WalletCredentials {
  clientId: string
  clientSecret: string
  sandbox: boolean
}

const apiBase = ({ sandbox }: WalletCredentials) =>
  process.env.PAYPAL_API_URL ?? (sandbox ? 'https://api-m.sandbox.paypal.com' : 'https://api-m.paypal.com')

/** An answer PayPal refused or could not give. */
export class WalletError extends Error {}

async function call<T>(
  credentials: WalletCredentials,
  path: string,
  init: { body?: unknown; token?: string; requestId?: string; form?: string },
): Promise<T> {
  const headers: Record<string, string> = init.token
    ? { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' }
    : {
        authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      }
  if (init.requestId) headers['paypal-request-id'] = init.requestId
  const answer = await fetch(`${apiBase(credentials)}${path}`, {
    method: 'POST',
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    signal: AbortSignal.timeout(20_000),
  })
  if (!answer.ok)
    throw new WalletError(`PayPal ${path} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`)
  return (await answer.json()) as T
}

const accessToken = async (credentials: WalletCredentials) =>
  (await call<{ access_token: string }>(credentials, '/v1/oauth2/token', { form: 'grant_type=client_credentials' }))
    .access_token

/** The PayPal order for a shop order, in USD (asked once per shop order: PayPal's request id makes a retry the same order). */
export async function walletOrderFor(
  credentials: WalletCredentials,
  order: { number: string; usd: string },
): Promise<string> {
  const token = await accessToken(credentials)
  const created = await call<{ id: string }>(credentials, '/v2/checkout/orders', {
    token,
    requestId: `thuthuat-order-${order.number}`,
    body: {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: order.number,
          invoice_id: order.number,
          description: vi.orders.order(order.number),
          amount: { currency_code: 'USD', value: order.usd },
        },
      ],
    },
  })
  return created.id
}

/** A capture's outcome: whether PayPal completed it, its id, and the amount it took. */
export interface WalletCapture {
  completed: boolean
  captureId: string | null
  currency: string | null
  value: string | null
}

/** Captures an approved PayPal order (once: PayPal's request id makes a retry the same capture). */
export async function captureWalletOrder(
  credentials: WalletCredentials,
  walletOrderId: string,
): Promise<WalletCapture> {
  const token = await accessToken(credentials)
  const captured = await call<{
    status: string
    purchase_units?: {
      payments?: { captures?: { id: string; status: string; amount?: { currency_code: string; value: string } }[] }
    }[]
  }>(credentials, `/v2/checkout/orders/${encodeURIComponent(walletOrderId)}/capture`, {
    token,
    requestId: `thuthuat-capture-${walletOrderId}`,
    body: {},
  })
  const capture = captured.purchase_units?.[0]?.payments?.captures?.[0]
  return {
    completed: captured.status === 'COMPLETED' && capture?.status === 'COMPLETED',
    captureId: capture?.id ?? null,
    currency: capture?.amount?.currency_code ?? null,
    value: capture?.amount?.value ?? null,
  }
}
