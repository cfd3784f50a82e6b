import { isbot } from 'isbot'
import type { Payload, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'
import { isStaffUser } from '@/cms/access'
import { vietnamDay } from '@/lib/vi'
import { siteUrl } from '@/lib/site-url'
import { clientAddress } from '@/server/rate-limit/logic'
import { CONSENT_COOKIE, consentInForce } from '../rules/consent'
import { deviceAndBrowser } from '../rules/devices'
import type { Sender } from '../rules/to-store'
import { saltOf, visitorId } from '../server/salts'
import { readMeasurementSettings } from './read-settings'

/** How a request's events are counted: in full with the day's visitor id, as page views alone without one, or not. */
export type Counting = { sender: Sender; pageViewsOnly: boolean } | null

/**
 * Whether and how the reader behind a request is counted (docs/measurement.md, Collection): in full under analytics
 * consent; page views alone, without a visitor id, when the owner chose aggregate-only counting; never robots, staff or
 * anyone else.
 */
export async function countingOf(payload: Payload, headers: Headers, user: PayloadRequest['user']): Promise<Counting> {
  const userAgent = headers.get('user-agent') ?? ''
  if (isbot(userAgent) || isStaffUser(user)) return null
  const { measurement } = await readMeasurementSettings(payload)
  const gpc = headers.get('sec-gpc') === '1'
  const consent = consentInForce(parseCookies(headers).get(CONSENT_COOKIE), measurement.consentVersion, gpc)
  const device = deviceAndBrowser(userAgent)
  if (!consent?.analytics)
    return measurement.beforeConsent === 'aggregate'
      ? { sender: { visitor: null, ...device }, pageViewsOnly: true }
      : null
  const now = Date.now()
  const salt = await saltOf(payload, vietnamDay(now), now)
  return {
    sender: { visitor: visitorId(salt, siteUrl(), clientAddress(headers), userAgent), ...device },
    pageViewsOnly: false,
  }
}
