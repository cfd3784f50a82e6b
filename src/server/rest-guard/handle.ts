import { handleEndpoints, type SanitizedConfig } from 'payload'
import { vi } from '@/i18n/vi'
import { isPlainObject } from './where'
import { refusalResponse } from '../refusal'

/**
 * `POST` with `X-HTTP-Method-Override: GET` carries its query as a JSON body, which Payload parses before its
 * error handling: a body that is not a JSON object would end as a 500.
 */
async function refuseBadQueryBody(request: Request): Promise<Response | null> {
  const override =
    request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (request.method !== 'POST' || override !== 'GET' || request.headers.get('content-type') !== 'application/json')
    return null
  try {
    if (isPlainObject(await request.clone().json())) return null
  } catch {
    // Not JSON at all: refused below.
  }
  return refusalResponse(vi.api.notAnObject, 400)
}

/**
 * Payload answers a path it has no endpoint for itself, in English and without its usual `errors` list: 404, or
 * 501 for a collection without REST endpoints (its migrations). Both are a path that does not exist: 404.
 */
async function unknownPathInVietnamese(response: Response): Promise<Response> {
  if (response.status !== 404 && response.status !== 501) return response
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null)
  if (!isPlainObject(body) || 'errors' in body) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return refusalResponse(vi.api.notFound, 404, headers)
}

/**
 * Answers one request to the REST API (`/api/...`): Payload's own `handleEndpoints`, whose endpoints check their
 * input first (`guardRestApi`). The `/api` route and the integration tests both call this.
 */
export async function handleRestRequest(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  request: Request,
): Promise<Response> {
  return (await refuseBadQueryBody(request)) ?? unknownPathInVietnamese(await handleEndpoints({ config, request }))
}
