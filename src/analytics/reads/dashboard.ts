import type { Payload } from 'payload'
import { vietnamDay } from '@/lib/vi'
import { rawSql } from '@/server/database/raw-sql'
import {
  buildTable,
  type KeyedRow,
  type KeyedTableId,
  type Table,
  TABLE_METRICS,
  type TableId,
  type TrendPoint,
  trendTable,
} from '../rules/dashboard-tables'
import type { Totals } from '../rules/headline'
import { type DayRange, daysOf } from '../rules/ranges'
import { type Metric, WHOLE_DAY } from '../rules/rollup'
import { rollUpDay } from '../server/roll-up'

/** One row of a table: a page, a source, a search… with its count and, where the metric has one, its total. */
export interface TableRow {
  key: string
  count: number
  total: number
}

const HEADLINE: Metric[] = ['visitors', 'visits', 'bounces', 'duration', 'page_views', 'scroll_depth', 'purchases']
const TREND: Metric[] = ['visitors', 'visits', 'page_views']

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0)

/** The headline numbers of `range`, from the whole days' rollups. */
export async function totalsOf(payload: Payload, range: DayRange): Promise<Totals> {
  const db = await rawSql(payload)
  const { sql } = db
  const metrics = sql.join(
    HEADLINE.map((metric) => sql`${metric}`),
    sql`, `,
  )
  const rows = await db.rows<{ metric: Metric; count: number | string; total: number | string }>(
    sql`SELECT metric, sum(count) AS count, sum(total) AS total FROM analytics_rollups
        WHERE hour = ${WHOLE_DAY} AND day BETWEEN ${range.from} AND ${range.to} AND key = '' AND metric IN (${metrics})
        GROUP BY metric`,
  )
  const of = (metric: Metric) => {
    const row = rows.find((candidate) => candidate.metric === metric)
    return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) }
  }
  const visits = of('visits').count
  const pageViews = of('page_views').count
  const scroll = of('scroll_depth')
  return {
    visitors: of('visitors').count,
    visits,
    pageViews,
    viewsPerVisit: ratio(pageViews, visits),
    bounceRate: ratio(of('bounces').count, visits),
    visitSeconds: ratio(of('duration').total, visits),
    scrollDepth: ratio(scroll.total, scroll.count),
    purchases: of('purchases').count,
    revenue: of('purchases').total,
    conversionRate: ratio(of('purchases').count, visits),
  }
}

/** Visitors, visits and page views of each day of `range`, or of each hour when it is one day. Missing ones are 0. */
export async function trendOf(payload: Payload, range: DayRange): Promise<TrendPoint[]> {
  const db = await rawSql(payload)
  const { sql } = db
  const hourly = range.from === range.to
  const metrics = sql.join(
    TREND.map((metric) => sql`${metric}`),
    sql`, `,
  )
  const rows = await db.rows<{ day: string; hour: number | string; metric: Metric; count: number | string }>(
    sql`SELECT day, hour, metric, count FROM analytics_rollups
        WHERE day BETWEEN ${range.from} AND ${range.to} AND key = '' AND metric IN (${metrics})
          AND ${hourly ? sql`hour >= 0` : sql`hour = ${WHOLE_DAY}`}`,
  )
  const slots = hourly ? Array.from({ length: 24 }, (_, hour) => String(hour)) : daysOf(range)
  const points = new Map<string, TrendPoint>(slots.map((at) => [at, { at, visitors: 0, visits: 0, pageViews: 0 }]))
  for (const row of rows) {
    const point = points.get(hourly ? String(row.hour) : row.day)
    if (!point) continue
    const count = Number(row.count)
    if (row.metric === 'visitors') point.visitors = count
    else if (row.metric === 'visits') point.visits = count
    else point.pageViews = count
  }
  return [...points.values()]
}

/** The rows of one table over `range`, largest count first (ties by key), at most `limit`. */
export async function tableOf(payload: Payload, range: DayRange, metric: Metric, limit = 10): Promise<TableRow[]> {
  const db = await rawSql(payload)
  const rows = await db.rows<{ key: string; count: number | string; total: number | string }>(
    db.sql`SELECT key, sum(count) AS count, sum(total) AS total FROM analytics_rollups
           WHERE metric = ${metric} AND hour = ${WHOLE_DAY} AND day BETWEEN ${range.from} AND ${range.to}
           GROUP BY key ORDER BY sum(count) DESC, key LIMIT ${limit}`,
  )
  return rows.map((row) => ({ key: row.key, count: Number(row.count), total: Number(row.total) }))
}

/**
 * The rows of a table that reads several metrics for the same keys (forms: starts and submits; videos): the keys
 * the first metric counts most, at most `limit`, each with its counts of every metric.
 */
export async function keyedRowsOf(
  payload: Payload,
  range: DayRange,
  metrics: readonly Metric[],
  limit = 10,
): Promise<KeyedRow[]> {
  const [first, ...others] = metrics
  const top = await tableOf(payload, range, first, limit)
  const rows = top.map((row) => ({ key: row.key, counts: { [first]: { count: row.count, total: row.total } } }))
  if (others.length === 0 || rows.length === 0) return rows
  const db = await rawSql(payload)
  const { sql } = db
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )
  const more = await db.rows<{ key: string; metric: Metric; count: number | string; total: number | string }>(
    sql`SELECT key, metric, sum(count) AS count, sum(total) AS total FROM analytics_rollups
        WHERE hour = ${WHOLE_DAY} AND day BETWEEN ${range.from} AND ${range.to} AND metric IN (${list(others)})
          AND key IN (${list(rows.map((row) => row.key))})
        GROUP BY key, metric`,
  )
  for (const found of more) {
    const row = rows.find((candidate) => candidate.key === found.key)
    if (row) row.counts[found.metric] = { count: Number(found.count), total: Number(found.total) }
  }
  return rows
}

/** Tables whose shares are of the range's visits. */
const SHARES_OF_VISITS: TableId[] = ['source', 'device', 'browser']

/**
 * One of the dashboard's tables over `range`, at most `limit` rows (the trend has every day or hour). `visits` is the
 * range's, when the caller already read it.
 */
export async function readTable(
  payload: Payload,
  id: TableId,
  range: DayRange,
  limit = 10,
  visits?: number,
): Promise<Table> {
  if (id === 'trend') return trendTable(await trendOf(payload, range), range.from === range.to)
  const keyed: KeyedTableId = id
  const rows = await keyedRowsOf(payload, range, TABLE_METRICS[keyed], limit)
  const shared = SHARES_OF_VISITS.includes(id) ? (visits ?? (await totalsOf(payload, range)).visits) : 0
  return buildTable(keyed, rows, shared)
}

/** Distinct visitors with an event in the last 30 minutes: from raw events, the only read of them. */
export async function liveVisitors(payload: Payload, now = Date.now()): Promise<number> {
  const db = await rawSql(payload)
  const [row] = await db.rows<{ n: number | string }>(
    db.sql`SELECT count(DISTINCT visitor) AS n FROM analytics_events WHERE at > ${now - 30 * 60 * 1000}`,
  )
  return Number(row.n)
}

/** The newest event this process counted into today's rollups, and on which day. */
let countedUpTo = { day: '', id: 0 }

/**
 * Counts today again when events arrived since this process last did, so the dashboard shows them at once (one day of
 * raw events, never a range).
 */
export async function refreshToday(payload: Payload, now = Date.now()): Promise<void> {
  const day = vietnamDay(now)
  const db = await rawSql(payload)
  const [row] = await db.rows<{ id: number | string | null }>(db.sql`SELECT max(id) AS id FROM analytics_events`)
  const newest = Number(row.id ?? 0)
  if (countedUpTo.day === day && countedUpTo.id === newest) return
  await rollUpDay(payload, day)
  countedUpTo = { day, id: newest }
}
