import { isbot } from 'isbot'
import type { PayloadHandler } from 'payload'
import { parseCookies } from 'payload/shared'
import { isStaffUser } from '@/cms/access'
import { analytics as messages } from '@/i18n/analytics'
import { vietnamDay } from '@/lib/vi'
import { siteUrl } from '@/lib/site-url'
import { collectBatchesByAddress, msUntilAllowed, tooManyRequestsResponse } from '@/server/rate-limit/limiters'
import { clientAddress } from '@/server/rate-limit/logic'
import { CONSENT_COOKIE, consentInForce } from '../rules/consent'
import { deviceAndBrowser } from '../rules/devices'
import { readBatch } from '../rules/events'
import { toStoredEvents } from '../rules/to-store'
import { saltOf, visitorId } from '../server/salts'
import { storeEvents } from '../server/store'
import { readMeasurementSettings, strippedParameters } from './read-settings'

/** The largest batch a page sends (docs/measurement.md, Collection); the HTTP front holds the same limit. */
export const MAX_BATCH_BYTES = 2048

const refusal = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status })
const nothing = () => new Response(null, { status: 204 })

/**
 * `POST /api/collect`: a page's batch of measured events (docs/measurement.md, Collection). Refused with a Vietnamese
 * reason when it is too large (413), not a batch (400) or sent too often (429). Stored only for readers who turned
 * analytics on, with the day's visitor id; without that choice, page views alone and without an id when the owner
 * chose aggregate-only counting, else nothing. Robots and staff are never counted. Answers 204 either way: a page
 * cannot tell what was kept.
 */
export const collectEndpoint: PayloadHandler = async (req) => {
  const address = clientAddress(req.headers)
  const wait = await msUntilAllowed(collectBatchesByAddress, address)
  if (wait !== null) return tooManyRequestsResponse(wait)
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > MAX_BATCH_BYTES) return refusal(messages.tooLarge, 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refusal(messages.notJson, 400)
  }
  const settings = await readMeasurementSettings(req.payload)
  const batch = readBatch(body, strippedParameters(settings))
  if (!batch.ok) return refusal(batch.error, 400)
  const userAgent = req.headers.get('user-agent') ?? ''
  if (isbot(userAgent) || isStaffUser(req.user)) return nothing()
  const gpc = req.headers.get('sec-gpc') === '1'
  const consent = consentInForce(
    parseCookies(req.headers).get(CONSENT_COOKIE),
    settings.measurement.consentVersion,
    gpc,
  )
  const counted = consent?.analytics
    ? batch.events
    : settings.measurement.beforeConsent === 'aggregate'
      ? batch.events.filter((event) => event.name === 'page_view')
      : []
  if (counted.length === 0) return nothing()
  const now = Date.now()
  const site = siteUrl()
  const visitor = consent?.analytics
    ? visitorId(await saltOf(req.payload, vietnamDay(now), now), site, address, userAgent)
    : null
  await storeEvents(req.payload, toStoredEvents(counted, { visitor, ...deviceAndBrowser(userAgent) }, site, now))
  return nothing()
}
