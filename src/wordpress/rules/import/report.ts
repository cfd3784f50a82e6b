import { csvCell } from '@/forms/rules'
import { wordpressImport } from '@/i18n/wordpress-import'

/**
 * The report of an import (docs/import.md, Importing): what was found, imported, already there from an earlier run,
 * skipped and failed, per kind, and a line for each item that was skipped, failed or changed on the way. Pure.
 */

export interface KindCounts {
  found: number
  imported: number
  /** Imported by an earlier run of the same export: left as it is. */
  existing: number
  skipped: number
  failed: number
}

export type Outcome = keyof Omit<KindCounts, 'found'>

export interface ReportLine {
  /** The export's kind: `author`, a taxonomy (`category`, `post_tag`…) or a post type (`post`, `attachment`…). */
  kind: string
  /** The WordPress key: a post or term id, an author's login. */
  wpKey: string
  outcome: 'skipped' | 'failed' | 'note'
  message: string
}

export interface ImportReport {
  site: string
  counts: Record<string, KindCounts>
  lines: ReportLine[]
  media: { fetched: number; failed: number }
  redirects: number
}

export const emptyReport = (site: string): ImportReport => ({
  site,
  counts: {},
  lines: [],
  media: { fetched: 0, failed: 0 },
  redirects: 0,
})

const countsOf = (report: ImportReport, kind: string): KindCounts =>
  (report.counts[kind] ??= { found: 0, imported: 0, existing: 0, skipped: 0, failed: 0 })

/** Counts one thing of the export and what became of it; a skip or failure carries its reason as a line. */
export function tally(report: ImportReport, kind: string, wpKey: string, outcome: Outcome, message?: string): void {
  const counts = countsOf(report, kind)
  counts.found++
  counts[outcome]++
  if (message && (outcome === 'skipped' || outcome === 'failed')) report.lines.push({ kind, wpKey, outcome, message })
}

/** A note on something imported but changed on the way (a slug suffixed, a parent not found). */
export function note(report: ImportReport, kind: string, wpKey: string, message: string): void {
  report.lines.push({ kind, wpKey, outcome: 'note', message })
}

export const kindLabel = (kind: string): string => wordpressImport.kinds[kind] ?? wordpressImport.otherKind(kind)

/**
 * The report as a CSV file for spreadsheets (UTF-8 with a byte-order mark): one row of totals per kind, then one
 * row per line of the report.
 */
export function reportCsv(report: ImportReport): string {
  const { csv } = wordpressImport
  const totals = Object.entries(report.counts).map(([kind, c]) => [
    kindLabel(kind),
    '',
    csv.total,
    csv.counts(c.found, c.imported, c.existing, c.skipped, c.failed),
  ])
  const lines = report.lines.map((line) => [kindLabel(line.kind), line.wpKey, csv.outcomes[line.outcome], line.message])
  return `\uFEFF${[csv.header, ...totals, ...lines].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
