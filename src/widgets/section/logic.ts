/** Layout values of a section, pure: columns per device, spacing, backgrounds (and background videos), shape dividers, visibility. */

import { deviceModeFor } from '@/lib/breakpoints'
import { safeColour } from '@/lib/colour'
import { finiteNumber } from '@/lib/number'
import { pickedImage } from '../image/logic'
import { videoSource } from '@/lib/video-source'

export const SECTION_COLUMNS = [1, 2, 3, 4] as const
export type SectionColumns = (typeof SECTION_COLUMNS)[number]

export const SECTION_SPACING = { none: 0, small: 24, medium: 48, large: 80 } as const
export type SectionSpacing = keyof typeof SECTION_SPACING

/** The device modes a section can be hidden on: the enabled breakpoints (docs/widgets.md, Breakpoints: mobile ≤ 767, tablet ≤ 1024) and above. */
export const SECTION_DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type SectionDevice = (typeof SECTION_DEVICES)[number]

/** Columns clamped to the offered choices. */
export function sectionColumns(value: unknown): SectionColumns {
  const columns = finiteNumber(value)
  return (SECTION_COLUMNS as readonly unknown[]).includes(columns) ? (columns as SectionColumns) : 1
}

/**
 * Columns on each device. Tablets and phones follow the desktop choice unless set ("auto"):
 * tablets keep up to 3 columns (4 become 2), phones always one.
 */
export function columnsPerDevice(
  desktop: unknown,
  tablet?: unknown,
  mobile?: unknown,
): Record<SectionDevice, SectionColumns> {
  const wide = sectionColumns(desktop)
  return {
    desktop: wide,
    tablet: tablet && tablet !== 'auto' ? sectionColumns(tablet) : wide === 4 ? 2 : wide,
    mobile: mobile && mobile !== 'auto' ? sectionColumns(mobile) : 1,
  }
}

export function sectionPadding(value: unknown): number {
  return typeof value === 'string' && value in SECTION_SPACING
    ? SECTION_SPACING[value as SectionSpacing]
    : SECTION_SPACING.medium
}

/** Classes that hide a section on the chosen devices; hiding it everywhere is refused (it would vanish for good). */
export function hiddenClasses(hideOn: unknown): string[] {
  if (!Array.isArray(hideOn)) return []
  const devices = SECTION_DEVICES.filter((device) => hideOn.includes(device))
  return devices.length === SECTION_DEVICES.length ? [] : devices.map((device) => `builder-hide-${device}`)
}

export type BackgroundType = 'none' | 'colour' | 'gradient' | 'image' | 'video'

export interface BackgroundProps {
  backgroundType?: unknown
  /** The colour (also the only background of layouts saved before the other types existed). */
  background?: unknown
  gradientTo?: unknown
  gradientAngle?: unknown
  /** The background image, or the poster of a background video. */
  backgroundImage?: unknown
  overlay?: unknown
  background_video_link?: unknown
  background_video_start?: unknown
  background_video_end?: unknown
  background_play_once?: unknown
  background_play_on_mobile?: unknown
  background_privacy_mode?: unknown
}

export interface SectionBackground {
  colour?: string
  gradient?: string
  /** An upload to load when the section comes near the viewport: the optimizer's small and large widths. */
  image?: { small: string; large: string }
  overlay?: string
  /** A video playing behind the content; `image` is then its poster. */
  video?: BackgroundVideo
}

/** A 0–360° angle; anything unreadable is 180° (top to bottom). */
export function gradientAngle(value: unknown): number {
  const angle = finiteNumber(value)
  return angle === null ? 180 : Math.min(360, Math.max(0, Math.round(angle)))
}

/** Next's optimizer answers only the qualities next.config allows: its default, 75, like ResponsiveImage. */
function optimizedUrl(url: string, width: number) {
  return `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`
}

const BACKGROUND_TYPES: readonly BackgroundType[] = ['none', 'colour', 'gradient', 'image', 'video']

/** The chosen background type; layouts saved before there was a choice have a colour or nothing. */
export function backgroundTypeOf(props: BackgroundProps): BackgroundType {
  if (BACKGROUND_TYPES.includes(props.backgroundType as BackgroundType)) return props.backgroundType as BackgroundType
  return safeColour(props.background) ? 'colour' : 'none'
}

/** What to paint behind a section. Only hex colours and our own uploads get through. */
export function sectionBackground(props: BackgroundProps): SectionBackground {
  const type = backgroundTypeOf(props)
  const colour = safeColour(props.background)
  if (type === 'colour') return { colour }
  if (type === 'gradient') {
    const to = safeColour(props.gradientTo)
    return colour && to
      ? { gradient: `linear-gradient(${gradientAngle(props.gradientAngle)}deg, ${colour}, ${to})` }
      : { colour }
  }
  if (type === 'image' || type === 'video') {
    const picked = pickedImage(props.backgroundImage)
    return {
      colour,
      image: picked ? { small: optimizedUrl(picked.url, 828), large: optimizedUrl(picked.url, 1600) } : undefined,
      overlay: safeColour(props.overlay),
      ...(type === 'video' && { video: backgroundVideo(props) ?? undefined }),
    }
  }
  return {}
}

/** Where a background video plays from, and how; read from the background_* settings (docs/widgets.md, Section backgrounds). */
export type BackgroundVideo = (
  { kind: 'youtube'; id: string } | { kind: 'vimeo'; id: string } | { kind: 'file'; url: string }
) & {
  /** Whole seconds, 0 to a day. */
  start: number
  /** Whole seconds after `start`, or null to play to the video's own end. */
  end: number | null
  playOnce: boolean
  playOnMobile: boolean
  /** YouTube from its no-cookie host, Vimeo with "do not track". */
  privacy: boolean
}

const MAX_SECONDS = 86_400

/** Whole seconds from a stored value, clamped to 0–a day; null when unreadable or not positive. */
function seconds(value: unknown): number | null {
  const number = finiteNumber(value)
  return number === null || number < 1 ? null : Math.min(MAX_SECONDS, Math.floor(number))
}

/** The background video of a section, or null when the link is not one the video widget accepts. */
export function backgroundVideo(props: BackgroundProps): BackgroundVideo | null {
  const source = videoSource(props.background_video_link, { privacy: true, start: 0 })
  if (!source) return null
  const start = seconds(props.background_video_start) ?? 0
  const end = seconds(props.background_video_end)
  return {
    ...(source.kind === 'file' ? { kind: 'file', url: source.url } : { kind: source.kind, id: source.id }),
    start,
    end: end !== null && end > start ? end : null,
    playOnce: props.background_play_once === true,
    playOnMobile: props.background_play_on_mobile === true,
    // Privacy mode unless an editor turned it off.
    privacy: props.background_privacy_mode !== false,
  }
}

/** Whether a background video plays here: never for readers who asked for less motion, on phones only when asked. */
export function playsOnDevice(
  video: Pick<BackgroundVideo, 'playOnMobile'>,
  device: { width: number; reducedMotion: boolean },
): boolean {
  if (device.reducedMotion) return false
  return video.playOnMobile || deviceModeFor(device.width) !== 'mobile'
}

/** The providers' player scripts and the global each defines once loaded (docs/widgets.md, Section backgrounds). */
export const PLAYER_SCRIPTS = {
  youtube: { url: 'https://www.youtube.com/iframe_api', global: 'YT.Player' },
  vimeo: { url: 'https://player.vimeo.com/api/player.js', global: 'Vimeo.Player' },
} as const

/** Polling for an external script to load every 350 ms (docs/widgets.md, Section backgrounds). We give up after 10 s, keeping the poster. */
export const SCRIPT_POLL_INTERVAL = 350
export const SCRIPT_POLL_GIVE_UP = 10_000

/** The wait after `attempt` (1, 2, …) looks that did not find a player script's global, or null: time to give up. */
export function nextPoll(attempt: number): number | null {
  return Number.isInteger(attempt) && attempt >= 1 && attempt * SCRIPT_POLL_INTERVAL <= SCRIPT_POLL_GIVE_UP
    ? SCRIPT_POLL_INTERVAL
    : null
}

/** The value at a dotted path (`YT.Player`) under a root object, or undefined. */
export function readPath(root: unknown, path: string): unknown {
  let value = root
  for (const key of path.split('.')) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** Options for `new YT.Player`: muted, no controls or keyboard, start and end; the island loops back itself. */
export function youtubePlayerOptions(video: BackgroundVideo & { kind: 'youtube' }) {
  return {
    host: video.privacy ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com',
    videoId: video.id,
    playerVars: {
      autoplay: 1,
      mute: 1,
      controls: 0,
      disablekb: 1,
      fs: 0,
      iv_load_policy: 3,
      playsinline: 1,
      rel: 0,
      start: video.start,
      ...(video.end !== null && { end: video.end }),
    },
  }
}

/** Options for `new Vimeo.Player`: background mode (muted, no controls); start, end and looping are the island's. */
export function vimeoPlayerOptions(video: BackgroundVideo & { kind: 'vimeo' }) {
  return {
    id: Number(video.id),
    background: true,
    autoplay: true,
    muted: true,
    loop: false,
    playsinline: true,
    autopause: false,
    keyboard: false,
    dnt: video.privacy,
  }
}

/** The address of one of our own files, starting at `start` (a media fragment), for a <video> element. */
export function fileVideoSrc(video: BackgroundVideo & { kind: 'file' }): string {
  return video.start ? `${video.url}#t=${video.start}` : video.url
}

/** What to do as playback reaches `time` seconds: nothing, go back to the start, or stop (play once). */
export function atTime(
  video: Pick<BackgroundVideo, 'start' | 'end' | 'playOnce'>,
  time: number,
  ended = false,
): 'play' | 'restart' | 'stop' {
  if (!ended && (video.end === null || time < video.end)) return 'play'
  return video.playOnce ? 'stop' : 'restart'
}

/** sRGB channel (0–1) to linear light, for WCAG relative luminance. */
function linear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
}

/**
 * Whether white text stays readable (WCAG contrast ≥ 4.5) over an overlay whatever lies beneath it: the overlay is
 * blended over the worst case, a white image. Such a section gets light headings and text.
 */
export function lightTextOver(overlay: string | undefined): boolean {
  const hex = safeColour(overlay)?.slice(1)
  if (!hex) return false
  const digits = hex.length === 3 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? [])
  const [red, green, blue, alpha = 1] = digits.map((pair) => parseInt(pair, 16) / 255)
  const blend = (channel: number) => linear(alpha * channel + (1 - alpha))
  const luminance = 0.2126 * blend(red) + 0.7152 * blend(green) + 0.0722 * blend(blue)
  return 1.05 / (luminance + 0.05) >= 4.5
}

/** The shapes in public/shapes/: `{name}.svg`, and `{name}-negative.svg` with the fill inverted. */
export const SHAPES = ['wave', 'curve', 'triangle', 'tilt', 'zigzag', 'mountains'] as const
export type ShapeName = (typeof SHAPES)[number]
const isShapeName = (value: unknown): value is ShapeName => (SHAPES as readonly unknown[]).includes(value)

export interface ShapeProps {
  shape?: unknown
  colour?: unknown
  height?: unknown
  negative?: unknown
  flip?: unknown
}

export interface ShapeDivider {
  src: string
  colour: string
  height: number
  flip: boolean
}

/** A shape divider along a section edge, or null for none or an unknown shape. Height 10–300 px (default 60). */
export function shapeDivider(props: ShapeProps | undefined): ShapeDivider | null {
  const shape = props?.shape
  if (!props || !isShapeName(shape)) return null
  const height = finiteNumber(props.height)
  return {
    src: `/shapes/${shape}${props.negative === true ? '-negative' : ''}.svg`,
    colour: safeColour(props.colour) ?? '#ffffff',
    height: height === null ? 60 : Math.min(300, Math.max(10, Math.round(height))),
    flip: props.flip === true,
  }
}
