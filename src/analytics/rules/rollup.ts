/**
 * A day of raw events counted into the rollups the dashboard reads (docs/measurement.md, Rollups): visits made from
 * each visitor's events, then one row per metric and key, for the whole day and, for the headline numbers, per hour.
 * Pure: the daily job and the dashboard's refresh of today count with it, and its property test checks the rows
 * against the raw events.
 */

/** An event as stored: when, what, whose (null when counted without a visitor id) and what it said. */
export interface StoredEvent {
  /** Milliseconds since 1970. */
  at: number
  name: string
  visitor: string | null
  /** The page's path and query. */
  path: string
  /** A page view's source group, the other site's host for `other`, and its campaign. */
  source: string | null
  referrer: string | null
  campaign: string | null
  device: string | null
  browser: string | null
  params: Record<string, unknown>
}

/** One counted row: `count` things and, where the metric has one, a `total` (seconds, percent, đồng, bounces). */
export interface RollupRow {
  /** 0–23 in Vietnam's time, or WHOLE_DAY. */
  hour: number
  metric: Metric
  key: string
  count: number
  total: number
}

export const WHOLE_DAY = -1
/** A visit ends after this long without an event (GA4's session timeout). */
export const VISIT_GAP_MS = 30 * 60 * 1000
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000

/**
 * What is counted. Headline metrics (key ''): `visitors` (distinct ids), `visits`, `bounces` (visits with at most one
 * page view), `duration` (visits; total seconds), `page_views`, `scroll_depth` (pages left; total of the deepest
 * percent reached), `purchases` (orders; total đồng). By key: `page` (path: views; total: distinct visitors),
 * `entry` (path: visits; total: bounces), `source` (group: visits; total: purchases' đồng), `referrer` (another
 * site's host: visits), `campaign`, `device`, `browser` (visits), `search` and `search_empty` (term: searches),
 * `outbound` and `download` (address: clicks), `floating_button` (button: clicks), `form_start` and `form_submit`
 * (form: count), `video_start`, `video_50`, `video_complete` (video: count).
 */
export const METRICS = [
  'visitors',
  'visits',
  'bounces',
  'duration',
  'page_views',
  'scroll_depth',
  'purchases',
  'page',
  'entry',
  'source',
  'referrer',
  'campaign',
  'device',
  'browser',
  'search',
  'search_empty',
  'outbound',
  'download',
  'floating_button',
  'form_start',
  'form_submit',
  'video_start',
  'video_50',
  'video_complete',
] as const
export type Metric = (typeof METRICS)[number]

/** A visit's source when its first page view says none. */
export const UNKNOWN_SOURCE = 'direct'
const FLOATING_PREFIX = 'floating-'

export interface Visit {
  visitor: string
  start: number
  end: number
  events: StoredEvent[]
  pageViews: number
  /** Its first page view, which says where it came from and which page it entered on. */
  entry: StoredEvent
}

/**
 * Each visitor's events cut into visits at gaps longer than VISIT_GAP_MS; a stretch without a page view makes no visit.
 * Events without a visitor make none either.
 */
export function visitsOf(events: readonly StoredEvent[]): Visit[] {
  const byVisitor = new Map<string, StoredEvent[]>()
  for (const event of events) {
    if (event.visitor === null) continue
    const own = byVisitor.get(event.visitor)
    if (own) own.push(event)
    else byVisitor.set(event.visitor, [event])
  }
  const visits: Visit[] = []
  for (const [visitor, own] of byVisitor) {
    own.sort((a, b) => a.at - b.at)
    let current: StoredEvent[] = []
    const close = () => {
      const pageViews = current.filter((event) => event.name === 'page_view')
      // A visit is counted from its first page view: a tab left open that only reports leaving makes none.
      if (pageViews.length > 0)
        visits.push({
          visitor,
          start: current[0].at,
          end: current[current.length - 1].at,
          events: current,
          pageViews: pageViews.length,
          entry: pageViews[0],
        })
      current = []
    }
    for (const event of own) {
      if (current.length > 0 && event.at - current[current.length - 1].at > VISIT_GAP_MS) close()
      current.push(event)
    }
    close()
  }
  return visits
}

/** The hour of the day in Vietnam. */
export const vietnamHour = (at: number) => new Date(at + VIETNAM_OFFSET_MS).getUTCHours()

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

/** Adds up rows by hour, metric and key. */
class Tally {
  private readonly rows = new Map<string, RollupRow>()

  add(metric: Metric, key = '', count = 1, total = 0, hour = WHOLE_DAY): void {
    const id = `${hour}\u0000${metric}\u0000${key}`
    const row = this.rows.get(id)
    if (row) {
      row.count += count
      row.total += total
    } else this.rows.set(id, { hour, metric, key, count, total })
  }

  all(): RollupRow[] {
    return [...this.rows.values()]
  }
}

/** What a single event adds, whoever sent it. */
function countEvent(tally: Tally, event: StoredEvent): void {
  const { params } = event
  switch (event.name) {
    case 'page_view':
      tally.add('page_views')
      tally.add('page_views', '', 1, 0, vietnamHour(event.at))
      tally.add('page', event.path)
      return
    case 'user_engagement':
      tally.add('scroll_depth', '', 1, Math.min(100, number(params.percent_scrolled)))
      return
    case 'view_search_results':
      tally.add('search', text(params.search_term))
      if (params.search_results === 0) tally.add('search_empty', text(params.search_term))
      return
    case 'click':
      if (text(params.link_id).startsWith(FLOATING_PREFIX))
        tally.add('floating_button', text(params.link_id).slice(FLOATING_PREFIX.length))
      else if (params.outbound === true) tally.add('outbound', text(params.link_url))
      return
    case 'file_download':
      tally.add('download', text(params.link_url))
      return
    case 'form_start':
    case 'form_submit':
      tally.add(event.name, text(params.form_name) || text(params.form_id))
      return
    case 'video_start':
    case 'video_complete':
      tally.add(event.name, text(params.video_title) || text(params.video_url))
      return
    case 'video_progress':
      if (params.video_percent === 50) tally.add('video_50', text(params.video_title) || text(params.video_url))
      return
    case 'purchase':
      tally.add('purchases', '', 1, number(params.value))
  }
}

/** What a visit adds: the headline numbers, where it entered and came from, and what its orders brought. */
function countVisit(tally: Tally, visit: Visit): void {
  const bounced = visit.pageViews <= 1 ? 1 : 0
  const source = visit.entry.source ?? UNKNOWN_SOURCE
  tally.add('visits')
  tally.add('visits', '', 1, 0, vietnamHour(visit.start))
  tally.add('bounces', '', bounced)
  tally.add('duration', '', 1, Math.round((visit.end - visit.start) / 1000))
  const revenue = visit.events
    .filter((event) => event.name === 'purchase')
    .reduce((sum, e) => sum + number(e.params.value), 0)
  tally.add('source', source, 1, revenue)
  const { entry } = visit
  tally.add('entry', entry.path, 1, bounced)
  if (entry.referrer) tally.add('referrer', entry.referrer)
  if (entry.campaign) tally.add('campaign', entry.campaign)
  if (entry.device) tally.add('device', entry.device)
  if (entry.browser) tally.add('browser', entry.browser)
}

/** The rollup rows of one day's events. */
export function rollUp(events: readonly StoredEvent[]): RollupRow[] {
  const tally = new Tally()
  for (const event of events) countEvent(tally, event)
  const visits = visitsOf(events)
  for (const visit of visits) countVisit(tally, visit)
  const visitors = new Set(visits.map((visit) => visit.visitor))
  if (visitors.size > 0) tally.add('visitors', '', visitors.size)
  const hourly = new Map<number, Set<string>>()
  const pageVisitors = new Map<string, Set<string>>()
  for (const event of events) {
    if (event.visitor === null || event.name !== 'page_view') continue
    const hour = vietnamHour(event.at)
    hourly.set(hour, (hourly.get(hour) ?? new Set()).add(event.visitor))
    pageVisitors.set(event.path, (pageVisitors.get(event.path) ?? new Set()).add(event.visitor))
  }
  for (const [hour, ids] of hourly) tally.add('visitors', '', ids.size, 0, hour)
  for (const [path, ids] of pageVisitors) tally.add('page', path, 0, ids.size)
  return tally.all()
}
