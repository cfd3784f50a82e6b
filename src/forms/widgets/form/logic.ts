/**
 * What the form's behaviour decides without touching the page: reading the endpoint's answer, and which message a
 * field gets. Pure, no zod, so the browser's bundle stays small.
 */
import type { FormMessages } from '@/forms/rules/definition'
import { fileTooLargeMessage } from '@/forms/rules/messages'
import { isRecord } from '@/lib/stored-values'

/** The endpoint's answer as the form uses it; anything unreadable is a server error. */
export interface FormAnswer {
  success: boolean
  message: string
  errors: Record<string, string>
  redirectUrl: string | null
  /** What a success asks of popups (docs/forms.md, Answers): `open` a popup by id; anything else closes the form's popup. */
  popup: { action: string; id: string | null } | null
}

/** The `popup` of a success: an action, and the id of the popup it names (digits only). */
function popupOf(value: unknown): FormAnswer['popup'] {
  if (!isRecord(value) || typeof value.action !== 'string') return null
  const id = typeof value.id === 'number' || typeof value.id === 'string' ? String(value.id) : ''
  return { action: value.action.slice(0, 20), id: /^\d{1,10}$/.test(id) ? id : null }
}

/**
 * The answer `{success, data: {message, errors, redirect_url, popup}}` (docs/forms.md, Answers); the front's own refusals
 * (`{errors: [{message}]}`: too large, another site) give their message. Null when the body says neither.
 */
export function readFormAnswer(body: unknown): FormAnswer | null {
  if (!isRecord(body)) return null
  if (Array.isArray(body.errors)) {
    const first: unknown = body.errors[0]
    const message = isRecord(first) && typeof first.message === 'string' ? first.message : ''
    return message ? { success: false, message, errors: {}, redirectUrl: null, popup: null } : null
  }
  if (typeof body.success !== 'boolean' || !isRecord(body.data)) return null
  const { message, errors, redirect_url: redirect, popup } = body.data
  const fieldErrors: Record<string, string> = {}
  if (isRecord(errors))
    for (const [id, text] of Object.entries(errors)) if (typeof text === 'string') fieldErrors[id] = text
  return {
    success: body.success,
    message: typeof message === 'string' ? message : '',
    errors: fieldErrors,
    redirectUrl: typeof redirect === 'string' && /^(?:https?:\/\/|\/(?!\/))/i.test(redirect) ? redirect : null,
    popup: popupOf(popup),
  }
}

/** What the browser knows about a control's value (a subset of `ValidityState`). */
export interface Validity {
  valid: boolean
  valueMissing: boolean
  rangeUnderflow: boolean
  rangeOverflow: boolean
}

/** The server's words for a control, rendered on it: outside its bounds (`data-range-message`), not of its kind (`data-invalid-message`). */
export interface FieldWords {
  range?: string
  wrong?: string
}

/**
 * The form's message for a control the browser finds invalid: left empty, outside its bounds, or not a value of its
 * kind (an e-mail without its @: what is wrong with it, when the field says so).
 */
export function validityMessage(validity: Validity, messages: FormMessages, words: FieldWords = {}): string | null {
  if (validity.valid) return null
  if (validity.valueMissing) return messages.required
  if ((validity.rangeUnderflow || validity.rangeOverflow) && words.range) return words.range
  return words.wrong || messages.invalid
}

/**
 * Each file must not exceed `data-maxsize` MB (× 1024 × 1024 bytes); the site's message names the limit (docs/forms.md,
 * Fields and files). Null when every file fits.
 */
export function fileSizeMessage(sizes: readonly number[], maxSizeMb: number, messages: FormMessages): string | null {
  const limit = maxSizeMb * 1024 * 1024
  return sizes.some((size) => size > limit) ? fileTooLargeMessage(messages.fileTooLarge, maxSizeMb) : null
}
