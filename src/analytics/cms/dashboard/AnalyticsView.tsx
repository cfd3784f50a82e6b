import type { AdminViewServerProps, Payload } from 'payload'
import { hasRole } from '@/cms/access'
import { staffViewFrame } from '@/cms/components/staff-view-frame'
import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { vietnamDay } from '@/lib/vi'
import { liveVisitors, readTable, refreshToday, totalsOf, trendOf } from '../../reads/dashboard'
import { type KeyedTableId, pointLabel, type Table, trendTable } from '../../rules/dashboard-tables'
import { headlineTiles, READING, SHOP } from '../../rules/headline'
import {
  type DayRange,
  MAX_RANGE_DAYS,
  previousOf,
  RANGE_CHOICES,
  type RangeChoice,
  rangeOf,
  readRange,
} from '../../rules/ranges'
import { readMeasurementSettings } from '../read-settings'
import { DataTable, DownloadLink } from './DataTable'
import { HeadlineTiles } from './HeadlineTiles'
import { LiveVisitors } from './LiveVisitors.client'
import { RangePicker } from './RangePicker'
import { TrendChart } from './TrendChart.client'
import { ANALYTICS_HREF } from './view-config'
import './dashboard.css'

/** The page's groups of tables, in the order an editor asks: who came, what they read, what they did. */
const GROUPS: { id: string; title: string; tables: KeyedTableId[] }[] = [
  { id: 'audience', title: words.groups.audience, tables: ['source', 'referrer', 'campaign', 'device', 'browser'] },
  { id: 'content', title: words.groups.content, tables: ['page', 'entry', 'search', 'search_empty'] },
  {
    id: 'behaviour',
    title: words.groups.behaviour,
    tables: ['outbound', 'download', 'form', 'video', 'floating_button'],
  },
]

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value)
const spanOf = (range: DayRange) => words.ranges.span(pointLabel(range.from, false), pointLabel(range.to, false))

/** The address of a table's CSV file over the range shown. */
function exportHref(table: Table['id'], choice: RangeChoice, range: DayRange): string {
  const query = new URLSearchParams({ table, range: choice })
  if (choice === 'custom') {
    query.set('from', range.from)
    query.set('to', range.to)
  }
  return `/api/analytics/export?${query}`
}

/**
 * Everything the page shows for the range its address asks (the last 7 days when it asks none or a wrong one): today
 * counted again first when new events arrived, then the rollups of the range and of the period before.
 */
async function loadDashboard(payload: Payload, searchParams: AdminViewServerProps['searchParams']) {
  const now = Date.now()
  const today = vietnamDay(now)
  const asked = String(one(searchParams?.range) ?? '7d')
  const choice: RangeChoice = (RANGE_CHOICES as readonly string[]).includes(asked) ? (asked as RangeChoice) : '7d'
  const chosen = readRange(choice, today, one(searchParams?.from), one(searchParams?.to))
  const range = chosen ?? rangeOf('7d', today)
  const shown: RangeChoice = chosen ? choice : '7d'
  const previous = previousOf(range)

  await refreshToday(payload, now)
  const [totals, before, trend, live, settings] = await Promise.all([
    totalsOf(payload, range),
    totalsOf(payload, previous),
    trendOf(payload, range),
    liveVisitors(payload, now),
    readMeasurementSettings(payload),
  ])
  const ids: KeyedTableId[] = [...GROUPS.flatMap((group) => group.tables), 'revenue']
  const tables = Object.fromEntries(
    await Promise.all(ids.map(async (id) => [id, await readTable(payload, id, range, 10, totals.visits)] as const)),
  ) as Record<KeyedTableId, Table>
  const trendData = trendTable(trend, range.from === range.to)
  return { choice, chosen, shown, range, previous, totals, before, live, settings, tables, trendData }
}

/**
 * "Thống kê truy cập" (`/admin/thong-ke`, docs/measurement.md, Dashboard): the headline numbers of a range against
 * the period before, their trend, where readers came from, what they read and did, and the shop's orders, all read
 * from the rollups (today counted again first when new events arrived). Editors and administrators only: authors are
 * told so.
 */
export async function AnalyticsView(props: AdminViewServerProps) {
  const { searchParams } = props
  const { user, payload } = props.initPageResult.req
  const page = staffViewFrame(props, { href: ANALYTICS_HREF, title: words.title, className: 'analytics' })
  if (!hasRole(user, 'admin', 'editor'))
    return page(
      <>
        <h1>{words.title}</h1>
        <p className="analytics-notice">{words.refused}</p>
      </>,
    )

  const { choice, chosen, shown, range, previous, totals, before, live, settings, tables, trendData } =
    await loadDashboard(payload, searchParams)
  const empty = totals.pageViews === 0 && totals.visits === 0
  const aggregate = settings.measurement?.beforeConsent === 'aggregate'
  const href = (id: Table['id']) => exportHref(id, shown, range)

  return page(
    <>
      <div className="analytics__head">
        <div>
          <h1>{words.title}</h1>
          <p className="analytics__span">
            <strong>{spanOf(range)}</strong> · {words.ranges.comparedWith(spanOf(previous))}
          </p>
        </div>
        <LiveVisitors initial={live} endpoint="/api/analytics/live" />
      </div>
      <RangePicker choice={shown} range={range} />
      {choice === 'custom' && !chosen && (
        <p className="analytics-notice" role="alert">
          {words.ranges.badCustom(MAX_RANGE_DAYS)}
        </p>
      )}
      {empty ? (
        <div className="analytics-notice analytics-empty">
          <h2>{words.empty.title}</h2>
          <p>{words.empty.consent}</p>
          <p>{words.empty.aggregate}</p>
        </div>
      ) : (
        aggregate && <p className="analytics-notice">{words.aggregateOn}</p>
      )}
      <HeadlineTiles label={words.headline.label} tiles={headlineTiles(READING, totals, before)} />
      <section className="analytics-panel analytics-trend">
        <div className="analytics-panel__head">
          <h2 id="analytics-trend">{trendData.title}</h2>
          <DownloadLink href={href('trend')} title={trendData.title} />
        </div>
        <TrendChart
          label={words.trend.chartLabel(spanOf(range))}
          points={trendData.rows.map((row) => ({
            label: row.label,
            visitors: row.values[0] ?? 0,
            visits: row.values[1] ?? 0,
            pageViews: row.values[2] ?? 0,
          }))}
        />
        <details className="analytics-trend__table">
          <summary>{words.trend.asTable}</summary>
          <DataTable table={trendData} headless />
        </details>
      </section>
      {GROUPS.map((group) => (
        <section key={group.id} className="analytics-group" aria-labelledby={`analytics-group-${group.id}`}>
          <h2 id={`analytics-group-${group.id}`}>{group.title}</h2>
          <div className="analytics-grid">
            {group.tables.map((id) => (
              <DataTable key={id} table={tables[id]} exportHref={href(id)} />
            ))}
          </div>
        </section>
      ))}
      <section className="analytics-group" aria-labelledby="analytics-group-shop">
        <h2 id="analytics-group-shop">{words.groups.shop}</h2>
        <HeadlineTiles label={words.groups.shop} tiles={headlineTiles(SHOP, totals, before)} />
        <div className="analytics-grid">
          <DataTable table={tables.revenue} exportHref={href('revenue')} empty={words.noRevenue} />
        </div>
      </section>
    </>,
  )
}
