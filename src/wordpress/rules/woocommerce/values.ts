/**
 * How WooCommerce writes its product and coupon meta (docs/import.md, WooCommerce), read as our shop keeps it. Pure.
 */

/** A price in whole đồng ("199000", "199000.00"); undefined when empty, null when it is no such amount. */
export function dongOf(value: string | null): number | null | undefined {
  const text = value?.trim() ?? ''
  if (text === '') return undefined
  const match = /^(\d{1,12})(?:\.0*)?$/.exec(text)
  return match ? Number(match[1]) : null
}

/** WooCommerce's yes/no flags. */
export const isYes = (value: string | null) => value?.trim() === 'yes'

/** A Unix time in seconds (sale dates, coupon expiry) as an ISO date, or undefined. */
export function unixDate(value: string | null): string | undefined {
  const seconds = Number(value?.trim() || NaN)
  return Number.isSafeInteger(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined
}

/** A whole count of at least 1 (limits), or undefined: WooCommerce writes 0, -1 or nothing for "no limit". */
export function limitOf(value: string | null): number | undefined {
  const count = Number(value?.trim() || NaN)
  return Number.isSafeInteger(count) && count > 0 ? count : undefined
}

/** Ids written as "12,15" (a gallery, a coupon's products). */
export const idList = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
