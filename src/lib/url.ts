/** URL safety helpers. Pure. */

/**
 * A URL without what browsers drop around it before reading it: spaces and every control character (U+0000–U+001F),
 * so `\u0000//host` is seen as the `//host` a browser would follow.
 */
const stripped = (url: string) => url.replace(/^[\u0000-\u0020\s]+|[\u0000-\u0020\s]+$/g, '')

/**
 * Whether a link or media URL may be used on the page: http(s), mailto, tel, or relative to this site.
 * `javascript:`, `data:`, `vbscript:`, protocol-relative addresses (`//host`, which browsers also read in
 * `/\host` and `\\host`) and anything unparsable are refused: another site is named with its scheme.
 */
export function isSafeUrl(url: string, allowed: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:']): boolean {
  const trimmed = stripped(url)
  if (!trimmed || /^[\\/][\t\n\r]*[\\/]/.test(trimmed)) return false
  try {
    const parsed = new URL(trimmed, 'https://relative.invalid/')
    return allowed.includes(parsed.protocol)
  } catch {
    return false
  }
}

/** A stored link as an address safe to put on the page (http(s), mailto, tel or this site), or null. */
export function safeHref(value: unknown): string | null {
  return typeof value === 'string' && isSafeUrl(value) ? stripped(value) : null
}

/** A phone number as typed in Vietnam ("0901 234 567", "+84 90 123 4567") → its digits with an optional +, or null. */
export function phoneDigits(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[\d\s.()+-]+$/.test(value.trim())) return null
  const digits = value.replace(/[^\d+]/g, '')
  return /^\+?\d{3,15}$/.test(digits) ? digits : null
}

/** A phone number as written (`028 3812 3456`, `+84 90 123 4567`) as a `tel:` link, or null when it is not one. */
export function telHref(phone: string): string | null {
  const digits = phoneDigits(phone)
  return digits && digits.replace('+', '').length >= 6 ? `tel:${digits}` : null
}

/** Whether a URL leaves this site (compared with `origin`). Relative URLs stay. */
export function isExternalUrl(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin !== new URL(origin).origin
  } catch {
    return false
  }
}
