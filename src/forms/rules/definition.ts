import { z } from 'zod'
import { vi } from '@/i18n/vi'
import { MAX_DOCUMENT_ID } from '@/lib/document-ref'
import { finiteNumber } from '@/lib/number'
import { isSafeUrl } from '@/lib/url'
import { foldDiacritics } from '@/lib/vi'
import { cleanText, clockTime, isoDate } from './values'

/**
 * A form as the builder stores it (the form widget's props): its settings and its fields, plain JSON. The server
 * renders the form from it and checks submissions against it, never against anything the browser sends about the
 * form. `parseDefinition` reads a stored one, however old or hand-edited, into this shape.
 */

// Zod otherwise probes for eval with `new Function`, which the site's Content-Security-Policy refuses (and reports).
z.config({ jitless: true })

export const FIELD_KINDS = [
  'text',
  'email',
  'textarea',
  'tel',
  'url',
  'number',
  'select',
  'radio',
  'checkbox',
  'acceptance',
  'date',
  'time',
  'upload',
  'hidden',
  'html',
  'step',
  'captcha',
] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

/** Share of the row a field takes, in %, per breakpoint (docs/widgets.md, Breakpoints: desktop, tablet ≤ 1024 px, mobile ≤ 767 px). */
export const FIELD_WIDTHS = [100, 50, 33, 25] as const
export type FieldWidth = (typeof FIELD_WIDTHS)[number]
export interface FieldWidths {
  desktop: FieldWidth
  tablet: FieldWidth
  mobile: FieldWidth
}

/** What every field has. `fieldId` names it in the multipart body (`form_fields[{fieldId}]`), in errors and mails. */
interface FieldBase {
  fieldId: string
  label: string
  placeholder: string
  /** The value shown before the reader types; the fixed value of a hidden field; for lists, values joined by commas. */
  defaultValue: string
  required: boolean
  help: string
  width: FieldWidths
}

export interface TextField extends FieldBase {
  kind: 'text' | 'email' | 'textarea' | 'tel' | 'url'
  maxLength: number
}

export interface NumberField extends FieldBase {
  kind: 'number'
  min: number | null
  max: number | null
  /** Allowed values are min (or 0) plus whole steps, as in HTML; null allows any. */
  step: number | null
}

export interface FieldOption {
  label: string
  value: string
}

/** A select (one or several), radio buttons (always one) or a checkbox list (always several). */
export interface OptionsField extends FieldBase {
  kind: 'select' | 'radio' | 'checkbox'
  options: FieldOption[]
  multiple: boolean
}

/** A box that must be ticked (terms, privacy notice): always required. */
export interface AcceptanceField extends FieldBase {
  kind: 'acceptance'
  /** The sentence beside the box. */
  text: string
  checkedByDefault: boolean
}

/** A date (`yyyy-MM-dd` bounds, as the native input's attributes) or a time (`HH:mm`); '' is no bound. */
export interface DateTimeField extends FieldBase {
  kind: 'date' | 'time'
  min: string
  max: string
}

export interface UploadField extends FieldBase {
  kind: 'upload'
  /** Per file, in MB (× 1024 × 1024 bytes): the widget's `data-maxsize`. */
  maxSizeMb: number
  allowedTypes: UploadType[]
  multiple: boolean
  /** 1 unless multiple. */
  maxFiles: number
}

export const HIDDEN_SOURCES = ['fixed', 'pageUrl', 'pageTitle', 'postId', 'queryParameter'] as const
export type HiddenSource = (typeof HIDDEN_SOURCES)[number]

/** A value the reader does not type: fixed (`defaultValue`), or taken from the page the form was sent from. */
export interface HiddenField extends FieldBase {
  kind: 'hidden'
  source: HiddenSource
  /** The query parameter read when source is `queryParameter`. */
  parameter: string
}

/** Markup between fields; cleaned by the site's HTML allow-list when rendered. */
export interface HtmlField extends FieldBase {
  kind: 'html'
  html: string
}

/** Starts a step of a multi-step form (docs/forms.md, Multi-step form); its label is the step's. */
export interface StepField extends FieldBase {
  kind: 'step'
  previousButton: string
  nextButton: string
  iconUrl: string
  iconLibrary: string
  icon: string
}

/** Where the captcha goes; its provider comes from the site settings. */
export interface CaptchaField extends FieldBase {
  kind: 'captcha'
}

export type FormField =
  | TextField
  | NumberField
  | OptionsField
  | AcceptanceField
  | DateTimeField
  | UploadField
  | HiddenField
  | HtmlField
  | StepField
  | CaptchaField

export interface FormMessages {
  success: string
  error: string
  required: string
  invalid: string
  /** `{n}` is replaced by the field's limit in MB. */
  fileTooLarge: string
  serverError: string
  network: string
  captcha: string
}

/** The builder block type of the form widget ("Biểu mẫu"). */
export const FORM_BLOCK_TYPE = 'Form'

export const FORM_ACTIONS = ['collect', 'email', 'email2', 'redirect', 'webhook', 'subscribe', 'popup'] as const
export type FormAction = (typeof FORM_ACTIONS)[number]

export const BUTTON_ALIGNS = ['start', 'center', 'end', 'stretch'] as const
export type ButtonAlign = (typeof BUTTON_ALIGNS)[number]

export interface FormDefinition {
  /** Names the form in the submissions list and in mails. */
  name: string
  submitLabel: string
  buttonAlign: ButtonAlign
  messages: FormMessages
  /** What happens after a valid submission, in this order. */
  actions: FormAction[]
  /** Where the reader goes after success when actions include `redirect`: http(s) or a path on this site. */
  redirectUrl: string
  /** The mail to the site (action `email`): to whom ('' : the site's contact e-mail), its subject and body. */
  email: MailTemplate
  /** The confirmation to the reader (action `email2`), sent to the form's first e-mail answer. */
  email2: MailTemplate
  /** Where the answers are posted as JSON (action `webhook`): https, or http on this machine for development; '' for none. */
  webhookUrl: string
  /** What a success asks of popups (action `popup`, docs/forms.md, Answers): open the popup `popup`, or close the form's own. */
  popupAction: (typeof POPUP_ACTIONS)[number]
  /** The popup's id (the builder stores the picked popup as `{id, title}`). */
  popup: number | null
  fields: FormField[]
}

export const POPUP_ACTIONS = ['open', 'close'] as const

/** A mail's settings; the subject and body may name answers as `[field-id]`, and `[all-fields]` lists them all. */
export interface MailTemplate {
  /** Addresses separated by commas (only for the mail to the site). */
  to: string
  subject: string
  body: string
}

/** File types a form may accept, each with the types its content is recognised as (the `file-type` package's MIME). */
export const UPLOAD_TYPES = {
  jpg: ['image/jpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
  gif: ['image/gif'],
  heic: ['image/heic', 'image/heif'],
  pdf: ['application/pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  mp4: ['video/mp4'],
  mov: ['video/quicktime'],
} as const satisfies Record<string, readonly string[]>
export type UploadType = keyof typeof UPLOAD_TYPES
const uploadTypeNames = Object.keys(UPLOAD_TYPES) as UploadType[]

/** Photos (iPhones take HEIC) and PDF, when an upload names no types of its own. */
export const DEFAULT_UPLOAD_TYPES: UploadType[] = ['jpg', 'png', 'webp', 'heic', 'pdf']
/** Text answers are capped: 5,000 characters unless the field says otherwise (docs/forms.md, Fields and files). */
export const DEFAULT_MAX_LENGTH = 5_000
export const MAX_TEXT_LENGTH = 20_000
export const DEFAULT_UPLOAD_MB = 5
/** The largest file a form may take; the form endpoint's body limit is built from it. */
export const MAX_UPLOAD_MB = 25
export const MAX_UPLOAD_FILES = 20
export const MAX_FIELDS = 100
const MAX_OPTIONS = 100
const MAX_FIELD_ID = 40
const MAX_HTML = 20_000

/** Stored text cut to `max`, then cleaned as a reader's answer is (NFC, no control characters, trimmed), so it matches one. */
const text = (max: number, multiline = false) =>
  z
    .string()
    .transform((value) => cleanText(value.slice(0, max), multiline))
    .catch('')
const textOr = (max: number, fallback: string) => text(max).transform((value) => value || fallback)
const flag = (fallback: boolean) => z.union([z.boolean(), z.stringbool()]).catch(fallback)
const choice = <T extends string>(values: readonly [T, ...T[]], fallback: T) => z.enum(values).catch(fallback)
const count = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).catch(fallback)
const number = z.unknown().transform(finiteNumber)
/** A link the page may follow: http(s) or a path on this site. */
const link = text(2_000).transform((url) => (isSafeUrl(url, ['http:', 'https:']) ? url : ''))
/** A document's id as a number or its digits. */
const documentId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_DOCUMENT_ID))
const day = text(10).transform((value) => isoDate(value) ?? '')
const time = text(12).transform((value) => clockTime(value) ?? '')

const width = z.coerce.number().pipe(z.literal(FIELD_WIDTHS)).optional().catch(undefined)
/** A breakpoint without its own width takes the next larger one's, as the builder's responsive values do. */
const widths = z
  .object({ desktop: width, tablet: width, mobile: width })
  .catch({})
  .transform(({ desktop = 100, tablet = desktop, mobile = tablet }): FieldWidths => ({ desktop, tablet, mobile }))

const option = z
  .object({ label: text(200), value: text(200) })
  .transform(({ label, value }): FieldOption => ({ label: label || value, value: value || label }))
  .catch({ label: '', value: '' })
/** Options with something to show, each value once (a repeated value could not tell the answers apart). */
const options = z
  .array(option)
  .catch([])
  .transform((list) =>
    list
      .filter((item, index) => item.value && list.findIndex((other) => other.value === item.value) === index)
      .slice(0, MAX_OPTIONS),
  )

const base = {
  fieldId: z.string().catch(''),
  label: text(200),
  placeholder: text(200),
  defaultValue: text(DEFAULT_MAX_LENGTH, true),
  required: flag(false),
  help: text(500, true),
  width: widths,
}

/** Contradictory bounds (min above max) are taken as swapped: otherwise no answer could ever be accepted. */
function ordered<T extends { min: V; max: V }, V extends number | string | null>(field: T): T {
  const { min, max } = field
  return min !== null && max !== null && min !== '' && max !== '' && min > max
    ? { ...field, min: max, max: min }
    : field
}

const fieldSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal(['text', 'email', 'textarea', 'tel', 'url']),
    maxLength: count(1, MAX_TEXT_LENGTH, DEFAULT_MAX_LENGTH),
  }),
  z
    .object({
      ...base,
      kind: z.literal('number'),
      min: number,
      max: number,
      step: number.transform((step) => (step && step > 0 ? step : null)),
    })
    .transform(ordered),
  z
    .object({ ...base, kind: z.literal(['select', 'radio', 'checkbox']), options, multiple: flag(false) })
    .transform((field) => ({
      ...field,
      multiple: field.kind === 'select' ? field.multiple : field.kind === 'checkbox',
    })),
  z
    .object({ ...base, kind: z.literal('acceptance'), text: text(500), checkedByDefault: flag(false) })
    .transform((field) => ({ ...field, required: true })),
  z.object({ ...base, kind: z.literal('date'), min: day, max: day }).transform(ordered),
  // A later min than max is an overnight range (22:00–06:00), as for the native time input.
  z.object({ ...base, kind: z.literal('time'), min: time, max: time }),
  z
    .object({
      ...base,
      kind: z.literal('upload'),
      maxSizeMb: z.coerce.number().positive().max(MAX_UPLOAD_MB).catch(DEFAULT_UPLOAD_MB),
      allowedTypes: z
        .array(z.unknown())
        .catch([])
        .transform((types) => uploadTypeNames.filter((type) => types.includes(type))),
      multiple: flag(false),
      maxFiles: count(1, MAX_UPLOAD_FILES, 5),
    })
    .transform((field) => ({
      ...field,
      allowedTypes: field.allowedTypes.length ? field.allowedTypes : DEFAULT_UPLOAD_TYPES,
      maxFiles: field.multiple ? field.maxFiles : 1,
    })),
  z
    .object({ ...base, kind: z.literal('hidden'), source: choice(HIDDEN_SOURCES, 'fixed'), parameter: text(100) })
    .transform((field) => ({ ...field, required: false })),
  z
    .object({ ...base, kind: z.literal('html'), html: text(MAX_HTML, true) })
    .transform((field) => ({ ...field, required: false })),
  z
    .object({
      ...base,
      kind: z.literal('step'),
      previousButton: textOr(100, vi.forms.previous),
      nextButton: textOr(100, vi.forms.next),
      iconUrl: link,
      iconLibrary: text(40),
      icon: text(40),
    })
    .transform((field) => ({ ...field, required: false })),
  z.object({ ...base, kind: z.literal('captcha') }).transform((field) => ({ ...field, required: false })),
]) satisfies z.ZodType<FormField>

const DEFAULT_MESSAGES: FormMessages = { ...vi.forms.messages }
/** An editable message: the editor's text, or the default when they left it empty. */
const message = (key: keyof FormMessages) => textOr(500, DEFAULT_MESSAGES[key])

/** Up to 10 addresses; anything that is not one is left out. */
const addresses = text(1_000).transform((list) =>
  list
    .split(/[,;\s]+/)
    .filter((address) => z.email().safeParse(address).success)
    .slice(0, 10)
    .join(', '),
)

/** An address another service receives on: https, or http on this machine (a service under development). */
export function isWebhookUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'https:' || (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname))
  } catch {
    return false
  }
}

const mailTemplate = (subject: string, body: string) =>
  z
    .object({
      to: addresses,
      subject: textOr(300, subject),
      body: text(10_000, true).transform((value) => value || body),
    })
    .catch({ to: '', subject, body })

const settingsSchema = z.object({
  name: textOr(200, vi.forms.defaultName),
  submitLabel: textOr(100, vi.forms.submit),
  buttonAlign: choice(BUTTON_ALIGNS, 'start'),
  messages: z
    .object({
      success: message('success'),
      error: message('error'),
      required: message('required'),
      invalid: message('invalid'),
      fileTooLarge: message('fileTooLarge'),
      serverError: message('serverError'),
      network: message('network'),
      captcha: message('captcha'),
    })
    .catch(DEFAULT_MESSAGES),
  actions: z
    .array(z.unknown())
    .transform((actions) => FORM_ACTIONS.filter((action) => actions.includes(action)))
    .catch(['collect']),
  redirectUrl: link,
  email: mailTemplate(vi.forms.mail.subject, vi.forms.mail.body),
  email2: mailTemplate(vi.forms.mail.confirmationSubject, vi.forms.mail.confirmationBody),
  webhookUrl: text(2_000).transform((url) => (isWebhookUrl(url) ? url : '')),
  popupAction: choice(POPUP_ACTIONS, 'close'),
  popup: z
    .union([z.object({ id: documentId }).transform(({ id }) => id), documentId])
    .nullable()
    .catch(null),
  fields: z.array(z.unknown()).catch([]),
})

/**
 * A field id safe in a multipart name, an HTML id and an object key: lower-case letters without diacritics, digits,
 * `_` and `-`, starting with a letter (so never `__proto__`); '' when nothing is left.
 */
function safeFieldId(value: string): string {
  const id = foldDiacritics(value.normalize('NFC')).replace(/[^a-z0-9_-]+/g, '_')
  return (/^[a-z]/.test(id) ? id : id && `field_${id}`).slice(0, MAX_FIELD_ID)
}

/** Field ids made safe and unique, in order: a missing one is `field_{position}`, a repeated one gets `_2`, `_3`… */
function withUniqueIds(fields: FormField[]): FormField[] {
  const taken = new Set<string>()
  return fields.map((field, index) => {
    const id = safeFieldId(field.fieldId) || `field_${index + 1}`
    let unique = id
    for (let suffix = 2; taken.has(unique); suffix++) unique = `${id}_${suffix}`
    taken.add(unique)
    return { ...field, fieldId: unique }
  })
}

/** A field that can work: a list needs options, and a form has one captcha at most (the first). */
function usable(field: FormField, index: number, fields: FormField[]): boolean {
  if (field.kind === 'select' || field.kind === 'radio' || field.kind === 'checkbox') return field.options.length > 0
  return field.kind !== 'captcha' || fields.findIndex((other) => other.kind === 'captcha') === index
}

/**
 * A stored form definition (anything: an older version, a hand-edited document, nothing) as a safe one. Never throws:
 * a setting it cannot read takes its default, a field it cannot read (unknown kind, a list without options) is dropped.
 */
export function parseDefinition(value: unknown): FormDefinition {
  const settings = settingsSchema.catch(() => settingsSchema.parse({})).parse(value)
  const fields = settings.fields.slice(0, MAX_FIELDS).flatMap((item) => {
    const parsed = fieldSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
  return { ...settings, fields: withUniqueIds(fields.filter(usable)) }
}
