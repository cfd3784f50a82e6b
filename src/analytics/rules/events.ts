import { analytics as messages } from '@/i18n/analytics'
import { cleanAddress, redactEmails } from './redact'
import { MAX_ENGAGEMENT_MSEC, MAX_EVENTS_PER_BATCH, MAX_LENGTH, MAX_NUMBER } from './sending'

/**
 * The events a page may send to the measurement endpoint and their parameters, under GA4's names so that a reader of
 * GA4 reports feels at home (docs/measurement.md, Events). `purchase` is not among them: the server records it from the
 * order. Reading a batch checks names, kinds and sizes, drops parameters it does not know, and redacts: nothing a
 * visitor sends is stored unread. Pure.
 */

type Kind = 'address' | 'text' | 'number' | 'milliseconds' | 'flag'

/** Parameters every event may carry: where it happened. */
const PAGE = { page_location: 'address', page_referrer: 'address', page_title: 'text' } as const

const LINK = { link_url: 'address', link_id: 'text', link_classes: 'text', link_text: 'text' } as const
const FORM = { form_id: 'text', form_name: 'text', form_destination: 'address' } as const
const VIDEO = {
  video_provider: 'text',
  video_title: 'text',
  video_url: 'address',
  video_percent: 'number',
  video_current_time: 'number',
  video_duration: 'number',
  visible: 'flag',
} as const

export const EVENTS = {
  page_view: {},
  scroll: { percent_scrolled: 'number' },
  click: { ...LINK, link_domain: 'text', outbound: 'flag' },
  file_download: { ...LINK, file_extension: 'text', file_name: 'text' },
  form_start: FORM,
  form_submit: { ...FORM, form_submit_text: 'text' },
  video_start: VIDEO,
  video_progress: VIDEO,
  video_complete: VIDEO,
  view_search_results: { search_term: 'text', search_results: 'number' },
  user_engagement: { engagement_time_msec: 'milliseconds', percent_scrolled: 'number' },
} as const satisfies Record<string, Record<string, Kind>>

export type EventName = keyof typeof EVENTS

/** At most this many events in one sending (a page batches what happened since the last one). */
export { MAX_EVENTS_PER_BATCH }
/** The largest number of each kind: seconds, percentages and counts up to a day's seconds; a page's reading time. */
const MAX_VALUE = { number: MAX_NUMBER, milliseconds: MAX_ENGAGEMENT_MSEC }

export interface CollectedEvent {
  name: EventName
  params: Record<string, string | number | boolean>
}

export type BatchReading = { ok: true; events: CollectedEvent[] } | { ok: false; error: string }

const isEventName = (name: unknown): name is EventName => typeof name === 'string' && Object.hasOwn(EVENTS, name)

/** One parameter's value as kept, or undefined when it is not of its kind or too large. */
function readValue(kind: Kind, value: unknown, dropped: readonly string[]): string | number | boolean | undefined {
  if (kind === 'flag') return typeof value === 'boolean' ? value : undefined
  if (kind === 'number' || kind === 'milliseconds')
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_VALUE[kind]
      ? Math.round(value)
      : undefined
  if (typeof value !== 'string' || value.length > MAX_LENGTH[kind]) return undefined
  return kind === 'address' ? cleanAddress(value, dropped) : redactEmails(value)
}

/**
 * A batch as a page sends it (`{ "events": [{ "name": "scroll", "params": { "percent_scrolled": 90 } }] }`), read:
 * known events with known parameters of the right kind, addresses without the `dropped` query parameters, e-mail
 * addresses redacted everywhere. Refused whole, with a Vietnamese reason, when it is not a batch, is too long, names an
 * event that does not exist or gives a known parameter a wrong or oversized value; unknown parameters are left out.
 */
export function readBatch(body: unknown, dropped: readonly string[] = []): BatchReading {
  const events = (body as { events?: unknown } | null)?.events
  if (!Array.isArray(events) || events.length === 0) return { ok: false, error: messages.notABatch }
  if (events.length > MAX_EVENTS_PER_BATCH) return { ok: false, error: messages.tooManyEvents(MAX_EVENTS_PER_BATCH) }
  const read: CollectedEvent[] = []
  for (const event of events as unknown[]) {
    const { name, params = {} } = (event ?? {}) as { name?: unknown; params?: unknown }
    if (!isEventName(name)) return { ok: false, error: messages.unknownEvent(String(name).slice(0, 40)) }
    if (typeof params !== 'object' || params === null || Array.isArray(params))
      return { ok: false, error: messages.notABatch }
    const kinds: Record<string, Kind> = { ...PAGE, ...EVENTS[name] }
    const kept: CollectedEvent['params'] = {}
    for (const [parameter, value] of Object.entries(params)) {
      if (!Object.hasOwn(kinds, parameter)) continue
      const clean = readValue(kinds[parameter], value, dropped)
      if (clean === undefined) return { ok: false, error: messages.badParameter(name, parameter) }
      kept[parameter] = clean
    }
    read.push({ name, params: kept })
  }
  return { ok: true, events: read }
}
