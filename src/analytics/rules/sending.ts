/**
 * How a page sends what it measured (docs/measurement.md, How a page sends): where, how much at once, how large a
 * value may be, and the marks scrolls and videos are counted at. The page's behaviour packs its events by these
 * rules and the endpoint reads a batch by the same limits. Pure, and kept apart from the reading of a batch so that
 * the browser carries only this.
 */
import { COLLECT_PATH, MAX_BATCH_BYTES } from '@/lib/collect-path.mjs'

/** Where a page sends its batches, and at most how many bytes of body (UTF-8) in one sending (the front's limit too). */
export { COLLECT_PATH, MAX_BATCH_BYTES }
/** At most this many events in one sending. */
export const MAX_EVENTS_PER_BATCH = 20
/** The longest address and text a parameter holds. */
export const MAX_LENGTH = { address: 1000, text: 300 } as const
/** The largest number a parameter holds: whole seconds, percentages or counts, never more than a day's seconds. */
export const MAX_NUMBER = 86_400
/** The longest time a page is counted as read, in milliseconds: six hours. */
export const MAX_ENGAGEMENT_MSEC = 21_600_000

/** `scroll` is sent once a page view reaches this depth, in percent. */
export const SCROLL_PERCENT = 90
/** `video_progress` is sent once a video passes each of these, in percent. */
export const VIDEO_PERCENTS = [10, 25, 50, 75] as const

export interface PageEvent {
  name: string
  /** Parameters left undefined are not sent. */
  params: Record<string, string | number | boolean | undefined>
}

const bytesOf = (text: string) => new TextEncoder().encode(text).length
/** A body holding events already written as JSON. */
const bodyOf = (events: string[]) => `{"events":[${events.join(',')}]}`

/**
 * The bodies that send `events`, in their order: each `{"events":[…]}` with at most MAX_EVENTS_PER_BATCH events and
 * MAX_BATCH_BYTES bytes. An event too large to be sent even alone is left out (the endpoint would refuse it).
 */
export function batchBodies(events: readonly PageEvent[]): string[] {
  const bodies: string[] = []
  let batch: string[] = []
  for (const event of events) {
    const json = JSON.stringify(event)
    if (bytesOf(bodyOf([json])) > MAX_BATCH_BYTES) continue
    if (batch.length === MAX_EVENTS_PER_BATCH || bytesOf(bodyOf([...batch, json])) > MAX_BATCH_BYTES) {
      bodies.push(bodyOf(batch))
      batch = []
    }
    batch.push(json)
  }
  if (batch.length) bodies.push(bodyOf(batch))
  return bodies
}

/** What a page view's address is counted by: the address without its fragment (an in-page link is no new page). */
export const pageAddress = (href: string): string => href.split('#')[0]

/** How far down a page the reader has seen, in whole percent (0–100); a page shorter than the window is seen whole. */
export function scrolledPercent(scrollTop: number, windowHeight: number, pageHeight: number): number {
  if (pageHeight <= windowHeight) return 100
  return Math.min(100, Math.max(0, Math.round(((scrollTop + windowHeight) / pageHeight) * 100)))
}

/** The video marks a video at `percent` has passed and that were not sent yet (`sent`), lowest first. */
export const videoPercentsPassed = (percent: number, sent: ReadonlySet<number>): number[] =>
  VIDEO_PERCENTS.filter((mark) => percent >= mark && !sent.has(mark))

/**
 * A text or address read from the page as a parameter holds it: spaces collapsed, cut to `length` (a text's, unless
 * told); undefined, which is not sent, when it is empty.
 */
export const parameterText = (value: string | null | undefined, length: number = MAX_LENGTH.text) =>
  value?.trim().replace(/\s+/g, ' ').slice(0, length) || undefined

/** A measured number as a parameter holds it: whole, from 0 to `max`; 0 when it is not a finite number. */
export const boundedNumber = (value: number, max: number = MAX_NUMBER): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0
