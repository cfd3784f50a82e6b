import { finiteNumber } from '@/lib/number'
import { isSafeUrl } from '@/lib/url'

/** Icon sizes an editor may choose: 16–128 px (default 48). */
export function iconSize(value: unknown): number {
  const size = finiteNumber(value)
  return size === null ? 48 : Math.min(128, Math.max(16, Math.round(size)))
}

/** A stored link as an address safe to put on the page (http(s), mailto, tel or this site), or null. */
export function safeHref(value: unknown): string | null {
  return typeof value === 'string' && isSafeUrl(value) ? value.trim() : null
}
