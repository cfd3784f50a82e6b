import type { Payload, PayloadRequest } from 'payload'
import { analytics as messages } from '@/i18n/analytics'
import { MAX_BATCH_BYTES } from '@/lib/collect-path.mjs'
import { siteUrl } from '@/lib/site-url'
import { collectBatchesByAddress, msUntilAllowed, tooManyRequestsResponse } from '@/server/rate-limit/limiters'
import { clientAddress } from '@/server/rate-limit/logic'
import { readBatch } from '../rules/events'
import { toStoredEvents } from '../rules/to-store'
import { storeEvents } from '../server/store'
import { countingOf } from './counted-sender'
import { readMeasurementSettings, strippedParameters } from './read-settings'
import { refusalResponse } from '@/server/refusal'

/**
 * A page's batch of measured events, read and stored (docs/measurement.md, Collection). Refused with a Vietnamese
 * reason when it is too large (413), not a batch (400) or sent too often (429). Stored as `countingOf` says: in full
 * under analytics consent, page views alone without a visitor id in aggregate-only counting, else not at all. Answers
 * 204 either way: a page cannot tell what was kept.
 */
export async function collect(
  payload: Payload,
  body: string,
  headers: Headers,
  user: PayloadRequest['user'],
): Promise<Response> {
  const wait = await msUntilAllowed(collectBatchesByAddress, clientAddress(headers))
  if (wait !== null) return tooManyRequestsResponse(wait)
  if (Buffer.byteLength(body) > MAX_BATCH_BYTES) return refusalResponse(messages.tooLarge, 413)
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return refusalResponse(messages.notJson, 400)
  }
  const batch = readBatch(parsed, strippedParameters(await readMeasurementSettings(payload)))
  if (!batch.ok) return refusalResponse(batch.error, 400)
  const counting = await countingOf(payload, headers, user)
  const counted = counting?.pageViewsOnly ? batch.events.filter((event) => event.name === 'page_view') : batch.events
  if (counting && counted.length > 0)
    await storeEvents(payload, toStoredEvents(counted, counting.sender, siteUrl(), Date.now()))
  return new Response(null, { status: 204 })
}
