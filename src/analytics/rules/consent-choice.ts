import { privacy } from '@/i18n/privacy'
import type { Consent, ConsentPurpose } from './consent'

/** Where the banner sends a reader's choice (docs/measurement.md, Consent). */
export const CONSENT_PATH = '/api/consent'
/** The largest body the endpoint reads; a choice is about 40 bytes. */
export const MAX_CHOICE_BYTES = 1024

/** What the banner sends: one yes or no per purpose, nothing else. */
export type ConsentChoice = Pick<Consent, ConsentPurpose>

/**
 * A request body read as a choice: exactly `{"analytics": boolean, "advertising": boolean}`, in any order. Anything
 * else (not JSON, another shape, a missing, extra or non-boolean member) is refused with the reason.
 */
export function readConsentChoice(text: string): { choice: ConsentChoice } | { error: string } {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { error: privacy.refusals.badChoice }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: privacy.refusals.badChoice }
  const { analytics, advertising, ...rest } = body as Record<string, unknown>
  if (typeof analytics !== 'boolean' || typeof advertising !== 'boolean' || Object.keys(rest).length > 0)
    return { error: privacy.refusals.badChoice }
  return { choice: { analytics, advertising } }
}
