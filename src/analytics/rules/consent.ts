/**
 * A reader's privacy choice as the site keeps it (docs/measurement.md, Consent): one first-party cookie for 12
 * months holding the banner's version, one choice per purpose and a random consent id, the same id under which the
 * server records the choice as proof. Necessary storage needs no choice; analytics and advertising are off until the
 * reader turns them on. A choice made under another version of the banner is no choice: the banner asks again. A
 * browser sending Global Privacy Control refuses advertising, whatever the cookie says. Pure: the banner's behaviour
 * and the server read the cookie with the same functions.
 */

export const CONSENT_COOKIE = 'tt_consent'
/** Twelve months, in seconds. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The purposes a reader chooses; necessary storage is always on and not chosen. */
export const CONSENT_PURPOSES = ['analytics', 'advertising'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

export interface Consent {
  /** The banner's version the choice was made under. */
  version: number
  analytics: boolean
  advertising: boolean
  /** 22 characters of base64url: 16 random bytes. */
  id: string
}

const COOKIE_VALUE = /^([1-9]\d{0,5})\.([01])([01])\.([A-Za-z0-9_-]{22})$/

/** The cookie's value: `{version}.{analytics}{advertising}.{id}`, e.g. `3.10.q4Xk…`. */
export function encodeConsent(consent: Consent): string {
  return `${consent.version}.${Number(consent.analytics)}${Number(consent.advertising)}.${consent.id}`
}

/** A cookie's value read back, or null when it is not one this site wrote. */
export function decodeConsent(value: string | null | undefined): Consent | null {
  const match = COOKIE_VALUE.exec(value ?? '')
  if (!match) return null
  return { version: Number(match[1]), analytics: match[2] === '1', advertising: match[3] === '1', id: match[4] }
}

/**
 * The choice that holds for this page: the cookie's, if it was made under `bannerVersion`, with advertising refused
 * when the browser sends Global Privacy Control; null when the reader has not chosen (the banner shows, nothing but
 * necessary storage is used).
 */
export function consentInForce(value: string | null | undefined, bannerVersion: number, gpc: boolean): Consent | null {
  const consent = decodeConsent(value)
  if (!consent || consent.version !== bannerVersion) return null
  return gpc ? { ...consent, advertising: false } : consent
}

/** A consent id from 16 random bytes (the caller draws them: crypto in the browser and on the server). */
export function consentIdFrom(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new RangeError('A consent id takes 16 random bytes.')
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The consent cookie's value in a Cookie header or `document.cookie` (`a=1; tt_consent=…`), or null. */
export function consentCookieIn(cookies: string | null | undefined): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const equals = pair.indexOf('=')
    if (equals > 0 && pair.slice(0, equals).trim() === CONSENT_COOKIE) return pair.slice(equals + 1).trim()
  }
  return null
}
