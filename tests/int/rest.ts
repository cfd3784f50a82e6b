import type { Payload } from 'payload'
import { handleRestRequest } from '@/server/rest-guard/handle'

export interface RestOptions {
  /** Sent as JSON, unless it is already a string, a Buffer or FormData. */
  body?: unknown
  /** A token from `logIn`, sent as Payload's `JWT` authorization. */
  token?: string
  headers?: Record<string, string>
}

export type Rest = (method: string, path: string, options?: RestOptions) => Promise<Response>

/**
 * Real REST requests to the Payload instance of this test file, handled by the same function as the `/api` route
 * (`handleRestRequest`), without an HTTP server in between. `path` starts with `/api/`.
 */
export function restClient(payload: Payload, origin = 'http://localhost:3000'): Rest {
  return async (method, path, { body, token, headers = {} } = {}) => {
    const init: RequestInit & { duplex?: 'half' } = { method, headers: { ...headers } }
    const sent = init.headers as Record<string, string>
    if (token) sent.authorization = `JWT ${token}`
    if (body instanceof FormData || typeof body === 'string' || Buffer.isBuffer(body)) init.body = body as BodyInit
    else if (body !== undefined) {
      init.body = JSON.stringify(body)
      sent['content-type'] ??= 'application/json'
    }
    return handleRestRequest(payload.config, new Request(origin + path, init))
  }
}

/** Logs in through REST and returns the session token. */
export async function logIn(rest: Rest, email: string, password = 'mat-khau-du-dai-123'): Promise<string> {
  const response = await rest('POST', '/api/users/login', { body: { email, password } })
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`)
  return (await response.json()).token
}
