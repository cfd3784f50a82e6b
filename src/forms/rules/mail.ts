import { vi } from '@/i18n/vi'
import { escapeHtml } from '@/lib/html'
import type { AnswerRow } from './answers'
import type { FormDefinition, MailTemplate } from './definition'

/**
 * The mails a valid submission sends (actions `email` and `email2`), written from the form's templates. Pure: the
 * server queues what this returns. Shortcodes: `[field-id]` is that answer, `[all-fields]` every answer under its
 * label, `[form-name]` and `[page-url]` what they say. Every answer is escaped in the HTML part.
 */

export interface FormMail {
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
}

export interface MailContext {
  formName: string
  pageUrl: string
  rows: AnswerRow[]
}

const SHORTCODE = /\[([a-z][a-z0-9_-]{0,39})\]/g

/** `template` with its shortcodes filled by `value(name)` (unknown names stay as written). */
function fill(template: string, value: (name: string) => string | null): string {
  return template.replace(SHORTCODE, (code, name: string) => value(name) ?? code)
}

function shortcodeValue(
  context: MailContext,
  name: string,
  allFields: string,
  escape: (text: string) => string,
): string | null {
  if (name === 'all-fields') return allFields
  if (name === 'form-name') return escape(context.formName)
  if (name === 'page-url') return escape(context.pageUrl)
  const row = context.rows.find((item) => item.fieldId === name)
  return row ? escape(row.value) : null
}

const allFieldsText = (rows: AnswerRow[]) =>
  rows.map((row) => `${row.label}:\n${row.value || vi.forms.mail.empty}`).join('\n\n')

const allFieldsHtml = (rows: AnswerRow[]) =>
  `<table cellpadding="8" style="border-collapse:collapse">${rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #e5e7eb">${escapeHtml(row.label)}</th>` +
        `<td style="border-bottom:1px solid #e5e7eb;white-space:pre-wrap">${row.value ? escapeHtml(row.value) : `<em>${vi.forms.mail.empty}</em>`}</td></tr>`,
    )
    .join('')}</table>`

/** One mail from a template: the subject as plain text on one line, the body as text and as escaped HTML. */
export function writeMail(template: MailTemplate, context: MailContext, to: string, replyTo?: string): FormMail {
  const plain = (text: string) => text
  const subject = fill(template.subject, (name) => shortcodeValue(context, name, '', plain))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
  const text = fill(template.body, (name) => shortcodeValue(context, name, allFieldsText(context.rows), plain))
  // The template is the editor's text: escaped like the answers, then its line breaks kept.
  const html = fill(escapeHtml(template.body), (name) =>
    shortcodeValue(context, name, allFieldsHtml(context.rows), escapeHtml),
  ).replace(/\n/g, '<br>\n')
  return {
    to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text,
    html: `<div style="font-family:Arial,sans-serif;line-height:1.6">${html}</div>`,
  }
}

/** The reader's address: the first e-mail field they answered. */
export function readerAddress(definition: FormDefinition, rows: AnswerRow[]): string | null {
  const emailFields = new Set(definition.fields.filter((field) => field.kind === 'email').map((field) => field.fieldId))
  return rows.find((row) => emailFields.has(row.fieldId) && row.value)?.value ?? null
}

/**
 * The mails of a valid submission, in the form's order of actions: to the site (its own addresses, else the site's
 * contact e-mail; none without either), replying to the reader; then the reader's confirmation when they gave an e-mail.
 */
export function formMails(definition: FormDefinition, context: MailContext, siteAddress: string | null): FormMail[] {
  const reader = readerAddress(definition, context.rows)
  const mails: FormMail[] = []
  const siteTo = definition.email.to || siteAddress
  if (definition.actions.includes('email') && siteTo)
    mails.push(writeMail(definition.email, context, siteTo, reader ?? undefined))
  if (definition.actions.includes('email2') && reader) mails.push(writeMail(definition.email2, context, reader))
  return mails
}
