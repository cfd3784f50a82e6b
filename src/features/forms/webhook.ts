import type { AnswerRow } from './answers'

/** What a form's webhook receives (action `webhook`): the form, the page, the time and every answer. Pure. */
export interface WebhookSubmission {
  formName: string
  formId: string
  pageUrl: string
  submittedAt: string
  rows: AnswerRow[]
}

/**
 * The JSON body: `answers` by field id for programs, `fields` with labels in the form's order for people.
 * The receiver checks `X-ThuThuat-Signature: sha256=<hex HMAC of this body>` with the site's secret.
 */
export function webhookBody({ formName, formId, pageUrl, submittedAt, rows }: WebhookSubmission): string {
  return JSON.stringify({
    event: 'form_submission',
    form: { id: formId, name: formName },
    page: pageUrl,
    submittedAt,
    answers: Object.fromEntries(rows.map((row) => [row.fieldId, row.value])),
    fields: rows.map((row) => ({ id: row.fieldId, label: row.label, value: row.value })),
  })
}
