/**
 * What the checkout's script says by a field the browser already finds wrong, before anything is sent: the server's
 * own words (checkout-form.ts), handed to the page as JSON on the form. Pure, and without the words themselves, so the
 * checkout's script stays small.
 */

/** The words: by field (without its `billing_`/`shipping_` prefix) for one left empty, then for a wrong e-mail and a short password. */
export interface CheckoutFieldMessages {
  missing: Record<string, string>
  email: string
  password: string
  /** Any other field left empty. */
  required: string
}

/** What the browser knows about a control's value (a subset of `ValidityState`). */
export interface FieldValidity {
  valid: boolean
  valueMissing: boolean
  typeMismatch: boolean
  tooShort: boolean
}

/** The message for the control named `name` in the state `validity`; null when it is fine. */
export function checkoutFieldMessage(
  name: string,
  validity: FieldValidity,
  messages: CheckoutFieldMessages,
): string | null {
  if (validity.valid) return null
  if (validity.valueMissing) return messages.missing[name.replace(/^(?:billing|shipping)_/, '')] ?? messages.required
  if (validity.typeMismatch) return messages.email
  return validity.tooShort ? messages.password : messages.required
}
