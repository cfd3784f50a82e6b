import type { PayloadHandler } from 'payload'
import { hasRole } from '@/cms/access'
import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { vietnamDay } from '@/lib/vi'
import { liveVisitors, readTable, refreshToday } from '../reads/dashboard'
import { csvFileName, TABLES, type TableId } from '../rules/dashboard-tables'
import { RANGE_CHOICES, readRange } from '../rules/ranges'
import { tableCsv } from '../rules/table-csv'
import { refusalResponse } from '@/server/refusal'

/** The most rows one CSV file holds: a table's keys beyond them are the long tail of single visits. */
export const MAX_EXPORT_ROWS = 1000

/** The dashboard's readers: editors and administrators (docs/measurement.md, Dashboard). */
const mayRead = (user: Parameters<typeof hasRole>[0]) => hasRole(user, 'admin', 'editor')

/**
 * `GET /api/analytics/export?table=page&range=30d` (or `range=custom&from=…&to=…`): one of the dashboard's tables
 * over a range as a CSV file for Excel (docs/measurement.md, Dashboard). 403 to anyone but editors and
 * administrators; 400, in Vietnamese, for an unknown table or range.
 */
export const exportTableEndpoint: PayloadHandler = async (req) => {
  if (!mayRead(req.user)) return refusalResponse(words.export.staffOnly, 403)
  const { table, range: choice = '7d', from, to } = req.query ?? {}
  if (typeof table !== 'string' || !(TABLES as readonly string[]).includes(table))
    return refusalResponse(words.export.badTable(TABLES.join(', ')), 400)
  const now = Date.now()
  const range = readRange(choice, vietnamDay(now), from, to)
  if (!range) return refusalResponse(words.export.badRange(RANGE_CHOICES.join(', ')), 400)
  await refreshToday(req.payload, now)
  const data = await readTable(req.payload, table as TableId, range, MAX_EXPORT_ROWS)
  return new Response(tableCsv(data), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(data, range)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/** `GET /api/analytics/live`: `{ visitors }` seen in the last 30 minutes, for the dashboard's live count. */
export const liveVisitorsEndpoint: PayloadHandler = async (req) => {
  if (!mayRead(req.user)) return refusalResponse(words.export.staffOnly, 403)
  return Response.json(
    { visitors: await liveVisitors(req.payload) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
