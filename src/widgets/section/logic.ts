/** Layout values of a section, pure: columns per device, spacing, backgrounds, shape dividers, visibility. */

import { finiteNumber } from '@/lib/number'
import { pickedImage } from '../image/logic'

export const SECTION_COLUMNS = [1, 2, 3, 4] as const
export type SectionColumns = (typeof SECTION_COLUMNS)[number]

export const SECTION_SPACING = { none: 0, small: 24, medium: 48, large: 80 } as const
export type SectionSpacing = keyof typeof SECTION_SPACING

/** The device modes a section can be hidden on: the spec's enabled breakpoints (mobile ≤ 767, tablet ≤ 1024) and above. */
export const SECTION_DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type SectionDevice = (typeof SECTION_DEVICES)[number]

/** A CSS colour an editor may set: #rgb, #rrggbb or #rrggbbaa. Anything else gives no colour. */
export function safeColour(value: unknown): string | undefined {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim()) ? value.trim() : undefined
}

/** Columns clamped to the offered choices. */
export function sectionColumns(value: unknown): SectionColumns {
  const columns = finiteNumber(value)
  return (SECTION_COLUMNS as readonly unknown[]).includes(columns) ? (columns as SectionColumns) : 1
}

/**
 * Columns on each device. Tablets and phones follow the desktop choice unless set ("auto"):
 * tablets keep up to 3 columns (4 become 2), phones always one.
 */
export function columnsPerDevice(desktop: unknown, tablet?: unknown, mobile?: unknown): Record<SectionDevice, SectionColumns> {
  const wide = sectionColumns(desktop)
  return {
    desktop: wide,
    tablet: tablet && tablet !== 'auto' ? sectionColumns(tablet) : wide === 4 ? 2 : wide,
    mobile: mobile && mobile !== 'auto' ? sectionColumns(mobile) : 1,
  }
}

export function sectionPadding(value: unknown): number {
  return typeof value === 'string' && value in SECTION_SPACING ? SECTION_SPACING[value as SectionSpacing] : SECTION_SPACING.medium
}

/** Classes that hide a section on the chosen devices; hiding it everywhere is refused (it would vanish for good). */
export function hiddenClasses(hideOn: unknown): string[] {
  if (!Array.isArray(hideOn)) return []
  const devices = SECTION_DEVICES.filter((device) => hideOn.includes(device))
  return devices.length === SECTION_DEVICES.length ? [] : devices.map((device) => `builder-hide-${device}`)
}

export type BackgroundType = 'none' | 'colour' | 'gradient' | 'image'

export interface BackgroundProps {
  backgroundType?: unknown
  /** The colour (also the only background of layouts saved before the other types existed). */
  background?: unknown
  gradientTo?: unknown
  gradientAngle?: unknown
  backgroundImage?: unknown
  overlay?: unknown
}

export interface SectionBackground {
  colour?: string
  gradient?: string
  /** An upload to load when the section comes near the viewport: the optimizer's small and large widths. */
  image?: { small: string; large: string }
  overlay?: string
}

/** A 0–360° angle; anything unreadable is 180° (top to bottom). */
export function gradientAngle(value: unknown): number {
  const angle = finiteNumber(value)
  return angle === null ? 180 : Math.min(360, Math.max(0, Math.round(angle)))
}

function optimizedUrl(url: string, width: number) {
  return `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=70`
}

const BACKGROUND_TYPES: readonly BackgroundType[] = ['none', 'colour', 'gradient', 'image']

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
    return colour && to ? { gradient: `linear-gradient(${gradientAngle(props.gradientAngle)}deg, ${colour}, ${to})` } : { colour }
  }
  if (type === 'image') {
    const picked = pickedImage(props.backgroundImage)
    return {
      colour,
      image: picked ? { small: optimizedUrl(picked.url, 828), large: optimizedUrl(picked.url, 1600) } : undefined,
      overlay: safeColour(props.overlay),
    }
  }
  return {}
}

/** The shapes in public/shapes/: `{name}.svg`, and `{name}-negative.svg` with the fill inverted. */
export const SHAPES = ['wave', 'curve', 'triangle', 'tilt', 'zigzag', 'mountains'] as const
export type ShapeName = (typeof SHAPES)[number]

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
  if (!props || !(SHAPES as readonly unknown[]).includes(props.shape)) return null
  const height = finiteNumber(props.height)
  return {
    src: `/shapes/${props.shape}${props.negative === true ? '-negative' : ''}.svg`,
    colour: safeColour(props.colour) ?? '#ffffff',
    height: height === null ? 60 : Math.min(300, Math.max(10, Math.round(height))),
    flip: props.flip === true,
  }
}
