import { storedRecord } from '@/lib/stored-values'
import { phoneDigits } from '@/lib/url'
import { floatingButtons } from '@/i18n/floating-buttons'

/**
 * Floating contact buttons (call, Zalo, Messenger, back to top): their addresses and the click report the site
 * counts. Pure.
 */

export const FLOATING_BUTTON_KINDS = ['call', 'zalo', 'messenger', 'top'] as const
export type FloatingButtonKind = (typeof FLOATING_BUTTON_KINDS)[number]

/** The nonce purpose of click tracking, separate from every other nonce of the site. */
export const FLOATING_BUTTONS_NONCE = 'floating-buttons'
export const FLOATING_BUTTONS_NONCE_HEADER = 'x-floating-buttons-nonce'
export const TRACK_PATH = '/api/button-clicks/track'
/** The back-to-top button appears once the reader has scrolled this far. */
export const BACK_TO_TOP_AFTER = 400

const MAX_PATH_LENGTH = 300
export const MAX_REPORT_BYTES = 1024

/** Where a button leads: tel:, zalo.me or m.me; null when its value is unusable (the button is then left out). */
export function floatingButtonHref(kind: FloatingButtonKind, value: unknown): string | null {
  if (kind === 'top') return '#'
  if (kind === 'messenger') {
    const name = typeof value === 'string' ? value.trim() : ''
    return /^[A-Za-z0-9.]{3,64}$/.test(name) ? `https://m.me/${name}` : null
  }
  const digits = phoneDigits(value)
  if (!digits) return null
  return kind === 'call' ? `tel:${digits}` : `https://zalo.me/${digits.replace(/^\+84/, '0')}`
}

export type ClickReport = { button: FloatingButtonKind; path: string }

/** A click report from a page, checked field by field; an error names what is wrong, in Vietnamese. */
export function parseClickReport(body: unknown): { report: ClickReport } | { error: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: floatingButtons.report.notObject }
  const { button, path } = storedRecord(body)
  if (typeof button !== 'string' || !(FLOATING_BUTTON_KINDS as readonly string[]).includes(button))
    return { error: floatingButtons.report.badButton }
  if (
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.length > MAX_PATH_LENGTH ||
    /[\u0000-\u001f\u007f<>"]/.test(path)
  ) {
    return { error: floatingButtons.report.badPath }
  }
  return { report: { button: button as FloatingButtonKind, path } }
}
