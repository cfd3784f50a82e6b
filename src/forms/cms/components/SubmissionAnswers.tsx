'use client'

import { useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import type { AnswerRow } from '@/forms/rules/answers'

/** Whether a stored value is a list of answers as the form endpoint writes them. */
function isAnswerList(value: unknown): value is AnswerRow[] {
  return (
    Array.isArray(value) &&
    value.every(
      (row) => row && typeof row === 'object' && typeof row.label === 'string' && typeof row.value === 'string',
    )
  )
}

/** A submission's answers as a readers' table: each field's label, then what the reader wrote (line breaks kept). */
export const SubmissionAnswers: JSONFieldClientComponent = ({ path }) => {
  const { value } = useField<unknown>({ path })
  const rows = isAnswerList(value) ? value : []
  return (
    <div className="field-type submission-answers">
      <h3 className="submission-answers__title">Câu trả lời</h3>
      {rows.length ? (
        <dl className="submission-answers__list">
          {rows.map((row) => (
            <div key={row.fieldId} className="submission-answers__row">
              <dt>{row.label}</dt>
              <dd>{row.value || <em>(để trống)</em>}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Bài gửi này không có câu trả lời.</p>
      )}
    </div>
  )
}
