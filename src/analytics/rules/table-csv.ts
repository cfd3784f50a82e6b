/**
 * A dashboard table as a CSV file for spreadsheets (docs/measurement.md, Dashboard): UTF-8 with a byte-order mark so
 * Excel reads Vietnamese, the table's Vietnamese headers, counts and đồng as plain whole numbers (a spreadsheet adds
 * them up whatever its language), shares as `12,5 %`. Pure.
 */
import { csvCell } from '@/forms/rules'
import { formatPercent } from '@/lib/vi'
import type { ColumnKind, Table } from './dashboard-tables'

const csvValue = (kind: ColumnKind, value: number | null) =>
  value === null ? '' : kind === 'percent' ? formatPercent(value) : String(Math.round(value))

export function tableCsv(table: Table): string {
  const header = [table.keyHeader, ...table.columns.map((column) => column.header)]
  const rows = table.rows.map((row) => [
    row.label,
    ...row.values.map((value, index) => csvValue(table.columns[index].kind, value)),
  ])
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
