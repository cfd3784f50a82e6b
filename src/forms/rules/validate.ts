import { z } from 'zod'
import { vi } from '@/i18n/vi'
import { storedRecord } from '@/lib/stored-values'
import {
  DEFAULT_MAX_LENGTH,
  type DateTimeField,
  type FormDefinition,
  type FormField,
  type FormMessages,
  type HiddenField,
  type NumberField,
  type OptionsField,
  type TextField,
  UPLOAD_TYPES,
  type UploadField,
} from './definition'
import { fileTooLargeMessage, formatNumber } from './messages'
import { cleanText, clockTime, displayDate, htmlNumber, isoDate, vietnamesePhone } from './values'

/**
 * Checking a submission against its form's definition (loaded by the server from the published document, never sent
 * by the browser): one zod schema built from the fields, answers normalised for storage, each refusal in the form's
 * own Vietnamese message. Pure: the caller reads the request and recognises each file's type from its content.
 */

/** A file as the caller received it; `type` is the MIME type recognised from its content (magic bytes), or null. */
export interface SubmittedFile {
  name: string
  size: number
  type: string | null
}

/** The page the form was sent from, for hidden fields that take their value from it. */
export interface PageContext {
  url: string
  title: string
  postId: number | null
}

export interface Submission {
  /** `form_fields[{fieldId}]` values; a repeated name (`…[]`, checkbox lists) as an array. */
  values: Readonly<Record<string, string | readonly string[] | undefined>>
  /** `form_fields[{fieldId}][]` files, one entry per file, in the order sent. */
  files: Readonly<Record<string, readonly SubmittedFile[] | undefined>>
  page?: PageContext
}

/**
 * A normalised answer: text (e-mail, phone `+84…`, URL, option, date `dd/MM/yyyy`, time `HH:mm`, hidden value), a
 * number, a ticked box, option values, or the files in the order sent. Empty optional answers: '', null, false, [].
 */
export type FieldValue = string | number | boolean | null | string[] | SubmittedFile[]

export type ValidationResult =
  { ok: true; values: Record<string, FieldValue> } | { ok: false; errors: Record<string, string> }

type Answer = z.ZodType<FieldValue>

/**
 * An answer that may be left empty: empty gives the field's empty value (or its required message); anything else
 * must pass `filled`, whose first refusal becomes the field's message.
 */
function answer<I, O extends FieldValue>(
  input: z.ZodType<I>,
  isEmpty: (value: I) => boolean,
  required: string | null,
  empty: FieldValue,
  filled: z.ZodType<O, I>,
): Answer {
  return input.transform((value, context): FieldValue => {
    if (isEmpty(value)) {
      if (required) context.addIssue({ code: 'custom', message: required })
      return empty
    }
    const result = filled.safeParse(value)
    if (result.success) return result.data
    context.addIssue({ code: 'custom', message: result.error.issues[0].message })
    return z.NEVER
  })
}

/** One typed answer. Sent twice (an array) it is refused: a second value must not slip past the checks. */
const single = (messages: FormMessages, multiline = false) =>
  z
    .string({ error: messages.invalid })
    .optional()
    .transform((value) => cleanText(value ?? '', multiline))

/** Several answers (a checkbox list, a multiple select), each once, empty ones left out. */
const several = (messages: FormMessages) =>
  z
    .union([z.string(), z.array(z.string())], { error: messages.invalid })
    .optional()
    .transform((value) => [...new Set([value ?? []].flat().map((item) => cleanText(item, false)))].filter(Boolean))

const isBlank = (value: string) => value === ''
const isNone = (value: readonly unknown[]) => value.length === 0

const { wrong } = vi.forms

/** An absolute http(s) address with a host, as a native URL input accepts (so not `javascript:` or `http:host`). */
const webAddress = z
  .url({ protocol: /^https?$/, error: wrong.url })
  .refine((url) => /^https?:\/\/[^/?#\s]/i.test(url), wrong.url)

function textAnswer(field: TextField, messages: FormMessages): Answer {
  const capped = z.string().max(field.maxLength, vi.forms.tooLong(formatNumber(field.maxLength)))
  const filled =
    field.kind === 'email'
      ? capped.pipe(z.email({ error: wrong.email }))
      : field.kind === 'tel'
        ? capped.transform(vietnamesePhone).pipe(z.string({ error: wrong.tel }))
        : field.kind === 'url'
          ? capped.pipe(webAddress)
          : capped
  return answer(
    single(messages, field.kind === 'textarea'),
    isBlank,
    field.required ? messages.required : null,
    '',
    filled,
  )
}

/** Whether `value` is `base` plus a whole number of steps, allowing for binary fractions (0.1 + 0.2). */
function onStep(value: number, base: number, step: number): boolean {
  const steps = (value - base) / step
  return Math.abs(steps - Math.round(steps)) <= 1e-9 * Math.max(1, Math.abs(steps))
}

/**
 * What a number, date or time field says when an answer is outside its bounds (`Vui lòng nhập số từ 1.000.000 đến
 * 60.000.000.`), or null without bounds. The server refuses with it; the page shows it before sending.
 */
export function rangeMessage(field: NumberField | DateTimeField): string | null {
  if (field.kind === 'number') {
    const { min, max } = field
    return min === null && max === null
      ? null
      : vi.forms.numberRange(min === null ? '' : formatNumber(min), max === null ? '' : formatNumber(max))
  }
  const { min, max } = field
  if (!min && !max) return null
  const shown = (bound: string) => (bound && field.kind === 'date' ? displayDate(bound) : bound)
  return (field.kind === 'date' ? vi.forms.dateRange : vi.forms.timeRange)(shown(min), shown(max))
}

function numberAnswer(field: NumberField, messages: FormMessages): Answer {
  const { min, max, step } = field
  const base = min ?? 0
  const range = rangeMessage(field) ?? messages.invalid
  let number = z.number({ error: wrong.number })
  if (min !== null) number = number.min(min, range)
  if (max !== null) number = number.max(max, range)
  const typed = z.string().transform(htmlNumber).pipe(number)
  const filled =
    step === null
      ? typed
      : typed.refine((value) => onStep(value, base, step), {
          // Like the browser: name the two allowed values around the one typed.
          error: (issue) => {
            const below = base + Math.floor((Number(issue.input) - base) / step) * step
            return vi.forms.numberStep(formatNumber(below), formatNumber(below + step))
          },
        })
  return answer(single(messages), isBlank, field.required ? messages.required : null, null, filled)
}

function optionsAnswer(field: OptionsField, messages: FormMessages): Answer {
  const values = new Set(field.options.map((option) => option.value))
  const known = z.string().refine((value) => values.has(value), messages.invalid)
  const required = field.required ? messages.required : null
  return field.multiple
    ? answer(several(messages), isNone, required, [], z.array(known))
    : answer(single(messages), isBlank, required, '', known)
}

/** A date (native `yyyy-MM-dd` or typed `dd/MM/yyyy`, stored `dd/MM/yyyy`) or a time (`HH:mm`) within the field's bounds. */
function dateTimeAnswer(field: DateTimeField, messages: FormMessages): Answer {
  const { min, max } = field
  const isDate = field.kind === 'date'
  const range = rangeMessage(field) ?? messages.invalid
  // `yyyy-MM-dd` and `HH:mm` sort as text. A time range whose min is after its max runs over midnight.
  const within = (value: string) =>
    !isDate && min && max && min > max ? value >= min || value <= max : (!min || value >= min) && (!max || value <= max)
  const filled = z
    .string()
    .transform(isDate ? isoDate : clockTime)
    .pipe(z.string({ error: isDate ? wrong.date : wrong.time }))
    .refine(within, range)
    .transform((value) => (isDate ? displayDate(value) : value))
  return answer(single(messages), isBlank, field.required ? messages.required : null, '', filled)
}

/** A multipart part without a file (an input left empty still sends one: no name, no bytes). */
function isEmptyPart(file: unknown): boolean {
  const { name, size } = storedRecord(file)
  return name === '' && size === 0
}

function uploadAnswer(field: UploadField, messages: FormMessages): Answer {
  const allowed = new Set<string>(field.allowedTypes.flatMap((type) => UPLOAD_TYPES[type]))
  const file = z.object(
    {
      name: z.string({ error: messages.invalid }),
      // Size first: it is what the browser already checked, so its message is the one the reader knows.
      size: z
        .number({ error: messages.invalid })
        .int(messages.invalid)
        .min(0, messages.invalid)
        .max(field.maxSizeMb * 1024 * 1024, fileTooLargeMessage(messages.fileTooLarge, field.maxSizeMb)),
      type: z
        .string({ error: messages.invalid })
        .nullish()
        .transform((type) => type ?? null)
        .refine(
          (type) => type !== null && allowed.has(type),
          vi.forms.fileType(field.allowedTypes.map((type) => type.toUpperCase()).join(', ')),
        ),
    },
    { error: messages.invalid },
  )
  const files = z
    .array(z.unknown(), { error: messages.invalid })
    .optional()
    .transform((list) => (list ?? []).filter((item) => !isEmptyPart(item)))
  const filled = z
    .array(z.unknown())
    .max(field.maxFiles, vi.forms.tooManyFiles(formatNumber(field.maxFiles)))
    .pipe(z.array(file))
  return answer(files, isNone, field.required ? messages.required : null, [], filled)
}

/** The value of the page's query parameter `name`, read from the page address the form was sent from. */
function queryParameter(url: string, name: string): string {
  if (!name) return ''
  try {
    return new URL(url, 'https://relative.invalid/').searchParams.get(name) ?? ''
  } catch {
    return ''
  }
}

/** A hidden field's value comes from the definition or the page, whatever the browser sent for it. */
function hiddenValue(field: HiddenField, page: PageContext): string {
  const sources = {
    fixed: () => field.defaultValue,
    pageUrl: () => page.url,
    pageTitle: () => page.title,
    postId: () => (page.postId === null ? '' : String(page.postId)),
    queryParameter: () => queryParameter(page.url, field.parameter),
  }
  return cleanText(sources[field.source](), false).slice(0, DEFAULT_MAX_LENGTH)
}

/** The check of one field's answer; null for fields whose value is not the browser's (hidden) or that carry none (HTML, steps, the captcha). */
function fieldAnswer(field: FormField, messages: FormMessages): Answer | null {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'textarea':
    case 'tel':
    case 'url':
      return textAnswer(field, messages)
    case 'number':
      return numberAnswer(field, messages)
    case 'select':
    case 'radio':
    case 'checkbox':
      return optionsAnswer(field, messages)
    case 'acceptance':
      return answer(
        single(messages),
        isBlank,
        field.required ? messages.required : null,
        false,
        z.string().transform(() => true),
      )
    case 'date':
    case 'time':
      return dateTimeAnswer(field, messages)
    case 'upload':
      return uploadAnswer(field, messages)
    case 'hidden':
    case 'html':
    case 'step':
    case 'captcha':
      return null
  }
}

const NO_PAGE: PageContext = { url: '', title: '', postId: null }

type AnswersCheck = z.ZodObject<Record<string, Answer>>

/** Each published definition's check, built once: a definition is kept (and so reused) until its document changes. */
const checks = new WeakMap<FormDefinition, AnswersCheck>()

/** The check of the answers a reader gives (every field but the hidden ones, whose values come from the page). */
function answersCheck(definition: FormDefinition): AnswersCheck {
  let check = checks.get(definition)
  if (!check) {
    const shape: Record<string, Answer> = {}
    for (const field of definition.fields) {
      const answer = fieldAnswer(field, definition.messages)
      if (answer) shape[field.fieldId] = answer
    }
    checks.set(definition, (check = z.object(shape)))
  }
  return check
}

/** `record[key]` only when the record itself has it: a field id like `constructor` must not read Object's. */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

/**
 * Checks a submission against its form. Valid: every answer-carrying field's normalised value, in the form's order.
 * Otherwise: each refused field's message, in the form's order. Fields the form does not have are ignored.
 */
export function validateSubmission(definition: FormDefinition, submission: Submission): ValidationResult {
  const check = answersCheck(definition)
  const input: Record<string, unknown> = {}
  for (const field of definition.fields) {
    if (!Object.hasOwn(check.shape, field.fieldId)) continue
    input[field.fieldId] =
      field.kind === 'upload' ? own(submission.files, field.fieldId) : own(submission.values, field.fieldId)
  }
  const result = check.safeParse(input)
  if (!result.success) {
    const errors: Record<string, string> = {}
    // Each field's check stops at its first refusal, so a field has one issue at most.
    for (const { path, message } of result.error.issues) errors[String(path[0])] = message
    return { ok: false, errors }
  }
  const values: Record<string, FieldValue> = {}
  for (const field of definition.fields) {
    if (field.kind === 'hidden') values[field.fieldId] = hiddenValue(field, submission.page ?? NO_PAGE)
    else if (Object.hasOwn(result.data, field.fieldId)) values[field.fieldId] = result.data[field.fieldId]
  }
  return { ok: true, values }
}
