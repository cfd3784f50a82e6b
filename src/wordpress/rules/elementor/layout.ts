/** Elementor's sections, columns and containers as our Section block's props (docs/import.md, Elementor layouts). */

import type { Conversion } from './conversion'
import { colour, number, text, verticalPadding, whole, yes, type Settings } from './read'

/** Our Section's top and bottom spacing for Elementor's padding in pixels (none 0, small 24, medium 48, large 80). */
export function spacingFor(padding: number | null, fallback: string): string {
  if (padding === null) return fallback
  if (padding < 8) return 'none'
  if (padding <= 36) return 'small'
  return padding <= 64 ? 'medium' : 'large'
}

/** Elementor's shape dividers that ours draw the same, by Elementor's name. */
const SHAPES: Record<string, string> = {
  waves: 'wave',
  curve: 'curve',
  triangle: 'triangle',
  tilt: 'tilt',
  zigzag: 'zigzag',
  mountains: 'mountains',
}

function shape(settings: Settings, edge: 'top' | 'bottom', conversion: Conversion) {
  const key = `shape_divider_${edge}`
  const name = text(settings[key])
  const none = { shape: 'none', colour: '#ffffff', height: 60, negative: false, flip: false }
  if (!name) return none
  if (!SHAPES[name]) {
    conversion.unmapped(key)
    return none
  }
  return {
    shape: SHAPES[name],
    colour: colour(settings[`${key}_color`]) || '#ffffff',
    height: number(settings[`${key}_height`], 60, 10, 300),
    negative: yes(settings[`${key}_negative`], false),
    flip: yes(settings[`${key}_flip`], false),
  }
}

/** Elementor's overlay (a colour and its opacity) as one #rrggbbaa colour, or ''. */
function overlay(settings: Settings): string {
  if (settings.background_overlay_background !== 'classic') return ''
  const base = colour(settings.background_overlay_color).slice(0, 7)
  if (!base) return ''
  const opacity = number(settings.background_overlay_opacity, 0.5, 0, 1)
  return `${base}${Math.round(opacity * 255)
    .toString(16)
    .padStart(2, '0')}`
}

/** A hosted background video is ours when its upload was imported; YouTube and Vimeo addresses stay as they are. */
function videoLink(settings: Settings, conversion: Conversion): string {
  const link = text(settings.background_video_link, 500)
  if (!link) return ''
  if (/^https?:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|vimeo\.com)\//i.test(link)) return link
  const media = conversion.media(link)
  if (media) return media.url
  conversion.unmapped('background_video_link')
  return ''
}

/** A background (colour, gradient, image, video, slideshow) as our Section's background props. */
function background(settings: Settings, conversion: Conversion): Settings {
  const kind = settings.background_background
  const base = colour(settings.background_color)
  const globals = settings.__globals__
  if (globals && typeof globals === 'object' && 'background_color' in globals && !base)
    conversion.unmapped('__globals__.background_color')
  const shared = { background: base, overlay: overlay(settings) }
  if (kind === 'gradient') {
    return {
      backgroundType: 'gradient',
      background: base,
      gradientTo: colour(settings.background_color_b),
      gradientAngle: Math.round(number(settings.background_gradient_angle, 180, 0, 360)),
    }
  }
  if (kind === 'video') {
    const link = videoLink(settings, conversion)
    const poster = conversion.image(settings.background_video_fallback, 'background_video_fallback')
    if (!link) return poster ? { ...shared, backgroundType: 'image', backgroundImage: poster } : colourOnly(base)
    return {
      ...shared,
      backgroundType: 'video',
      backgroundImage: poster,
      background_video_link: link,
      background_video_start: Math.max(0, whole(settings.background_video_start) ?? 0),
      background_video_end: Math.max(0, whole(settings.background_video_end) ?? 0),
      background_play_once: yes(settings.background_play_once, false),
      background_play_on_mobile: yes(settings.background_play_on_mobile, false),
      background_privacy_mode: yes(settings.background_privacy_mode, false),
    }
  }
  if (kind === 'slideshow') {
    conversion.unmapped('background_slideshow_gallery')
    const first = Array.isArray(settings.background_slideshow_gallery) ? settings.background_slideshow_gallery[0] : null
    const image = first ? conversion.image(first, 'background_slideshow_gallery') : null
    return image ? { ...shared, backgroundType: 'image', backgroundImage: image } : colourOnly(base)
  }
  if (kind === 'classic') {
    const image = conversion.image(settings.background_image, 'background_image')
    return image ? { ...shared, backgroundType: 'image', backgroundImage: image } : colourOnly(base)
  }
  return colourOnly('')
}

const colourOnly = (base: string) => ({ backgroundType: base ? 'colour' : 'none', background: base })

/** The devices Elementor's "hide on" switches hide an element on. */
export function hiddenOn(settings: Settings): string[] {
  return (['mobile', 'tablet', 'desktop'] as const).filter((device) => Boolean(settings[`hide_${device}`]))
}

/**
 * The Section props of a section, column or container, without its columns and content. `nested` ones (columns,
 * inner sections, containers inside another) have no spacing of their own unless their padding says so.
 */
export function sectionProps(settings: Settings, conversion: Conversion, nested: boolean): Settings {
  return {
    spacing: spacingFor(verticalPadding(settings.padding), nested ? 'none' : 'small'),
    ...background(settings, conversion),
    shapeTop: shape(settings, 'top', conversion),
    shapeBottom: shape(settings, 'bottom', conversion),
    hideOn: hiddenOn(settings),
  }
}

/** Columns from a width in percent (50 → 2), 1–4; null when unreadable. */
export function columnsForWidth(width: unknown): number | null {
  const percent = number(width, NaN, 1, 100)
  return Number.isNaN(percent) ? null : Math.min(4, Math.max(1, Math.round(100 / percent)))
}
