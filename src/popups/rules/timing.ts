import { deviceModeFor } from '@/lib/breakpoints'
import { finiteNumber } from '@/lib/number'
import { BROWSERS, type BrowserName } from './browsers'
import { SOURCE_KINDS, type SourceKind, referrerSource } from './sources'

/**
 * A popup's timing rules (docs/popups.md, Timing rules): read from its stored `timing` settings under the
 * original's field names, and checked against what the browser knows of the visitor. A popup may show only when every
 * configured rule passes. Pure.
 */

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const
export type Device = (typeof DEVICES)[number]

/** The device of a viewport width by the site's breakpoints (docs/widgets.md, Breakpoints): phones up to 767 px, tablets up to 1024 px. */
export function deviceOf(width: number): Device {
  const mode = deviceModeFor(width)
  return mode === 'mobile' || mode === 'mobile_extra'
    ? 'mobile'
    : mode === 'tablet' || mode === 'tablet_extra'
      ? 'tablet'
      : 'desktop'
}

export const IMPRESSION_PERIODS = ['', 'session', 'day', 'week', 'month'] as const
export type ImpressionPeriod = (typeof IMPRESSION_PERIODS)[number]

/** When an impression is counted: '' or 'close' when the popup is hidden, anything else when it opens. */
export type ImpressionCount = '' | 'close' | 'open'

export interface TimingRules {
  pageViews?: number
  sessions?: number
  url?: { url: string; action: 'show' | 'hide' | 'regex' }
  sources?: SourceKind[]
  /** Logged-in visitors blocked: all of them, or those with one of these roles. */
  loggedIn?: 'all' | string[]
  devices?: Device[]
  times?: { times: number; count: ImpressionCount; period: ImpressionPeriod }
  /** Browsers allowed: all, or these. */
  browsers?: 'all' | BrowserName[]
  /** Dates as `yyyy-MM-dd HH:mm`; `site`: in Vietnam's time, compared with the server's clock written into the page. */
  schedule?: { timezone: 'site' | 'visitor'; start: string | null; end: string | null }
}

/** What the browser knows when it checks the rules. */
export interface VisitorState {
  pageViews: number
  sessions: number
  /** The counters when this popup's rules were first checked (stored then: docs/popups.md, Timing rules). */
  initialPageViews: number
  initialSessions: number
  referrer: string
  siteHost: string
  /** The logged-in visitor's roles; null for a visitor who is not logged in. */
  roles: string[] | null
  device: Device
  browser: BrowserName | null
  /** This popup's impressions in its period. */
  impressions: number
  /** Now by the visitor's clock (ms), and by the server's (the time written into the page plus the time since). */
  now: number
  serverNow: number
  /** The visitor's offset from UTC in minutes, as `Date#getTimezoneOffset` gives it (UTC+7: -420). */
  timezoneOffset: number
}

/** A rule's or trigger's switch: on as the admin stores it (true) or as the original did ('yes'). */
export const isOn = (value: unknown) => value === 'yes' || value === true
const wholeNumber = (value: unknown, fallback: number) => {
  const number = finiteNumber(value)
  return number === null ? fallback : Math.max(0, Math.round(number))
}
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
const someOf = <T extends string>(options: readonly T[], value: unknown): T[] =>
  stringList(value).filter((item): item is T => options.includes(item as T))
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?$/
const dateTime = (value: unknown) => (typeof value === 'string' && DATE_TIME.test(value.trim()) ? value.trim() : null)

/** The rules switched on in stored `timing` settings (`page_views: 'yes'`, `page_views_views: 3`, …), read safely. */
export function readTimingRules(timing: unknown): TimingRules {
  const t = (timing && typeof timing === 'object' ? timing : {}) as Record<string, unknown>
  const rules: TimingRules = {}
  if (isOn(t.page_views)) rules.pageViews = wholeNumber(t.page_views_views, 1)
  if (isOn(t.sessions)) rules.sessions = wholeNumber(t.sessions_sessions, 1)
  if (isOn(t.url))
    rules.url = {
      url: typeof t.url_url === 'string' ? t.url_url : '',
      action: oneOf(['show', 'hide', 'regex'] as const, t.url_action, 'show'),
    }
  if (isOn(t.sources)) rules.sources = someOf(SOURCE_KINDS, t.sources_sources)
  if (isOn(t.logged_in)) rules.loggedIn = t.logged_in_users === 'all' ? 'all' : stringList(t.logged_in_roles)
  if (isOn(t.devices)) rules.devices = someOf(DEVICES, t.devices_devices)
  if (isOn(t.times)) {
    const count = t.times_count === '' || t.times_count === 'close' ? t.times_count : 'open'
    rules.times = { times: wholeNumber(t.times_times, 1), count, period: oneOf(IMPRESSION_PERIODS, t.times_period, '') }
  }
  if (isOn(t.browsers))
    rules.browsers = t.browsers_browsers === 'all' ? 'all' : someOf(BROWSERS, t.browsers_browsers_options)
  if (isOn(t.schedule)) {
    rules.schedule = {
      timezone: t.schedule_timezone === 'site' ? 'site' : 'visitor',
      start: dateTime(t.schedule_start_date),
      end: dateTime(t.schedule_end_date),
    }
  }
  return rules
}

/** Whether a pattern compiles; a popup whose url rule holds one that does not is never shown. */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern)
    return true
  } catch {
    return false
  }
}

function urlPasses({ url, action }: NonNullable<TimingRules['url']>, referrer: string): boolean {
  if (action === 'regex') return isValidPattern(url) && new RegExp(url).test(referrer)
  if (!url) return action === 'show'
  return referrer.includes(url) === (action === 'show')
}

/** The instant a schedule date names: in Vietnam (UTC+7) for the site's time, else at the visitor's offset. */
function instantOf(date: string, offsetMinutes: number): number {
  const [day, time = '00:00'] = date.split(' ')
  return Date.parse(`${day}T${time}:00Z`) + offsetMinutes * 60_000
}

const VIETNAM_OFFSET = -420

function schedulePasses({ timezone, start, end }: NonNullable<TimingRules['schedule']>, state: VisitorState): boolean {
  const now = timezone === 'site' ? state.serverNow : state.now
  const offset = timezone === 'site' ? VIETNAM_OFFSET : state.timezoneOffset
  return (!start || now >= instantOf(start, offset)) && (!end || now <= instantOf(end, offset))
}

/** Each configured rule's verdict for this visitor, by name. */
export function ruleVerdicts(rules: TimingRules, state: VisitorState): Partial<Record<keyof TimingRules, boolean>> {
  const verdicts: Partial<Record<keyof TimingRules, boolean>> = {}
  if (rules.pageViews !== undefined) verdicts.pageViews = state.pageViews - state.initialPageViews >= rules.pageViews
  if (rules.sessions !== undefined) verdicts.sessions = state.sessions - state.initialSessions >= rules.sessions
  if (rules.url) verdicts.url = urlPasses(rules.url, state.referrer)
  if (rules.sources) {
    verdicts.sources =
      rules.sources.length === SOURCE_KINDS.length ||
      rules.sources.includes(referrerSource(state.referrer, state.siteHost))
  }
  if (rules.loggedIn !== undefined) {
    verdicts.loggedIn =
      state.roles === null || (rules.loggedIn !== 'all' && !state.roles.some((role) => rules.loggedIn!.includes(role)))
  }
  if (rules.devices) verdicts.devices = rules.devices.includes(state.device)
  if (rules.times) verdicts.times = state.impressions < rules.times.times
  if (rules.browsers !== undefined)
    verdicts.browsers = rules.browsers === 'all' || (state.browser !== null && rules.browsers.includes(state.browser))
  if (rules.schedule) verdicts.schedule = schedulePasses(rules.schedule, state)
  return verdicts
}

/** Whether the popup may show: every configured rule passes (no rule: it may). */
export const rulesPass = (rules: TimingRules, state: VisitorState) =>
  Object.values(ruleVerdicts(rules, state)).every(Boolean)
