/**
 * An Elementor Pro popup's settings as our popup's (docs/import.md, Theme templates and popups): its triggers and
 * timing rules (`_elementor_popup_display_settings`), its frame (the popup's `_elementor_page_settings`) and its
 * display conditions. Our popups keep Elementor's names, so most settings come across as they are. Pure.
 */

import { type ConditionRow, readConditions } from './conditions'
import { colour, number, strings, text, yes, type Settings } from './read'
import type { ElementorContext } from './types'
import { isValidSelector } from '@/lib/css-selector'
import { storedRecord } from '@/lib/stored-values'
import { BROWSERS, DEVICES, isValidPattern, SOURCE_KINDS } from '@/popups/rules'

/** A switch and the settings it shows, each read within bounds or among choices. */
type Rule = [switchName: string, values: Record<string, Reader>]
type Reader = (value: unknown) => unknown

const within = (min: number, max: number, fallback: number) => (value: unknown) => number(value, fallback, min, max)
/** A name as ours: renamed when Elementor calls it otherwise. */
const ours = (name: string, renamed: Record<string, string>) => (Object.hasOwn(renamed, name) ? renamed[name] : name)
const listOf =
  (choices: readonly string[], renamed: Record<string, string> = {}) =>
  (value: unknown) =>
    [...new Set(strings(value).map((item) => ours(item, renamed)))].filter((item) => choices.includes(item))
const among =
  (choices: readonly string[], fallback: string, renamed: Record<string, string> = {}) =>
  (value: unknown) => {
    const read = ours(text(value), renamed)
    return choices.includes(read) ? read : fallback
  }
/** A CSS selector the browser takes, or ''. */
const selector = (value: unknown) => {
  const read = text(value, 300)
  return read && isValidSelector(read) ? read : ''
}

/** Elementor's dates (`2026-06-01 08:00`, the site's time: Vietnam's) as ISO dates, or null. */
function date(value: unknown): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text(value, 40))
  if (!match) return null
  const time = Date.parse(`${match[1]}T${match[2]}:00+07:00`)
  return Number.isFinite(time) ? new Date(time).toISOString() : null
}

const ROLES = { administrator: 'admin', editor: 'editor', author: 'author', customer: 'customer' }

const TRIGGERS: Rule[] = [
  ['page_load', { page_load_delay: within(0, 3600, 0) }],
  ['scrolling', { scrolling_direction: among(['down', 'up'], 'down'), scrolling_offset: within(1, 100, 50) }],
  ['scrolling_to', { scrolling_to_selector: selector }],
  ['click', { click_times: within(1, 100, 1) }],
  ['inactivity', { inactivity_time: within(1, 3600, 30) }],
  ['exit_intent', {}],
]

const TIMING: Rule[] = [
  ['page_views', { page_views_views: within(1, 1000, 3) }],
  ['sessions', { sessions_sessions: within(1, 1000, 2) }],
  ['url', { url_url: (value) => text(value, 500), url_action: among(['show', 'hide', 'regex'], 'show') }],
  ['sources', { sources_sources: listOf(SOURCE_KINDS) }],
  [
    'logged_in',
    { logged_in_users: among(['all', 'custom'], 'all'), logged_in_roles: listOf(Object.values(ROLES), ROLES) },
  ],
  ['devices', { devices_devices: listOf(DEVICES) }],
  [
    'times',
    {
      times_times: within(1, 1000, 1),
      times_count: among(['close', 'open'], 'close', { on_open: 'open', on_close: 'close' }),
      times_period: among(['forever', 'session', 'day', 'week', 'month'], 'forever'),
    },
  ],
  [
    'browsers',
    {
      browsers_browsers: among(['all', 'custom'], 'all'),
      browsers_browsers_options: listOf(BROWSERS, {
        ie11: 'ie',
        chrome_ios: 'chrome',
        firefox_ios: 'firefox',
        safari_ios: 'safari',
      }),
    },
  ],
  [
    'schedule',
    {
      schedule_timezone: among(['site', 'visitor'], 'site', { user: 'visitor' }),
      schedule_start_date: date,
      schedule_end_date: date,
    },
  ],
]

/** A group of rules as our popup stores it: each switch, and the settings of those switched on. */
function rules(source: Settings, list: Rule[], group: string, unmapped: string[]) {
  const known = new Set(list.flatMap(([name, values]) => [name, ...Object.keys(values)]))
  for (const key of Object.keys(source).slice(0, 100))
    if (!known.has(key) && yes(source[key], false)) unmapped.push(`${group}.${key}`)
  return Object.fromEntries(
    list.flatMap(([name, values]) => {
      const on = yes(source[name], false)
      return [
        [name, on],
        ...Object.entries(values).map(([key, read]) => [key, on ? read(source[key]) : read(undefined)]),
      ]
    }),
  )
}

const ANIMATIONS = ['none', 'fadeIn', 'zoomIn', 'slideInUp', 'slideInDown'] as const
type Animation = (typeof ANIMATIONS)[number]

/** A popup's frame and closing, under the names our popups store them (docs/popups.md, Settings). */
export interface PopupFrame {
  width: number
  height: number | null
  position: 'top' | 'bottom' | 'center'
  overlay: boolean
  close_button: boolean
  close_button_delay: number
  close_button_position: 'inside' | 'outside'
  entrance_animation: Animation
  exit_animation: Animation
  entrance_animation_duration: number
  close_automatically: number | null
  open_selector: string
  avoid_multiple_popups: boolean
  prevent_scroll: boolean
  prevent_close_on_background_click: boolean
  prevent_close_on_esc_key: boolean
  a11y_navigation: boolean
  classes: string
}

/** The popup's frame and closing, from the popup document's page settings (Elementor's names, most of them ours). */
function frame(page: Settings, unmapped: string[]): PopupFrame {
  const vertical = text(page.vertical_position)
  const animation = (key: string): Animation => {
    const name = text(page[key])
    const known = ANIMATIONS.find((animation) => animation === name)
    if (name && !known) unmapped.push(`settings.${key}`)
    return known ?? 'fadeIn'
  }
  const height = page.height_type === 'custom' ? Math.round(number(page.height, 400, 100, 1200)) : null
  if (page.height_type === 'fit_to_screen') unmapped.push('settings.height_type')
  if (page.background_background || colour(page.background_color)) unmapped.push('settings.background_background')
  return {
    width: Math.round(number(page.width, 640, 200, 1600)),
    height,
    position: vertical === 'flex-start' ? 'top' : vertical === 'flex-end' ? 'bottom' : 'center',
    overlay: yes(page.overlay, true),
    close_button: yes(page.close_button, true),
    close_button_delay: Math.round(number(page.close_button_delay, 0, 0, 600)),
    close_button_position: page.close_button_position === 'outside' ? 'outside' : 'inside',
    entrance_animation: animation('entrance_animation'),
    exit_animation: animation('exit_animation'),
    entrance_animation_duration: number(page.entrance_animation_duration, 0.4, 0, 5),
    close_automatically: page.close_automatically ? Math.round(number(page.close_automatically, 10, 1, 3600)) : null,
    open_selector: selector(page.open_selector),
    avoid_multiple_popups: yes(page.avoid_multiple_popups, false),
    prevent_scroll: yes(page.prevent_scroll, false),
    prevent_close_on_background_click: yes(page.prevent_close_on_background_click, false),
    prevent_close_on_esc_key: yes(page.prevent_close_on_esc_key, false),
    a11y_navigation: yes(page.a11y_navigation, true),
    classes: text(page.classes, 200).replace(/[^\sA-Za-z0-9_-]/g, ''),
  }
}

export interface ImportedPopup {
  conditions: ConditionRow[]
  triggers: Record<string, unknown>
  timing: Record<string, unknown>
  settings: PopupFrame
  /** What did not come across: `triggers.…`, `timing.…` and `settings.…` names, and condition strings. */
  unmapped: string[]
}

/** A popup's display settings, page settings and conditions as our popup's fields. */
export function elementorPopup(
  displaySettings: unknown,
  pageSettings: unknown,
  conditions: unknown,
  context: ElementorContext,
): ImportedPopup {
  const display = storedRecord(displaySettings)
  const unmapped: string[] = []
  const triggers = rules(storedRecord(display.triggers), TRIGGERS, 'triggers', unmapped)
  const timing = rules(storedRecord(display.timing), TIMING, 'timing', unmapped)
  // A pattern that does not compile would keep the popup from ever showing (docs/popups.md, Timing rules).
  if (timing.url && timing.url_action === 'regex' && !isValidPattern(String(timing.url_url))) {
    Object.assign(timing, { url: false, url_url: '', url_action: 'show' })
    unmapped.push('timing.url_url')
  }
  const settings = frame(storedRecord(pageSettings), unmapped)
  const rows: ConditionRow[] = []
  for (const { source, row } of readConditions(conditions, context)) {
    if (row) rows.push(row)
    else unmapped.push(source)
  }
  return { conditions: rows, triggers, timing, settings, unmapped }
}
