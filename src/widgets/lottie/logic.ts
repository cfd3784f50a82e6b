/** Vector animation (Lottie) rules, pure: the source, frames, scroll progress, looping and what starts it. */

import { finiteNumber } from '@/lib/number'
import { isSafeUrl } from '@/lib/url'
import { storedRecord } from '@/lib/stored-values'

/** The animation shown when neither an uploaded file nor an external address can be used (drawn for this site). */
export const DEFAULT_ANIMATION = '/animations/phone-ring.json'

/** A vector animation lazy-loads 200 px before it enters the viewport (docs/widgets.md, Vector animation). */
export const LAZY_MARGIN = '200px'

/** The largest animation file accepted, as an upload or when fetched (2 MB). */
export const LOTTIE_MAX_BYTES = 2_000_000

export const TRIGGERS = ['none', 'arriving_to_viewport', 'bind_to_scroll', 'on_click', 'on_hover'] as const
export type Trigger = (typeof TRIGGERS)[number]

export type HoverOut = 'pause' | 'reverse'

/** Upload files are served under this path. */
const MEDIA_PATH = /^\/api\/media\/file\/[\w.-]+$/

/** The picked media file as the widget stores it. */
export type PickedFile = { id: number; url: string; filename: string; title?: string }

/**
 * The uploaded file is used only if its name ends in 'json'; otherwise the external URL (http(s) only); otherwise the
 * default animation (docs/widgets.md, Vector animation).
 */
export function animationSource(file: unknown, url: unknown): string {
  const { url: fileUrl, filename } = storedRecord(file)
  if (
    typeof fileUrl === 'string' &&
    MEDIA_PATH.test(fileUrl) &&
    typeof filename === 'string' &&
    filename.toLowerCase().endsWith('json')
  )
    return fileUrl
  if (typeof url === 'string' && /^https?:\/\//i.test(url.trim()) && isSafeUrl(url, ['http:', 'https:']))
    return url.trim()
  return DEFAULT_ANIMATION
}

/** A percentage clamped to 0–100; anything unreadable gives the fallback. */
export function percent(value: unknown, fallback: number): number {
  const number = finiteNumber(value)
  return number === null ? fallback : Math.min(100, Math.max(0, number))
}

/** Viewport offsets default to start 0 and end 100, in percent of the viewport height from its bottom edge (docs/widgets.md, Vector animation). */
export function viewportOffsets(value: unknown): { start: number; end: number } {
  const offsets = storedRecord(value)
  const start = percent(offsets.start, 0)
  const end = percent(offsets.end, 100)
  return start <= end ? { start, end } : { start: end, end: start }
}

/** The part of the animation to play, as start and end percentages of its length (clamped, in order). */
export function framePercentages(start: unknown, end: unknown): { start: number; end: number } {
  const from = percent(start, 0)
  const to = percent(end, 100)
  return from <= to ? { start: from, end: to } : { start: to, end: from }
}

/** Those percentages as absolute frames of an animation running from `ip` to `op`. */
export function segmentFrames(ip: number, op: number, range: { start: number; end: number }): [number, number] {
  const length = Math.max(0, op - ip)
  return [ip + Math.round((length * range.start) / 100), ip + Math.round((length * range.end) / 100)]
}

/** Playback speed, 0.1–5 times (default 1). */
export function playSpeed(value: unknown): number {
  const speed = finiteNumber(value)
  return speed === null || speed <= 0 ? 1 : Math.min(5, Math.max(0.1, speed))
}

/**
 * How far (0–1) a block has travelled through the zone between the viewport offsets: 0 while its top has not reached
 * the start line (start % of the viewport above its bottom edge), 1 once its bottom has passed the end line.
 */
export function scrollProgress(
  rect: { top: number; height: number },
  viewportHeight: number,
  offsets: { start: number; end: number },
): number {
  const startLine = viewportHeight * (1 - offsets.start / 100)
  const endLine = viewportHeight * (1 - offsets.end / 100)
  const distance = startLine - endLine + rect.height
  if (!(distance > 0)) return rect.top < startLine ? 1 : 0
  const progress = (startLine - rect.top) / distance
  // A block too thin for floating point divides to ±Infinity: past the start line it is done, before it not begun.
  return Number.isNaN(progress) ? 0 : Math.min(1, Math.max(0, progress))
}

/** The IntersectionObserver margin whose box is the zone between the viewport offsets. */
export function zoneRootMargin(offsets: { start: number; end: number }): string {
  return `${-(100 - offsets.end)}% 0px ${-offsets.start}% 0px`
}

export interface LoopSettings {
  loop: boolean
  /** Cycles to play when looping; null: forever. */
  times: number | null
  /** Each cycle plays forwards, then backwards. */
  reverse: boolean
}

/** Looping as stored: number_of_times empty or under 1 loops forever; at most 1000. */
export function loopSettings(loop: unknown, numberOfTimes: unknown, reverse: unknown): LoopSettings {
  const times = finiteNumber(numberOfTimes)
  return {
    loop: loop === true,
    times: times === null || times < 1 ? null : Math.min(1000, Math.floor(times)),
    reverse: reverse === true,
  }
}

/** After `passes` completed passes (a pass runs one way), what runs next. */
export function nextPass(settings: LoopSettings, passes: number): 'forward' | 'backward' | 'stop' {
  const perCycle = settings.reverse ? 2 : 1
  const cycles = settings.loop ? (settings.times ?? Infinity) : 1
  if (passes >= cycles * perCycle) return 'stop'
  return settings.reverse && passes % 2 === 1 ? 'backward' : 'forward'
}

/**
 * What the player does: stay on a still frame, play at once, play while in the zone, follow the scroll, or play on
 * a click or hover. The editor never plays by itself; readers who asked for less motion see a still frame and the
 * animation moves only when they click it (the on_click trigger). A linked animation leaves clicks to its link.
 */
export type PlayMode = 'still' | 'autoplay' | 'viewport' | 'scroll' | 'click' | 'hover'

export function playPlan(options: { trigger: Trigger; hasLink: boolean; isEditing: boolean; reducedMotion: boolean }): {
  mode: PlayMode
  stillAt: 'start' | 'end'
} {
  const clickable = options.trigger === 'on_click' && !options.hasLink
  if (options.isEditing) return { mode: 'still', stillAt: 'start' }
  if (options.reducedMotion) return clickable ? { mode: 'click', stillAt: 'start' } : { mode: 'still', stillAt: 'end' }
  switch (options.trigger) {
    case 'arriving_to_viewport':
      return { mode: 'viewport', stillAt: 'start' }
    case 'bind_to_scroll':
      return { mode: 'scroll', stillAt: 'start' }
    case 'on_click':
      return { mode: clickable ? 'click' : 'viewport', stillAt: 'start' }
    case 'on_hover':
      return { mode: 'hover', stillAt: 'start' }
    default:
      return { mode: 'autoplay', stillAt: 'start' }
  }
}

/** The stored trigger, or arriving_to_viewport for anything unknown. */
export function readTrigger(value: unknown): Trigger {
  return (TRIGGERS as readonly unknown[]).includes(value) ? (value as Trigger) : 'arriving_to_viewport'
}

/** A Lottie document as far as the player needs: an object with numeric fr (> 0), ip, op (> ip) and a layers array. */
export type LottieDocument = { fr: number; ip: number; op: number; layers: unknown[] }

export function isLottieDocument(value: unknown): value is LottieDocument {
  const { fr, ip, op, layers } = storedRecord(value)
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)
  return finite(fr) && fr > 0 && finite(ip) && finite(op) && op > ip && Array.isArray(layers)
}

/** Parses animation text (an upload, a fetched file) into a Lottie document, or null: too large, not JSON, not Lottie. */
export function parseLottie(text: string): LottieDocument | null {
  if (text.length > LOTTIE_MAX_BYTES) return null
  try {
    const value: unknown = JSON.parse(text)
    return isLottieDocument(value) ? value : null
  } catch {
    return null
  }
}

/** Box ratios an editor may reserve for the animation (no layout shift while it loads). */
export const RATIOS = { '1:1': '1 / 1', '4:3': '4 / 3', '3:4': '3 / 4', '16:9': '16 / 9', '9:16': '9 / 16' } as const
export type Ratio = keyof typeof RATIOS

export function aspectRatio(value: unknown): string {
  return typeof value === 'string' && Object.hasOwn(RATIOS, value) ? RATIOS[value as Ratio] : RATIOS['1:1']
}

/** The box's largest width, 40–1200 px (default 320). */
export function boxWidth(value: unknown): number {
  const width = finiteNumber(value)
  return width === null ? 320 : Math.min(1200, Math.max(40, Math.round(width)))
}

/** The stored settings of a vector animation block (anything may be missing or malformed). */
export interface LottieProps {
  file?: unknown
  url?: unknown
  trigger?: unknown
  hoverOut?: unknown
  viewport?: unknown
  loop?: unknown
  numberOfTimes?: unknown
  reverse?: unknown
  startPoint?: unknown
  endPoint?: unknown
  speed?: unknown
}

/** What the player in the browser needs, as the server hands it over. */
export interface PlayerSettings {
  src: string
  trigger: Trigger
  hoverOut: HoverOut
  offsets: { start: number; end: number }
  frames: { start: number; end: number }
  loop: LoopSettings
  speed: number
  hasLink: boolean
  isEditing: boolean
}

export function playerSettings(props: LottieProps, context: { hasLink: boolean; isEditing: boolean }): PlayerSettings {
  return {
    src: animationSource(props.file, props.url),
    trigger: readTrigger(props.trigger),
    hoverOut: props.hoverOut === 'reverse' ? 'reverse' : 'pause',
    offsets: viewportOffsets(props.viewport),
    frames: framePercentages(props.startPoint, props.endPoint),
    loop: loopSettings(props.loop, props.numberOfTimes, props.reverse),
    speed: playSpeed(props.speed),
    ...context,
  }
}

/**
 * Whether readers get a pause button (WCAG 2.2.2): the animation starts by itself and may run for longer than one
 * cycle there and back (a loop without a count, or with more than one cycle). Never in the editor, where nothing plays.
 */
export function needsPauseButton(settings: PlayerSettings): boolean {
  if (settings.isEditing || !settings.loop.loop || settings.loop.times === 1) return false
  const mode = playPlan({ ...settings, reducedMotion: false }).mode
  return mode === 'autoplay' || mode === 'viewport'
}
