import { randomBytes } from 'node:crypto'
import type { Payload, PayloadHandler } from 'payload'
import { privacy } from '@/i18n/privacy'
import { siteUrl } from '@/lib/site-url'
import { writeInSharedTransaction } from '@/server/group-commit'
import { consentChoicesByAddress, msUntilAllowed, tooManyRequestsResponse } from '@/server/rate-limit/limiters'
import { clientAddress } from '@/server/rate-limit/logic'
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type Consent,
  consentCookieIn,
  consentIdFrom,
  decodeConsent,
  encodeConsent,
} from '../rules/consent'
import { MAX_CHOICE_BYTES, readConsentChoice } from '../rules/consent-choice'
import { refusalResponse } from '@/server/refusal'

/** The Set-Cookie header keeping a choice for 12 months; the page's script reads it, so it is not httpOnly. */
export function consentCookieHeader(value: string, secure: boolean): string {
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The banner's version now: the site settings' "Phiên bản thông báo quyền riêng tư". */
async function bannerVersion(payload: Payload): Promise<number> {
  const { measurement } = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { measurement: true } })
  return measurement?.consentVersion ?? 1
}

/**
 * `POST /api/consent` (docs/measurement.md, Consent): a reader's choice from the banner, `{"analytics": boolean,
 * "advertising": boolean}`. Recorded as proof (time, banner version, choices, Global Privacy Control, the consent
 * id; no address) in the records nobody changes, and kept in the reader's `tt_consent` cookie. A reader who chose
 * before keeps the id of their cookie, so their choices read as one history. `Sec-GPC: 1` refuses advertising.
 * 20 choices a minute per address (429).
 */
export const consentEndpoint: PayloadHandler = async (req) => {
  const wait = await msUntilAllowed(consentChoicesByAddress, clientAddress(req.headers))
  if (wait !== null) return tooManyRequestsResponse(wait)
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > MAX_CHOICE_BYTES) return refusalResponse(privacy.refusals.tooLarge, 413)
  const read = readConsentChoice(text)
  if ('error' in read) return refusalResponse(read.error, 400)

  const gpc = req.headers.get('sec-gpc') === '1'
  const consent: Consent = {
    version: await bannerVersion(req.payload),
    analytics: read.choice.analytics,
    advertising: read.choice.advertising && !gpc,
    id: decodeConsent(consentCookieIn(req.headers.get('cookie')))?.id ?? consentIdFrom(randomBytes(16)),
  }
  await writeInSharedTransaction(req.payload, async (shared) => {
    await req.payload.create({
      collection: 'consent-records',
      data: {
        consentId: consent.id,
        version: consent.version,
        analytics: consent.analytics,
        advertising: consent.advertising,
        gpc,
      },
      overrideAccess: true,
      req: shared,
    })
  })
  const value = encodeConsent(consent)
  return Response.json(
    { consent: value },
    {
      status: 201,
      headers: {
        'Cache-Control': 'no-store',
        'Set-Cookie': consentCookieHeader(value, siteUrl().startsWith('https:')),
      },
    },
  )
}
