/**
 * The dashboard's headline numbers (docs/measurement.md, Dashboard): each written as an editor reads it, and its
 * change from the period before, with whether that change is good news (a bounce rate going down is). Pure.
 */
import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { formatAmount, formatDecimal, formatPercent, formatVnd } from '@/lib/vi'
import { changeOf } from './ranges'

/** The headline numbers of a range, from the whole days' rollups. */
export interface Totals {
  visitors: number
  visits: number
  pageViews: number
  /** Page views per visit (0 without visits). */
  viewsPerVisit: number
  /** Share of visits with at most one page view, 0–1. */
  bounceRate: number
  /** Average seconds a visit lasted. */
  visitSeconds: number
  /** Average deepest percent (0–100) of a page that readers reached before leaving it. */
  scrollDepth: number
  purchases: number
  /** Đồng. */
  revenue: number
  /** Purchases per visit, 0–1. */
  conversionRate: number
}

export type HeadlineId = keyof Totals

/** The reading's tiles, the shop's after them. */
export const READING: HeadlineId[] = [
  'visitors',
  'visits',
  'pageViews',
  'viewsPerVisit',
  'bounceRate',
  'visitSeconds',
  'scrollDepth',
]
export const SHOP: HeadlineId[] = ['purchases', 'revenue', 'conversionRate']

export interface Tile {
  id: HeadlineId
  label: string
  value: string
  /** The change from the period before (0.25 = +25 %), or null when that period had nothing. */
  change: number | null
  /** Whether the change is good news: null when there is none. */
  good: boolean | null
}

/** Seconds as minutes and seconds: `2 phút 05 giây`, `45 giây`. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds)
  return words.duration(Math.floor(whole / 60), whole % 60)
}

const LABELS: Record<HeadlineId, string> = {
  visitors: words.headline.visitors,
  visits: words.headline.visits,
  pageViews: words.headline.pageViews,
  viewsPerVisit: words.headline.viewsPerVisit,
  bounceRate: words.headline.bounceRate,
  visitSeconds: words.headline.visitSeconds,
  scrollDepth: words.headline.scrollDepth,
  purchases: words.headline.orders,
  revenue: words.headline.revenue,
  conversionRate: words.headline.conversionRate,
}

function valueText(id: HeadlineId, value: number): string {
  switch (id) {
    case 'viewsPerVisit':
      return formatDecimal(value)
    case 'bounceRate':
    case 'conversionRate':
      return formatPercent(value)
    case 'scrollDepth':
      return formatPercent(value / 100)
    case 'visitSeconds':
      return formatDuration(value)
    case 'revenue':
      return formatVnd(value)
    default:
      return formatAmount(value)
  }
}

/** The tiles of `ids`, the range's numbers beside the period before's. */
export function headlineTiles(ids: readonly HeadlineId[], now: Totals, before: Totals): Tile[] {
  return ids.map((id) => {
    const change = changeOf(now[id], before[id])
    // Fewer visits bouncing is the one number that is better lower.
    const good = change === null || change === 0 ? null : change > 0 !== (id === 'bounceRate')
    return { id, label: LABELS[id], value: valueText(id, now[id]), change, good }
  })
}
