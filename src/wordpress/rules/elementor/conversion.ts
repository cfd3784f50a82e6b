/** The state of one layout's conversion: block ids, what was not carried over, media addresses, the size spent. */

import { isSafeUrl } from '@/lib/url'
import { isRecord, storedRecord } from '@/lib/stored-values'
import { layoutHtml } from './html'
import { linkUrl, text } from './read'
import type { Block, ElementorContext, ImportedMedia, Unmapped, UnmappedReason } from './types'

/** The JSON characters a converted layout may spend on its widgets, below the 1 MB a stored layout may have. */
export const MAX_LAYOUT_CHARS = 900_000

/** An image prop as our image picker stores it. */
export interface PickedImage {
  id: number
  url: string
  alt: string
  width?: number
  height?: number
}

/** What one layout's conversion has gathered so far. */
export class Run {
  readonly unmapped: Unmapped[] = []
  readonly mediaUrls = new Set<string>()
  private readonly ids = new Set<string>()
  private spent = 0

  constructor(readonly context: ElementorContext) {}

  report(elementId: string, type: string, reason: UnmappedReason, setting?: string) {
    this.unmapped.push({ elementId, type, reason, ...(setting !== undefined && { setting }) })
  }

  /** A block id unique in the layout, made of the block type and the element's id. */
  id(type: string, elementId: string): string {
    const base = `${type}-${elementId.replace(/[^\w-]/g, '').slice(0, 60) || 'x'}`
    let id = base
    for (let n = 2; this.ids.has(id); n++) id = `${base}-${n}`
    this.ids.add(id)
    return id
  }

  /** Whether a block of `chars` JSON characters still fits the layout; counted when it does. */
  fits(chars: number): boolean {
    if (this.spent + chars > MAX_LAYOUT_CHARS) return false
    this.spent += chars
    return true
  }
}

/** The old site's origin, or null when its address is unreadable. */
function originOf(siteUrl: string): string | null {
  try {
    return new URL(siteUrl).origin
  } catch {
    return null
  }
}

/** Converting one element: its id and type for the report, and the readers that need the importer's context. */
export class Conversion {
  constructor(
    readonly run: Run,
    readonly elementId: string,
    readonly type: string,
  ) {}

  /** Says that `setting` changes what a reader sees and our block has nothing for it. */
  unmapped(setting: string) {
    this.run.report(this.elementId, this.type, 'setting', setting)
  }

  /** A block with an id of its own (blocks inside slots and lists of a widget). */
  block(type: string, props: Record<string, unknown>, suffix = ''): Block {
    return { type, props: { id: this.run.id(type, this.elementId + suffix), ...props } }
  }

  /** The imported media item for an Elementor media value (`{ url, id }`) or an address; its address is listed. */
  media(value: unknown): ImportedMedia | null {
    const record = isRecord(value) ? value : { url: value }
    const url = text(record.url, 2_000)
    if (url) this.run.mediaUrls.add(url)
    const id = typeof record.id === 'number' || typeof record.id === 'string' ? Number(record.id) : NaN
    const found =
      (Number.isInteger(id) && id > 0 ? this.run.context.mediaFor(id) : null) ??
      (url ? this.run.context.mediaFor(url) : null)
    return found && typeof found.url === 'string' && Number.isInteger(found.id) ? found : null
  }

  /**
   * An Elementor image value as our image prop, or null. An image that was set but is not among the imported media
   * is reported under `setting`.
   */
  image(value: unknown, setting: string): PickedImage | null {
    const record = storedRecord(value)
    const found = this.media(value)
    if (!found) {
      if (text(record.url) || Number(record.id) > 0) this.unmapped(setting)
      return null
    }
    return {
      id: found.id,
      url: found.url,
      alt: text(record.alt, 500) || text(found.alt, 500),
      ...(found.width && { width: found.width }),
      ...(found.height && { height: found.height }),
    }
  }

  /**
   * A link (`{ url }` or an address) as it goes on our page: the old site's own pages as paths (the redirects take
   * them on), its uploads as the imported media, other safe addresses as they are, anything else ''. Elementor's
   * actions (`#elementor-action…`, popups) are reported under `setting`.
   */
  link(value: unknown, setting: string): string {
    const url = linkUrl(value)
    if (!url) return ''
    if (/elementor-action|\[elementor-tag/.test(decodeSafely(url))) {
      this.unmapped(setting)
      return ''
    }
    // A same-page anchor stays one: it points at an anchor on the page it is on.
    if (url.startsWith('#')) return /^#[\w-]+$/.test(url) ? url : ''
    if (/\/wp-content\/uploads\//.test(url)) {
      const media = this.media(url)
      if (media) return media.url
    }
    const origin = originOf(this.run.context.siteUrl)
    if (origin && isSafeUrl(url)) {
      try {
        const parsed = new URL(url, origin)
        if (parsed.origin === origin) return `${parsed.pathname}${parsed.search}${parsed.hash}`
      } catch {
        // Unparsable: isSafeUrl let it through as relative, kept below.
      }
    }
    return isSafeUrl(url) ? url : ''
  }

  /** Editor HTML through the one allow-list, its images and links pointing at the new site. */
  html(value: unknown): string {
    return layoutHtml(value, this)
  }
}

function decodeSafely(url: string): string {
  try {
    return decodeURIComponent(url)
  } catch {
    return url
  }
}
