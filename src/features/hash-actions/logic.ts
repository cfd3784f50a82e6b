import { videoSource } from '@/lib/video-source'

/**
 * Hash actions (docs/routes.md, Hash actions), pure: a link or address ending in
 * `#thuthuat-action:action={name}&settings={base64 of JSON}` (or `elementor-action:`, so imported content keeps
 * working), possibly URI-encoded as a whole, asks the page to do something. Anything malformed or unsafe is
 * refused quietly: the parser returns null and never throws.
 */

const SHAPE = /^#(?:thuthuat|elementor)-action:action=([\w:-]{1,40})&settings=([A-Za-z0-9+/=_-]*)$/
const MAX_HASH = 8_000

export interface HashAction {
  name: string
  settings: unknown
}

function decodeBase64Json(value: string): unknown {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0))
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
}

/** The action a hash asks for, or null when it is not a well-formed hash action. */
export function parseHashAction(hash: string): HashAction | null {
  if (typeof hash !== 'string' || hash.length > MAX_HASH) return null
  let text = hash
  try {
    if (!SHAPE.test(text)) text = decodeURIComponent(hash)
    const match = SHAPE.exec(text)
    if (!match) return null
    return { name: match[1], settings: decodeBase64Json(match[2]) }
  } catch {
    return null
  }
}

/** The hash of an action (what an editor's link carries). */
export function hashActionHref(name: string, settings: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(settings))
  return `#thuthuat-action:action=${name}&settings=${btoa(String.fromCharCode(...bytes))}`
}

interface LightboxSettings {
  type: 'image' | 'video' | 'slideshow'
  url?: string
  slideshow?: string
  title?: string
  description?: string
}

const TYPES = ['image', 'video', 'slideshow']

/** An optional string of at most `max` characters; anything else makes the settings malformed. */
const optionalText = (value: unknown, max: number) =>
  value === undefined || (typeof value === 'string' && value.length <= max)

// Checked by hand rather than with zod: this runs on every public page, where zod would weigh more than the rest.
function readLightboxSettings(value: unknown): LightboxSettings | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const settings = value as Record<string, unknown>
  if (typeof settings.type !== 'string' || !TYPES.includes(settings.type)) return null
  const fits =
    optionalText(settings.url, 2_000) &&
    optionalText(settings.slideshow, 100) &&
    optionalText(settings.title, 500) &&
    optionalText(settings.description, 500)
  return fits ? (settings as unknown as LightboxSettings) : null
}

/** An address the lightbox may open: http(s), or on this site. Anything else (javascript:, data:…) is null. */
export function safeUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  try {
    const url = new URL(value.trim(), origin)
    const site = new URL(origin)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (!/^https?:\/\//i.test(value.trim()) && url.origin !== site.origin) return null
    return url.toString()
  } catch {
    return null
  }
}

export type LightboxRequest =
  | { type: 'image'; url: string; title?: string; description?: string }
  | { type: 'video'; embedUrl: string; kind: 'youtube' | 'vimeo' | 'file'; title?: string }
  | { type: 'slideshow'; slideshow: string; url?: string }

/** What a `lightbox` action's settings ask to open, or null when they are malformed or unsafe. */
export function lightboxRequest(settings: unknown, origin: string): LightboxRequest | null {
  const parsed = readLightboxSettings(settings)
  if (!parsed) return null
  const { type, title, description, slideshow } = parsed
  if (type === 'slideshow') {
    if (!slideshow) return null
    const url = parsed.url === undefined ? undefined : safeUrl(parsed.url, origin)
    return url === null ? null : { type, slideshow, ...(url ? { url } : {}) }
  }
  const url = safeUrl(parsed.url, origin)
  if (!url) return null
  if (type === 'image') return { type, url, title, description }
  const sameSite = new URL(url).origin === new URL(origin).origin
  const source = videoSource(sameSite ? new URL(url).pathname : url, { privacy: true, start: 0 })
  if (!source) return null
  return { type, kind: source.kind, embedUrl: source.kind === 'file' ? source.url : source.embedUrl, title }
}
