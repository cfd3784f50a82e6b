import type { FrontAnswer } from '@/lib/front-bridge.mjs'
import { getPayloadClient } from '@/cms/queries'
import { collect } from './collect'

/** Whether a request carries a session, whose account may be staff (never counted). */
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

/**
 * `POST /api/collect` answered for the front (front/serve.mjs) without a Next.js request: every counted page sends a
 * few batches, so the route's cost is the endpoint's (docs/measurement.md, Collection). The same answer as Payload's
 * route (collect-endpoint.ts); the account is read only when the request carries a session.
 */
export async function answerCollect(body: Uint8Array, headers: Headers): Promise<FrontAnswer> {
  const payload = await getPayloadClient()
  const signedIn = SESSION_COOKIE.test(headers.get('cookie') ?? '') || headers.has('authorization')
  const user = signedIn ? (await payload.auth({ headers })).user : null
  const response = await collect(payload, Buffer.from(body).toString('utf8'), headers, user)
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
}
