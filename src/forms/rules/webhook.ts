import type { AnswerRow } from './answers'

/** What a form's webhook receives (action `webhook`): the form, the page, the time and every answer. Pure. */
export interface WebhookSubmission {
  formName: string
  formId: string
  pageUrl: string
  submittedAt: string
  /** By field id, options by their values (answerValues). */
  answers: Record<string, string>
  /** For people, options by their labels (answerRows). */
  rows: AnswerRow[]
}

/**
 * The JSON body: `answers` by field id for programs (an option is its value), `fields` with labels in the form's order
 * for people (an option is its label).
 * The receiver checks `X-ThuThuat-Signature: sha256=<hex HMAC of this body>` with the site's secret.
 */
export function webhookBody({ formName, formId, pageUrl, submittedAt, answers, rows }: WebhookSubmission): string {
  return JSON.stringify({
    event: 'form_submission',
    form: { id: formId, name: formName },
    page: pageUrl,
    submittedAt,
    answers,
    fields: rows.map((row) => ({ id: row.fieldId, label: row.label, value: row.value })),
  })
}
