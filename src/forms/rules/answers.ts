import type { FormDefinition, FormField } from './definition'
import type { FieldValue } from './validate'
import { vi } from '@/i18n/vi'

/** One answer as people read it (the submissions list, mails, CSV): the field's label and its value as text. */
export interface AnswerRow {
  fieldId: string
  label: string
  value: string
}

/** A checked value as text: lists joined by commas, a ticked box as "Đồng ý", files by the names readers gave them. */
export function answerText(value: FieldValue): string {
  if (value === null) return ''
  if (typeof value === 'boolean') return value ? vi.forms.ticked : ''
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : item.name)).join(', ')
  return String(value)
}

/** A chosen option as the reader saw it: its label (an option's value is for programs). */
function shownValue(field: FormField, value: FieldValue): FieldValue {
  if (field.kind !== 'select' && field.kind !== 'radio' && field.kind !== 'checkbox') return value
  const label = (chosen: string) => field.options.find((option) => option.value === chosen)?.label || chosen
  if (typeof value === 'string') return label(value)
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? label(item) : item.name)) : value
}

const answeredFields = (definition: FormDefinition, values: Record<string, FieldValue>) =>
  definition.fields.filter((field) => Object.hasOwn(values, field.fieldId))

/**
 * The answers of a valid submission in the form's order, as people read them (the submissions list, mails, CSV):
 * each under its label (or its id when it has none), chosen options by their labels.
 */
export function answerRows(definition: FormDefinition, values: Record<string, FieldValue>): AnswerRow[] {
  return answeredFields(definition, values).map((field) => ({
    fieldId: field.fieldId,
    label: field.label || field.fieldId,
    value: answerText(shownValue(field, values[field.fieldId])),
  }))
}

/** The answers by field id as programs read them (a webhook): chosen options by their values. */
export function answerValues(definition: FormDefinition, values: Record<string, FieldValue>): Record<string, string> {
  return Object.fromEntries(
    answeredFields(definition, values).map((field) => [field.fieldId, answerText(values[field.fieldId])]),
  )
}

/** A few first answers, to recognise a submission in a list: "Nguyễn Văn A · a@b.vn · 0912…", at most 120 characters. */
export function answersSummary(rows: AnswerRow[]): string {
  const text = rows
    .map((row) => row.value.replace(/\s+/g, ' '))
    .filter(Boolean)
    .slice(0, 3)
    .join(' · ')
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}
