import { vi } from '@/i18n/vi'
import { type DocumentRef, parseDocumentRef } from '@/lib/document-ref'
import { CAPTCHA_RESPONSE_FIELDS, type CaptchaProvider } from './captcha-provider'

/**
 * Reading a form submission's multipart body (docs/forms.md, Submission): the field names follow the original widget, so
 * forms imported with their pages keep working. Pure: it reads a standard `FormData` and checks nothing about the
 * form itself, which the server loads from the published document.
 */

/** The `action` the form widget sends; the original's name is accepted too. */
export const FORM_SUBMIT_ACTION = 'thuthuat_pro_forms_send_form'
const ACCEPTED_ACTIONS = new Set([FORM_SUBMIT_ACTION, 'elementor_pro_forms_send_form'])

/** Where the captcha widget gets its challenges (a Payload endpoint: src/forms/cms/altcha.server.ts). */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge'

/** A field no reader sees or fills (hidden from view and from assistive technology); robots that fill every box do. */
export const HONEYPOT_FIELD = 'thuthuat_hp'

export interface FormRequest {
  document: DocumentRef
  /** The form widget's block id. */
  formId: string
  /** The page the reader was on (`referrer`), its title (`referer_title`) and the post it showed (`queried_id`). */
  page: { url: string; title: string; postId: number | null }
  honeypotFilled: boolean
  /** The captcha's answer in each provider's standard field, '' where none was sent. */
  captcha: Record<CaptchaProvider, string>
  /** `form_fields[{id}]` text values; a name sent more than once (`…[]`, checkbox lists) as an array. */
  values: Record<string, string | string[]>
  /** `form_fields[{id}][]` files, in the order sent. */
  files: Record<string, File[]>
}

const FIELD_NAME = /^form_fields\[([^\][]{1,100})\](\[\])?$/

/** The one text value of `name`, or '' (a file or a repeated value sent there is not one). */
function textOf(data: FormData, name: string): string {
  const values = data.getAll(name)
  return values.length === 1 && typeof values[0] === 'string' ? values[0] : ''
}

/** The captcha's answer in each provider's standard field of a form's body, '' where none was sent. */
export function readCaptchaAnswers(data: FormData): Record<CaptchaProvider, string> {
  return {
    altcha: textOf(data, CAPTCHA_RESPONSE_FIELDS.altcha),
    recaptcha: textOf(data, CAPTCHA_RESPONSE_FIELDS.recaptcha),
    turnstile: textOf(data, CAPTCHA_RESPONSE_FIELDS.turnstile),
  }
}

/**
 * A form submission's body as a request to check, or the Vietnamese reason it cannot be one (answered 400). The
 * records have no prototype, so a field named `__proto__` or `constructor` is just a name.
 */
export function readFormRequest(data: FormData): { ok: true; request: FormRequest } | { ok: false; error: string } {
  if (!ACCEPTED_ACTIONS.has(textOf(data, 'action'))) return { ok: false, error: vi.forms.badAction }
  const document = parseDocumentRef(textOf(data, 'post_id'))
  const formId = textOf(data, 'form_id')
  if (!document || !/^[\w-]{1,100}$/.test(formId)) return { ok: false, error: vi.forms.unknownForm }
  const values: Record<string, string | string[]> = Object.create(null)
  const files: Record<string, File[]> = Object.create(null)
  for (const [name, value] of data) {
    const match = FIELD_NAME.exec(name)
    if (!match) continue
    const id = match[1]
    if (typeof value !== 'string') {
      ;(files[id] ??= []).push(value)
      continue
    }
    const previous = values[id]
    // `name[]` is always a list; a plain name sent twice becomes one too, which a single-value field refuses.
    values[id] = previous === undefined ? (match[2] ? [value] : value) : [previous, value].flat()
  }
  const queried = /^[1-9]\d{0,9}$/.test(textOf(data, 'queried_id')) ? Number(textOf(data, 'queried_id')) : null
  return {
    ok: true,
    request: {
      document,
      formId,
      page: {
        url: textOf(data, 'referrer').slice(0, 2_000),
        title: textOf(data, 'referer_title').slice(0, 300),
        postId: queried,
      },
      honeypotFilled: textOf(data, HONEYPOT_FIELD) !== '',
      captcha: readCaptchaAnswers(data),
      values,
      files,
    },
  }
}
