import type { AnswerRow } from './answers'
import { vi } from '@/i18n/vi'

/**
 * Submissions as a CSV file for spreadsheets: UTF-8 with a byte-order mark (Excel then reads Vietnamese correctly),
 * one row per submission, one column per question (by label, in the order they first appear). Pure.
 */

export interface SubmissionForCsv {
  /** Already written for people: `14:05 24/11/2026`. */
  time: string
  formName: string
  status: string
  pageUrl: string
  answers: AnswerRow[]
  files: string[]
}

/**
 * One cell: quoted when it holds a comma, quote or line break. A cell a spreadsheet would run as a formula (`=`,
 * `+`, `-`, `@`, tab, carriage return first) gets a leading apostrophe, so a reader's answer never runs there.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function submissionsCsv(submissions: SubmissionForCsv[]): string {
  const questions: string[] = []
  for (const submission of submissions)
    for (const { label } of submission.answers) if (!questions.includes(label)) questions.push(label)
  const { csv } = vi.forms
  const header = [csv.time, csv.form, csv.status, csv.page, ...questions, csv.files]
  const rows = submissions.map((submission) => [
    submission.time,
    submission.formName,
    submission.status,
    submission.pageUrl,
    ...questions.map((label) => submission.answers.find((answer) => answer.label === label)?.value ?? ''),
    submission.files.join(', '),
  ])
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
