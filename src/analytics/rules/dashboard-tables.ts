/**
 * The dashboard's tables (docs/measurement.md, Dashboard): which rollups each one reads, its columns, its keys written
 * for an editor (sources, devices and browsers in Vietnamese) and the rates worked out from its counts; the same
 * table on the page and in its CSV file. Pure.
 */
import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { floatingButtons } from '@/i18n/floating-buttons'
import { formatAmount, formatDate, formatPercent, formatVnd, slugify } from '@/lib/vi'
import type { DayRange } from './ranges'
import type { Metric } from './rollup'

export const TABLES = [
  'page',
  'entry',
  'source',
  'referrer',
  'campaign',
  'search',
  'search_empty',
  'outbound',
  'download',
  'form',
  'video',
  'device',
  'browser',
  'floating_button',
  'revenue',
  'trend',
] as const
export type TableId = (typeof TABLES)[number]
/** The tables read from keyed rollups (the trend is read by day or hour). */
export type KeyedTableId = Exclude<TableId, 'trend'>

/**
 * The rollups each table reads: the first metric chooses and orders its rows (the largest count first), the others
 * are read for the same keys. Revenue reads the sources and orders them by đồng.
 */
export const TABLE_METRICS: Record<KeyedTableId, readonly Metric[]> = {
  page: ['page'],
  entry: ['entry'],
  source: ['source'],
  referrer: ['referrer'],
  campaign: ['campaign'],
  search: ['search'],
  search_empty: ['search_empty'],
  outbound: ['outbound'],
  download: ['download'],
  form: ['form_start', 'form_submit'],
  video: ['video_start', 'video_50', 'video_complete'],
  device: ['device'],
  browser: ['browser'],
  floating_button: ['floating_button'],
  revenue: ['source'],
}

/** A key's counts, by metric, as the rollups add them up over a range. */
export interface KeyedRow {
  key: string
  counts: Partial<Record<Metric, { count: number; total: number }>>
}

/** How a column's numbers read: counts, đồng, or a share (0–1, null when there is nothing to divide by). */
export type ColumnKind = 'count' | 'vnd' | 'percent'

/** How a row's key is shown: as it is, or linking to the page on the site or to the address. */
export type KeyKind = 'text' | 'path' | 'url'

export interface Table {
  id: TableId
  title: string
  keyHeader: string
  keyKind: KeyKind
  columns: { header: string; kind: ColumnKind }[]
  rows: { key: string; label: string; values: (number | null)[] }[]
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null)
/** A share that cannot pass 100 %: a form sent today may have been started yesterday, outside the range. */
const completion = (part: number, whole: number): number | null => {
  const share = ratio(part, whole)
  return share === null ? null : Math.min(1, share)
}

const countOf = (row: KeyedRow, metric: Metric) => row.counts[metric]?.count ?? 0
const totalOf = (row: KeyedRow, metric: Metric) => row.counts[metric]?.total ?? 0

/** The floating buttons by the kind their clicks are counted under, named as on the site. */
const BUTTONS: Record<string, string> = {
  call: floatingButtons.call,
  zalo: floatingButtons.zalo,
  messenger: floatingButtons.messenger,
  top: floatingButtons.top,
}

/** A key written for an editor. */
export function keyLabel(id: TableId, key: string): string {
  if (id === 'source' || id === 'revenue') return words.sources[key] ?? key
  if (id === 'device') return words.devices[key] ?? key
  if (id === 'browser') return words.browsers[key] ?? key
  if (id === 'floating_button') return BUTTONS[key] ?? key
  return key === '' ? words.unnamed : key
}

type Spec = { keyKind: KeyKind; kinds: ColumnKind[]; values: (row: KeyedRow, visits: number) => (number | null)[] }

const visitsOnly = (metric: Metric): Spec => ({
  keyKind: 'text',
  kinds: ['count'],
  values: (row) => [countOf(row, metric)],
})

const SPECS: Record<KeyedTableId, Spec> = {
  page: { keyKind: 'path', kinds: ['count', 'count'], values: (row) => [countOf(row, 'page'), totalOf(row, 'page')] },
  entry: {
    keyKind: 'path',
    kinds: ['count', 'percent'],
    values: (row) => [countOf(row, 'entry'), ratio(totalOf(row, 'entry'), countOf(row, 'entry'))],
  },
  source: {
    keyKind: 'text',
    kinds: ['count', 'percent', 'vnd'],
    values: (row, visits) => [countOf(row, 'source'), ratio(countOf(row, 'source'), visits), totalOf(row, 'source')],
  },
  referrer: visitsOnly('referrer'),
  campaign: visitsOnly('campaign'),
  search: visitsOnly('search'),
  search_empty: visitsOnly('search_empty'),
  outbound: { ...visitsOnly('outbound'), keyKind: 'url' },
  download: { ...visitsOnly('download'), keyKind: 'url' },
  form: {
    keyKind: 'text',
    kinds: ['count', 'count', 'percent'],
    values: (row) => {
      const [starts, submits] = [countOf(row, 'form_start'), countOf(row, 'form_submit')]
      return [starts, submits, completion(submits, starts)]
    },
  },
  video: {
    keyKind: 'text',
    kinds: ['count', 'count', 'count', 'percent'],
    values: (row) => {
      const starts = countOf(row, 'video_start')
      const completes = countOf(row, 'video_complete')
      return [starts, countOf(row, 'video_50'), completes, completion(completes, starts)]
    },
  },
  device: {
    keyKind: 'text',
    kinds: ['count', 'percent'],
    values: (row, visits) => [countOf(row, 'device'), ratio(countOf(row, 'device'), visits)],
  },
  browser: {
    keyKind: 'text',
    kinds: ['count', 'percent'],
    values: (row, visits) => [countOf(row, 'browser'), ratio(countOf(row, 'browser'), visits)],
  },
  floating_button: visitsOnly('floating_button'),
  revenue: { keyKind: 'text', kinds: ['vnd', 'percent'], values: (row) => [totalOf(row, 'source'), null] },
}

/**
 * One table from its keyed rows, as the reads hand them (largest first), and the range's visits (what the shares of
 * sources, devices and browsers are of). Revenue keeps the sources that brought đồng, the most first, with their share.
 */
export function buildTable(id: KeyedTableId, rows: readonly KeyedRow[], visits: number): Table {
  const { title, key: keyHeader, columns } = words.tables[id]
  const spec = SPECS[id]
  let kept = [...rows]
  if (id === 'revenue') {
    kept = kept.filter((row) => totalOf(row, 'source') > 0).sort((a, b) => totalOf(b, 'source') - totalOf(a, 'source'))
  }
  const revenue = kept.reduce((sum, row) => sum + totalOf(row, 'source'), 0)
  return {
    id,
    title,
    keyHeader,
    keyKind: spec.keyKind,
    columns: columns.map((header, index) => ({ header, kind: spec.kinds[index] })),
    rows: kept.map((row) => {
      const values = spec.values(row, visits)
      if (id === 'revenue') values[1] = ratio(totalOf(row, 'source'), revenue)
      return { key: row.key, label: keyLabel(id, row.key), values }
    }),
  }
}

/** A point of the trend: a day (`yyyy-MM-dd`) or an hour (`0`–`23`). */
export interface TrendPoint {
  at: string
  visitors: number
  visits: number
  pageViews: number
}

/** The trend as a table: a row per day (`dd/MM/yyyy`) or, for one day, per hour (`08:00`). */
export function trendTable(points: readonly TrendPoint[], hourly: boolean): Table {
  const { title, columns } = words.tables.trend
  return {
    id: 'trend',
    title,
    keyHeader: hourly ? words.trend.hour : words.trend.day,
    keyKind: 'text',
    columns: columns.map((header) => ({ header, kind: 'count' as const })),
    rows: points.map((point) => ({
      key: point.at,
      label: pointLabel(point.at, hourly),
      values: [point.visitors, point.visits, point.pageViews],
    })),
  }
}

/** A trend point's day as `dd/MM/yyyy`, or its hour as `08:00`. */
export function pointLabel(at: string, hourly: boolean): string {
  return hourly ? `${at.padStart(2, '0')}:00` : formatDate(`${at}T12:00:00+07:00`)
}

/** The CSV file's name: the table's title and the range (`thong-ke-nguon-truy-cap-2026-11-01-den-2026-11-29.csv`). */
export function csvFileName(table: Table, range: DayRange): string {
  const span = range.from === range.to ? range.from : `${range.from}-den-${range.to}`
  return `thong-ke-${slugify(table.title)}-${span}.csv`
}

/** A cell as the page shows it: `1.234`, `1.250.000 ₫`, `12,5 %`, or a dash when there is nothing to divide by. */
export function cellText(kind: ColumnKind, value: number | null): string {
  if (value === null) return '—'
  return kind === 'percent' ? formatPercent(value) : kind === 'vnd' ? formatVnd(value) : formatAmount(value)
}
