import { finiteNumber } from '@/lib/number'
import { slugify } from '@/lib/vi'
import type { FilterTerm } from '../filter-bar/logic'
import { type PickedImage, pickedImage } from '../image/logic'
import { storedRecord, storedText } from '@/lib/stored-values'
import { vi } from '@/i18n/vi'

/** The gallery's settings and items, read defensively from stored props. Pure. */

export type GalleryLayout = 'grid' | 'masonry'

export type Device = 'desktop' | 'tablet' | 'mobile'

export const DEVICES: readonly Device[] = ['desktop', 'tablet', 'mobile']

/** Tile shapes of the grid layout, width:height, as CSS `aspect-ratio` values. */
export const ASPECT_RATIOS = {
  '1:1': '1 / 1',
  '3:2': '3 / 2',
  '4:3': '4 / 3',
  '16:9': '16 / 9',
  '9:16': '9 / 16',
  '21:9': '21 / 9',
} as const

export type AspectRatio = keyof typeof ASPECT_RATIOS

export const GALLERY_MAX_COLUMNS = 6

export const GALLERY_MAX_GAP = 60

export interface GallerySettings {
  layout: GalleryLayout
  columns: Record<Device, number>
  gap: number
  ratio: AspectRatio
  showFilter: boolean
  allLabel: string
}

const DEFAULT_COLUMNS: Record<Device, number> = { desktop: 4, tablet: 3, mobile: 2 }

function clampedInteger(value: unknown, min: number, max: number, fallback: number): number {
  const number = finiteNumber(value)
  return number === null ? fallback : Math.min(max, Math.max(min, Math.round(number)))
}

/** A stored aspect ratio, or the fallback. */
export function aspectRatio(value: unknown, fallback: AspectRatio): AspectRatio {
  return typeof value === 'string' && Object.hasOwn(ASPECT_RATIOS, value) ? (value as AspectRatio) : fallback
}

/** Columns per device (1–6, defaults 4 / 3 / 2); any stored value gives usable columns. */
export function deviceColumns(value: unknown, defaults: Record<Device, number>): Record<Device, number> {
  const stored = storedRecord(value)
  return Object.fromEntries(
    DEVICES.map((device) => [device, clampedInteger(stored[device], 1, GALLERY_MAX_COLUMNS, defaults[device])]),
  ) as Record<Device, number>
}

/** The settings of a stored gallery; `allLabel` empty means the site's own "Tất cả". */
export function gallerySettings(props: Record<string, unknown>): GallerySettings {
  return {
    layout: props.layout === 'masonry' ? 'masonry' : 'grid',
    columns: deviceColumns(props.columns, DEFAULT_COLUMNS),
    gap: clampedInteger(props.gap, 0, GALLERY_MAX_GAP, 12),
    ratio: aspectRatio(props.ratio, '3:2'),
    showFilter: props.showFilter !== false,
    allLabel: storedText(props.allLabel, 60),
  }
}

/** Masonry (each image at its own height) needs at least 2 columns (docs/widgets.md, Gallery and portfolio filter); one column is the plain grid. */
export function masonryApplies(layout: GalleryLayout, columns: number): boolean {
  return layout === 'masonry' && columns >= 2
}

export interface GalleryItem {
  image: PickedImage
  /** The filter values of the galleries this image is in. */
  filters: string[]
}

/**
 * The named galleries' filter buttons and their images. Each gallery's value is the slug of its title (or
 * `bo-anh-{n}`), made unique; an image in several galleries is shown once and carries each gallery's value.
 * Images that are not our uploads are left out, and so are galleries with no image left.
 */
export function galleryItems(galleries: unknown): { terms: FilterTerm[]; items: GalleryItem[] } {
  const list = Array.isArray(galleries) ? galleries.slice(0, 20) : []
  const terms: FilterTerm[] = []
  const items = new Map<string, GalleryItem>()
  const taken = new Set<string>()
  list.forEach((gallery: unknown, index) => {
    const stored = storedRecord(gallery)
    const images = (Array.isArray(stored.images) ? stored.images.slice(0, 60) : []).flatMap((entry: unknown) => {
      const image = pickedImage(storedRecord(entry).image)
      return image ? [image] : []
    })
    if (images.length === 0) return
    const label = storedText(stored.title, 60) || vi.filter.gallerySet(index + 1)
    const base = slugify(label) || `bo-anh-${index + 1}`
    let value = base
    for (let suffix = 2; taken.has(value); suffix++) value = `${base}-${suffix}`
    taken.add(value)
    terms.push({ value, label })
    for (const image of images) {
      const item = items.get(image.url) ?? { image, filters: [] }
      if (!item.filters.includes(value)) item.filters.push(value)
      items.set(image.url, item)
    }
  })
  return { terms, items: [...items.values()] }
}

/** The `sizes` of a tile image: the viewport's share per column on phones and tablets, the content width's on desktops. */
export function tileSizes(columns: Record<Device, number>): string {
  return `(max-width: 767px) ${Math.ceil(100 / columns.mobile)}vw, (max-width: 1024px) ${Math.ceil(100 / columns.tablet)}vw, ${Math.ceil(1200 / columns.desktop)}px`
}
