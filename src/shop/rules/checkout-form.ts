/**
 * What the checkout page posts (WooCommerce's field names: `billing_phone`, `ship_to_different_address`,
 * `order_comments`, `createaccount`…): read into one normalised form, with each problem in Vietnamese under the name of
 * the field it belongs to. Pure: the caller reads the request, and checks the methods chosen against those offered.
 *
 * - Every value goes through `cleanText` (NFC, no control characters, one line except the note); a value that is not a
 *   string (a file, an array, nothing) reads as ''. The account password alone is kept exactly as typed.
 * - Values are kept within their limits: an over-long one is cut (with its error), so a form shown again or saved as a
 *   draft stays small. A phone number is stored as `+84…`; one that is not a Vietnamese number is kept as typed.
 * - The buyer (name, phone, e-mail) is always asked. An address is checked only when the order is delivered: the
 *   billing one, or the shipping one when the shopper ships elsewhere (then the billing units and street are kept but
 *   not checked).
 */

import { z } from 'zod'
import { cleanText, vietnamesePhone } from '@/forms/rules'
import { vi } from '@/i18n/vi'
import { type AddressUnitCodes, addressUnitsProblem, UNIT_MISSING } from './address/units'
import type { CheckoutFieldMessages } from './checkout-field-messages'

export interface CheckoutAddress {
  fullName: string
  phone: string
  /** The province's code (2 digits). */
  province: string
  /** The commune's code (5 digits): phường, xã or đặc khu. */
  ward: string
  street: string
}

export interface CheckoutForm {
  billing: CheckoutAddress & { email: string }
  shipToDifferentAddress: boolean
  /** Only when shipToDifferentAddress; else null. */
  shipping: CheckoutAddress | null
  note: string
  shippingMethod: string
  paymentMethod: string
  createAccount: boolean
  accountPassword: string
  /** The idempotency key the page put in a hidden field. */
  checkoutKey: string
}

/** Field name → Vietnamese message. Keys are the form's field names (e.g. 'billing_phone'). */
export type CheckoutErrors = Record<string, string>

/** What the order needs asked: an address only when something must be delivered (not for virtual-only orders or pickup). */
export interface CheckoutNeeds {
  address: boolean
  /** False when the shopper is logged in. */
  accountPossible: boolean
}

/** The form's fields as a reader of it: FormData, URLSearchParams or anything with get(name). */
export type FormFields = { get(name: string): unknown }

const MAX = { fullName: 100, phone: 30, email: 254, street: 200, note: 1000 } as const
const PASSWORD = { min: 10, max: 200 } as const

/** A field left empty, by its name without `billing_`/`shipping_`. */
const MISSING = {
  full_name: vi.checkoutForm.missing.fullName,
  phone: vi.checkoutForm.missing.phone,
  email: vi.checkoutForm.missing.email,
  street: vi.checkoutForm.missing.street,
  payment_method: vi.checkoutForm.missing.paymentMethod,
  ...UNIT_MISSING,
}
const PASSWORD_SHORT = vi.checkoutForm.passwordTooShort(PASSWORD.min)

/** The same words for the page's script, which names what the browser already finds wrong before sending. */
export const CHECKOUT_FIELD_MESSAGES: CheckoutFieldMessages = {
  missing: MISSING,
  email: vi.forms.wrong.email,
  password: PASSWORD_SHORT,
  required: vi.forms.messages.required,
}

/** A method's id as the page sends it (`flat_rate`, `local_pickup:3`, `bank_transfer`). */
const METHOD = /^[a-z0-9_:-]{1,40}$/
/** An administrative unit's code (2 digits for a province, 5 for a commune: see address/units.ts). */
const UNIT_CODE = /^\d{2}(?:\d{3})?$/
/** Control characters a password may not hold: C0, DEL and C1. */
const PASSWORD_CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Whether a checkout key looks like one the page made: 16–64 characters of [A-Za-z0-9_-]. */
export function isCheckoutKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value)
}

/** A field's value, cleaned; '' when it is not a string. */
function text(fields: FormFields, name: string, multiline = false): string {
  const value = fields.get(name)
  return typeof value === 'string' ? cleanText(value, multiline) : ''
}

/** `value` cut to `max` UTF-16 units (never inside a surrogate pair), without the spaces the cut may leave at its end. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value
  const highSurrogate = (value.charCodeAt(max - 1) & 0xfc00) === 0xd800
  return value.slice(0, highSurrogate ? max - 1 : max).trimEnd()
}

/** Whether a box is ticked (`1`, or `on` as browsers send a box without a value). */
function ticked(fields: FormFields, name: string): boolean {
  const value = text(fields, name)
  return value === '1' || value === 'on'
}

/**
 * The fields of one address (`billing_` or `shipping_`), with the problems of its name and phone put in `errors`, and
 * those of its units and street too when `checkPlace`.
 */
function readAddress(
  fields: FormFields,
  prefix: 'billing_' | 'shipping_',
  checkPlace: boolean,
  errors: CheckoutErrors,
) {
  const fullName = text(fields, `${prefix}full_name`)
  const typedPhone = text(fields, `${prefix}phone`)
  const phone = vietnamesePhone(typedPhone)
  const street = text(fields, `${prefix}street`)
  // A district (`billing_district`), asked before July 2025, may still be sent: it is no longer read.
  const codes: AddressUnitCodes = { province: '', ward: '' }
  for (const unit of ['province', 'ward'] as const) {
    const code = text(fields, `${prefix}${unit}`)
    codes[unit] = UNIT_CODE.test(code) ? code : ''
  }
  if (!fullName) errors[`${prefix}full_name`] = MISSING.full_name
  else if (fullName.length > MAX.fullName) errors[`${prefix}full_name`] = vi.checkoutForm.fullNameTooLong(MAX.fullName)
  if (!typedPhone) errors[`${prefix}phone`] = MISSING.phone
  else if (!phone) errors[`${prefix}phone`] = vi.forms.wrong.tel
  if (checkPlace) {
    const problem = addressUnitsProblem(codes)
    if (problem) errors[`${prefix}${problem.field}`] = problem.message
    if (!street) errors[`${prefix}street`] = MISSING.street
    else if (street.length > MAX.street) errors[`${prefix}street`] = vi.checkoutForm.streetTooLong(MAX.street)
  }
  return {
    fullName: cut(fullName, MAX.fullName),
    phone: phone ?? cut(typedPhone, MAX.phone),
    ...codes,
    street: cut(street, MAX.street),
  } satisfies CheckoutAddress
}

/**
 * The checkout form as posted, normalised, and what is wrong with it (empty when nothing is). The caller still checks
 * that the shipping and payment methods are among those offered.
 */
export function readCheckoutForm(
  fields: FormFields,
  needs: CheckoutNeeds,
): { form: CheckoutForm; errors: CheckoutErrors } {
  const errors: CheckoutErrors = {}
  const shipToDifferentAddress = needs.address && ticked(fields, 'ship_to_different_address')

  const billingAddress = readAddress(fields, 'billing_', needs.address && !shipToDifferentAddress, errors)
  // Lower-cased before cleaning: lower-casing may leave a letter decomposed, cleaning composes it.
  const typedEmail = fields.get('billing_email')
  const email = typeof typedEmail === 'string' ? cleanText(typedEmail.toLowerCase(), false) : ''
  if (!email) errors.billing_email = MISSING.email
  else if (email.length > MAX.email || !z.email().safeParse(email).success) errors.billing_email = vi.forms.wrong.email
  const shipping = shipToDifferentAddress ? readAddress(fields, 'shipping_', true, errors) : null

  const note = text(fields, 'order_comments', true)
  if (note.length > MAX.note) errors.order_comments = vi.checkoutForm.noteTooLong(MAX.note)

  const method = (name: string) => {
    const value = text(fields, name)
    return METHOD.test(value) ? value : ''
  }
  const shippingMethod = method('shipping_method')
  const paymentMethod = method('payment_method')
  if (!paymentMethod) errors.payment_method = MISSING.payment_method

  const createAccount = needs.accountPossible && ticked(fields, 'createaccount')
  let accountPassword = ''
  if (createAccount) {
    const typed = fields.get('account_password')
    const password = typeof typed === 'string' ? typed : ''
    if (password.length >= PASSWORD.min && password.length <= PASSWORD.max && !PASSWORD_CONTROL.test(password))
      accountPassword = password
    else errors.account_password = PASSWORD_SHORT
  }

  const key = text(fields, 'checkout_key')
  const checkoutKey = isCheckoutKey(key) ? key : ''
  if (!checkoutKey) errors.checkout_key = vi.checkoutForm.stalePage

  const form: CheckoutForm = {
    billing: { ...billingAddress, email: cut(email, MAX.email) },
    shipToDifferentAddress,
    shipping,
    note: cut(note, MAX.note),
    shippingMethod,
    paymentMethod,
    createAccount,
    accountPassword,
    checkoutKey,
  }
  return { form, errors }
}

/** The address part only (for saving a draft of the form while the shopper is still filling it: never errors). */
export function readCheckoutDraft(
  fields: FormFields,
): Omit<CheckoutForm, 'accountPassword' | 'checkoutKey' | 'createAccount'> {
  const { billing, shipToDifferentAddress, shipping, note, shippingMethod, paymentMethod } = readCheckoutForm(fields, {
    address: true,
    accountPossible: false,
  }).form
  return { billing, shipToDifferentAddress, shipping, note, shippingMethod, paymentMethod }
}
