import type { PayloadHandler } from 'payload'
import { analytics as messages } from '@/i18n/analytics'
import { siteUrl } from '@/lib/site-url'
import { collectBatchesByAddress, msUntilAllowed, tooManyRequestsResponse } from '@/server/rate-limit/limiters'
import { clientAddress } from '@/server/rate-limit/logic'
import { readBatch } from '../rules/events'
import { toStoredEvents } from '../rules/to-store'
import { storeEvents } from '../server/store'
import { countingOf } from './counted-sender'
import { readMeasurementSettings, strippedParameters } from './read-settings'

/** The largest batch a page sends (docs/measurement.md, Collection); the HTTP front holds the same limit. */
export const MAX_BATCH_BYTES = 2048

const refusal = (message: string, status: number) => Response.json({ errors: [{ message }] }, { status })

/**
 * `POST /api/collect`: a page's batch of measured events (docs/measurement.md, Collection). Refused with a Vietnamese
 * reason when it is too large (413), not a batch (400) or sent too often (429). Stored as `countingOf` says: in full
 * under analytics consent, page views alone without a visitor id in aggregate-only counting, else not at all. Answers
 * 204 either way: a page cannot tell what was kept.
 */
export const collectEndpoint: PayloadHandler = async (req) => {
  const wait = await msUntilAllowed(collectBatchesByAddress, clientAddress(req.headers))
  if (wait !== null) return tooManyRequestsResponse(wait)
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > MAX_BATCH_BYTES) return refusal(messages.tooLarge, 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refusal(messages.notJson, 400)
  }
  const batch = readBatch(body, strippedParameters(await readMeasurementSettings(req.payload)))
  if (!batch.ok) return refusal(batch.error, 400)
  const counting = await countingOf(req.payload, req.headers, req.user)
  const counted = counting?.pageViewsOnly ? batch.events.filter((event) => event.name === 'page_view') : batch.events
  if (counting && counted.length > 0)
    await storeEvents(req.payload, toStoredEvents(counted, counting.sender, siteUrl(), Date.now()))
  return new Response(null, { status: 204 })
}
