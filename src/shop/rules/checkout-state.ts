/**
 * What a cart keeps of its checkout between pages: the fields the shopper typed (never the password), and the notices
 * and field errors of the last attempt, which a page sent without JavaScript shows when it comes back. Pure.
 */
import type { ShopNotice } from './cart-view'
import type { CheckoutErrors } from './checkout-form'

/** The checkout fields kept: all but the password and the one-time keys. */
export const KEPT_CHECKOUT_FIELDS = [
  'billing_full_name',
  'billing_phone',
  'billing_email',
  'billing_province',
  'billing_ward',
  'billing_street',
  'ship_to_different_address',
  'shipping_full_name',
  'shipping_phone',
  'shipping_province',
  'shipping_ward',
  'shipping_street',
  'order_comments',
  'shipping_method',
  'payment_method',
] as const

/** How long the last attempt's notices are shown again. */
const NOTICES_MS = 10 * 60_000

export interface CheckoutState {
  fields: Record<string, string>
  notices: ShopNotice[]
  errors: CheckoutErrors
}

/** The state to keep after a form was sent: its kept fields (each cut to 1000 characters), its notices and errors. */
export function checkoutStateOf(
  sent: { get(name: string): unknown },
  notices: ShopNotice[],
  errors: CheckoutErrors,
  now: Date,
) {
  const fields = Object.fromEntries(
    KEPT_CHECKOUT_FIELDS.flatMap((name) => {
      const value = sent.get(name)
      return typeof value === 'string' ? [[name, value.slice(0, 1000)]] : []
    }),
  )
  return { fields, notices, errors, at: now.toISOString() }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The kept state as stored (anything unreadable dropped); notices and errors only while recent. */
export function readCheckoutState(stored: unknown, now: Date): CheckoutState {
  if (!isRecord(stored)) return { fields: {}, notices: [], errors: {} }
  const fields = isRecord(stored.fields)
    ? Object.fromEntries(
        KEPT_CHECKOUT_FIELDS.flatMap((name) =>
          typeof (stored.fields as Record<string, unknown>)[name] === 'string'
            ? [[name, (stored.fields as Record<string, string>)[name]]]
            : [],
        ),
      )
    : {}
  const at = typeof stored.at === 'string' ? Date.parse(stored.at) : Number.NaN
  const recent = Number.isFinite(at) && now.getTime() - at >= 0 && now.getTime() - at < NOTICES_MS
  const notices = recent && Array.isArray(stored.notices) ? stored.notices.filter(isNotice).slice(0, 10) : []
  const errors =
    recent && isRecord(stored.errors)
      ? Object.fromEntries(
          Object.entries(stored.errors).flatMap(([name, message]) =>
            typeof message === 'string' && /^[a-z_]{1,40}$/.test(name) ? [[name, message]] : [],
          ),
        )
      : {}
  return { fields, notices, errors }
}

function isNotice(value: unknown): value is ShopNotice {
  return (
    isRecord(value) && ['success', 'error', 'info'].includes(value.kind as string) && typeof value.message === 'string'
  )
}

/**
 * The stored state with the notices of a coupon applied or removed on the cart page without JavaScript: kept beside
 * the checkout's (whose typed fields stay as they were) and shown by the cart page only.
 */
export function withCartNotices(stored: unknown, notices: ShopNotice[], now: Date): Record<string, unknown> {
  return { ...(isRecord(stored) ? stored : {}), cartNotices: notices, cartNoticesAt: now.toISOString() }
}

/** The cart page's notices of the stored state, while recent. */
export function readCartNotices(stored: unknown, now: Date): ShopNotice[] {
  if (!isRecord(stored) || !Array.isArray(stored.cartNotices)) return []
  const at = typeof stored.cartNoticesAt === 'string' ? Date.parse(stored.cartNoticesAt) : Number.NaN
  const recent = Number.isFinite(at) && now.getTime() - at >= 0 && now.getTime() - at < NOTICES_MS
  return recent ? stored.cartNotices.filter(isNotice).slice(0, 10) : []
}
