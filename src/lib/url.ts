/** URL safety helpers. Pure. */

/**
 * Whether a link or media URL may be used on the page: http(s), mailto, tel, or relative to this site.
 * `javascript:`, `data:`, `vbscript:` and anything unparsable are refused.
 */
export function isSafeUrl(url: string, allowed: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:']): boolean {
  const trimmed = url.trim()
  if (!trimmed) return false
  try {
    const parsed = new URL(trimmed, 'https://relative.invalid/')
    return allowed.includes(parsed.protocol)
  } catch {
    return false
  }
}

/** Whether a URL leaves this site (compared with `origin`). Relative URLs stay. */
export function isExternalUrl(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin !== new URL(origin).origin
  } catch {
    return false
  }
}
